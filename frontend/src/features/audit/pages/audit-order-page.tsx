import { useState } from 'react';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { parseOrderId, type AuditOrderHistory } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetAuditOrderHistoryQuery } from '../api/audit-api.ts';
import { auditPagePaths } from '../api/audit-paths.ts';
import { AS_OF_HEADING_ID, AsOfSection, type AuditMoment } from '../components/as-of-section.tsx';
import { AuditPageLayout } from '../components/audit-page-layout.tsx';
import { CustodySection } from '../components/custody-section.tsx';
import { FeeLedgerSection } from '../components/fee-ledger-section.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderTrailSection } from '../components/order-trail-section.tsx';
import { auditMessages } from '../model/audit-messages.ts';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** The page's sections, linked from its top: a long page on a phone. */
const SECTIONS = [
  ['history-heading', 'History'],
  [AS_OF_HEADING_ID, 'As of a moment'],
  ['fee-ledger-heading', 'Fee ledger'],
  ['custody-heading', 'Custody'],
  ['order-trail-heading', 'Who opened it'],
] as const;

/**
 * /audit/orders/{id} (issue [4/7]): one order for an auditor, read straight from its event log: its history,
 * the order as it stood at any moment (and two moments compared), its fee ledger, the custody of its books, and
 * who opened it. Each read is recorded by the server in the auditors' trail.
 */
export function AuditOrderPage() {
  const { id = '' } = useParams();
  const orderId = parseOrderId(id);
  return (
    <AuditPageLayout title={`Audit: order ${orderId ?? id}`} documentTitle={`Audit of ${orderId ?? id}`}>
      <Anchor component={Link} to={auditPagePaths.search} size="sm">
        Back to finding orders
      </Anchor>
      {orderId ? (
        <AuditOrderView orderId={orderId} />
      ) : (
        <Alert color="red" variant="light" role="alert" title="Not an order id">
          {auditMessages.orderIdInvalid(id)}
        </Alert>
      )}
    </AuditPageLayout>
  );
}

function AuditOrderView({ orderId }: { orderId: string }) {
  const history = useGetAuditOrderHistoryQuery(orderId, { refetchOnMountOrArgChange: true });
  if (history.isLoading) return <PageLoader label="Loading the order’s history…" />;
  if (!history.data) {
    return isNotFound(history.error) ? (
      <Alert color="red" variant="light" role="alert" title="No such order" data-testid="audit-order-not-found">
        Order {orderId} was not found: no event was ever recorded under this id.
      </Alert>
    ) : (
      <LoadFailureAlert title="The order’s history could not be loaded" onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  }
  return <AuditedOrder orderId={orderId} history={history.data} />;
}

function AuditedOrder({ orderId, history }: { orderId: string; history: AuditOrderHistory }) {
  const [moment, setMoment] = useState<AuditMoment>({ version: history.events.at(-1)!.version });
  // Asked from an event of the history: the as-of section is where the answer shows, so the reader goes there.
  const showAsOf = (version: number) => {
    setMoment({ version });
    const heading = document.getElementById(AS_OF_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };

  return (
    <Stack gap="xl">
      <OrderFacts history={history} />
      <Group component="nav" aria-label="Parts of this page" gap="md">
        {SECTIONS.map(([target, label]) => (
          <Anchor key={target} href={`#${target}`} size="sm">
            {label}
          </Anchor>
        ))}
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="history-heading" data-testid="history">
        <Title order={2} id="history-heading">
          History
        </Title>
        <HistoryList history={history} onShowAsOf={showAsOf} />
      </Stack>
      <AsOfSection orderId={orderId} history={history} moment={moment} onMoment={setMoment} />
      <FeeLedgerSection orderId={orderId} />
      <CustodySection orderId={orderId} currency={history.currency} />
      <OrderTrailSection orderId={orderId} />
    </Stack>
  );
}
