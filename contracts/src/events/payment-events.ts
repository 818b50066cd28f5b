import { z } from 'zod';
import { OrderSubmitted } from './order-events.ts';

const at = z.iso.datetime();
const cents = z.number().int().positive();

/**
 * A payment (stream `Payment-{paymentKey}`): one charge through the gateway, from the intent to the business
 * record it pays for. Money never moves without a record (architecture rule 7):
 *
 * 1. PaymentRequested is appended BEFORE the gateway is called. It holds everything needed to charge (the
 *    gateway token, the amount) and to record what was paid for (`purpose`), so anyone can finish it.
 * 2. The gateway's answer is appended after: PaymentApproved, PaymentDeclined, or PaymentFailed (the gateway
 *    said nothing was charged).
 * 3. An approved payment is Settled once its purpose is recorded (OrderSubmitted, BalancePaid,
 *    GiftCardPurchased, MembershipPurchased); when it can no longer be recorded (the balance changed in
 *    between), the charge is given back: PaymentReversalRequested, then PaymentReversed (or
 *    PaymentReversalRefused, which staff must see to).
 *
 * A crash between two steps leaves the stream half way; the payment reconciler (command-service/src/payments)
 * finishes it: it asks the gateway whether a requested charge was made (by its idempotency key), then records
 * the answer and carries on, or records PaymentAbandoned when nothing was charged. Every gateway call of a
 * payment uses a key derived from the payment key, so doing a step twice never charges or refunds twice.
 */

/** What the payment is for, with all that is needed to record it once approved (by the request or by the reconciler). */
export const PaymentPurpose = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('OrderSubmission'),
    orderId: z.string(),
    /** The order as it will be recorded; its `payment` is filled in from the approved charge. */
    order: OrderSubmitted.shape.data,
    /** The command id OrderSubmitted is appended under (a retry of the submit finds it). */
    commandId: z.string(),
  }),
  z.object({
    kind: z.literal('OrderBalance'),
    orderId: z.string(),
    /** The order stream's version the balance was read at: BalancePaid is appended there or not at all. */
    expectedVersion: z.number().int().positive(),
    paymentMethodId: z.string(),
    displayName: z.string(),
    /** The member's request (Idempotency-Key), so a repeat of it is answered from the record. */
    requestId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('GiftCardPurchase'),
    /** Drawn before the charge, so the card recorded after it is the one the intent names. */
    code: z.string(),
    paymentMethodId: z.string(),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    purchaserName: z.string(),
  }),
  z.object({
    kind: z.literal('MembershipPurchase'),
    level: z.string(),
    termYears: z.number().int().positive(),
    paymentMethodId: z.string(),
    autoRenew: z.boolean(),
  }),
]);
export type PaymentPurpose = z.infer<typeof PaymentPurpose>;
export type PaymentPurposeKind = PaymentPurpose['kind'];

export const PaymentRequested = z.object({
  type: z.literal('PaymentRequested'),
  data: z.object({
    paymentKey: z.string(),
    memberId: z.string(),
    amountCents: cents,
    currency: z.enum(['USD', 'CAD']),
    description: z.string(),
    /** The gateway's token of the member's card or account (never a card number). */
    gatewayToken: z.string(),
    purpose: PaymentPurpose,
    requestedAt: at,
  }),
});

/** The member asked again after a decline or a failure (same request): a new attempt, under a new gateway key. */
export const PaymentRetried = z.object({
  type: z.literal('PaymentRetried'),
  data: z.object({ paymentKey: z.string(), attempt: z.number().int().min(2), at }),
});

export const PaymentApproved = z.object({
  type: z.literal('PaymentApproved'),
  data: z.object({ paymentKey: z.string(), transactionId: z.string(), at }),
});

export const PaymentDeclined = z.object({
  type: z.literal('PaymentDeclined'),
  data: z.object({ paymentKey: z.string(), reason: z.string(), at }),
});

/** The gateway failed and said nothing was charged. */
export const PaymentFailed = z.object({
  type: z.literal('PaymentFailed'),
  data: z.object({ paymentKey: z.string(), reason: z.string(), at }),
});

/** The request died before recording an answer, and the gateway has no charge under its key: nothing was taken. */
export const PaymentAbandoned = z.object({
  type: z.literal('PaymentAbandoned'),
  data: z.object({ paymentKey: z.string(), at }),
});

/** What the payment was for is recorded (on `recordedIn`). */
export const PaymentSettled = z.object({
  type: z.literal('PaymentSettled'),
  data: z.object({ paymentKey: z.string(), recordedIn: z.string(), at }),
});

/** The approved charge cannot be recorded any more (the reason says why): it is to be given back. */
export const PaymentReversalRequested = z.object({
  type: z.literal('PaymentReversalRequested'),
  data: z.object({ paymentKey: z.string(), reason: z.string(), at }),
});

export const PaymentReversed = z.object({
  type: z.literal('PaymentReversed'),
  data: z.object({ paymentKey: z.string(), refundId: z.string(), amountCents: cents, at }),
});

/** The gateway refused to give the charge back: staff must settle it by hand. */
export const PaymentReversalRefused = z.object({
  type: z.literal('PaymentReversalRefused'),
  data: z.object({ paymentKey: z.string(), reason: z.string(), at }),
});

export const PaymentEvent = z.discriminatedUnion('type', [
  PaymentRequested,
  PaymentRetried,
  PaymentApproved,
  PaymentDeclined,
  PaymentFailed,
  PaymentAbandoned,
  PaymentSettled,
  PaymentReversalRequested,
  PaymentReversed,
  PaymentReversalRefused,
]);
export type PaymentEvent = z.infer<typeof PaymentEvent>;
export type PaymentRequestedData = z.infer<typeof PaymentRequested>['data'];
export const paymentEventTypes = PaymentEvent.options.map((o) => o.shape.type.value);
export const paymentStreamId = (paymentKey: string) => `Payment-${paymentKey}`;

/** The gateway's idempotency key of a payment's nth attempt (the first is the payment key itself). */
export const gatewayChargeKey = (paymentKey: string, attempt: number) => (attempt === 1 ? paymentKey : `${paymentKey}#${attempt}`);
/** The gateway's idempotency key of a reversal. */
export const gatewayReversalKey = (paymentKey: string) => `${paymentKey}:reversal`;
