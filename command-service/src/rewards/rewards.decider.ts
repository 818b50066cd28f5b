import { DomainError, formatCents, type RewardsEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** Stream `Rewards-{memberId}`: the available balance, in US cents. */
export interface RewardsState {
  availableCents: number;
}

export const rewardsMessages = {
  notEnough: (availableCents: number) => `Only ${formatCents(availableCents)} of rewards are available.`,
  nothingToSpend: 'The rewards to apply must be more than $0.00.',
} as const;

/**
 * The commands of the member's own ledger. Earning is not one of them: the rewards-earning reactor
 * (projections/src/reactors) appends RewardsEarned on its own when a payment is recorded, as it needs no
 * state (earning is always allowed, and its command id makes each payment earn once).
 */
export type RewardsCommand =
  /**
   * Rewards applied to a payment. The amount is already limited by `appliedRewardsCents` (spec 9) with the
   * balance the checkout read; the ledger refuses it if the balance has fallen under it since.
   */
  | { type: 'SpendRewards'; memberId: string; amountCents: number; reason: string; spentOn: string; now: string }
  /** A redeemed gift card's value, added whole to the redeemer's balance. */
  | { type: 'CreditRewards'; memberId: string; amountCents: number; reason: string; giftCardCode: string; now: string };

export function decideRewards(command: RewardsCommand, state: RewardsState): RewardsEvent[] {
  switch (command.type) {
    case 'SpendRewards': {
      const { memberId, amountCents, reason, spentOn, now } = command;
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError('invalid', rewardsMessages.nothingToSpend, 'rewards');
      if (amountCents > state.availableCents) throw new DomainError('invalid', rewardsMessages.notEnough(state.availableCents), 'rewards');
      return [{ type: 'RewardsSpent', data: { memberId, amountCents, currency: 'USD', reason, spentOn, spentAt: now } }];
    }
    case 'CreditRewards': {
      const { memberId, amountCents, reason, giftCardCode, now } = command;
      return [{ type: 'RewardsCredited', data: { memberId, amountCents, currency: 'USD', reason, giftCardCode, creditedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveRewards(state: RewardsState, event: RewardsEvent): RewardsState {
  switch (event.type) {
    case 'RewardsEarned':
    case 'RewardsCredited':
      return { availableCents: state.availableCents + event.data.amountCents };
    case 'RewardsSpent':
      return { availableCents: state.availableCents - event.data.amountCents };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const rewardsDecider: Decider<RewardsState, RewardsCommand, RewardsEvent> = {
  initialState: () => ({ availableCents: 0 }),
  evolve: evolveRewards,
  decide: decideRewards,
};
