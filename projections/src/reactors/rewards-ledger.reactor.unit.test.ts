import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@certus/contracts';
import { rewardsEntriesFor } from './rewards-ledger.reactor.ts';
import { anOrderSubmitted } from '@certus/contracts/events/testing/order-submitted';

const recorded = (type: string, data: unknown, eventId = '11111111-1111-4111-8111-111111111111'): RecordedEvent => ({
  type,
  data,
  eventId,
  streamId: 'any',
  streamVersion: 1,
  globalPosition: '1',
  txId: '1',
  recordedAt: '2025-05-01T10:00:00.000Z',
  metadata: { correlationId: 'c', causationId: 'c', actor: { userId: 'm-1', role: 'authenticated' } },
});

const membership = (priceCents: number, currency: 'USD' | 'CAD') =>
  recorded('MembershipPurchased', {
    memberId: 'm-1',
    level: 'Clubmember',
    priceCents,
    currency,
    paymentMethodId: 'pm-1',
    transactionId: 'txn-1',
    startsAt: '2025-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:00:00.000Z',
    autoRenew: true,
    purchasedAt: '2025-05-01T10:00:00.000Z',
  });

describe('rewards-ledger reactor', () => {
  it('given a paid club membership, then 5% of it is earned, dated by the purchase, under a command id from the event id', () => {
    const event = membership(20000, 'USD');
    const [entry, ...more] = rewardsEntriesFor(event);
    expect(more).toEqual([]);
    expect(entry!.event).toEqual({
      type: 'RewardsEarned',
      data: {
        memberId: 'm-1',
        amountCents: 1000,
        currency: 'USD',
        reason: '5% back on club membership (Clubmember)',
        source: { kind: 'ClubMembership', eventId: event.eventId, transactionId: 'txn-1', paidCents: 20000, paidCurrency: 'USD' },
        earnedAt: '2025-05-01T10:00:00.000Z',
      },
    });
    expect(entry!.commandId).toBe(`rewards-earned:${event.eventId}`);
    expect(rewardsEntriesFor(event)).toEqual([entry]); // the same event makes the same entry
  });

  it('given a membership paid in another currency, then nothing is earned', () => {
    expect(rewardsEntriesFor(membership(20000, 'CAD'))).toEqual([]);
  });

  it('given a redeemed gift card, then its redeemer is credited its amount, under the command id the redeem request uses', () => {
    const event = recorded('GiftCardRedeemed', {
      code: 'ABCD-EFGH-JKMN-PQRS',
      amountCents: 5000,
      currency: 'USD',
      redeemedByMemberId: 'm-2',
      redeemedAt: '2025-05-02T09:00:00.000Z',
    });
    const [entry] = rewardsEntriesFor(event);
    expect(entry!.event).toEqual({
      type: 'RewardsCredited',
      data: { memberId: 'm-2', amountCents: 5000, currency: 'USD', reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', giftCardCode: 'ABCD-EFGH-JKMN-PQRS', creditedAt: '2025-05-02T09:00:00.000Z' },
    });
    expect(entry!.commandId).toBe('rewards-credited:giftcard:ABCD-EFGH-JKMN-PQRS');
  });

  it('given an order charged $100.00 with $12.50 of rewards applied, then the rewards are spent and 5% of the charge is earned', () => {
    const event = recorded('OrderSubmitted', anOrderSubmitted({ rewardsAppliedCents: 1250, payment: { status: 'Charged', amountCents: 10000, transactionId: 'txn-9' } }));
    const entries = rewardsEntriesFor(event);
    expect(entries.map((e) => [e.commandId, e.event.type, e.event.data.amountCents])).toEqual([
      ['rewards-spent:order:25-ABCDEFG', 'RewardsSpent', 1250],
      [`rewards-earned:${event.eventId}`, 'RewardsEarned', 500],
    ]);
    expect(entries[0]!.event.data).toMatchObject({ memberId: 'm-1', spentOn: '25-ABCDEFG', reason: 'Applied to order 25-ABCDEFG' });
    expect(entries[1]!.event.data).toMatchObject({ reason: '5% back on order (25-ABCDEFG)', earnedAt: '2025-05-03T12:00:00.000Z' });
  });

  it('given an order with nothing to pay and no rewards applied, then the ledger gets nothing', () => {
    const event = recorded('OrderSubmitted', anOrderSubmitted({ rewardsAppliedCents: 0, payment: { status: 'NotRequired', amountCents: 0, transactionId: null } }));
    expect(rewardsEntriesFor(event)).toEqual([]);
  });
});
