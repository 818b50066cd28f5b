import { Stack, Table, Title } from '@mantine/core';
import { formatCents, type OrderDetail } from '@certus/contracts';
import { formatDate } from '../lib/format-date.ts';

const paymentKind: Record<OrderDetail['payments'][number]['kind'], string> = { Submit: 'At submission', Balance: 'Balance', Refund: 'Refund' };

/** What was paid (and refunded) on the order, oldest first. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  if (order.payments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-payments-heading">
      <Title order={2} size="h4" id="order-payments-heading">
        Payments
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-labelledby="order-payments-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Payment</Table.Th>
              <Table.Th scope="col">Paid with</Table.Th>
              <Table.Th scope="col">Transaction</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Declared values corrected on receipt: what changed, why, and what it added to (or took off) the balance. */
export function OrderCorrections({ order }: { order: OrderDetail }) {
  if (order.corrections.length === 0) return null;
  const c = order.currency;
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-corrections-heading">
      <Title order={2} size="h4" id="order-corrections-heading">
        Corrections
      </Title>
      <Table.ScrollContainer minWidth={680}>
        <Table striped aria-labelledby="order-corrections-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Book</Table.Th>
              <Table.Th scope="col">Declared value</Table.Th>
              <Table.Th scope="col">Service</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
