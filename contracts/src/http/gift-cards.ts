import { z } from 'zod';
import { text } from '../rules/text.ts';
import { Email } from '../rules/email.ts';
import { GIFT_CARD_AMOUNTS_CENTS, normaliseGiftCardCode } from '../rules/gift-cards.ts';
import { formatCents } from '../rules/money.ts';

/** Messages of the gift card and rewards screens (spec 8 Charge failure gives the fallback wording). */
export const giftCardMessages = {
  purchased: 'Your gift card is ready. Its code is in the list of gift cards you bought.',
  amountNotOffered: `Choose one of the gift card amounts: ${GIFT_CARD_AMOUNTS_CENTS.map((c) => formatCents(c).replace('.00', '')).join(', ')}.`,
  paymentMethodNotFound: 'Payment method not found.',
  declined: (reason: string) => `The payment was declined (${reason.replace(/\.$/, '')}). Nothing was charged; please try with another payment method.`,
  codeRequired: 'Please enter the gift card code.',
  codeInvalid: 'This gift card code is not valid. Check the 16 characters and try again.',
  alreadyRedeemed: 'This gift card has already been redeemed.',
  redeemed: (amountCents: number) => `${formatCents(amountCents)} from the gift card was added to your rewards.`,
  purchaseFailedHeading: 'Failed!',
  redeemFailedHeading: 'The gift card could not be redeemed',
} as const;

const optionalName = text()
  .trim()
  .max(100, 'The Recipient name must be at most 100 characters long.')
  .optional()
  .transform((v) => v || null);

/** POST /api/userprofile/giftcard/purchase/{payMethodId}: the card that pays. */
export const PurchaseGiftCardParams = z.object({
  payMethodId: text().min(1).max(100).meta({ description: "The id of one of the caller's saved payment methods." }),
});

/** POST /api/userprofile/giftcard/purchase/{payMethodId}: the amount from the fixed list, and for whom. */
export const PurchaseGiftCardBody = z.object({
  amountCents: z
    .number({ error: giftCardMessages.amountNotOffered })
    .refine((v) => (GIFT_CARD_AMOUNTS_CENTS as readonly number[]).includes(v), giftCardMessages.amountNotOffered),
  recipientName: optionalName,
  /** When given, the code is mailed there too. */
  recipientEmail: z.union([z.literal('').transform(() => null), Email]).optional().transform((v) => v ?? null),
});
export type PurchaseGiftCardBody = z.input<typeof PurchaseGiftCardBody>;

export const PurchaseGiftCardResponse = z.object({
  message: z.string(),
  /** Where the purchase's events landed (read-your-writes). */
  position: z.string().optional(),
  /** The new card's code; null when the request repeated an earlier one (same Idempotency-Key). */
  code: z.string().nullable(),
});
export type PurchaseGiftCardResponse = z.infer<typeof PurchaseGiftCardResponse>;

/** POST /api/userprofile/giftcard/redeem: the code as typed (case, spaces and dashes do not matter). */
export const RedeemGiftCardBody = z.object({
  code: text({ error: giftCardMessages.codeRequired })
    .trim()
    .min(1, giftCardMessages.codeRequired)
    .transform((typed, ctx) => {
      const code = normaliseGiftCardCode(typed);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: giftCardMessages.codeInvalid });
        return z.NEVER;
      }
      return code;
    }),
});
export type RedeemGiftCardBody = z.input<typeof RedeemGiftCardBody>;

export const giftCardPaths = {
  purchase: (payMethodId: string) => `/api/userprofile/giftcard/purchase/${encodeURIComponent(payMethodId)}`,
  redeem: '/api/userprofile/giftcard/redeem',
  list: '/api/userprofile/giftcards',
  rewardsHistory: '/api/userprofile/rewards/history',
} as const;
