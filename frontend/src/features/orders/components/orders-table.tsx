import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrderStatus, formatCents, isRecentOrder, type OrderListItem } from '@certus/contracts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { formatDate } from '../lib/format-date.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

/** "Manga (Comic format)": a Manga order names the format it was sent as. */
export const orderTypeLabel = (order: OrderListItem) =>
  order.displayMangaType ? `${order.displayCollectibleType} (${order.displayMangaType})` : order.displayCollectibleType;

const COLUMNS: readonly ColumnHeading[] = [
  'Order',
  'Date',
  'Type',
  { label: 'Books', numeric: true },
  'Status',
  { label: 'Grand total', numeric: true },
  { label: 'Balance', numeric: true },
];

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
                    Order {order.id}
                  </Anchor>
                  {isRecentOrder(order.date, now) ? (
                    <Badge size="sm" color="green" variant="filled" data-testid="order-new">
                      New
                    </Badge>
                  ) : null}
                </Group>
              }
              subtitle={`${formatDate(order.date)} · ${orderTypeLabel(order)}`}
              facts={[
                ['Status', displayOrderStatus(order.status)],
                ['Books', order.count],
                ['Grand total', formatCents(order.grandTotalCents, order.currency)],
                ['Balance', formatCents(order.balanceCents, order.currency)],
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
        <ColumnHeaders columns={COLUMNS} />
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
                      New
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td>{formatDate(order.date)}</Table.Td>
              <Table.Td>{orderTypeLabel(order)}</Table.Td>
              <Table.Td ta="right">{order.count}</Table.Td>
              <Table.Td>{displayOrderStatus(order.status)}</Table.Td>
              <Table.Td ta="right">{formatCents(order.grandTotalCents, order.currency)}</Table.Td>
              <Table.Td ta="right">{formatCents(order.balanceCents, order.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
