import { Paper, Stack, Table, Title } from '@mantine/core';
import { displayOrderStatus, formatCents, type OrderDetail } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { formatDate } from '../lib/format-date.ts';
import { DetailList } from './detail-list.tsx';

/** A charge or discount line, only when it is not zero (spec 3 Order summary: the fields that are set). */
const money = (label: string, cents: number, currency: OrderDetail['currency'], sign: '' | '-' = '') =>
  cents !== 0 ? { label, value: `${sign}${formatCents(cents, currency)}` } : null;

/** Spec 3 Order summary: what the order is, then what it costs, each shown only when it is set. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const c = order.currency;
  return (
    <Stack gap="md">
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
            { label: 'Ship to', value: order.shipTo },
            { label: 'Shipping', value: order.rate?.name ?? '' },
            order.shippingAccount ? { label: 'Shipping account', value: `${order.shippingAccount.carrier} ${order.shippingAccount.accountNumber}` } : null,
            order.shipment ? { label: 'Shipped', value: `${order.shipment.carrier}, tracking number ${order.shipment.trackingNumber}`, testId: 'order-shipment' } : null,
            { label: 'Promo code', value: order.promoCode ?? '' },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-charges-heading">
        <Title order={2} size="h4" id="order-charges-heading" mb="sm">
          Charges
        </Title>
        {order.summary.length > 0 ? (
          <Table mb="sm" aria-label="Price breakdown">
            <ColumnHeaders columns={['Item', { label: 'Amount', numeric: true }]} />
            <Table.Tbody>
              {order.summary.map((line, index) => (
                <Table.Tr key={`${line.label}-${index}`}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right">{formatCents(line.amountCents, c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <DetailList
          cols={3}
          items={[
            money('Base total', order.baseTotalCents, c),
            money('Total', order.totalCents, c),
            money('Discount', order.discountCents, c, '-'),
            money('Grading discount', order.gradingDiscountCents, c, '-'),
            money('Pressing discount', order.pressingDiscountCents, c, '-'),
            money('VSP discount', order.vspDiscountCents, c, '-'),
            money('Promo discount', order.promoDiscountCents, c, '-'),
            money('Rewards', order.rewardsCents, c, '-'),
            money('Handling', order.handlingCents, c),
            money('Shipping and handling', order.shCents, c),
            order.isInsurance ? money('Insurance', order.insuranceCents, c) : null,
            { label: 'Grand total', value: formatCents(order.grandTotalCents, c), testId: 'order-grand-total' },
            { label: 'Paid', value: formatCents(order.paidCents, c), testId: 'order-paid' },
            {
              label: order.balanceCents < 0 ? 'Credit' : 'Balance',
              value: formatCents(Math.abs(order.balanceCents), c),
              testId: 'order-balance',
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
