import { SimpleGrid } from '@mantine/core';
import { displayOrderStatus, type AuditOrderHistory } from '@certus/contracts';
import { auditMoney, auditTime } from '../lib/audit-format.ts';
import { actorShownOf } from '../lib/audit-people.ts';
import { ActorLabel } from './actor-label.tsx';
import { LabelledFact } from '../../../components/ui/labelled-fact.tsx';

/** The order in a line: whose it is, where it stands now and since when. */
export function OrderFacts({ history }: { history: AuditOrderHistory }) {
  const first = history.events[0]!;
  const last = history.events.at(-1)!;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 5 }} spacing="md" verticalSpacing="xs" m={0}>
      <LabelledFact term="Member">
        <ActorLabel actor={actorShownOf({ userId: history.memberId, role: 'authenticated' }, history.people)} withEmail />
      </LabelledFact>
      <LabelledFact term="Submitted">
        <time dateTime={first.recordedAt}>{auditTime(first.recordedAt)}</time>
      </LabelledFact>
      <LabelledFact term="Status now" testId="order-status-now">
        {displayOrderStatus(last.status)}
      </LabelledFact>
      <LabelledFact term="Balance now" testId="order-balance-now">
        {auditMoney(last.balanceCents, history.currency)}
      </LabelledFact>
      <LabelledFact term="Events">{last.version}</LabelledFact>
    </SimpleGrid>
  );
}
