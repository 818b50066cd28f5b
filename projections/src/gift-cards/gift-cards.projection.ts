import { GiftCardEvent, giftCardEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(giftCardEventTypes);

/** gift_cards: one row per card, listed to its purchaser with its code and what is left on it. */
export const giftCardsProjection = documentProjection({
  name: 'gift-cards',
  table: 'gift_cards',
  keyColumn: 'code',
  columns: [
    'code', 'purchaser_member_id', 'amount_cents', 'currency', 'status', 'recipient_name', 'recipient_email', 'purchased_at', 'redeemed_by_member_id', 'redeemed_at',
  ],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { code: string }).code : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveGiftCardRow,
});

export function evolveGiftCardRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = GiftCardEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'GiftCardPurchased': {
      const d = event.data;
      return {
        code: d.code,
        purchaser_member_id: d.purchaserMemberId,
        amount_cents: d.amountCents,
        currency: d.currency,
        status: 'Active',
        recipient_name: d.recipientName,
        recipient_email: d.recipientEmail,
        purchased_at: d.purchasedAt,
        redeemed_by_member_id: null,
        redeemed_at: null,
      };
    }
    case 'GiftCardRedeemed':
      if (!row) return null; // a history that starts mid-way belongs to no card we know
      return { ...row, status: 'Redeemed', redeemed_by_member_id: event.data.redeemedByMemberId, redeemed_at: event.data.redeemedAt };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
