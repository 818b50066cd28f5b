import { describe, expect, it } from 'vitest';
import { promoMessages } from '../submission/messages.ts';
import { qualifiesForGradingPressScreen } from './grading-press-screen.ts';
import { quoteShippingRates } from './shipping-rates.ts';
import { priceSubmission } from './submission-pricing.ts';
import { aLine, aMember, aSignature, aSubmission, promoOf, seedCatalogue } from './test-support.ts';
import type { RateQuote } from './types.ts';

const price = (overrides: Parameters<typeof aSubmission>[0]) => priceSubmission(seedCatalogue, aSubmission(overrides));
const rate = (overrides: Partial<RateQuote> = {}): RateQuote => ({
  id: 'UPS_GROUND', name: 'UPS Ground', carrier: 'UPS', baseCostCents: 1695, additionalCostCents: 1195, insuranceCostCents: 360, totalCostCents: 3250, transitDays: 5, ...overrides,
});

describe('priceSubmission: lines, tier groups and turnaround', () => {
  it('given lines of several tiers, when priced, then count, insured, totals and tier groups by code with suffix', () => {
    const s = price({
      comics: [aLine({ quantity: 2, insuredCents: 5_000 }), aLine({ fastPassValue: 5 }), aLine({ quantity: 3, insuredCents: 20_000 })],
    });
    expect(s).toMatchObject({ count: 6, insuredCents: 2 * 5_000 + 10_000 + 3 * 20_000, baseTotalCents: 6 * 2700, totalCents: 6 * 2700 + 2000 });
    expect(s.tiers.map((t) => [t.id, t.count, t.totalCents, t.days])).toEqual([['MN', 5, 5 * 2700, 20], ['MNP', 1, 4700, 10]]);
  });

  it('given lines of different days, when priced, then the longest turnaround and its text', () => {
    const s = price({ comics: [aLine({ fastPassValue: 6 }), aLine({ press: 2, signatures: [aSignature({ type: 'VSP' })] })] });
    expect(s.days).toBe(20 + 5 + 10);
    expect(s.turnaround).toBe('7 weeks');
  });
});

describe('priceSubmission: grand total', () => {
  it('given a Free member shipping insured, when priced, then total + shipping + handling + insurance', () => {
    const s = price({ comics: [aLine({ quantity: 2 })], chosenRates: [rate()], isInsurance: true });
    expect(s).toMatchObject({ totalCents: 5400, discountCents: 0, shippingCents: 1695 + 1195, handlingCents: 500, insuranceCents: 360, shCents: 1695 + 1195 + 500 });
    expect(s.grandTotalCents).toBe(5400 + 2890 + 500 + 360);
  });

  it('given no insurance kept, when priced, then no insurance cost', () => {
    expect(price({ chosenRates: [rate()], isInsurance: false }).insuranceCents).toBe(0);
  });

  it('given a rate per tier group, when priced, then shipping and insurance are the sums of the groups', () => {
    const s = price({ chosenRates: [rate(), rate({ baseCostCents: 1000, additionalCostCents: 0, insuranceCostCents: 100 })], isInsurance: true });
    expect(s).toMatchObject({ shippingCents: 2890 + 1000, insuranceCents: 460 });
  });

  it('given the way back not chosen yet, when priced, then no shipping, handling or insurance is counted and shipping is not known', () => {
    const s = price({ returnShipping: 'notChosen', chosenRates: [], isInsurance: true });
    expect(s).toMatchObject({ shippingKnown: false, shippingCents: 0, handlingCents: 0, insuranceCents: 0, shCents: 0, grandTotalCents: 2700 });
    expect(price({ returnShipping: 'shipped', chosenRates: [rate()] }).shippingKnown).toBe(true);
  });

  it('given pick-up, when priced, then no shipping, handling or insurance', () => {
    const s = price({ returnShipping: 'pickUp', chosenRates: [rate()], isInsurance: true });
    expect(s).toMatchObject({ shippingCents: 0, handlingCents: 0, insuranceCents: 0, grandTotalCents: 2700 });
  });

  it("given the member's own carrier account, when priced, then no shipping cost but handling, and insurance only when kept", () => {
    expect(price({ usesShippingAccount: true, chosenRates: [rate()], isInsurance: false })).toMatchObject({ shippingCents: 0, handlingCents: 500, insuranceCents: 0 });
    expect(price({ usesShippingAccount: true, chosenRates: [rate()], isInsurance: true })).toMatchObject({ shippingCents: 0, insuranceCents: 360 });
  });

  it('given a club member, when priced, then the member discounts by kind and their rates', () => {
    const s = price({
      member: aMember({ membership: 'Clubmember' }),
      comics: [aLine({ quantity: 2, press: 1, signatures: [aSignature({ type: 'VSP' })] })],
    });
    expect(s.rates).toEqual({ discountRate: 5, pressingDiscountRate: 10, vspDiscountRate: 10 });
    expect(s).toMatchObject({ gradingDiscountCents: 270, pressingDiscountCents: 2000, vspDiscountCents: 700, discountCents: 2970 });
    expect(s.grandTotalCents).toBe(s.totalCents - 2970 + 500);
  });

  it('given a promo, when priced, then its discount is taken after the member discount', () => {
    const s = price({ member: aMember({ membership: 'Clubmember' }), promoCode: 'SAVE10', promo: promoOf('SAVE10'), comics: [aLine({ quantity: 2, press: 1 })] });
    expect(s.promo).toMatchObject({ status: 'applied' });
    expect(s.promoDiscountCents).toBe(713);
    expect(s.grandTotalCents).toBe(9400 - 2270 - 713 + 500);
  });

  it('given a refused promo, when priced, then no promo discount and the refusal message', () => {
    const s = price({ promoCode: 'NOPE', promo: null });
    expect(s.promo).toEqual({ status: 'refused', message: promoMessages.invalid('NOPE') });
    expect(s.promoDiscountCents).toBe(0);
  });

  it('given no code or a blank one, when priced, then no promo at all', () => {
    expect(price({ promoCode: null }).promo).toEqual({ status: 'none' });
    expect(price({ promoCode: '  ' }).promo).toEqual({ status: 'none' });
  });

  it('given a free shipping promo, when priced, then shipping is 0 but insurance and handling stay', () => {
    const s = price({ promoCode: 'FREESHIP', promo: promoOf('FREESHIP'), chosenRates: [rate()], isInsurance: true });
    expect(s).toMatchObject({ shippingCents: 0, insuranceCents: 360, handlingCents: 500, promoDiscountCents: 0, grandTotalCents: 2700 + 860 });
  });

  it('given rewards requested, when priced, then applied as the lowest of requested, available and total minus discounts', () => {
    const member = aMember({ membership: 'Clubmember', rewardsAvailableCents: 3000 });
    expect(price({ member, rewardsRequestedCents: 1000 }).rewardsAppliedCents).toBe(1000);
    expect(price({ member, rewardsRequestedCents: 5000, comics: [aLine({ quantity: 4 })] }).rewardsAppliedCents).toBe(3000);
    const s = price({ member, rewardsRequestedCents: 5000 });
    expect(s.rewardsAppliedCents).toBe(2700 - 135);
    expect(s.grandTotalCents).toBe(500);
  });

  it('given no lines, when priced, then everything is 0 and the fallback turnaround', () => {
    expect(price({ comics: [], chosenRates: [rate()] })).toMatchObject({ totalCents: 0, handlingCents: 0, shippingCents: 0, grandTotalCents: 0, turnaround: '5 weeks' });
  });
});

