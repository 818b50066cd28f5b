import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, membershipOffer, nextMembershipTerm, renewalAlertDays } from './membership.ts';
import { formatCents } from './money.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('club membership rules', () => {
  it('offers Clubmember at 20000 cents (200 dollars) a year, the level matched in any case', () => {
    expect(membershipOffer('clubmember')).toEqual({ level: 'Clubmember', priceCents: 20_000, currency: 'USD', termYears: 1 });
    expect(membershipOffer('Gold')).toBeUndefined();
    expect(formatCents(20_000, 'USD')).toBe('$200.00');
  });

  it('starts a term now, or at the current expiry while that is still ahead', () => {
    expect(nextMembershipTerm(NOW, null, 1)).toEqual({ startsAt: NOW, expiresAt: new Date('2027-11-21T10:00:00.000Z') });
    expect(nextMembershipTerm(NOW, new Date('2026-01-01T00:00:00.000Z'), 1).startsAt).toEqual(NOW);
    expect(nextMembershipTerm(NOW, new Date('2026-12-01T00:00:00.000Z'), 1)).toEqual({
      startsAt: new Date('2026-12-01T00:00:00.000Z'),
      expiresAt: new Date('2027-12-01T00:00:00.000Z'),
    });
  });

  it('alerts a paid member whose membership expires in under 15 days, counting whole days up', () => {
    expect(renewalAlertDays('Clubmember', inDays(10), NOW)).toBe(10);
    expect(renewalAlertDays('Clubmember', inDays(9.5), NOW)).toBe(10);
    expect(renewalAlertDays('Clubmember', inDays(0.2), NOW)).toBe(1);
    expect(renewalAlertDays('Clubmember', inDays(14.9), NOW)).toBe(15);
    expect(renewalAlertDays('Clubmember', inDays(15), NOW)).toBeNull();
    expect(renewalAlertDays('Clubmember', inDays(-1), NOW)).toBeNull();
    expect(renewalAlertDays('Free', inDays(3), NOW)).toBeNull();
    expect(renewalAlertDays('Clubmember', null, NOW)).toBeNull();
    expect(daysUntilExpiry(new Date(inDays(30)), NOW)).toBe(30);
  });
});
