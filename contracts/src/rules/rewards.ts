import { POINTS_PER_DOLLAR } from '../read-models/rewards.ts';

/**
 * Rewards: how they are earned, and how much of them a payment may use (spec 3 Rewards, 9).
 *
 * The spec gives the display rule (100 points per dollar) and the spending limit, not how rewards are
 * earned. The earning rule is configuration, decided here once for both sides:
 *
 * - every approved payment of a member earns `percentBack` percent of the amount paid, rounded down to
 *   whole cents (so 5% of a $200.00 club membership is $10.00, shown as 1,000 points);
 * - what counts as a paid amount is listed in `sources`: the club membership now, paid orders once
 *   checkout records them (the ledger's RewardsSource kind 'Order' is ready for them);
 * - rewards are kept in US dollars. A payment in another currency earns nothing until an exchange rule is
 *   decided (Canada submissions are unavailable, spec 1; the club is priced in US dollars, spec 9);
 * - each paid event earns at most once: the ledger's command id is derived from the paid event's id.
 *
 * Gift cards bought are not a paid amount that earns (a card is money moved, not a service bought); a
 * redeemed card's value is credited to the redeemer's balance whole (RewardsCredited).
 */
export const REWARDS_EARNING_RULE = {
  percentBack: 5,
  currency: 'USD',
  sources: { ClubMembership: true, Order: true },
} as const;

export type RewardsSourceKind = keyof typeof REWARDS_EARNING_RULE.sources;

/** Cents of rewards a payment earns under the rule; 0 when it earns nothing. */
export function rewardsEarnedCents(paid: { amountCents: number; currency: string; kind: RewardsSourceKind }): number {
  if (!REWARDS_EARNING_RULE.sources[paid.kind]) return 0;
  if (paid.currency !== REWARDS_EARNING_RULE.currency) return 0;
  if (!Number.isInteger(paid.amountCents) || paid.amountCents <= 0) return 0;
  return Math.floor((paid.amountCents * REWARDS_EARNING_RULE.percentBack) / 100);
}

/** The history's reason for an earning, e.g. "5% back on club membership (Clubmember)". */
export function rewardsEarnedReason(kind: RewardsSourceKind, detail: string): string {
  const what = kind === 'ClubMembership' ? 'club membership' : 'order';
  return `${REWARDS_EARNING_RULE.percentBack}% back on ${what}${detail ? ` (${detail})` : ''}`;
}

/**
 * Spec 9: "Applied rewards are limited to the lowest of requested, available value, and total minus
 * discount". All in cents; never negative, whole cents only (fractions are dropped).
 */
export function appliedRewardsCents(input: { requestedCents: number; availableCents: number; totalCents: number; discountCents: number }): number {
  const payable = input.totalCents - input.discountCents;
  const applied = Math.min(input.requestedCents, input.availableCents, payable);
  return Number.isFinite(applied) && applied > 0 ? Math.floor(applied) : 0;
}

/** Points for display (spec 9: 100 points per dollar), grouped, e.g. 123456 cents -> "123,456". */
export const formatPoints = (cents: number) => Math.floor((cents * POINTS_PER_DOLLAR) / 100).toLocaleString('en-US');

/**
 * Command ids of the ledger's automatic entries, derived from what caused them: the store keeps each
 * command id once, so a redelivered event or a retried request never adds an entry twice, whoever (the
 * reactor or the redeem request) gets there first.
 */
export const rewardsCommandIds = {
  earnedFor: (paidEventId: string) => `rewards-earned:${paidEventId}`,
  creditedForGiftCard: (code: string) => `rewards-credited:giftcard:${code}`,
  /** Rewards applied to an order: the submit request spends them, the reactor makes sure of it. */
  spentForOrder: (orderId: string) => `rewards-spent:order:${orderId}`,
} as const;

/** The history's reason for rewards applied to an order. */
export const rewardsSpentOnOrderReason = (orderId: string) => `Applied to order ${orderId}`;

/** The history's reason for a redeemed gift card. */
export const giftCardCreditReason = (code: string) => `Gift card ${code} redeemed`;
