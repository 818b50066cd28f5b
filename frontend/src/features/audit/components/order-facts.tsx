import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { displayOrderStatus, type AuditOrderHistory } from '@certus/contracts';
import { auditMoney, auditTime } from '../lib/audit-format.ts';
import { actorShownOf } from '../lib/audit-people.ts';
import { ActorLabel } from './actor-label.tsx';

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The order in a line: whose it is, where it stands now and since when. */
export function OrderFacts({ history }: { history: AuditOrderHistory }) {
  const first = history.events[0]!;
  const last = history.events.at(-1)!;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 5 }} spacing="md" verticalSpacing="xs" m={0}>
      <Fact term="Member">
        <ActorLabel actor={actorShownOf({ userId: history.memberId, role: 'authenticated' }, history.people)} withEmail />
      </Fact>
      <Fact term="Submitted">
        <time dateTime={first.recordedAt}>{auditTime(first.recordedAt)}</time>
      </Fact>
      <Fact term="Status now" testId="order-status-now">
        {displayOrderStatus(last.status)}
      </Fact>
      <Fact term="Balance now" testId="order-balance-now">
        {auditMoney(last.balanceCents, history.currency)}
      </Fact>
      <Fact term="Events">{last.version}</Fact>
    </SimpleGrid>
  );
}
