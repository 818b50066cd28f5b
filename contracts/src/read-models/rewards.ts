import { z } from 'zod';

/** Spec 9: rewards show as 100 points per dollar. */
export const POINTS_PER_DOLLAR = 100;

/** The member's rewards balance (spec 3, Rewards), money in integer cents. */
export const RewardsView = z.object({
  /** Available value in cents; spec 3 "available". */
  availableCents: z.number().int(),
  /** The same value as points: availableCents (100 points per dollar, so one point per cent). */
  points: z.number().int(),
  currency: z.literal('USD'),
});
export type RewardsView = z.infer<typeof RewardsView>;

/** Points for an amount in cents (spec 9: 100 points per dollar). */
export const pointsForCents = (cents: number) => Math.floor((cents * POINTS_PER_DOLLAR) / 100);
