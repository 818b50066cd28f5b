import { Anchor, Table, Text } from '@mantine/core';
import type { RewardsHistoryEntry } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { Link } from 'react-router';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';
import { pointsIn, reasonIn, rewardsText } from '../rewards-messages.ts';

/** The entry kinds in the order of the catalogue's `kinds`. */
const KINDS: readonly RewardsHistoryEntry['kind'][] = ['Earned', 'Spent', 'Credited'];

/** Spec 5 Display: dates before year 1600 are shown empty. */
export const entryDate = (iso: string, locale = 'en-US') => {
  const date = displayableDate(iso);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : '';
};

/** Every entry of the rewards ledger with its date and reason; what was used shows as a minus. */
export function RewardsHistoryTable({ entries }: { entries: RewardsHistoryEntry[] }) {
  const text = useMessages(rewardsText);
  const locale = localeOf(useLanguage());
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={StarIcon}
        data-testid="rewards-history-empty"
        action={
          <Anchor component={Link} to="/submit">
            {text.submitBooks}
          </Anchor>
        }
      >
        {text.empty}
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={560} label={text.historyTitle}>
      <Table striped verticalSpacing="sm" aria-label={text.historyTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.date}</Table.Th>
            <Table.Th>{text.what}</Table.Th>
            <Table.Th>{text.reason}</Table.Th>
            <Table.Th ta="right">{text.points}</Table.Th>
            <Table.Th ta="right">{text.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const sign = entry.kind === 'Spent' ? '-' : '+';
            const reason = reasonIn(text, entry.reason);
            return (
              <Table.Tr key={entry.id} data-testid="rewards-entry">
                <Table.Td>{entryDate(entry.occurredAt, locale)}</Table.Td>
                <Table.Td>{text.kinds[KINDS.indexOf(entry.kind)] ?? entry.kind}</Table.Td>
                <Table.Td>{reason ?? <span lang="en">{entry.reason}</span>}</Table.Td>
                <Table.Td ta="right">
                  {sign}
                  {pointsIn(locale, entry.amountCents)}
                </Table.Td>
                <Table.Td ta="right">
                  {sign}
                  {formatMoney(entry.amountCents, entry.currency, locale)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
