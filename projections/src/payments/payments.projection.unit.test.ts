import { describe, expect, it } from 'vitest';
import { orderStreamId, paymentStreamId, type OrderEvent, type PaymentEvent, type RecordedEvent, type RefundDue } from '@certus/contracts';
import { LIFECYCLE_ORDER_ID, STEP_AT, cancelled, cancelledOwing, orderSubmitted, received, refundIssued, refundRefused } from '@certus/contracts/events/testing/order-lifecycle';
import {
  CODE_TAKEN,
  DECLINED,
  GATEWAY_DOWN,
  PAYMENT_MEMBER_ID,
  PAYMENT_REQUESTED_AT,
  REFUND_REFUSED,
  minuteAfterRequest,
  paymentEventsOf,
  paymentsInEveryStatus,
} from '@certus/contracts/events/testing/payment-histories';
import type { Row } from '../runner/document-projection.ts';
import { recordedStream } from '../testing/recorded.ts';
import { evolvePaymentRow, paymentsProjection } from './payments.projection.ts';

/** Whether the projection takes an event (a documentProjection always says: it takes the events keyOf names). */
const handles = (event: RecordedEvent) => {
  if (!paymentsProjection.handles) throw new Error('the payments projection says which events it takes');
  return paymentsProjection.handles(event);
};

/**
 * The rows each key named by the events holds after them: each event evolved for each row it names (the
 * payment key, a refund key, every refund a cancellation owes), read back through JSON between events as the
 * next batch reads it from the table. Which events the projection takes is its own `handles`; the keys are the
 * projection's keyOf, which the integration test (tests/integration/payments-projection.int.test.ts) runs.
 */
function rowsAfter(streamId: string, events: readonly (PaymentEvent | OrderEvent)[]): Map<string, Row | null> {
  const rows = new Map<string, Row | null>();
  for (const event of recordedStream(streamId, events)) {
    if (!handles(event)) continue;
    const data = event.data as { paymentKey?: string; refundKey?: string; refundsDue?: { refundKey: string }[] };
    for (const key of data.paymentKey ? [data.paymentKey] : data.refundKey ? [data.refundKey] : data.refundsDue!.map((r) => r.refundKey)) {
      const next = evolvePaymentRow(rows.get(key) ?? null, event, key);
      rows.set(key, next ? JSON.parse(JSON.stringify(next)) : null);
    }
  }
  return rows;
}

const rowOf = (name: string, events: PaymentEvent[]) => rowsAfter(paymentStreamId(`pay-${name}`), events).get(`pay-${name}`);

/** What every charge row of the fixture starts with (a gift card of 50.00 USD unless said otherwise). */
const aChargeRow = (name: string, overrides: Row = {}): Row => ({
  payment_key: `pay-${name}`,
  kind: 'Charge',
  purpose: 'GiftCardPurchase',
  member_id: PAYMENT_MEMBER_ID,
  order_id: null,
  amount_cents: 5_000,
  currency: 'USD',
  status: 'Requested',
  attempt: 1,
  transaction_id: null,
  refund_id: null,
  reason: null,
  requested_at: PAYMENT_REQUESTED_AT,
  updated_at: PAYMENT_REQUESTED_AT,
  ...overrides,
});

