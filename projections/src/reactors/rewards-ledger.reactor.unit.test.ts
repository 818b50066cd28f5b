import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@certus/contracts';
import { rewardsCommandIdFor, rewardsEntryFor } from './rewards-ledger.reactor.ts';

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
    const entry = rewardsEntryFor(event);
    expect(entry).toEqual({
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
    expect(rewardsCommandIdFor(event, entry!)).toBe(`rewards-earned:${event.eventId}`);
    expect(rewardsEntryFor(event)).toEqual(entry); // the same event makes the same entry
  });

  it('given a membership paid in another currency, then nothing is earned', () => {
    expect(rewardsEntryFor(membership(20000, 'CAD'))).toBeNull();
  });

  it('given a redeemed gift card, then its redeemer is credited its amount, under the command id the redeem request uses', () => {
    const event = recorded('GiftCardRedeemed', {
      code: 'ABCD-EFGH-JKMN-PQRS',
      amountCents: 5000,
      currency: 'USD',
      redeemedByMemberId: 'm-2',
      redeemedAt: '2025-05-02T09:00:00.000Z',
    });
    const entry = rewardsEntryFor(event);
    expect(entry).toEqual({
      type: 'RewardsCredited',
      data: { memberId: 'm-2', amountCents: 5000, currency: 'USD', reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', giftCardCode: 'ABCD-EFGH-JKMN-PQRS', creditedAt: '2025-05-02T09:00:00.000Z' },
    });
    expect(rewardsCommandIdFor(event, entry!)).toBe('rewards-credited:giftcard:ABCD-EFGH-JKMN-PQRS');
  });
});
