import { z } from 'zod';

const at = z.iso.datetime();

/**
 * The club membership (spec 3 Membership purchase, 4 Membership, 9). A member is paid while a term
 * (startsAt..expiresAt) of a purchase or a grant covers the present; otherwise Free.
 */
export const MembershipPurchased = z.object({
  type: z.literal('MembershipPurchased'),
  data: z.object({
    memberId: z.string(),
    level: z.string(),
    priceCents: z.number().int().positive(),
    currency: z.enum(['USD', 'CAD']),
    paymentMethodId: z.string(),
    /** The gateway's id of the approved charge. */
    transactionId: z.string(),
    startsAt: at,
    /** One term after the later of the purchase and the expiry of the membership it extends. */
    expiresAt: at,
    autoRenew: z.boolean(),
    purchasedAt: at,
  }),
});
/** The gateway declined the charge: kept for the audit trail; the member stays as they were. */
export const MembershipPaymentDeclined = z.object({
  type: z.literal('MembershipPaymentDeclined'),
  data: z.object({
    memberId: z.string(),
    level: z.string(),
    priceCents: z.number().int().positive(),
    currency: z.enum(['USD', 'CAD']),
    paymentMethodId: z.string(),
    reason: z.string(),
    declinedAt: at,
  }),
});
/**
 * A membership given without a payment, with explicit dates. Only the demo seed of the embedded default
 * grants one (reason "demo": the demo member's membership that expires soon, for the renewal alert).
 */
export const MembershipGranted = z.object({
  type: z.literal('MembershipGranted'),
  data: z.object({
    memberId: z.string(),
    level: z.string(),
    startsAt: at,
    expiresAt: at,
    reason: z.enum(['demo']),
    grantedAt: at,
  }),
});

export const MembershipEvent = z.discriminatedUnion('type', [MembershipPurchased, MembershipPaymentDeclined, MembershipGranted]);
export type MembershipEvent = z.infer<typeof MembershipEvent>;
export const membershipEventTypes = MembershipEvent.options.map((o) => o.shape.type.value);
export const membershipStreamId = (memberId: string) => `Membership-${memberId}`;
