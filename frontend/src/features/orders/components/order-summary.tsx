import { Paper, Title } from '@mantine/core';
import type { OrderDetail } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { formatDate } from '../lib/format-date.ts';
import { statusName, turnaroundIn } from '../lib/order-words.ts';
import { moneyIn, ordersMessages } from '../orders-messages.ts';
import { DetailList } from './detail-list.tsx';

/** Spec 3 Order summary: what the order is and where the books go. Its money is the money table's. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const c = order.currency;
  const language = useLanguage();
  const t = useMessages(ordersMessages);
  const money = moneyIn(language);
  // The catalogue's and the staff's words (names, rates, the ship-to line) stay as written, marked English.
  const data = (value: string) => (language === 'en' || !value ? value : <span lang="en">{value}</span>);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-summary-heading">
      <Title order={2} size="h4" id="order-summary-heading" mb="sm">
        {t.summary}
      </Title>
      <DetailList
        items={[
          { label: t.labelStatus, value: statusName(language, order.status), testId: 'order-status' },
          { label: t.labelDate, value: formatDate(order.date, language) },
          { label: t.labelType, value: data(order.collectibleType) },
          { label: t.labelCountry, value: order.countryCode === 'CA' ? t.countryCA : t.countryUS },
          { label: t.labelBooks, value: String(order.count) },
          { label: t.labelDeclaredValue, value: money(order.insuredCents, c) },
          { label: t.labelTurnaround, value: turnaroundIn(language, order.turnaround) ?? data(order.turnaround) },
          { label: t.labelDropOff, value: data(order.dropOff.name) },
          { label: order.shipTo.startsWith('Pick-up') ? t.labelGradedBooks : t.labelShipBackTo, value: data(order.shipTo) },
          { label: t.labelShipping, value: data(order.rate?.name ?? '') },
          order.shippingAccount ? { label: t.labelShippingAccount, value: `${order.shippingAccount.carrier} ${order.shippingAccount.accountNumber}` } : null,
          order.shipment ? { label: t.labelShipped, value: t.shippedWith(order.shipment.carrier, order.shipment.trackingNumber), testId: 'order-shipment' } : null,
        ]}
      />
    </Paper>
  );
}
