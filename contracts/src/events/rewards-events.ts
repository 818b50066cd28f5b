import { z } from 'zod';

const at = z.iso.datetime();
const positiveCents = z.number().int().positive();

/**
 * The member's rewards ledger (spec 3 Rewards, 9): stream `Rewards-{memberId}`. Every entry is money in
 * integer cents of US dollars; the site shows it as points too (100 per dollar). The balance is the sum of
 * what was earned and credited minus what was spent.
 */

/** What paid for the rewards: the event that recorded the payment (its id makes the earning happen once). */
export const RewardsSource = z.object({
  kind: z.enum(['ClubMembership', 'Order']),
  /** The id of the recorded event that was paid (e.g. a MembershipPurchased). */
  eventId: z.string(),
  /** The gateway's id of the approved charge. */
  transactionId: z.string(),
  /** The amount paid, in cents of `paidCurrency`: what the earning rule was applied to. */
  paidCents: positiveCents,
  paidCurrency: z.enum(['USD', 'CAD']),
});
export type RewardsSource = z.infer<typeof RewardsSource>;

export const RewardsEarned = z.object({
  type: z.literal('RewardsEarned'),
  data: z.object({
    memberId: z.string(),
    amountCents: positiveCents,
    currency: z.literal('USD'),
    /** Shown in the rewards history, e.g. "5% back on club membership (Clubmember)". */
    reason: z.string(),
    source: RewardsSource,
    earnedAt: at,
  }),
});

/** Rewards applied to a payment (checkout, spec 9: the lowest of requested, available and total minus discount). */
export const RewardsSpent = z.object({
  type: z.literal('RewardsSpent'),
  data: z.object({
    memberId: z.string(),
    amountCents: positiveCents,
    currency: z.literal('USD'),
    reason: z.string(),
    /** What the rewards paid for (an order id). */
    spentOn: z.string(),
    spentAt: at,
  }),
});

/** A gift card redeemed by this member: its whole value joins the available balance. */
export const RewardsCredited = z.object({
  type: z.literal('RewardsCredited'),
  data: z.object({
    memberId: z.string(),
    amountCents: positiveCents,
    currency: z.literal('USD'),
    reason: z.string(),
    giftCardCode: z.string(),
    creditedAt: at,
  }),
});

export const RewardsEvent = z.discriminatedUnion('type', [RewardsEarned, RewardsSpent, RewardsCredited]);
export type RewardsEvent = z.infer<typeof RewardsEvent>;
export const rewardsEventTypes = RewardsEvent.options.map((o) => o.shape.type.value);
export const rewardsStreamId = (memberId: string) => `Rewards-${memberId}`;
