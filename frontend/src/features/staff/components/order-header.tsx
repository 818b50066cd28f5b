import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents, type StaffOrderView } from '@certus/contracts';
import { staffDate } from '../model/display.ts';
import { LabelledFact } from '../../../components/ui/labelled-fact.tsx';

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
        <LabelledFact term="Member">
          {view.memberName} ({view.memberEmail})
        </LabelledFact>
        <LabelledFact term="Balance" testId="staff-order-balance">
          {formatCents(order.balanceCents, order.currency)}
        </LabelledFact>
        <LabelledFact term="Return">{view.shippingKind === 'address' ? `Ship to ${order.shipTo}` : `Pick-up at ${order.dropOff.name}`}</LabelledFact>
        <LabelledFact term="Received">{view.receivedAt ? staffDate(view.receivedAt, true) : 'Not yet'}</LabelledFact>
        {order.shipment ? (
          <LabelledFact term="Shipment">
            {order.shipment.carrier} {order.shipment.trackingNumber}
          </LabelledFact>
        ) : null}
        {order.cancelled ? <LabelledFact term="Cancelled">{order.cancelled.reason}</LabelledFact> : null}
      </SimpleGrid>
    </Stack>
  );
}
