import { Badge, Code, Table, Text } from '@mantine/core';
import type { GiftCardView } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardIcon } from '../../../components/ui/icons.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { dateFormat } from '../../../lib/date-formats.ts';
import { giftCardsText } from '../gift-cards-messages.ts';

const boughtOn = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(locale, { dateStyle: 'medium' }).format(date);
};

/** The cards the member bought: code, amount and what is left on each. */
export function GiftCardList({ cards }: { cards: GiftCardView[] }) {
  const text = useMessages(giftCardsText);
  const locale = localeOf(useLanguage());
  if (cards.length === 0) {
    return (
      <EmptyState icon={CardIcon} compact data-testid="gift-cards-empty">
        {text.empty}
      </EmptyState>
    );
  }
  return (
    <ScrollingTable minWidth={600} label={text.bought}>
      <Table striped verticalSpacing="sm" aria-label={text.bought}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.codeColumn}</Table.Th>
            <Table.Th>{text.boughtColumn}</Table.Th>
            <Table.Th>{text.forColumn}</Table.Th>
            <Table.Th ta="right">{text.amount}</Table.Th>
            <Table.Th ta="right">{text.balance}</Table.Th>
            <Table.Th>{text.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <Table.Tr key={card.code} data-testid="gift-card-row">
              <Table.Td>
                <Code>{card.code}</Code>
              </Table.Td>
              <Table.Td>{boughtOn(card.purchasedAt, locale)}</Table.Td>
              <Table.Td>{card.recipientName ?? card.recipientEmail ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatMoney(card.amountCents, card.currency, locale)}</Table.Td>
              <Table.Td ta="right">{formatMoney(card.balanceCents, card.currency, locale)}</Table.Td>
              <Table.Td>
                <Badge color={card.status === 'Active' ? 'green' : 'gray'} variant="light">
                  {card.status === 'Active' ? text.notRedeemed : text.redeemed}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
