import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { INBOX_FILTERS, type InboxFilter, type InboxItem, type InboxItemKind } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { InboxIcon } from '../../../components/ui/icons.tsx';
import { notifyError } from '../../../components/ui/toast.ts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { useGetStaffInboxQuery, useMarkInboxItemHandledMutation } from '../api/leads-api.ts';

export const INBOX_KIND_LABELS: Record<InboxItemKind, string> = {
  Lead: 'Lead',
  DealerRequest: 'Dealer request',
  Callback: 'Call-back',
  ProblemReport: 'Problem report',
};

// Theme colours that keep white text at WCAG AA (app/theme.ts); Mantine's teal and grape do not.
const KIND_COLOURS: Record<InboxItemKind, string> = { Lead: 'ink', DealerRequest: 'dark', Callback: 'green', ProblemReport: 'red' };

const FILTER_LABELS: Record<InboxFilter, string> = { all: 'All', open: 'Open', handled: 'Handled' };

const filterOf = (value: string | null): InboxFilter => (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as InboxFilter) : 'all';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const PAGE_NAMES: Record<string, string> = {
  'submission-form': '/submission-form',
  services: '/services',
  servicesOld: '/servicesOld',
  'become-dealer': '/become-dealer',
};

/**
 * /staff/inbox (worker and editor): every lead, dealer request, call-back request and problem report, newest
 * first, each with the way to reach its sender and a "Mark handled" button (an InboxItemHandled event). The
 * filter lives in the URL. After an item is handled, focus goes to the next item's heading, so the keyboard
 * walks the inbox from top to bottom.
 */
export function StaffInboxPage() {
  useDocumentTitle('Inbox | Certus');
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const inbox = useGetStaffInboxQuery(status, { refetchOnMountOrArgChange: true });
  const [markHandled] = useMarkInboxItemHandledMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = inbox.currentData?.items;

  const handle = async (item: InboxItem, index: number) => {
    setBusy(item.id);
    const result = await markHandled(item.id);
    setBusy(null);
    if ('error' in result && result.error) {
      notifyError('Not marked handled', readServerFailure(result.error).message ?? 'Please try again in a moment.');
      return;
    }
    setAnnouncement(`${INBOX_KIND_LABELS[item.kind]} from ${item.name} marked handled.`);
    const next = items?.[index + 1];
    if (next) document.getElementById(headingIdOf(next))?.focus();
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Staff: inbox</Title>
          {inbox.currentData ? (
            <Text fw={600} data-testid="inbox-open-count">
              {inbox.currentData.open} open
            </Text>
          ) : null}
        </Group>
        <Text size="sm">
          Leads from the landing pages, dealer applications, call-back requests and members' problem reports, newest first. Each is mailed to the
          staff mailbox too; mark it handled here once it is answered.
        </Text>
        <Tabs
          value={status}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (!value || value === 'all') next.delete('status');
            else next.set('status', value);
            setParams(next, { replace: true });
          }}
        >
          <Tabs.List aria-label="Which items">
            {INBOX_FILTERS.map((filter) => (
              <Tabs.Tab key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={status} pt="md">
            <Text role="status" aria-live="polite" size="sm" mih="1.5em" data-testid="inbox-status">
              {announcement}
            </Text>
            {inbox.isFetching && !items ? <PageLoader label="Loading the inbox…" /> : null}
            {inbox.error && !inbox.isFetching ? <LoadFailureAlert title="The inbox could not be loaded" onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} /> : null}
            {items && items.length === 0 ? (
              <EmptyState icon={InboxIcon} data-testid="inbox-empty">
                {status === 'open' ? 'Nothing waiting: every request is handled.' : 'No requests yet. Leads, call-backs and problem reports appear here as they come in.'}
              </EmptyState>
            ) : null}
            {items && items.length > 0 ? (
              <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="inbox-list">
                {items.map((item, index) => (
                  <li key={item.id}>
                    <InboxCard item={item} busy={busy === item.id} onHandle={() => void handle(item, index)} />
                  </li>
                ))}
              </Stack>
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

const headingIdOf = (item: InboxItem) => `inbox-item-${item.id}`;

function InboxCard({ item, busy, onHandle }: { item: InboxItem; busy: boolean; onHandle(): void }) {
  const headingId = headingIdOf(item);
  const facts: [string, ReactNode][] = [];
  if (item.email) facts.push(['E-mail', <Anchor key="e" href={`mailto:${item.email}`}>{item.email}</Anchor>]);
  if (item.phone) facts.push(['Phone', <Anchor key="p" href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</Anchor>]);
  if (item.location) facts.push(['Location', item.location]);
  if (item.company) facts.push(['Business', item.company]);
  if (item.businessType) facts.push(['Kind', item.businessType]);
  if (item.website) facts.push(['Website', item.website]);
  if (item.page) facts.push(['Sent from', PAGE_NAMES[item.page] ?? item.page]);
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="inbox-item" data-kind={item.kind} data-handled={item.handledAt ? 'true' : 'false'}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color={KIND_COLOURS[item.kind]} variant="filled">
                {INBOX_KIND_LABELS[item.kind]}
              </Badge>
              <Title order={2} size="h4" id={headingId} tabIndex={-1}>
                {item.name}
              </Title>
            </Group>
            <Text size="sm">
              <time dateTime={item.submittedAt}>{when(item.submittedAt)}</time>
            </Text>
          </Stack>
          {item.handledAt ? (
            <Text size="sm" data-testid="inbox-handled">
              Handled by {item.handledBy ?? 'staff'} on <time dateTime={item.handledAt}>{when(item.handledAt)}</time>
            </Text>
          ) : (
            <Button size="sm" variant="outline" loading={busy} onClick={onHandle} aria-describedby={headingId}>
              Mark handled
            </Button>
          )}
        </Group>
        {facts.length > 0 ? (
          <Group component="dl" gap="lg" m={0} style={{ rowGap: 4 }}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" fw={700}>
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </Group>
        ) : null}
        {item.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="inbox-message">
            {item.message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
