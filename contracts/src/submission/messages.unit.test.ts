import { describe, expect, it } from 'vitest';
import { promoMessages, submissionMessages } from './messages.ts';

describe('messages quoted by the spec (5, 8) are kept word for word', () => {
  it('given the promo step, when a message is shown, then it reads as the spec quotes it', () => {
    expect(promoMessages.enterCode).toBe('Please enter code');
    expect(promoMessages.itemsTotalZero).toBe('Can not apply promo code because items total is 0.');
    expect(promoMessages.invalid('SAVE10')).toBe('SAVE10 Promo Code is invalid');
    expect(promoMessages.cannotBeUsed('SAVE10')).toBe('SAVE10 promo code cannot be used!');
    expect(promoMessages.freeShippingNeedsAddress).toBe('First select shipping address then apply Free Shippping promo code!');
  });

  it('given the builder, when a spec 8 message is shown, then it reads as the spec quotes it', () => {
    expect(submissionMessages.removeVerifiedPlusFirst).toBe('Please remove Verified Plus first and then try again.');
    expect(submissionMessages.reholderSelectValid).toBe('Please select valid comic/magazine/manga reholder and proceed');
    expect(submissionMessages.reholderInvalidId).toBe('Invalid Id for reholder');
    expect(submissionMessages.reholderRawGrade).toBe('Raw Grade comics/magazine are invalid for reholder');
    expect(submissionMessages.insuredOverLimit).toMatch(/contact customer service/);
  });

  it('given every message, when listed, then none is empty', () => {
    for (const [key, text] of Object.entries({ ...submissionMessages, ...promoMessages })) {
      expect(typeof text === 'function' ? text('X') : text, key).not.toBe('');
    }
  });
});
