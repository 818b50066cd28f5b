import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrderStatus, type AuditOrderSearchHit } from '@certus/contracts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon } from '../../../components/ui/icons.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { auditPagePaths } from '../api/audit-paths.ts';
import { auditDay, auditMoney } from '../lib/audit-format.ts';

const COLUMNS: readonly ColumnHeading[] = ['Order', 'Member', 'E-mail', 'Submitted (UTC)', 'Status', { label: 'Total', numeric: true }, { label: 'Balance', numeric: true }];

/** The orders found, newest first; each opens the order's audit. */
export function SearchResultsTable({ hits, caption }: { hits: readonly AuditOrderSearchHit[]; caption: string }) {
  if (hits.length === 0) {
    return (
      <EmptyState icon={BoxIcon} compact data-testid="audit-search-empty">
        No order matches these filters. Loosen one (a shorter order id, a part of the e-mail, a wider range) and search again.
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={920} label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeaders columns={COLUMNS} />
        <Table.Tbody>
          {hits.map((hit) => (
            <Table.Tr key={hit.orderId} data-testid="audit-search-row">
              <Table.Th scope="row">
                <Anchor component={Link} to={auditPagePaths.order(hit.orderId)} ff="monospace">
                  {hit.orderId}
                </Anchor>
              </Table.Th>
              <Table.Td>{hit.memberName}</Table.Td>
              <Table.Td>{hit.memberEmail}</Table.Td>
              <Table.Td>
                <time dateTime={hit.submittedAt}>{auditDay(hit.submittedAt)}</time>
              </Table.Td>
              <Table.Td>{displayOrderStatus(hit.status)}</Table.Td>
              <Table.Td ta="right">{auditMoney(hit.grandTotalCents, hit.currency)}</Table.Td>
              <Table.Td ta="right">{auditMoney(hit.balanceCents, hit.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
