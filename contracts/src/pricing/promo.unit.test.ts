import { describe, expect, it } from 'vitest';
import type { Promo } from '../catalogue/catalogue.ts';
import { promoMessages } from '../submission/messages.ts';
import type { ComicLine } from '../submission/submission.ts';
import { priceLine } from './line-pricing.ts';
import { type PromoEvaluationInput, evaluatePromo, promoValidOn } from './promo.ts';
import { aLine, aMember, promoOf, seedCatalogue } from './test-support.ts';

function given(code: string | null, overrides: Partial<PromoEvaluationInput> & { comics?: ComicLine[] } = {}) {
  const { comics = [aLine({ quantity: 2 })], ...rest } = overrides;
  const promo = code ? (seedCatalogue.promos.find((p) => p.promoCode === code.trim().toUpperCase()) ?? null) : null;
  return evaluatePromo(seedCatalogue, {
    promoCode: code,
    promo,
    today: '2025-03-01',
    collectibleType: 'Comic',
    member: aMember({ membership: 'Clubmember' }),
    hasShippingAddress: true,
    lines: comics.map((l) => priceLine(seedCatalogue, 'US', l)),
    ...rest,
  });
}
const refusedWith = (message: string) => ({ status: 'refused', message });
const applied = (discountCents: number) => expect.objectContaining({ status: 'applied', discountCents });

describe('evaluatePromo: the checks of spec 5, in order', () => {
  it('given no code or a blank one, when applied, then "Please enter code"', () => {
    expect(given(null)).toEqual(refusedWith('Please enter code'));
    expect(given('   ')).toEqual(refusedWith(promoMessages.enterCode));
  });

  it('given lines totalling 0, when a code is applied, then "Can not apply promo code because items total is 0."', () => {
    expect(given('SAVE10', { comics: [] })).toEqual(refusedWith('Can not apply promo code because items total is 0.'));
  });

  it('given a code no promo has, when applied, then "{code} Promo Code is invalid"', () => {
    expect(given('NOPE')).toEqual(refusedWith('NOPE Promo Code is invalid'));
  });

  it('given a promo outside its dates, when applied, then invalid', () => {
    expect(given('SUMMER24')).toEqual(refusedWith(promoMessages.invalid('SUMMER24')));
    expect(given('SUMMER24', { today: '2024-08-31' })).toEqual(applied(expect.any(Number)));
    expect(promoValidOn({ validFrom: '2024-06-01', validUntil: null }, '2024-05-31')).toBe(false);
  });

  it('given a promo for another collectible type, when applied, then invalid; for its type it applies', () => {
    expect(given('MAGAZINE10')).toEqual(refusedWith('MAGAZINE10 Promo Code is invalid'));
    const magazine = aLine({ tierId: 'ZM', quantity: 10 });
    expect(given('MAGAZINE10', { collectibleType: 'Magazine', comics: [magazine] })).toEqual(applied(2850)); // 300.00 - 5% = 285.00, 10%
  });

  it('given a promo naming another code, when applied, then invalid; codes compare case-insensitively', () => {
    expect(given('save10', { promo: promoOf('GRADE5') })).toEqual(refusedWith('save10 Promo Code is invalid'));
    expect(given('save10', { promo: promoOf('SAVE10') })).toEqual(applied(expect.any(Number)));
  });

  it('given a reholder promo and a Free member, when applied, then refused; a club member gets it', () => {
    const comics = [aLine({ kind: 'reholder', tierId: 'CR', reholderId: '12345678901234', quantity: 4 })];
    expect(given('REHOLD50', { comics, member: aMember({ membership: 'Free' }) })).toEqual(refusedWith(promoMessages.reholderNotForFree));
    expect(given('REHOLD50', { comics })).toEqual(applied(2850)); // 4 x 15.00 = 60.00 - 5% = 57.00; half = 28.50
  });

  it('given a reholder promo and no reholder line, when applied, then it cannot be used', () => {
    expect(given('REHOLD50')).toEqual(refusedWith('REHOLD50 promo code cannot be used!'));
  });

  it('given a welcome promo, when the member is not eligible, then refused; when eligible, 15% of the total', () => {
    expect(given('WELCOME15')).toEqual(refusedWith(promoMessages.welcomeNotEligible));
    expect(given('WELCOME15', { member: aMember({ isWelcomePromo: true, membership: 'Free' }), comics: [aLine({ quantity: 4 })] })).toEqual(applied(1620));
  });

  it('given free shipping without a shipping address, when applied, then "First select shipping address then apply Free Shippping promo code!"', () => {
    expect(given('FREESHIP', { hasShippingAddress: false })).toEqual(refusedWith('First select shipping address then apply Free Shippping promo code!'));
    expect(given('FREESHIP')).toEqual(expect.objectContaining({ status: 'applied', discountCents: 0, freeShipping: true }));
  });
});

