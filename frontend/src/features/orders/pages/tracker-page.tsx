import { Alert, Anchor, Badge, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { parseTrackerOrderNumber, type TrackerView } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrderTrackerQuery } from '../api/orders-api.ts';
import { TableSection } from '../components/table-section.tsx';
import { TrackerSteps } from '../components/tracker-steps.tsx';
import { useLiveTracker } from '../hooks/use-live-tracker.ts';
import type { LiveState } from '../live/follow-tracker.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { trackerWords } from '../lib/tracker-messages.ts';
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
  const text = useMessages(trackerWords);
  useDocumentTitle(text.documentTitle);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{parsed.ok ? text.trackOrder(parsed.orderId) : text.heading}</Title>
        {parsed.ok ? (
          <Tracker orderId={parsed.orderId} />
        ) : (
          <Alert color="red" variant="light" role="alert" title={text.invalidTitle} data-testid="tracker-invalid">
            {text.invalid(parsed.error)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Tracker({ orderId }: { orderId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetOrderTrackerQuery(orderId);
  const live = useLiveTracker(orderId, Boolean(data));
  const language = useLanguage();
  const text = trackerWords[language];

  if (isLoading) return <PageLoader label={text.loading} />;
  if (!data) {
    return isNotFound(error) ? (
      <Alert color="red" variant="light" role="alert" title={text.noRecordTitle} data-testid="tracker-no-record">
        {text.noRecord(orderId)}
      </Alert>
    ) : (
      <LoadFailureAlert title={text.loadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} />
    );
  }
  return <TrackerDetails view={data} live={live} />;
}

const liveText = (text: (typeof trackerWords)['en'], live: LiveState) =>
  ({ connecting: text.liveConnecting, live: text.liveLive, reconnecting: text.liveReconnecting, stopped: text.liveStopped })[live];

function TrackerDetails({ view, live }: { view: TrackerView; live: LiveState }) {
  const language = useLanguage();
  const text = trackerWords[language];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text size="lg">
          {text.statusLabel}
          <strong data-testid="tracker-status">{text.status(view.status)}</strong>
        </Text>
        {/* A polite live region: a dropped connection is said once, not announced on every retry. */}
        <Badge color={live === 'live' ? 'green' : 'gray.7'} variant="light" role="status" aria-live="polite" data-testid="tracker-live">
          {liveText(text, live)}
        </Badge>
      </Group>
      <TrackerSteps steps={view.steps} />
      {view.shipment ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tracker-shipment">
          <Title order={2} size="h4" id="tracker-shipment">
            {text.shipment}
          </Title>
          <Text data-testid="tracker-shipment">
            {text.trackingNumber(view.shipment.carrier)}
            <strong>{view.shipment.trackingNumber}</strong>
          </Text>
        </Paper>
      ) : null}
      {view.tiers.length > 0 ? (
        <TableSection headingId="tracker-tiers" title={text.services} minWidth={420} columns={text.columns}>
          {view.tiers.map((tier) => (
            <Table.Tr key={tier.id} data-testid="tracker-tier">
              <Table.Td>{tier.label}</Table.Td>
              <Table.Td>{text.status(tier.status)}</Table.Td>
              <Table.Td>{tier.qcApproved ? text.approved : text.pending}</Table.Td>
            </Table.Tr>
          ))}
        </TableSection>
      ) : null}
      <Text size="sm" c="dimmed">
        {text.lastChange}
        <time dateTime={view.updatedAt}>{formatDateTime(view.updatedAt, language)}</time>
      </Text>
      <Anchor component={Link} to={`/account/orders/${view.orderId}`}>
        {text.orderDetails(view.orderId)}
      </Anchor>
    </Stack>
  );
}
