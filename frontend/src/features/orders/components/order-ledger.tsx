import { Table } from '@mantine/core';
import { formatCents, type OrderDetail } from '@certus/contracts';
import type { ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { formatDate } from '../lib/format-date.ts';
import { TableSection } from './table-section.tsx';

const paymentKind: Record<OrderDetail['payments'][number]['kind'], string> = { Submit: 'At submission', Balance: 'Balance', Refund: 'Refund' };

const PAYMENT_COLUMNS: readonly ColumnHeading[] = ['Date', 'Payment', 'Paid with', 'Transaction', { label: 'Amount', numeric: true }];
const CORRECTION_COLUMNS: readonly ColumnHeading[] = ['Date', 'Book', 'Declared value', 'Service', 'Reason', { label: 'Amount', numeric: true }];

/** What was paid (and refunded) on the order, oldest first. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  if (order.payments.length === 0) return null;
  return (
    <TableSection headingId="order-payments-heading" title="Payments" minWidth={560} columns={PAYMENT_COLUMNS}>
      {order.payments.map((payment, index) => (
        <Table.Tr key={`${payment.at}-${index}`} data-testid="order-payment">
          <Table.Td>{formatDate(payment.at)}</Table.Td>
          <Table.Td>{paymentKind[payment.kind]}</Table.Td>
          <Table.Td>{payment.displayName}</Table.Td>
          <Table.Td>{payment.transactionId ?? ''}</Table.Td>
          <Table.Td ta="right">
            {payment.kind === 'Refund' ? '-' : ''}
            {formatCents(payment.amountCents, order.currency)}
          </Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}

/** Declared values corrected on receipt: what changed, why, and what it added to (or took off) the balance. */
export function OrderCorrections({ order }: { order: OrderDetail }) {
  if (order.corrections.length === 0) return null;
  const c = order.currency;
  return (
    <TableSection headingId="order-corrections-heading" title="Corrections" minWidth={680} columns={CORRECTION_COLUMNS}>
      {order.corrections.map((correction, index) => (
        <Table.Tr key={`${correction.at}-${index}`} data-testid="order-correction">
          <Table.Td>{formatDate(correction.at)}</Table.Td>
          <Table.Td>{correction.title}</Table.Td>
          <Table.Td>
            {formatCents(correction.previousInsuredCents, c)} to {formatCents(correction.insuredCents, c)}
          </Table.Td>
          <Table.Td>{correction.previousTierCode === correction.tierCode ? correction.tierCode : `${correction.previousTierCode} to ${correction.tierCode}`}</Table.Td>
          <Table.Td>{correction.reason}</Table.Td>
          <Table.Td ta="right">{formatCents(correction.amountCents, c)}</Table.Td>
        </Table.Tr>
      ))}
    </TableSection>
  );
}
