import { Text } from '@mantine/core';
import { displayOrderStatus, formatCents, type OrderListItem } from '@certus/contracts';
import { LinkList, LinkListItem } from '../../../components/ui/link-list.tsx';
import { formatDate } from '../lib/format-date.ts';

/** The dashboard's open orders (spec 2.2): each opens its detail; status as displayed, balance when owed. */
export function OpenOrdersList({ orders }: { orders: readonly OrderListItem[] }) {
  return (
    <LinkList>
      {orders.map((order) => (
        <LinkListItem key={order.id} to={`/account/orders/${order.id}`} label={order.id} testId="dashboard-order">
          <Text size="sm" component="span">
            {formatDate(order.date)}, {order.count} {order.count === 1 ? 'book' : 'books'}, {displayOrderStatus(order.status)}
            {order.balanceCents > 0 ? `, balance ${formatCents(order.balanceCents, order.currency)}` : ''}
          </Text>
        </LinkListItem>
      ))}
    </LinkList>
  );
}
