import { z } from 'zod';

const at = z.iso.datetime();

/**
 * A gift card (spec 3 Gift card, 7.2 giftcard/purchase): stream `GiftCard-{code}`, the code in its grouped
 * form (XXXX-XXXX-XXXX-XXXX, see rules/gift-cards.ts). The code is what the purchaser hands on, so it is kept
 * as is: the purchaser sees it in the list of cards bought.
 */
export const GiftCardPurchased = z.object({
  type: z.literal('GiftCardPurchased'),
  data: z.object({
    code: z.string(),
    amountCents: z.number().int().positive(),
    currency: z.literal('USD'),
    purchaserMemberId: z.string(),
    paymentMethodId: z.string(),
    /** The gateway's id of the approved charge. */
    transactionId: z.string(),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    purchasedAt: at,
  }),
});

/** The card was redeemed, once and whole: its value went to the redeemer's rewards (RewardsCredited). */
export const GiftCardRedeemed = z.object({
  type: z.literal('GiftCardRedeemed'),
  data: z.object({
    code: z.string(),
    amountCents: z.number().int().positive(),
    currency: z.literal('USD'),
    redeemedByMemberId: z.string(),
    redeemedAt: at,
  }),
});

export const GiftCardEvent = z.discriminatedUnion('type', [GiftCardPurchased, GiftCardRedeemed]);
export type GiftCardEvent = z.infer<typeof GiftCardEvent>;
export const giftCardEventTypes = GiftCardEvent.options.map((o) => o.shape.type.value);
export const giftCardStreamId = (code: string) => `GiftCard-${code}`;
