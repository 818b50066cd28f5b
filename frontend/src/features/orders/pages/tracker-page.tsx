import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { displayOrderStatus, parseTrackerOrderNumber, type TrackerView } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrderTrackerQuery } from '../api/orders-api.ts';
import { TableSection } from '../components/table-section.tsx';
import { TrackerSteps } from '../components/tracker-steps.tsx';
import { useLiveTracker } from '../hooks/use-live-tracker.ts';
import type { LiveState } from '../live/follow-tracker.ts';
import { orderUiMessages } from '../lib/order-ui-messages.ts';
import { formatDateTime } from '../lib/format-date.ts';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * /tracker/{id} (spec 2.1, 4 Tracker, 5 Identifiers): where an order stands, in 5 steps, kept up to date
 * live. The id must be at least 9 characters and parse; an order that is not the member's reads as no
 * record, exactly like an unknown one.
 */
export function TrackerPage() {
  const { id = '' } = useParams();
  const parsed = parseTrackerOrderNumber(id);
  useDocumentTitle('Order tracker | Certus');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{parsed.ok ? `Track order ${parsed.orderId}` : 'Order tracker'}</Title>
        {parsed.ok ? (
          <Tracker orderId={parsed.orderId} />
        ) : (
          <Alert color="red" variant="light" role="alert" title={orderUiMessages.trackerInvalidTitle} data-testid="tracker-invalid">
            {parsed.error}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Tracker({ orderId }: { orderId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetOrderTrackerQuery(orderId);
  const live = useLiveTracker(orderId, Boolean(data));

  if (isLoading) return <PageLoader label="Loading the tracker…" />;
  if (!data) {
    return isNotFound(error) ? (
      <Alert color="red" variant="light" role="alert" title={orderUiMessages.noRecordTitle} data-testid="tracker-no-record">
        {orderUiMessages.noRecord(orderId)}
      </Alert>
    ) : (
      <LoadFailureAlert title="The tracker could not be loaded" onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return <TrackerDetails view={data} live={live} />;
}

const liveText: Record<LiveState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: this page updates by itself',
  reconnecting: 'Live updates interrupted, reconnecting…',
  stopped: 'Live updates stopped. Reload the page to see changes.',
};

function TrackerDetails({ view, live }: { view: TrackerView; live: LiveState }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text size="lg">
          Status: <strong data-testid="tracker-status">{displayOrderStatus(view.status)}</strong>
        </Text>
        {/* A polite live region: a dropped connection is said once, not announced on every retry. */}
        <Badge color={live === 'live' ? 'green' : 'gray.7'} variant="light" role="status" aria-live="polite" data-testid="tracker-live">
          {liveText[live]}
        </Badge>
      </Group>
      <TrackerSteps steps={view.steps} />
      {view.shipment ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tracker-shipment">
          <Title order={2} size="h4" id="tracker-shipment">
            Shipment
          </Title>
          <Text data-testid="tracker-shipment">
            {view.shipment.carrier}, tracking number <strong>{view.shipment.trackingNumber}</strong>
          </Text>
        </Paper>
      ) : null}
      {view.tiers.length > 0 ? (
        <TableSection headingId="tracker-tiers" title="Services" minWidth={420} columns={['Service', 'Status', 'Quality check']}>
          {view.tiers.map((tier) => (
            <Table.Tr key={tier.id} data-testid="tracker-tier">
              <Table.Td>{tier.label}</Table.Td>
              <Table.Td>{displayOrderStatus(tier.status)}</Table.Td>
              <Table.Td>{tier.qcApproved ? 'Approved' : 'Pending'}</Table.Td>
            </Table.Tr>
          ))}
        </TableSection>
      ) : null}
      <Text size="sm" c="dimmed">
        Last change: <time dateTime={view.updatedAt}>{formatDateTime(view.updatedAt)}</time>
      </Text>
      <Anchor component={Link} to={`/account/orders/${view.orderId}`}>
        Order {view.orderId} details
      </Anchor>
    </Stack>
  );
}
