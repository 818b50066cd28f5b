import { Paper, Title } from '@mantine/core';
import { displayOrderStatus, formatCents, type OrderDetail } from '@certus/contracts';
import { formatDate } from '../lib/format-date.ts';
import { DetailList } from './detail-list.tsx';

/** Spec 3 Order summary: what the order is and where the books go. Its money is the money table's. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const c = order.currency;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-summary-heading">
      <Title order={2} size="h4" id="order-summary-heading" mb="sm">
        Summary
      </Title>
      <DetailList
        items={[
          { label: 'Status', value: displayOrderStatus(order.status), testId: 'order-status' },
          { label: 'Date', value: formatDate(order.date) },
          { label: 'Type', value: order.collectibleType },
          { label: 'Country', value: order.countryCode === 'CA' ? 'Canada' : 'United States' },
          { label: 'Books', value: String(order.count) },
          { label: 'Declared value', value: formatCents(order.insuredCents, c) },
          { label: 'Turnaround', value: order.turnaround },
          { label: 'Drop-off', value: order.dropOff.name },
          { label: order.shipTo.startsWith('Pick-up') ? 'Graded books' : 'Ship back to', value: order.shipTo },
          { label: 'Shipping', value: order.rate?.name ?? '' },
          order.shippingAccount ? { label: 'Shipping account', value: `${order.shippingAccount.carrier} ${order.shippingAccount.accountNumber}` } : null,
          order.shipment ? { label: 'Shipped', value: `${order.shipment.carrier}, tracking number ${order.shipment.trackingNumber}`, testId: 'order-shipment' } : null,
        ]}
      />
    </Paper>
  );
}
