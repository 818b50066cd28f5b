import { Badge, Code, Table, Text } from '@mantine/core';
import { formatCents, type GiftCardView } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardIcon } from '../../../components/ui/icons.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const boughtOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

/** The cards the member bought: code, amount and what is left on each. */
export function GiftCardList({ cards }: { cards: GiftCardView[] }) {
  if (cards.length === 0) {
    return (
      <EmptyState icon={CardIcon} compact data-testid="gift-cards-empty">
        You have not bought a gift card yet. Buy one with the form on this page: it arrives by e-mail with its code.
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={600} label="Gift cards you bought">
      <Table striped verticalSpacing="sm" aria-label="Gift cards you bought">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Bought</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.code} data-testid="gift-card-row">
              <Table.Td>
                <Code>{card.code}</Code>
              </Table.Td>
              <Table.Td>{boughtOn(card.purchasedAt)}</Table.Td>
              <Table.Td>{card.recipientName ?? card.recipientEmail ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatCents(card.amountCents, card.currency)}</Table.Td>
              <Table.Td ta="right">{formatCents(card.balanceCents, card.currency)}</Table.Td>
              <Table.Td>
                <Badge color={card.status === 'Active' ? 'green' : 'gray'} variant="light">
                  {card.status === 'Active' ? 'Not redeemed' : 'Redeemed'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
