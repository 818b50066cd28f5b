import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderDataCount } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/**
 * GET /api/orders/dataCount on the dashboard: how many orders are open, completed and in all, and how many
 * graded comics, each a link to its list. The number and its words are one link, so it reads "3 Open orders".
 */
export function DashboardCounts({ counts }: { counts: OrderDataCount }) {
  const text = useMessages(accountText);
  const items = [
    { label: text.openOrders, value: counts.openOrders, to: '/account/orders', testId: 'count-open' },
    { label: text.completedOrders, value: counts.completedOrders, to: '/account/orders', testId: 'count-completed' },
    { label: text.allOrders, value: counts.totalOrders, to: '/account/orders', testId: 'count-total' },
    { label: text.gradedComics, value: counts.comics, to: '/account/comics', testId: 'count-comics' },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.label}>
            <Anchor component={Link} to={item.to} underline="hover" data-testid={item.testId}>
              <Text component="span" display="block" size="xl" fw={700}>
                {item.value}
              </Text>
              <Text component="span" display="block" size="sm">
                {item.label}
              </Text>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