describe('payments projection: one row per charge, from its intent to its end', () => {
  const histories = paymentsInEveryStatus();

  it('given a charge requested for an order, then its row is Requested with the purpose, the order and the amount', () => {
    expect(rowOf('requested', histories.requested!)).toEqual(aChargeRow('requested', { purpose: 'OrderSubmission', order_id: '25-ABCDEFG', amount_cents: 12_300 }));
  });

  it('given a charge approved and not recorded yet, then its row is Approved with the transaction', () => {
    expect(rowOf('approved', histories.approved!)).toEqual(
      aChargeRow('approved', { purpose: 'OrderBalance', order_id: '25-ABCDEFG', amount_cents: 1_500, status: 'Approved', transaction_id: 'txn-approved', updated_at: minuteAfterRequest(1) }),
    );
  });

  it('given a charge declined, then its row is Declined with the reason, in the currency it was asked in', () => {
    expect(rowOf('declined', histories.declined!)).toEqual(
      aChargeRow('declined', { purpose: 'MembershipPurchase', amount_cents: 9_900, currency: 'CAD', status: 'Declined', reason: DECLINED, updated_at: minuteAfterRequest(1) }),
    );
  });

  it('given a charge failed at the gateway, then its row is Failed with the reason', () => {
    expect(rowOf('failed', histories.failed!)).toEqual(aChargeRow('failed', { status: 'Failed', reason: GATEWAY_DOWN, updated_at: minuteAfterRequest(1) }));
  });

  it('given a charge abandoned, then its row is Abandoned', () => {
    expect(rowOf('abandoned', histories.abandoned!)).toEqual(aChargeRow('abandoned', { status: 'Abandoned', updated_at: minuteAfterRequest(1) }));
  });

  it('given a charge settled, then its row is Settled with the transaction, at the settlement', () => {
    expect(rowOf('settled', histories.settled!)).toEqual(
      aChargeRow('settled', { purpose: 'OrderSubmission', order_id: '25-ABCDEFG', amount_cents: 12_300, status: 'Settled', transaction_id: 'txn-settled', updated_at: minuteAfterRequest(2) }),
    );
  });

  it('given a charge to be given back, then its row is ReversalRequested with why', () => {
    expect(rowOf('reversalRequested', histories.reversalRequested!)).toEqual(
      aChargeRow('reversalRequested', {
        purpose: 'OrderBalance',
        order_id: '25-ABCDEFG',
        status: 'ReversalRequested',
        transaction_id: 'txn-reversing',
        reason: 'The balance changed.',
        updated_at: minuteAfterRequest(2),
      }),
    );
  });

  it('given a charge given back, then its row is Reversed with the refund and why', () => {
    expect(rowOf('reversed', histories.reversed!)).toEqual(
      aChargeRow('reversed', { status: 'Reversed', transaction_id: 'txn-reversed', refund_id: 'refund-reversed', reason: CODE_TAKEN, updated_at: minuteAfterRequest(3) }),
    );
  });

  it('given a charge whose giving back was refused, then its row says why it was to be given back and why that was refused', () => {
    expect(rowOf('reversalRefused', histories.reversalRefused!)).toEqual(
      aChargeRow('reversalRefused', {
        status: 'ReversalRefused',
        transaction_id: 'txn-refused',
        reason: `${CODE_TAKEN} The refund was refused: ${REFUND_REFUSED}`,
        updated_at: minuteAfterRequest(3),
      }),
    );
  });

  it('given a charge declined then asked again, then its row is Requested at attempt 2 with the decline forgotten', () => {
    expect(rowOf('retried', histories.retried!)).toEqual(aChargeRow('retried', { status: 'Requested', attempt: 2, updated_at: minuteAfterRequest(2) }));
  });

  it('given a charge abandoned then approved after all and settled, then its row is Settled with the transaction', () => {
    expect(rowOf('lateApproval', histories.lateApproval!)).toEqual(aChargeRow('lateApproval', { status: 'Settled', transaction_id: 'txn-late', updated_at: minuteAfterRequest(3) }));
  });

  it('given a payment event of a payment whose intent was never seen, then no row is made', () => {
    const events = paymentEventsOf('pay-orphan');
    expect(rowOf('orphan', [events.approved('txn-orphan'), events.settled('GiftCard-X')])).toBeNull();
  });

  it('given the whole history applied again on top of the rows it left, then every row is the same', () => {
    for (const [name, events] of Object.entries(histories)) {
      const once = rowsAfter(paymentStreamId(`pay-${name}`), events);
      const twice = rowsAfter(paymentStreamId(`pay-${name}`), [...events, ...events]);
      expect(twice).toEqual(once);
    }
  });
});

describe('payments projection: one row per refund a cancellation owes', () => {
  const submitRefund: RefundDue = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}`, transactionId: 'txn-submit', amountCents: 12_000 };
  const balanceRefund: RefundDue = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}:txn-balance`, transactionId: 'txn-balance', amountCents: 1_500 };
  const orderRows = (events: OrderEvent[]) => rowsAfter(orderStreamId(LIFECYCLE_ORDER_ID), events);
  const aRefundRow = (due: RefundDue, overrides: Row = {}): Row => ({
    payment_key: due.refundKey,
    kind: 'CancellationRefund',
    purpose: 'OrderCancellation',
    member_id: null,
    order_id: LIFECYCLE_ORDER_ID,
    amount_cents: due.amountCents,
    currency: null,
    status: 'Due',
    attempt: 1,
    transaction_id: due.transactionId,
    refund_id: null,
    reason: 'Member asked to cancel.',
    requested_at: STEP_AT.cancelled,
    updated_at: STEP_AT.cancelled,
    ...overrides,
  });

  it('given a cancellation owing two refunds, then each is a row Due with its transaction and amount', () => {
    const rows = orderRows([orderSubmitted(), cancelledOwing([submitRefund, balanceRefund])]);
    expect([...rows.values()]).toEqual([aRefundRow(submitRefund), aRefundRow(balanceRefund)]);
  });

  it('given one refund issued and the other refused, then one row is Refunded with the refund id and the other Refused with the reason', () => {
    const issuedAt = '2025-05-10T10:00:00.000Z';
    const refusedAt = '2025-05-10T10:00:01.000Z';
    const rows = orderRows([
      orderSubmitted(),
      cancelledOwing([submitRefund, balanceRefund]),
      refundIssued(submitRefund, 'refund-submit', issuedAt),
      refundRefused(balanceRefund, REFUND_REFUSED, refusedAt),
    ]);
    expect(rows.get(submitRefund.refundKey)).toEqual(aRefundRow(submitRefund, { status: 'Refunded', refund_id: 'refund-submit', updated_at: issuedAt }));
    expect(rows.get(balanceRefund.refundKey)).toEqual(aRefundRow(balanceRefund, { status: 'Refused', reason: REFUND_REFUSED, updated_at: refusedAt }));
  });

  it('given a cancellation recorded with its refund already made (before refunds were owed), or owing nothing, then no row is made', () => {
    expect(orderRows([orderSubmitted(), cancelled({ amountCents: 12_000, transactionId: 'refund-old' })]).size).toBe(0);
    expect(orderRows([orderSubmitted(), cancelledOwing([])]).size).toBe(0);
  });

  it('given order events that move no money, then the projection does not handle them', () => {
    for (const event of recordedStream(orderStreamId(LIFECYCLE_ORDER_ID), [orderSubmitted(), received()])) expect(handles(event)).toBe(false);
  });

  it('given a refund answer for a key no cancellation owes, then no row is made', () => {
    expect(orderRows([refundIssued(submitRefund, 'refund-stray')]).get(submitRefund.refundKey)).toBeNull();
  });
});