describe('Grading Press Screen (spec 4, 9: 5 or more qualifying items)', () => {
  const five = [aLine({ quantity: 3 }), aLine({ quantity: 2, tierId: 'NW', year: 1960 })];

  it('given 5 books that could be pressed and are not, when checked, then it qualifies; 4 do not', () => {
    expect(qualifiesForGradingPressScreen(five, seedCatalogue)).toBe(true);
    expect(qualifiesForGradingPressScreen([aLine({ quantity: 4 })], seedCatalogue)).toBe(false);
  });

  it('given pressed, press-screened, slab or PM lines, when counted, then they do not qualify', () => {
    const others = [aLine({ press: 1, quantity: 2 }), aLine({ pressScreen: true }), aLine({ tierId: 'SL' }), aLine({ tierId: 'PM' }), aLine({ quantity: 4 })];
    expect(qualifiesForGradingPressScreen(others, seedCatalogue)).toBe(false);
  });

  it('given the screen is unavailable, when checked, then it never qualifies', () => {
    expect(qualifiesForGradingPressScreen(five, { ...seedCatalogue, gradingPressScreen: { ...seedCatalogue.gradingPressScreen, available: false } })).toBe(false);
  });

  it('given it is asked and qualifies, when priced, then each qualifying book pays the screen and gets 7 more days', () => {
    const s = price({ comics: [...five, aLine({ press: 1 })], isGradingPressScreen: true });
    expect(s.isGradingPressScreen).toBe(true);
    expect(s.gradingPressScreenCents).toBe(5 * 500);
    expect(s.totalCents).toBe(3 * 2700 + 2 * 4200 + 4700 + 2500);
    expect(s.lines[0]?.summary).toContainEqual({ label: 'Grading Press Screen × 3', amountCents: 1500 });
    expect(s.lines.map((l) => l.days)).toEqual([27, 27, 30]);
  });

  it('given it is asked and does not qualify, when priced, then it is not applied', () => {
    expect(price({ comics: [aLine({ quantity: 4 })], isGradingPressScreen: true })).toMatchObject({ isGradingPressScreen: false, gradingPressScreenCents: 0, totalCents: 4 * 2700 });
  });
});

describe('priceSubmission with quoted rates', () => {
  it('given the rates quoted for the order, when USPS is chosen, then shipping is its base and additional boxes, insurance per started $100', () => {
    const comics = [aLine({ quantity: 12 })];
    const [group] = quoteShippingRates(seedCatalogue, { originCountry: 'US', destinationCountry: 'US', tiers: [{ id: 'MN', insuredCents: 120_000, count: 12 }], scope: 'order' });
    const chosen = group?.rates.find((r) => r.id === 'USPS_PRIORITY') as RateQuote;
    const s = price({ comics, chosenRates: [chosen], isInsurance: true });
    expect(s.shippingCents).toBe(1450 + 1050);
    expect(s.insuranceCents).toBe(12 * 160);
  });
});
