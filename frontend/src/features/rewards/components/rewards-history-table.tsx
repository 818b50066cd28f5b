import { Anchor, Table, Text } from '@mantine/core';
import { formatCents, formatPoints, type RewardsHistoryEntry } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { Link } from 'react-router';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const kindLabel: Record<RewardsHistoryEntry['kind'], string> = { Earned: 'Earned', Spent: 'Used', Credited: 'Gift card' };

/** Spec 5 Display: dates before year 1600 are shown empty. */
export const entryDate = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

/** Every entry of the rewards ledger with its date and reason; what was used shows as a minus. */
export function RewardsHistoryTable({ entries }: { entries: RewardsHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={StarIcon}
        data-testid="rewards-history-empty"
        action={
          <Anchor component={Link} to="/submit">
            Submit books
          </Anchor>
        }
      >
        No rewards yet. You earn them on every payment, and a redeemed gift card adds its value here.
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={560} label="Rewards history">
      <Table striped verticalSpacing="sm" aria-label="Rewards history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const sign = entry.kind === 'Spent' ? '-' : '+';
            return (
              <Table.Tr key={entry.id} data-testid="rewards-entry">
                <Table.Td>{entryDate(entry.occurredAt)}</Table.Td>
                <Table.Td>{kindLabel[entry.kind]}</Table.Td>
                <Table.Td>{entry.reason}</Table.Td>
                <Table.Td ta="right">
                  {sign}
                  {formatPoints(entry.amountCents)}
                </Table.Td>
                <Table.Td ta="right">
                  {sign}
                  {formatCents(entry.amountCents, entry.currency)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
