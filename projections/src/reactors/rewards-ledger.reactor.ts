import { z } from 'zod';
import {
  GiftCardRedeemed,
  MembershipPurchased,
  giftCardCreditReason,
  rewardsCommandIds,
  rewardsEarnedCents,
  rewardsEarnedReason,
  rewardsStreamId,
  type EventMetadata,
  type RecordedEvent,
  type RewardsEvent,
} from '@certus/contracts';
import { ANY_VERSION, type EventStore } from '@certus/infra';
import type { Reactor } from './reactor.ts';

const ReactsTo = z.discriminatedUnion('type', [MembershipPurchased, GiftCardRedeemed]);

/**
 * The entry a paid or redeemed event makes in the member's rewards ledger, or null when it earns nothing.
 * Pure: its dates are the source event's, so a replay makes the very same entry.
 */
export function rewardsEntryFor(recorded: RecordedEvent): Extract<RewardsEvent, { type: 'RewardsEarned' | 'RewardsCredited' }> | null {
  const event = ReactsTo.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'MembershipPurchased': {
      const d = event.data;
      const amountCents = rewardsEarnedCents({ amountCents: d.priceCents, currency: d.currency, kind: 'ClubMembership' });
      if (amountCents <= 0) return null;
      return {
        type: 'RewardsEarned',
        data: {
          memberId: d.memberId,
          amountCents,
          currency: 'USD',
          reason: rewardsEarnedReason('ClubMembership', d.level),
          source: { kind: 'ClubMembership', eventId: recorded.eventId, transactionId: d.transactionId, paidCents: d.priceCents, paidCurrency: d.currency },
          earnedAt: d.purchasedAt,
        },
      };
    }
    case 'GiftCardRedeemed': {
      const d = event.data;
      return {
        type: 'RewardsCredited',
        data: {
          memberId: d.redeemedByMemberId,
          amountCents: d.amountCents,
          currency: 'USD',
          reason: giftCardCreditReason(d.code),
          giftCardCode: d.code,
          creditedAt: d.redeemedAt,
        },
      };
    }
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The ledger's command id for the entry an event makes (the same one the redeem request uses). */
export function rewardsCommandIdFor(recorded: RecordedEvent, entry: NonNullable<ReturnType<typeof rewardsEntryFor>>): string {
  return entry.type === 'RewardsEarned' ? rewardsCommandIds.earnedFor(recorded.eventId) : rewardsCommandIds.creditedForGiftCard(entry.data.giftCardCode);
}

/**
 * rewards-ledger: payments earn rewards under the earning rule (contracts/src/rules/rewards.ts), and a
 * redeemed gift card is credited to its redeemer (the redeem request credits at once; this makes sure of it
 * if that request died between its two appends). Appends with any version: an earning or a credit depends
 * on no balance, and a spending that read the ledger meanwhile decides again on the fresh one.
 */
export function rewardsLedgerReactor(store: EventStore): Reactor {
  return {
    name: 'rewards-ledger',
    handles: new Set(ReactsTo.options.map((o) => o.shape.type.value)),
    async react(recorded) {
      const entry = rewardsEntryFor(recorded);
      if (!entry) return;
      const commandId = rewardsCommandIdFor(recorded, entry);
      const metadata: EventMetadata = {
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.eventId,
        commandId,
        actor: { userId: null, role: 'system' },
      };
      await store.append(rewardsStreamId(entry.data.memberId), ANY_VERSION, [{ type: entry.type, data: entry.data, metadata }], { commandId });
    },
  };
}
