import { z } from 'zod';
import { RewardsView } from './rewards.ts';

/** One entry of the rewards history (spec 2.2 /account/rewards/history): every earning, spending and credit. */
export const RewardsHistoryEntry = z.object({
  /** The id of the event that made the entry. */
  id: z.string(),
  kind: z.enum(['Earned', 'Spent', 'Credited']),
  /** Always positive; `kind` says whether it added to the balance or took from it. */
  amountCents: z.number().int().positive(),
  currency: z.literal('USD'),
  reason: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type RewardsHistoryEntry = z.infer<typeof RewardsHistoryEntry>;

/** GET /api/userprofile/rewards/history: the balance and every entry, newest first. */
export const RewardsHistoryResponse = z.object({
  rewards: RewardsView,
  entries: z.array(RewardsHistoryEntry),
});
export type RewardsHistoryResponse = z.infer<typeof RewardsHistoryResponse>;

/** A gift card the member bought, as the gift card page lists it. */
export const GiftCardView = z.object({
  code: z.string(),
  amountCents: z.number().int().positive(),
  /** What is left on the card: its amount until redeemed, then 0 (a card is redeemed whole). */
  balanceCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  status: z.enum(['Active', 'Redeemed']),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  purchasedAt: z.iso.datetime({ offset: true }),
  redeemedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GiftCardView = z.infer<typeof GiftCardView>;

/** GET /api/userprofile/giftcards: the cards the signed-in member bought, newest first. */
export const GiftCardsResponse = z.array(GiftCardView);
export type GiftCardsResponse = z.infer<typeof GiftCardsResponse>;
