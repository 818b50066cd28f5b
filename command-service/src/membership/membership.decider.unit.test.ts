import { describe, it } from 'vitest';
import { MEMBERSHIP_LEVELS, type MembershipEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { membershipDecider } from './membership.decider.ts';

const spec = deciderSpec(membershipDecider);
const memberId = 'm-1';
const club = MEMBERSHIP_LEVELS.Clubmember;
const NOW = '2026-11-21T10:00:00.000Z';

const purchased = (overrides: Partial<Extract<MembershipEvent, { type: 'MembershipPurchased' }>['data']> = {}): MembershipEvent => ({
  type: 'MembershipPurchased',
  data: {
    memberId,
    level: 'Clubmember',
    priceCents: 20_000,
    currency: 'USD',
    paymentMethodId: 'pm-1',
    transactionId: 'txn-1',
    startsAt: NOW,
    expiresAt: '2027-11-21T10:00:00.000Z',
    autoRenew: true,
    purchasedAt: NOW,
    ...overrides,
  },
});
const purchase = (now: string, transactionId = 'txn-1', autoRenew = true) =>
  ({ type: 'PurchaseMembership', memberId, offer: club, paymentMethodId: 'pm-1', autoRenew, charge: { outcome: 'approved', transactionId }, now }) as const;

describe('membership decider', () => {
  it('given no membership, when a purchase is approved, then MembershipPurchased for 200 dollars runs one year from now', () => {
    spec.given([]).when(purchase(NOW)).then([purchased()]);
  });

  it('given a membership running until a later date, when renewed before it ends, then the new year starts at the old expiry', () => {
    spec
      .given([purchased()])
      .when(purchase('2027-11-11T08:00:00.000Z', 'txn-2', false))
      .then([
        purchased({
          transactionId: 'txn-2',
          startsAt: '2027-11-21T10:00:00.000Z',
          expiresAt: '2028-11-21T10:00:00.000Z',
          autoRenew: false,
          purchasedAt: '2027-11-11T08:00:00.000Z',
        }),
      ]);
  });

  it('given a membership that has expired, when bought again, then the year runs from now', () => {
    const later = '2028-02-29T12:00:00.000Z';
    spec.given([purchased()]).when(purchase(later, 'txn-2')).then([
      purchased({ transactionId: 'txn-2', startsAt: later, expiresAt: '2029-03-01T12:00:00.000Z', purchasedAt: later }),
    ]);
  });

  it('given a charge already recorded, when the same approved charge is decided again (a retry), then nothing new happens', () => {
    spec.given([purchased()]).when(purchase(NOW, 'txn-1')).then([]);
  });

  it('given no membership, when the gateway declines the charge, then only MembershipPaymentDeclined (nothing paid)', () => {
    spec
      .given([])
      .when({ type: 'PurchaseMembership', memberId, offer: club, paymentMethodId: 'pm-1', autoRenew: true, charge: { outcome: 'declined', reason: 'The card was declined.' }, now: NOW })
      .then([
        {
          type: 'MembershipPaymentDeclined',
          data: { memberId, level: 'Clubmember', priceCents: 20_000, currency: 'USD', paymentMethodId: 'pm-1', reason: 'The card was declined.', declinedAt: NOW },
        },
      ]);
  });

  it('given a declined payment, when a purchase is approved, then the year runs from now as if nothing had been paid', () => {
    const declined: MembershipEvent = {
      type: 'MembershipPaymentDeclined',
      data: { memberId, level: 'Clubmember', priceCents: 20_000, currency: 'USD', paymentMethodId: 'pm-1', reason: 'no', declinedAt: NOW },
    };
    spec.given([declined]).when(purchase(NOW)).then([purchased()]);
  });

  it('given a demo grant, when renewed before it ends, then the year extends the granted term', () => {
    const granted: MembershipEvent = {
      type: 'MembershipGranted',
      data: { memberId, level: 'Clubmember', startsAt: '2025-12-01T10:00:00.000Z', expiresAt: '2026-12-01T10:00:00.000Z', reason: 'demo', grantedAt: NOW },
    };
    spec.given([granted]).when(purchase(NOW, 'txn-9')).then([
      purchased({ transactionId: 'txn-9', startsAt: '2026-12-01T10:00:00.000Z', expiresAt: '2027-12-01T10:00:00.000Z' }),
    ]);
  });

  it('given nothing, when a membership is granted with explicit dates, then MembershipGranted; an end before the start is refused', () => {
    const grant = { type: 'GrantMembership', memberId, level: 'Clubmember', startsAt: '2025-12-01T10:00:00.000Z', expiresAt: '2026-12-01T10:00:00.000Z', reason: 'demo', now: NOW } as const;
    spec.given([]).when(grant).then([
      { type: 'MembershipGranted', data: { memberId, level: 'Clubmember', startsAt: grant.startsAt, expiresAt: grant.expiresAt, reason: 'demo', grantedAt: NOW } },
    ]);
    spec.given([]).when({ ...grant, expiresAt: grant.startsAt }).thenThrows('A membership must end after it starts.');
  });
});
