import { describe, it } from 'vitest';
import type { RewardsEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { rewardsDecider, rewardsMessages } from './rewards.decider.ts';

const spec = deciderSpec(rewardsDecider);
const memberId = 'member-1';
const now = '2025-05-01T10:00:00.000Z';

const earned = (amountCents: number): RewardsEvent => ({
  type: 'RewardsEarned',
  data: {
    memberId,
    amountCents,
    currency: 'USD',
    reason: '5% back on club membership (Clubmember)',
    source: { kind: 'ClubMembership', eventId: 'event-1', transactionId: 'txn-1', paidCents: amountCents * 20, paidCurrency: 'USD' },
    earnedAt: now,
  },
});
const credited = (amountCents: number): RewardsEvent => ({
  type: 'RewardsCredited',
  data: { memberId, amountCents, currency: 'USD', reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', giftCardCode: 'ABCD-EFGH-JKMN-PQRS', creditedAt: now },
});
const spent = (amountCents: number): RewardsEvent => ({
  type: 'RewardsSpent',
  data: { memberId, amountCents, currency: 'USD', reason: 'Applied to order 00-ABC1234', spentOn: '00-ABC1234', spentAt: now },
});
const spend = (amountCents: number) =>
  ({ type: 'SpendRewards', memberId, amountCents, reason: 'Applied to order 00-ABC1234', spentOn: '00-ABC1234', now }) as const;

describe('rewards ledger', () => {
  it('given a redeemed gift card, when crediting it, then its whole value is credited', () => {
    spec
      .given([])
      .when({ type: 'CreditRewards', memberId, amountCents: 5000, reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', giftCardCode: 'ABCD-EFGH-JKMN-PQRS', now })
      .then([credited(5000)]);
  });

  it('given earned and credited rewards, when spending up to the balance, then it is spent', () => {
    spec.given([earned(1000), credited(2500)]).when(spend(3500)).then([spent(3500)]);
  });

  it('given a balance that was partly spent, when spending more than what is left, then it is refused with the balance', () => {
    spec.given([earned(1000), spent(600)]).when(spend(500)).thenThrows(rewardsMessages.notEnough(400));
  });

  it('given any balance, when spending nothing, then it is refused', () => {
    spec.given([earned(1000)]).when(spend(0)).thenThrows(rewardsMessages.nothingToSpend);
  });
});
