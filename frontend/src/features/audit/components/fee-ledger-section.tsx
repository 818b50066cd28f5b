import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditFeeLedger } from '@certus/contracts';
import { auditFileNames } from '@certus/contracts/audit/audit-exports';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { useGetAuditFeeLedgerQuery } from '../api/audit-api.ts';
import { auditPaths } from '../api/audit-paths.ts';
import { auditMoney, auditTime } from '../lib/audit-format.ts';
import { actorShownOf } from '../lib/audit-people.ts';
import { ActorLabel } from './actor-label.tsx';
import { CSV, DownloadButton, JSON_LINES } from './download-button.tsx';

const COLUMNS: readonly ColumnHeading[] = ['When', 'Who', 'Event', 'What', 'Why', { label: 'Amount', numeric: true }, { label: 'Balance after', numeric: true }];

const kindNames = { charge: 'Charge', discount: 'Discount', change: 'Change', payment: 'Payment', refund: 'Refund' } as const;

/**
 * Every amount that moved the order's price or its money, in the order the log recorded them, with who (by name
 * and e-mail, the whole id in the name's tooltip), when and why, and the balance after each: it ends at the
 * order's balance. Downloadable with the order's events.
 */
export function FeeLedgerSection({ orderId }: { orderId: string }) {
  const ledger = useGetAuditFeeLedgerQuery(orderId, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="sm" component="section" aria-labelledby="fee-ledger-heading" data-testid="fee-ledger">
      <Title order={2} id="fee-ledger-heading">
        The fee ledger
      </Title>
      <Group gap="sm" align="flex-start">
        <DownloadButton label="Download ledger (CSV)" file={() => ({ download: { url: auditPaths.ledgerCsv(orderId) }, fileName: auditFileNames.orderLedger(orderId), contentType: CSV })} />
        <DownloadButton
          label="Download events (JSON lines)"
          file={() => ({ download: { url: auditPaths.eventsJsonLines(orderId) }, fileName: auditFileNames.orderEvents(orderId), contentType: JSON_LINES })}
        />
      </Group>
      {ledger.isLoading ? <PageLoader label="Loading the fee ledger…" /> : null}
      {ledger.error && !ledger.isFetching ? <LoadFailureAlert title="The fee ledger could not be loaded" onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} /> : null}
      {ledger.data && !ledger.error ? <LedgerTable ledger={ledger.data} /> : null}
    </Stack>
  );
}

function LedgerTable({ ledger }: { ledger: AuditFeeLedger }) {
  const money = (cents: number) => auditMoney(cents, ledger.currency);
  if (ledger.entries.length === 0) return <Text size="sm">No amount has moved on this order.</Text>;
  return (
    <ScrollingTable minWidth={1040} label="Entries of the fee ledger">
      <Table striped verticalSpacing="xs" aria-labelledby="fee-ledger-heading">
        <ColumnHeaders columns={COLUMNS} />
        <Table.Tbody>
          {ledger.entries.map((entry, i) => (
            <Table.Tr key={`${entry.version}-${i}`} data-testid="ledger-entry" data-kind={entry.kind}>
              <Table.Td>
                <time dateTime={entry.recordedAt}>{auditTime(entry.recordedAt)}</time>
              </Table.Td>
              <Table.Td>
                <ActorLabel actor={actorShownOf(entry.actor, ledger.people)} withEmail />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" component="span" display="block">
                  {entry.eventType}
                </Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  event {entry.version}
                </Text>
              </Table.Td>
              <Table.Th scope="row" fw={400}>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {kindNames[entry.kind]}
                </Text>
                {entry.label}
              </Table.Th>
              <Table.Td>{entry.note ?? ''}</Table.Td>
              <Table.Td ta="right">{money(entry.amountCents)}</Table.Td>
              <Table.Td ta="right">{money(entry.balanceCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="ledger-balance">
            <Table.Th scope="row" colSpan={6}>
              Balance of the order now
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(ledger.balanceCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollingTable>
  );
}