describe('evaluatePromo: free books (buy x, get y)', () => {
  it('given fewer books than x + y, when applied, then refused', () => {
    expect(given('BUY5GET1', { comics: [aLine({ quantity: 5 })] })).toEqual(refusedWith(promoMessages.freeBooksNotEnough));
  });

  it('given x below y, when applied, then refused', () => {
    const promo: Promo = { ...promoOf('BUY5GET1'), promoCode: 'ODD', xBooks: 1, yBooks: 2 };
    expect(given('ODD', { promo, comics: [aLine({ quantity: 10 })] })).toEqual(refusedWith(promoMessages.freeBooksNotEnough));
  });

  it('given 6 books, when applied, then the cheapest grading fee (after the member discount) is free', () => {
    const comics = [aLine({ quantity: 5, tierId: 'NW', year: 1960 }), aLine({ quantity: 1 })];
    expect(given('BUY5GET1', { comics })).toEqual(applied(2700 - 135));
  });

  it('given 13 books, when applied, then two groups of six make two books free', () => {
    expect(given('BUY5GET1', { comics: [aLine({ quantity: 13 })], member: aMember() })).toEqual(applied(5400));
  });
});

describe('evaluatePromo: percent and amount', () => {
  it('given a percent of the total with pressing, when applied, then taken after member discounts and rounded down', () => {
    // grading 2 x 27 = 54.00 (-2.70), pressing 2 x 20 = 40.00 (-20.00 MN per book): 71.30 x 10% = 7.13
    expect(given('SAVE10', { comics: [aLine({ quantity: 2, press: 1 })] })).toEqual(applied(713));
  });

  it('given an amount off grading, when applied, then the amount', () => {
    expect(given('GRADE5')).toEqual(applied(500));
  });

  it('given a percent of pressing, when there is no pressing, then it cannot be used; with pressing, 20% of the net pressing', () => {
    expect(given('PRESS20')).toEqual(refusedWith('PRESS20 promo code cannot be used!'));
    expect(given('PRESS20', { comics: [aLine({ tierId: 'HV', insuredCents: 50_000, press: 3 })] })).toEqual(applied(1080)); // 60.00 - 10% = 54.00; 20%
  });

  it('given a signature promo, when applied, then its base is the signature fees after the VSP discount', () => {
    const promo: Promo = { ...promoOf('SAVE10'), promoCode: 'SIG10', addOn: 'signature' };
    const comics = [aLine({ signatures: [{ id: 's1', type: 'VSP', name: 'Jim Lee', date: null, location: null }] })];
    expect(given('SIG10', { promo, comics })).toEqual(applied(315)); // 35.00 - 10% = 31.50; 10%
  });

  it('given a discount that would leave under 20 dollars of a total or grading amount, when applied, then it becomes 0: cannot be used', () => {
    expect(given('BIGDISCOUNT')).toEqual(refusedWith('BIGDISCOUNT promo code cannot be used!'));
    const promo: Promo = { ...promoOf('GRADE5'), promoCode: 'GRADE40', promoValue: 4000 };
    expect(given('GRADE40', { promo, member: aMember(), comics: [aLine({ quantity: 2 })] })).toEqual(refusedWith(promoMessages.cannotBeUsed('GRADE40'))); // 54 - 40 = 14 < 20
    expect(given('GRADE40', { promo, member: aMember(), comics: [aLine({ quantity: 3 })] })).toEqual(applied(4000)); // 81 - 40 = 41
  });

  it('given a big order, when the $1,000 amount leaves more than 20 dollars, then it applies', () => {
    expect(given('BIGDISCOUNT', { member: aMember(), comics: [aLine({ quantity: 40 })] })).toEqual(applied(100_000));
  });

  it('given service-level flags, when a line is of an excluded level, then it does not count', () => {
    const standardOnly: Promo = { ...promoOf('SAVE10'), promoCode: 'STD10', isPriority: false, isExpress: false };
    const comics = [aLine({ quantity: 2 }), aLine({ fastPassValue: 6, quantity: 2 })];
    expect(given('STD10', { promo: standardOnly, comics, member: aMember() })).toEqual(applied(540));
    const expressOnly: Promo = { ...standardOnly, promoCode: 'EXP10', isStandard: false, isExpress: true };
    expect(given('EXP10', { promo: expressOnly, comics, member: aMember() })).toEqual(applied(1440)); // (54 + 90) x 10%
  });

  it('given isPressing false on a total promo, when applied, then pressing fees are not part of its base', () => {
    const noPressing: Promo = { ...promoOf('SAVE10'), promoCode: 'NOPRESS', isPressing: false };
    expect(given('NOPRESS', { promo: noPressing, member: aMember(), comics: [aLine({ quantity: 2, press: 1 })] })).toEqual(applied(540));
  });
});
