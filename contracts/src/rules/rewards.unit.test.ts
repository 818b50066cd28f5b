import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REWARDS_EARNING_RULE, appliedRewardsCents, formatPoints, rewardsEarnedCents, rewardsEarnedReason } from './rewards.ts';

describe('rewards earning rule', () => {
  it('earns 5% of a paid club membership, in whole cents', () => {
    expect(REWARDS_EARNING_RULE.percentBack).toBe(5);
    expect(rewardsEarnedCents({ amountCents: 20000, currency: 'USD', kind: 'ClubMembership' })).toBe(1000);
    expect(rewardsEarnedCents({ amountCents: 1999, currency: 'USD', kind: 'Order' })).toBe(99); // 99.95 rounds down
  });

  it('earns nothing on other currencies or on nothing paid', () => {
    expect(rewardsEarnedCents({ amountCents: 20000, currency: 'CAD', kind: 'ClubMembership' })).toBe(0);
    expect(rewardsEarnedCents({ amountCents: 0, currency: 'USD', kind: 'Order' })).toBe(0);
    expect(rewardsEarnedCents({ amountCents: -500, currency: 'USD', kind: 'Order' })).toBe(0);
  });

  it('never earns more than the percentage of what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (paid) => {
        const earned = rewardsEarnedCents({ amountCents: paid, currency: 'USD', kind: 'Order' });
        return Number.isInteger(earned) && earned >= 0 && earned * 100 <= paid * REWARDS_EARNING_RULE.percentBack;
      }),
    );
  });

  it('says why in the history', () => {
    expect(rewardsEarnedReason('ClubMembership', 'Clubmember')).toBe('5% back on club membership (Clubmember)');
    expect(rewardsEarnedReason('Order', '00-ABC1234')).toBe('5% back on order (00-ABC1234)');
  });

  it('shows 100 points per dollar', () => {
    expect(formatPoints(123456)).toBe('123,456');
    expect(formatPoints(1000)).toBe('1,000');
  });
});

describe('applied rewards (spec 9: the lowest of requested, available value and total minus discount)', () => {
  it('is limited by what was requested', () => {
    expect(appliedRewardsCents({ requestedCents: 500, availableCents: 2000, totalCents: 10000, discountCents: 0 })).toBe(500);
  });

  it('is limited by what is available', () => {
    expect(appliedRewardsCents({ requestedCents: 5000, availableCents: 2000, totalCents: 10000, discountCents: 0 })).toBe(2000);
  });

  it('is limited by the total minus the discount', () => {
    expect(appliedRewardsCents({ requestedCents: 5000, availableCents: 5000, totalCents: 4000, discountCents: 1500 })).toBe(2500);
  });

  it('is never negative, even when the discount covers the total', () => {
    expect(appliedRewardsCents({ requestedCents: 5000, availableCents: 5000, totalCents: 1000, discountCents: 1500 })).toBe(0);
    expect(appliedRewardsCents({ requestedCents: -5, availableCents: 5000, totalCents: 1000, discountCents: 0 })).toBe(0);
  });

  it('is always the minimum of the three limits, floored at zero', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), (requestedCents, availableCents, totalCents, discountCents) => {
        const applied = appliedRewardsCents({ requestedCents, availableCents, totalCents, discountCents });
        return applied === Math.max(0, Math.min(requestedCents, availableCents, totalCents - discountCents));
      }),
    );
  });
});
