import { OrderEvent, PaymentEvent, orderEventTypes, paymentEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const PAYMENT_EVENTS = new Set<string>(paymentEventTypes);
const REFUND_EVENTS = new Set<string>(['OrderCancelled', 'OrderRefundIssued', 'OrderRefundRefused']);

/**
 * payments: every charge and every refund a cancellation owes, with where it stands. The open ones
 * (OPEN_PAYMENT_STATUSES, contracts) are what the payment reconciler finishes (index payments_open).
 */
export const paymentsProjection = documentProjection({
  name: 'payments',
  table: 'payments',
  keyColumn: 'payment_key',
  columns: [
    'payment_key', 'kind', 'purpose', 'member_id', 'order_id', 'amount_cents', 'currency', 'status', 'attempt', 'transaction_id', 'refund_id', 'reason', 'requested_at', 'updated_at',
  ],
  keyOf: (event) => {
    if (PAYMENT_EVENTS.has(event.type)) return (event.data as { paymentKey: string }).paymentKey;
    if (!REFUND_EVENTS.has(event.type) || !orderEventTypes.includes(event.type as never)) return undefined;
    if (event.type === 'OrderCancelled') {
      const due = (event.data as { refundsDue?: { refundKey: string }[] }).refundsDue ?? [];
      return due.length ? due.map((r) => r.refundKey) : undefined;
    }
    return (event.data as { refundKey: string }).refundKey;
  },
  evolve: evolvePaymentRow,
});

/**
 * Times are the events' own (the command side's clock), the clock the reconciler measures its grace period
 * with.
 */
export function evolvePaymentRow(row: Row | null, recorded: RecordedEvent, key: string): Row | null {
  if (PAYMENT_EVENTS.has(recorded.type)) return evolveCharge(row, PaymentEvent.parse({ type: recorded.type, data: recorded.data }));
  const event = OrderEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'OrderCancelled': {
      const updatedAt = event.data.at;
      const due = (event.data.refundsDue ?? []).find((r) => r.refundKey === key)!;
      return {
        payment_key: key,
        kind: 'CancellationRefund',
        purpose: 'OrderCancellation',
        member_id: null,
        order_id: event.data.orderId,
        amount_cents: due.amountCents,
        currency: null,
        status: 'Due',
        attempt: 1,
        transaction_id: due.transactionId,
        refund_id: null,
        reason: event.data.reason,
        requested_at: updatedAt,
        updated_at: updatedAt,
      };
    }
    case 'OrderRefundIssued':
      return row && { ...row, status: 'Refunded', refund_id: event.data.refundId, updated_at: event.data.at };
    case 'OrderRefundRefused':
      return row && { ...row, status: 'Refused', reason: event.data.reason, updated_at: event.data.at };
    default:
      return row;
  }
}

function evolveCharge(row: Row | null, event: PaymentEvent): Row | null {
  if (event.type === 'PaymentRequested') {
    const d = event.data;
    return {
      payment_key: d.paymentKey,
      kind: 'Charge',
      purpose: d.purpose.kind,
      member_id: d.memberId,
      order_id: 'orderId' in d.purpose ? d.purpose.orderId : null,
      amount_cents: d.amountCents,
      currency: d.currency,
      status: 'Requested',
      attempt: 1,
      transaction_id: null,
      refund_id: null,
      reason: null,
      requested_at: d.requestedAt,
      updated_at: d.requestedAt,
    };
  }
  if (!row) return null; // a history that starts mid-way belongs to no payment we know
  const moved = { ...row, updated_at: event.data.at };
  switch (event.type) {
    case 'PaymentRetried':
      return { ...moved, status: 'Requested', attempt: event.data.attempt, reason: null };
    case 'PaymentApproved':
      return { ...moved, status: 'Approved', transaction_id: event.data.transactionId };
    case 'PaymentDeclined':
      return { ...moved, status: 'Declined', reason: event.data.reason };
    case 'PaymentFailed':
      return { ...moved, status: 'Failed', reason: event.data.reason };
    case 'PaymentAbandoned':
      return { ...moved, status: 'Abandoned' };
    case 'PaymentSettled':
      return { ...moved, status: 'Settled' };
    case 'PaymentReversalRequested':
      return { ...moved, status: 'ReversalRequested', reason: event.data.reason };
    case 'PaymentReversed':
      return { ...moved, status: 'Reversed', refund_id: event.data.refundId };
    case 'PaymentReversalRefused':
      return { ...moved, status: 'ReversalRefused', reason: `${row.reason ?? ''} The refund was refused: ${event.data.reason}`.trim() };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
