import type { PaymentEvent, PaymentPurpose, PaymentRequestedData } from '../payment-events.ts';
import { anOrderSubmitted } from './order-submitted.ts';

/**
 * Payments (streams `Payment-{paymentKey}`) for tests on both sides (projections, the payment process): one
 * payment in every status it can stand in, each paying for a different kind of purpose. Not exported from the
 * package. Each event of a payment comes a minute after the one before it, from PAYMENT_REQUESTED_AT, so
 * `updated_at` tells which event a row was last moved by.
 */

export const PAYMENT_MEMBER_ID = 'member-pays';
export const PAYMENT_REQUESTED_AT = '2026-03-01T10:00:00.000Z';
/** The nth minute after the request: the time of a payment's nth event after its intent. */
export const minuteAfterRequest = (n: number) => new Date(Date.parse(PAYMENT_REQUESTED_AT) + n * 60_000).toISOString();

export const PURPOSES = {
  giftCard: { kind: 'GiftCardPurchase', code: 'GC-ABCD-EFGH', paymentMethodId: 'pm-1', recipientName: 'Ben Reader', recipientEmail: 'ben@example.test', purchaserName: 'Ann Reader' },
  membership: { kind: 'MembershipPurchase', level: 'Premium', termYears: 1, paymentMethodId: 'pm-1', autoRenew: false },
  submission: { kind: 'OrderSubmission', orderId: '25-ABCDEFG', order: anOrderSubmitted(), commandId: 'submit-req-1' },
  balance: { kind: 'OrderBalance', orderId: '25-ABCDEFG', expectedVersion: 4, paymentMethodId: 'pm-1', displayName: 'Visa ending 1111', requestId: 'balance-req-1' },
} as const satisfies Record<string, PaymentPurpose>;

export const aPaymentRequest = (paymentKey: string, overrides: Partial<PaymentRequestedData> = {}): PaymentRequestedData => ({
  paymentKey,
  memberId: PAYMENT_MEMBER_ID,
  amountCents: 5_000,
  currency: 'USD',
  description: 'Gift card for Ben Reader',
  gatewayToken: 'test_approve_00000000-0000-4000-8000-000000000001',
  purpose: PURPOSES.giftCard,
  requestedAt: PAYMENT_REQUESTED_AT,
  ...overrides,
});

/** The events of one payment, each at the minute given (its place in the stream, by default). */
export function paymentEventsOf(paymentKey: string) {
  return {
    requested: (overrides: Partial<PaymentRequestedData> = {}): PaymentEvent => ({ type: 'PaymentRequested', data: aPaymentRequest(paymentKey, overrides) }),
    retried: (attempt: number, minute: number): PaymentEvent => ({ type: 'PaymentRetried', data: { paymentKey, attempt, at: minuteAfterRequest(minute) } }),
    approved: (transactionId: string, minute = 1): PaymentEvent => ({ type: 'PaymentApproved', data: { paymentKey, transactionId, at: minuteAfterRequest(minute) } }),
    declined: (reason: string, minute = 1): PaymentEvent => ({ type: 'PaymentDeclined', data: { paymentKey, reason, at: minuteAfterRequest(minute) } }),
    failed: (reason: string, minute = 1): PaymentEvent => ({ type: 'PaymentFailed', data: { paymentKey, reason, at: minuteAfterRequest(minute) } }),
    abandoned: (minute = 1): PaymentEvent => ({ type: 'PaymentAbandoned', data: { paymentKey, at: minuteAfterRequest(minute) } }),
    settled: (recordedIn: string, minute = 2): PaymentEvent => ({ type: 'PaymentSettled', data: { paymentKey, recordedIn, at: minuteAfterRequest(minute) } }),
    reversalRequested: (reason: string, minute = 2): PaymentEvent => ({ type: 'PaymentReversalRequested', data: { paymentKey, reason, at: minuteAfterRequest(minute) } }),
    reversed: (refundId: string, amountCents = 5_000, minute = 3): PaymentEvent => ({ type: 'PaymentReversed', data: { paymentKey, refundId, amountCents, at: minuteAfterRequest(minute) } }),
    reversalRefused: (reason: string, minute = 3): PaymentEvent => ({ type: 'PaymentReversalRefused', data: { paymentKey, reason, at: minuteAfterRequest(minute) } }),
  };
}

export const DECLINED = 'The card was declined.';
export const GATEWAY_DOWN = 'The payment gateway could not process the charge.';
export const CODE_TAKEN = 'The gift card code was taken meanwhile.';
export const REFUND_REFUSED = 'The refund is more than what is left of the charge.';

/**
 * One payment in every status, by that status (key `pay-{name}`), with the purposes spread over them: charges
 * for a gift card, a membership, an order's submit and an order's balance. `retried` is a second attempt not
 * answered yet (Requested at attempt 2); `lateApproval` was abandoned, then approved after all and settled.
 */
export function paymentsInEveryStatus(): Record<string, PaymentEvent[]> {
  const of = (name: string) => paymentEventsOf(`pay-${name}`);
  const requested = of('requested');
  const approved = of('approved');
  const declined = of('declined');
  const failed = of('failed');
  const abandoned = of('abandoned');
  const settled = of('settled');
  const reversing = of('reversalRequested');
  const reversed = of('reversed');
  const refused = of('reversalRefused');
  const retried = of('retried');
  const late = of('lateApproval');
  return {
    requested: [requested.requested({ purpose: PURPOSES.submission, amountCents: 12_300, description: 'Order 25-ABCDEFG' })],
    approved: [approved.requested({ purpose: PURPOSES.balance, amountCents: 1_500, description: 'Balance of order 25-ABCDEFG' }), approved.approved('txn-approved')],
    declined: [declined.requested({ purpose: PURPOSES.membership, amountCents: 9_900, currency: 'CAD' }), declined.declined(DECLINED)],
    failed: [failed.requested(), failed.failed(GATEWAY_DOWN)],
    abandoned: [abandoned.requested(), abandoned.abandoned()],
    settled: [settled.requested({ purpose: PURPOSES.submission, amountCents: 12_300 }), settled.approved('txn-settled'), settled.settled('Order-25-ABCDEFG')],
    reversalRequested: [reversing.requested({ purpose: PURPOSES.balance }), reversing.approved('txn-reversing'), reversing.reversalRequested('The balance changed.')],
    reversed: [reversed.requested(), reversed.approved('txn-reversed'), reversed.reversalRequested(CODE_TAKEN), reversed.reversed('refund-reversed')],
    reversalRefused: [refused.requested(), refused.approved('txn-refused'), refused.reversalRequested(CODE_TAKEN), refused.reversalRefused(REFUND_REFUSED)],
    retried: [retried.requested(), retried.declined(DECLINED), retried.retried(2, 2)],
    lateApproval: [late.requested(), late.abandoned(), late.approved('txn-late', 2), late.settled('GiftCard-GC-ABCD-EFGH', 3)],
  };
}
