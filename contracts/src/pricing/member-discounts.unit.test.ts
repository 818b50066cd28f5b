import { describe, expect, it } from 'vitest';
import { priceLine } from './line-pricing.ts';
import { lineMemberDiscount, memberDiscountRates, memberDiscounts } from './member-discounts.ts';
import { aLine, aSignature, seedCatalogue } from './test-support.ts';

const priced = (overrides: Parameters<typeof aLine>[0]) => priceLine(seedCatalogue, 'US', aLine(overrides));
const club = { discountRate: 5, pressingDiscountRate: 10, vspDiscountRate: 10 };

describe('member discounts (spec 3 Member, 9)', () => {
  it('given a membership level, when its rates are read, then the catalogue rates; an unknown level gets none', () => {
    expect(memberDiscountRates(seedCatalogue, 'Clubmember')).toEqual(club);
    expect(memberDiscountRates(seedCatalogue, 'Unheard-of')).toEqual({ discountRate: 0, pressingDiscountRate: 0, vspDiscountRate: 0 });
  });

  it('given a discount rate, when applied to grading fees, then rounded down to whole cents', () => {
    // 3 x 27 + 3 x 20 priority = 141.00; 5% = 7.05
    expect(lineMemberDiscount(priced({ quantity: 3, fastPassValue: 5 }), club, seedCatalogue).gradingCents).toBe(705);
    // NW 42.00 + partial 15.00 = 57.00 at 7% = 3.99
    expect(lineMemberDiscount(priced({ tierId: 'NW', year: 1960, partialGrade: true }), { ...club, discountRate: 7 }, seedCatalogue).gradingCents).toBe(399);
    expect(lineMemberDiscount(priced({}), { ...club, discountRate: 3.3 }, seedCatalogue).gradingCents).toBe(89); // 89.1 cents
  });

  it('given an MN or NW line and a pressing discount, when applied, then 10 dollars per book off pressing instead of the rate', () => {
    expect(lineMemberDiscount(priced({ press: 3, quantity: 2 }), club, seedCatalogue).pressingCents).toBe(2000);
    expect(lineMemberDiscount(priced({ tierId: 'NW', year: 1960, press: 1 }), club, seedCatalogue).pressingCents).toBe(1000);
  });

  it('given an MN line whose pressing costs less than 10 dollars a book, when discounted, then capped at the pressing fee', () => {
    const cheap = { ...seedCatalogue, addons: seedCatalogue.addons.map((a) => (a.id === 'PRESS' ? { ...a, valueCents: 800 } : a)) };
    expect(lineMemberDiscount(priceLine(cheap, 'US', aLine({ press: 1, quantity: 2 })), club, cheap).pressingCents).toBe(1600);
  });

  it('given an MN line and no pressing discount rate, when applied, then no per-book pressing discount', () => {
    expect(lineMemberDiscount(priced({ press: 1 }), { ...club, pressingDiscountRate: 0 }, seedCatalogue).pressingCents).toBe(0);
  });

  it('given another tier, when pressing is discounted, then the rate applies', () => {
    expect(lineMemberDiscount(priced({ tierId: 'HV', insuredCents: 50_000, press: 2 }), club, seedCatalogue).pressingCents).toBe(350);
  });

  it('given VSP and VSPP fees, when discounted, then vspDiscountRate applies to them and not to ASP', () => {
    const line = priced({ signatures: [aSignature({ type: 'ASP' }), aSignature({ type: 'VSP' }), aSignature({ type: 'VSPP' })] });
    expect(lineMemberDiscount(line, club, seedCatalogue).vspCents).toBe(Math.floor((3500 + 2000) * 0.1));
  });

  it('given several lines, when summed, then the totals are the sums of the line discounts', () => {
    const lines = [priced({ press: 1 }), priced({ quantity: 2, signatures: [aSignature({ type: 'VSP' })] })];
    const totals = memberDiscounts(lines, club, seedCatalogue);
    expect(totals.lines).toHaveLength(2);
    expect(totals.totalCents).toBe(totals.gradingCents + totals.pressingCents + totals.vspCents);
    expect(totals.pressingCents).toBe(1000);
    expect(totals.vspCents).toBe(700);
  });

  it('given a Free member, when discounted, then nothing', () => {
    expect(memberDiscounts([priced({ press: 1 })], memberDiscountRates(seedCatalogue, 'Free'), seedCatalogue).totalCents).toBe(0);
  });
});
