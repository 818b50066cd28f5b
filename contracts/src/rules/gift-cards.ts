/**
 * Gift cards (spec 3 Gift card, 7.2): the amounts on offer and the code format, applied by both sides.
 * Plain functions, no zod: the gift card page loads them.
 */

/** The amounts a gift card can be bought for, in US cents. */
export const GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 10000, 25000] as const;
export type GiftCardAmountCents = (typeof GIFT_CARD_AMOUNTS_CENTS)[number];
export const GIFT_CARD_CURRENCY = 'USD' as const;

/**
 * Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand cannot be mistyped into
 * another one (typed I and L are read as 1, O as 0). 16 characters carry 80 random bits.
 */
export const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** XXXX-XXXX-XXXX-XXXX. */
export const GIFT_CARD_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

const group = (chars: string) => chars.match(/.{4}/g)!.join('-');

/**
 * A code from random base64url text (a SecretSource token of at least 12 bytes): each character's 6 bits,
 * masked to 5, pick a letter of the alphabet; 64 is a multiple of 32, so every letter is equally likely.
 */
export function giftCardCodeFrom(randomBase64Url: string): string {
  const values = [...randomBase64Url].map((c) => BASE64URL.indexOf(c)).filter((v) => v >= 0);
  if (values.length < GIFT_CARD_CODE_LENGTH) throw new Error('A gift card code needs 16 random base64url characters.');
  return group(values.slice(0, GIFT_CARD_CODE_LENGTH).map((v) => GIFT_CARD_ALPHABET[v & 31]).join(''));
}

/**
 * The code as typed, in its one spelling, or null when it cannot be a code: case, spaces and dashes do not
 * matter, and the look-alikes I, L (1) and O (0) are read as Crockford reads them.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const chars = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (chars.length !== GIFT_CARD_CODE_LENGTH || [...chars].some((c) => !GIFT_CARD_ALPHABET.includes(c))) return null;
  return group(chars);
}
