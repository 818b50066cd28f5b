import { Anchor, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrderStatus, formatCents, type OrderListItem } from '@certus/contracts';
import { formatDate } from '../lib/format-date.ts';

/** The dashboard's open orders (spec 2.2): each opens its detail; status as displayed, balance when owed. */
export function OpenOrdersList({ orders }: { orders: readonly OrderListItem[] }) {
  return (
    <List listStyleType="none" spacing="xs" p={0} m={0}>
      {orders.map((order) => (
        <List.Item key={order.id} data-testid="dashboard-order">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/account/orders/${order.id}`} fw={600}>
              {order.id}
            </Anchor>
            <Text size="sm" component="span">
              {formatDate(order.date)}, {order.count} {order.count === 1 ? 'book' : 'books'}, {displayOrderStatus(order.status)}
              {order.balanceCents > 0 ? `, balance ${formatCents(order.balanceCents, order.currency)}` : ''}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
