import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents, type StaffOrderView } from '@certus/contracts';
import { staffDate } from '../model/display.ts';

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who the order is for, where it stands, what is owed and how it goes back. */
export function OrderHeader({ view }: { view: StaffOrderView }) {
  const { order } = view;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge size="lg" variant="filled" tt="none" data-testid="staff-order-status">
          {order.displayStatus}
        </Badge>
        <Text c="dimmed" size="sm">
          {order.collectibleType} · {order.count} {order.count === 1 ? 'book' : 'books'} · submitted {staffDate(order.date)}
        </Text>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs" m={0}>
        <Fact term="Member">
          {view.memberName} ({view.memberEmail})
        </Fact>
        <Fact term="Balance" testId="staff-order-balance">
          {formatCents(order.balanceCents, order.currency)}
        </Fact>
        <Fact term="Return">{view.shippingKind === 'address' ? `Ship to ${order.shipTo}` : `Pick-up at ${order.dropOff.name}`}</Fact>
        <Fact term="Received">{view.receivedAt ? staffDate(view.receivedAt, true) : 'Not yet'}</Fact>
        {order.shipment ? (
          <Fact term="Shipment">
            {order.shipment.carrier} {order.shipment.trackingNumber}
          </Fact>
        ) : null}
        {order.cancelled ? <Fact term="Cancelled">{order.cancelled.reason}</Fact> : null}
      </SimpleGrid>
    </Stack>
  );
}
