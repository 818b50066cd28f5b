import { Anchor, Button, Group, NativeSelect, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_KINDS, CONTENT_KIND_LABELS, isContentKind, type ContentStatus, type EditorContentRow } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { EditorPageLayout } from '../components/editor-page-layout.tsx';
import { DataCard } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { formatEventDays } from '../../published-content/index.ts';
import { useGetEditorContentQuery } from '../api/editor-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/** The three lists of the editor's desk: what the public sees now, what is coming, what is over. */
const TABS = [
  { value: 'live', label: 'Live now', statuses: ['live'] },
  { value: 'scheduled', label: 'Scheduled', statuses: ['scheduled'] },
  { value: 'over', label: 'Ended or withdrawn', statuses: ['ended', 'withdrawn'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly ContentStatus[] }[];
type TabValue = (typeof TABS)[number]['value'];

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const windowOf = (row: EditorContentRow) => `${when.format(new Date(row.publishFrom))} → ${row.publishUntil ? when.format(new Date(row.publishUntil)) : 'until withdrawn'}`;
const detailOf = (row: EditorContentRow) => (row.startsOn && row.endsOn ? formatEventDays(row.startsOn, row.endsOn) : row.placement ? `Placement: ${row.placement}` : '');

/** On a phone each record is a card (nothing scrolls sideways), as on the worker screens. */
function ContentCards({ rows }: { rows: EditorContentRow[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} data-testid="editor-content-cards">
      {rows.map((row) => (
        <DataCard
          key={`${row.kind}/${row.name}`}
          data-testid="editor-content-row"
          title={
            <Anchor component={Link} to={`/editor/${row.kind}/${row.name}`}>
              {row.title}
            </Anchor>
          }
          subtitle={`${CONTENT_KIND_LABELS[row.kind].one} · ${row.name}`}
          facts={[
            ['Status', <StatusBadge key="status" status={row.status} />],
            ...(detailOf(row) ? [['Days or place', detailOf(row)] as [string, string]] : []),
            ['Public', windowOf(row)],
          ]}
          actions={
            <Anchor component={Link} to={`/preview?kind=${row.kind}&name=${row.name}`} size="sm" aria-label={`Preview ${row.title}`}>
              Preview
            </Anchor>
          }
        />
      ))}
    </Stack>
  );
}

function ContentTable({ rows }: { rows: EditorContentRow[] }) {
  return (
    <ScrollingTable minWidth={760} label="Site content records">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="editor-content-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Days or place</Table.Th>
            <Table.Th scope="col">Public</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Preview</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.kind}/${row.name}`} data-testid="editor-content-row">
              <Table.Td>
                <Anchor component={Link} to={`/editor/${row.kind}/${row.name}`} fw={600}>
                  {row.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.name} · revision {row.revision}
                </Text>
              </Table.Td>
              <Table.Td>{CONTENT_KIND_LABELS[row.kind].one}</Table.Td>
              <Table.Td>{detailOf(row)}</Table.Td>
              <Table.Td>
                <Text size="sm">{windowOf(row)}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/preview?kind=${row.kind}&name=${row.name}`} size="sm" aria-label={`Preview ${row.title}`}>
                  Preview
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/**
 * /editor (editor role): the site's content, live now, scheduled, ended or withdrawn (each status computed by the
 * query side from the clock), by kind; each record opens to revise or withdraw it; new records of each kind.
 */
export function EditorContentPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = TABS.some((t) => t.value === params.get('status')) ? (params.get('status') as TabValue) : 'live';
  const kindParam = params.get('kind');
  const kind = kindParam && isContentKind(kindParam) ? kindParam : null;
  const content = useGetEditorContentQuery();
  const phone = useNarrowScreen();
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const ofKind = (content.data ?? []).filter((row) => !kind || row.kind === kind);

  return (
    <EditorPageLayout title="Site content" documentTitle="Site content | Editor">
      <Stack gap="xs" component="section" aria-labelledby="publish-new-heading">
        <Title order={2} size="h4" id="publish-new-heading">
          Publish something new
        </Title>
        <Group gap="xs">
          {CONTENT_KINDS.map((k) => (
            <Button key={k} component={Link} to={`/editor/new/${k}`} variant="light" size="sm">
              New {CONTENT_KIND_LABELS[k].one.toLowerCase()}
            </Button>
          ))}
        </Group>
      </Stack>
      <NativeSelect
        label="Kind"
        maw={320}
        value={kind ?? ''}
        onChange={(event) => set('kind', event.currentTarget.value || null)}
        data={[{ value: '', label: 'Every kind' }, ...CONTENT_KINDS.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k].many }))]}
      />
      {content.isLoading ? <PageLoader label="Loading the site content…" /> : null}
      {content.error && !content.data ? <LoadFailureAlert title="The site content could not be loaded" onRetry={() => void content.refetch()} retrying={content.isFetching} /> : null}
      {content.data ? (
        <Tabs value={tab} onChange={(value) => set('status', value === 'live' ? null : value)} keepMounted={false}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label} ({ofKind.filter((row) => (t.statuses as readonly ContentStatus[]).includes(row.status)).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => {
            const rows = ofKind.filter((row) => (t.statuses as readonly ContentStatus[]).includes(row.status));
            return (
              <Tabs.Panel key={t.value} value={t.value} pt="md">
                {rows.length ? (
                  phone ? <ContentCards rows={rows} /> : <ContentTable rows={rows} />
                ) : (
                  <EmptyState icon={StarIcon} compact data-testid="editor-content-empty">
                    Nothing {t.value === 'live' ? 'is live' : t.value === 'scheduled' ? 'is scheduled' : 'has ended or been withdrawn'}
                    {kind ? ` among the ${CONTENT_KIND_LABELS[kind].many.toLowerCase()}` : ''}.
                  </EmptyState>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      ) : null}
    </EditorPageLayout>
  );
}
