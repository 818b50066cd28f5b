import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrderStatus, formatCents, type StaffOrderRow } from '@certus/contracts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { staffDate } from '../model/display.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon } from '../../../components/ui/icons.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const COLUMNS: readonly ColumnHeading[] = ['Order', 'Member', 'Submitted', { label: 'Books', numeric: true }, 'Status', 'Tiers', { label: 'Balance', numeric: true }];

/** The queue, oldest first as the server sends it: the order to pick up next is at the top. */
export function StaffOrdersTable({ rows, caption }: { rows: StaffOrderRow[]; caption: string }) {
  if (rows.length === 0) {
    return (
      <EmptyState icon={BoxIcon} compact data-testid="staff-queue-empty">
        No orders here. Orders come into this queue as members submit them and as boxes are received.
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={860} label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <ColumnHeaders columns={COLUMNS} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="staff-queue-row">
              <Table.Th scope="row">
                <Anchor component={Link} to={`/staff/orders/${encodeURIComponent(row.id)}`} ff="monospace">
                  {row.id}
                </Anchor>
              </Table.Th>
              <Table.Td>{row.memberName}</Table.Td>
              <Table.Td>{staffDate(row.date)}</Table.Td>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td>{row.displayStatus || displayOrderStatus(row.status)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {row.tiers.map((tier) => (
                    <Badge key={tier.id} variant="light" color={tier.qcApproved ? 'green' : 'gray'} tt="none">
                      {tier.id}: {displayOrderStatus(tier.status)}
                      {tier.qcApproved ? ' (QC passed)' : ''}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatCents(row.balanceCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
