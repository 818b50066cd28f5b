import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isRecentOrder, type OrderListItem } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { statusName } from '../lib/order-words.ts';
import { moneyIn, ordersMessages } from '../orders-messages.ts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { formatDate } from '../lib/format-date.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/** "Manga (Comic format)": a Manga order names the format it was sent as. */
export const orderTypeLabel = (order: OrderListItem) =>
  order.displayMangaType ? `${order.displayCollectibleType} (${order.displayMangaType})` : order.displayCollectibleType;

/** Which columns are numeric (aligned right), in the order of the catalogue's column names. */
const NUMERIC = [false, false, false, true, false, true, true];
const columnsOf = (names: readonly string[]): readonly ColumnHeading[] => names.map((label, i) => (NUMERIC[i] ? { label, numeric: true } : label));

interface OrdersTableProps {
  orders: readonly OrderListItem[];
  /** For the recent flag (spec 4: created within the last 60 minutes). */
  now: Date;
  caption: string;
}

/** The member's orders: each id opens the order; statuses as spec 4 displays them; money in the order's currency. */
export function OrdersTable({ orders, now, caption }: OrdersTableProps) {
  // On a phone the seven columns would be cut off: each order becomes a card with every figure labelled.
  const narrow = useNarrowScreen();
  const language = useLanguage();
  const t = useMessages(ordersMessages);
  const money = moneyIn(language);
  const [, , , booksLabel, statusLabel, totalLabel, balanceLabel] = t.columns as readonly string[];
  // The collectible type is the catalogue's word: stays as written, marked English on the French variant.
  const lang = language === 'en' ? undefined : 'en';
  if (narrow) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        <DataCardList label={caption}>
          {orders.map((order) => (
            <DataCard
              key={order.id}
              data-testid="order-row"
              title={
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/account/orders/${order.id}`}>
                    {t.orderLink(order.id)}
                  </Anchor>
                  {isRecentOrder(order.date, now) ? (
                    <Badge size="sm" color="green" variant="filled" data-testid="order-new">
                      {t.recent}
                    </Badge>
                  ) : null}
                </Group>
              }
              subtitle={
                <>
                  {formatDate(order.date, language)} · <span lang={lang}>{orderTypeLabel(order)}</span>
                </>
              }
              facts={[
                [statusLabel!, statusName(language, order.status)],
                [booksLabel!, order.count],
                [totalLabel!, money(order.grandTotalCents, order.currency)],
                [balanceLabel!, money(order.balanceCents, order.currency)],
              ]}
            />
          ))}
        </DataCardList>
      </Stack>
    );
  }
  return (
    <ScrollingTable minWidth={760} label={caption}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <ColumnHeaders columns={columnsOf(t.columns as readonly string[])} />
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="order-row">
              <Table.Th scope="row" fw={400}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/account/orders/${order.id}`}>
                    {order.id}
                  </Anchor>
                  {isRecentOrder(order.date, now) ? (
                    <Badge size="sm" color="green" variant="filled" data-testid="order-new">
                      {t.recent}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td>{formatDate(order.date, language)}</Table.Td>
              <Table.Td lang={lang}>{orderTypeLabel(order)}</Table.Td>
              <Table.Td ta="right">{order.count}</Table.Td>
              <Table.Td>{statusName(language, order.status)}</Table.Td>
              <Table.Td ta="right">{money(order.grandTotalCents, order.currency)}</Table.Td>
              <Table.Td ta="right">{money(order.balanceCents, order.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
