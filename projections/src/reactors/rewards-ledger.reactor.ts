import { z } from 'zod';
import {
  GiftCardRedeemed,
  MembershipPurchased,
  OrderSubmitted,
  giftCardCreditReason,
  rewardsCommandIds,
  rewardsEarnedCents,
  rewardsEarnedReason,
  rewardsSpentOnOrderReason,
  rewardsStreamId,
  type EventMetadata,
  type RecordedEvent,
  type RewardsEvent,
} from '@certus/contracts';
import { ANY_VERSION, type EventStore } from '@certus/infra';
import type { Reactor } from './reactor.ts';

const ReactsTo = z.discriminatedUnion('type', [MembershipPurchased, GiftCardRedeemed, OrderSubmitted]);

/** One entry of a member's ledger, with the command id that makes it happen once whoever appends it first. */
export interface LedgerEntry {
  commandId: string;
  event: RewardsEvent;
}

/**
 * The entries a paid, redeemed or submitted event makes in the member's rewards ledger (none when it earns
 * nothing). Pure: its dates are the source event's, so a replay makes the very same entries.
 */
export function rewardsEntriesFor(recorded: RecordedEvent): LedgerEntry[] {
  const event = ReactsTo.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'MembershipPurchased': {
      const d = event.data;
      return earned(recorded, {
        memberId: d.memberId,
        kind: 'ClubMembership',
        detail: d.level,
        paidCents: d.priceCents,
        currency: d.currency,
        transactionId: d.transactionId,
        at: d.purchasedAt,
      });
    }
    case 'GiftCardRedeemed': {
      const d = event.data;
      const credited: RewardsEvent = {
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
      return [{ commandId: rewardsCommandIds.creditedForGiftCard(d.code), event: credited }];
    }
    case 'OrderSubmitted': {
      const d = event.data;
      // The submit request spends the applied rewards itself; this entry, under the same command id, makes
      // sure of it if that request died between the order and the ledger append.
      const spent: LedgerEntry[] =
        d.rewardsAppliedCents > 0
          ? [
              {
                commandId: rewardsCommandIds.spentForOrder(d.orderId),
                event: {
                  type: 'RewardsSpent',
                  data: {
                    memberId: d.memberId,
                    amountCents: d.rewardsAppliedCents,
                    currency: 'USD',
                    reason: rewardsSpentOnOrderReason(d.orderId),
                    spentOn: d.orderId,
                    spentAt: d.submittedAt,
                  },
                },
              },
            ]
          : [];
      const paid =
        d.payment.status === 'Charged' && d.payment.transactionId
          ? earned(recorded, {
              memberId: d.memberId,
              kind: 'Order',
              detail: d.orderId,
              paidCents: d.payment.amountCents,
              currency: d.currency,
              transactionId: d.payment.transactionId,
              at: d.submittedAt,
            })
          : [];
      return [...spent, ...paid];
    }
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

function earned(
  recorded: RecordedEvent,
  paid: { memberId: string; kind: 'ClubMembership' | 'Order'; detail: string; paidCents: number; currency: 'USD' | 'CAD'; transactionId: string; at: string },
): LedgerEntry[] {
  const amountCents = rewardsEarnedCents({ amountCents: paid.paidCents, currency: paid.currency, kind: paid.kind });
  if (amountCents <= 0) return [];
  return [
    {
      commandId: rewardsCommandIds.earnedFor(recorded.eventId),
      event: {
        type: 'RewardsEarned',
        data: {
          memberId: paid.memberId,
          amountCents,
          currency: 'USD',
          reason: rewardsEarnedReason(paid.kind, paid.detail),
          source: { kind: paid.kind, eventId: recorded.eventId, transactionId: paid.transactionId, paidCents: paid.paidCents, paidCurrency: paid.currency },
          earnedAt: paid.at,
        },
      },
    },
  ];
}

/**
 * rewards-ledger: payments earn rewards under the earning rule (contracts/src/rules/rewards.ts), a redeemed
 * gift card is credited to its redeemer, and rewards applied to an order are spent (the requests do the
 * latter two at once; this makes sure of them if a request died between its two appends). Appends with any
 * version: these entries are facts of the source event, decided there, not on the ledger's balance.
 */
export function rewardsLedgerReactor(store: EventStore): Reactor {
  return {
    name: 'rewards-ledger',
    handles: new Set(ReactsTo.options.map((o) => o.shape.type.value)),
    async react(recorded) {
      for (const { commandId, event } of rewardsEntriesFor(recorded)) {
        const metadata: EventMetadata = {
          correlationId: recorded.metadata.correlationId,
          causationId: recorded.eventId,
          commandId,
          actor: { userId: null, role: 'system' },
        };
        await store.append(rewardsStreamId(event.data.memberId), ANY_VERSION, [{ type: event.type, data: event.data, metadata }], { commandId });
      }
    },
  };
}
