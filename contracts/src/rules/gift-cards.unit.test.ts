import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_PATTERN, giftCardCodeFrom, normaliseGiftCardCode } from './gift-cards.ts';
import { PurchaseGiftCardBody, RedeemGiftCardBody, giftCardMessages } from '../http/gift-cards.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('gift card codes', () => {
  it('are 16 characters of an alphabet without look-alikes, grouped by four', () => {
    const code = giftCardCodeFrom('AAAAbbbb0000____');
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(code.replaceAll('-', '')).toHaveLength(16);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('are made from any random base64url text, each character mapped to one letter', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...BASE64URL), { minLength: 16, maxLength: 32 }), (chars) => {
        const code = giftCardCodeFrom(chars.join(''));
        return GIFT_CARD_CODE_PATTERN.test(code) && normaliseGiftCardCode(code) === code;
      }),
    );
  });

  it('use every letter equally often over all base64url characters', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 64; i += 16) {
      for (const c of giftCardCodeFrom(BASE64URL.slice(i, i + 16)).replaceAll('-', '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    expect(counts.size).toBe(32);
  });

  it('refuse too little random text', () => {
    expect(() => giftCardCodeFrom('short')).toThrow();
  });

  it('are read back whatever the case, spaces and dashes, and with look-alikes typed', () => {
    expect(normaliseGiftCardCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseGiftCardCode('O0IL-1111-2222-3333')).toBe('0011-1111-2222-3333');
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
  });
});

describe('gift card bodies', () => {
  it('take only the amounts on offer', () => {
    expect(PurchaseGiftCardBody.parse({ amountCents: 5000 })).toEqual({ amountCents: 5000, recipientName: null, recipientEmail: null });
    const refused = PurchaseGiftCardBody.safeParse({ amountCents: 1234 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(giftCardMessages.amountNotOffered);
    expect(giftCardMessages.amountNotOffered).toBe('Choose one of the gift card amounts: $25, $50, $100, $250.');
  });

  it('normalise the recipient', () => {
    expect(PurchaseGiftCardBody.parse({ amountCents: 2500, recipientName: ' Robin ', recipientEmail: 'Robin@Example.test' })).toEqual({
      amountCents: 2500,
      recipientName: 'Robin',
      recipientEmail: 'robin@example.test',
    });
    expect(PurchaseGiftCardBody.parse({ amountCents: 2500, recipientName: '', recipientEmail: '' })).toMatchObject({ recipientName: null, recipientEmail: null });
  });

  it('read the typed code into its one spelling, or say it is not valid', () => {
    expect(RedeemGiftCardBody.parse({ code: 'abcd-efgh-jkmn-pqrs' })).toEqual({ code: 'ABCD-EFGH-JKMN-PQRS' });
    expect(RedeemGiftCardBody.safeParse({ code: 'nope' }).error?.issues[0]?.message).toBe(giftCardMessages.codeInvalid);
    expect(RedeemGiftCardBody.safeParse({ code: '' }).error?.issues[0]?.message).toBe(giftCardMessages.codeRequired);
  });
});
