import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueTier, Promo } from '../catalogue/catalogue.ts';
import type { ComicLine, FastPassValue, PressValue, Signature } from '../submission/submission.ts';
import { priceLine } from './line-pricing.ts';
import { lineMemberDiscount, memberDiscountRates } from './member-discounts.ts';
import { evaluatePromo } from './promo.ts';
import { priceSubmission } from './submission-pricing.ts';
import { aLine, aMember, aSubmission, seedCatalogue } from './test-support.ts';
import { applyTierRules } from './tier-rules.ts';
import type { RateQuote } from './types.ts';

/** Arbitraries over the seeded catalogue: any tier with a book it takes, any options (the tier rules sort them out). */
const kindOf = (tier: CatalogueTier): ComicLine['kind'] => (tier.kind === 'originalArt' ? 'artwork' : tier.kind === 'reholder' ? 'reholder' : 'comic');

const signatureArb: fc.Arbitrary<Signature> = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom('ASP', 'VSP', 'VSPP'),
  name: fc.constantFrom('Stan Lee', 'Jim Lee', ''),
  date: fc.constantFrom('2001-01-01', null),
  location: fc.constant(null),
});

const lineArb: fc.Arbitrary<ComicLine> = fc
  .record({
    tier: fc.constantFrom(...seedCatalogue.tiers),
    quantity: fc.integer({ min: 1, max: 12 }),
    valueDollars: fc.integer({ min: 1, max: 500_000 }),
    yearOffset: fc.nat({ max: 60 }),
    fastPassValue: fc.constantFrom<FastPassValue>(0, 5, 6),
    press: fc.constantFrom<PressValue>(0, 1, 2, 3),
    pressScreen: fc.boolean(),
    gradeScreen: fc.option(fc.constantFrom(2.5, 6, 9.4, 9.9), { nil: null }),
    partialGrade: fc.boolean(),
    signatures: fc.array(signatureArb, { maxLength: 6 }),
  })
  .map(({ tier, valueDollars, yearOffset, ...options }) => {
    const min = Math.max(tier.minInsuredCents, 100);
    const max = tier.maxInsuredCents ?? 50_000_000;
    const insuredCents = Math.min(max, min + Math.floor((valueDollars * 100) % (max - min + 100) / 100) * 100);
    const year = Math.min(tier.maxYear ?? 2025, (tier.minYear ?? 1901) + yearOffset);
    return aLine({ ...options, kind: kindOf(tier), tierId: tier.id, insuredCents, year, reholderId: tier.kind === 'reholder' ? '12345678901234' : null });
  });

const promoArb: fc.Arbitrary<Promo> = fc.oneof(
  fc.constantFrom(...seedCatalogue.promos),
  fc.record({
    promoCode: fc.constant('RANDOM'),
    promoType: fc.constantFrom('Percent', 'Amount', 'FreeBooks', 'FreeShipping', 'Welcome', 'Reholder'),
    promoValue: fc.integer({ min: 0, max: 200_000 }),
    addOn: fc.constantFrom('total', 'grading', 'pressing', 'signature'),
    xBooks: fc.nat({ max: 6 }),
    yBooks: fc.nat({ max: 6 }),
    collectibleType: fc.constant(null),
    isStandard: fc.boolean(),
    isPriority: fc.boolean(),
    isExpress: fc.boolean(),
    isPressing: fc.boolean(),
    validFrom: fc.constant(null),
    validUntil: fc.constant(null),
    lastUpdatedDate: fc.constant('2025-01-01'),
    description: fc.constant(''),
  }),
);

const rateArb: fc.Arbitrary<RateQuote> = fc
  .record({ base: fc.nat({ max: 20_000 }), additional: fc.nat({ max: 20_000 }), insurance: fc.nat({ max: 50_000 }) })
  .map(({ base, additional, insurance }) => ({
    id: 'R', name: 'Rate', carrier: 'UPS', baseCostCents: base, additionalCostCents: additional, insuranceCostCents: insurance,
    totalCostCents: base + additional + insurance, transitDays: 3,
  }));

const submissionArb = fc
  .record({
    comics: fc.array(lineArb, { maxLength: 8 }),
    membership: fc.constantFrom('Free', 'Clubmember', 'Artist'),
    isWelcomePromo: fc.boolean(),
    rewardsAvailableCents: fc.nat({ max: 500_000 }),
    rewardsRequestedCents: fc.nat({ max: 500_000 }),
    promo: fc.option(promoArb, { nil: null }),
    isGradingPressScreen: fc.boolean(),
    chosenRates: fc.array(rateArb, { maxLength: 3 }),
    isInsurance: fc.boolean(),
    usesShippingAccount: fc.boolean(),
    returnShipping: fc.constantFrom('notChosen' as const, 'pickUp' as const, 'shipped' as const),
    hasShippingAddress: fc.boolean(),
    countryCode: fc.constantFrom('US' as const, 'CA' as const),
  })
  .map(({ membership, isWelcomePromo, rewardsAvailableCents, promo, ...rest }) =>
    aSubmission({ ...rest, member: aMember({ membership, isWelcomePromo, rewardsAvailableCents }), promo, promoCode: promo?.promoCode ?? null }),
  );

const isCents = (n: number) => Number.isInteger(n) && n >= 0;

describe('pricing invariants (property-based)', () => {
  it('given any submission, when priced, then every amount is whole cents and never negative', () => {
    fc.assert(
      fc.property(submissionArb, (input) => {
        const s = priceSubmission(seedCatalogue, input);
        const amounts = [
          s.totalCents, s.baseTotalCents, s.discountCents, s.gradingDiscountCents, s.pressingDiscountCents, s.vspDiscountCents, s.promoDiscountCents,
          s.shippingCents, s.handlingCents, s.insuranceCents, s.shCents, s.rewardsAppliedCents, s.grandTotalCents, s.gradingPressScreenCents,
          ...s.lines.flatMap((l) => [l.totalCents, l.baseTotalCents, l.gradingCents, l.pressingCents, l.signatureCents, l.vspCents]),
          ...s.tiers.flatMap((t) => [t.totalCents, t.baseTotalCents]),
        ];
        expect(amounts.every(isCents)).toBe(true);
      }),
    );
  });

  it('given any submission, when priced, then each discount stays within its base', () => {
    fc.assert(
      fc.property(submissionArb, (input) => {
        const s = priceSubmission(seedCatalogue, input);
        const sum = (f: (l: (typeof s.lines)[number]) => number) => s.lines.reduce((n, l) => n + f(l), 0);
        expect(s.gradingDiscountCents).toBeLessThanOrEqual(sum((l) => l.gradingCents));
        expect(s.pressingDiscountCents).toBeLessThanOrEqual(sum((l) => l.pressingCents));
        expect(s.vspDiscountCents).toBeLessThanOrEqual(sum((l) => l.vspCents));
        expect(s.promoDiscountCents).toBeLessThanOrEqual(s.totalCents - s.discountCents);
        expect(s.discountCents + s.promoDiscountCents).toBeLessThanOrEqual(s.totalCents);
      }),
    );
  });

  it('given any line and rates, when discounted by the member, then each part stays within the line part', () => {
    fc.assert(
      fc.property(lineArb, fc.constantFrom('Free', 'Clubmember', 'Artist'), (line, membership) => {
        const priced = priceLine(seedCatalogue, 'US', line);
        const d = lineMemberDiscount(priced, memberDiscountRates(seedCatalogue, membership), seedCatalogue);
        expect(d.gradingCents).toBeLessThanOrEqual(priced.gradingCents);
        expect(d.pressingCents).toBeLessThanOrEqual(priced.pressingCents);
        expect(d.vspCents).toBeLessThanOrEqual(priced.vspCents);
      }),
    );
  });

  it('given any promo and lines, when evaluated, then an applied discount is positive and at most what is left after member discounts', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), promoArb, fc.constantFrom('Free', 'Clubmember', 'Artist'), (comics, promo, membership) => {
        const lines = comics.map((l) => priceLine(seedCatalogue, 'US', l));
        const outcome = evaluatePromo(seedCatalogue, {
          promoCode: promo.promoCode, promo, today: '2025-03-01', collectibleType: 'Comic', member: aMember({ membership, isWelcomePromo: true }), hasShippingAddress: true, lines,
        });
        if (outcome.status !== 'applied') return;
        const rates = memberDiscountRates(seedCatalogue, membership);
        const left = lines.reduce((n, l) => {
          const d = lineMemberDiscount(l, rates, seedCatalogue);
          return n + l.totalCents - d.gradingCents - d.pressingCents - d.vspCents;
        }, 0);
        expect(outcome.discountCents).toBeLessThanOrEqual(left);
        if (!outcome.freeShipping) expect(outcome.discountCents).toBeGreaterThan(0);
      }),
    );
  });

  it('given any submission, when priced, then rewards applied never exceed what was requested, what is available, or the total minus discounts', () => {
    fc.assert(
      fc.property(submissionArb, (input) => {
        const s = priceSubmission(seedCatalogue, input);
        expect(s.rewardsAppliedCents).toBeLessThanOrEqual(input.rewardsRequestedCents);
        expect(s.rewardsAppliedCents).toBeLessThanOrEqual(input.member.rewardsAvailableCents);
        expect(s.rewardsAppliedCents).toBeLessThanOrEqual(s.totalCents - s.discountCents - s.promoDiscountCents);
      }),
    );
  });

  it('given any submission, when an item is added, then the total before discounts never goes down', () => {
    fc.assert(
      fc.property(submissionArb, lineArb, (input, extra) => {
        const before = priceSubmission(seedCatalogue, input);
        const after = priceSubmission(seedCatalogue, { ...input, comics: [...input.comics, extra] });
        expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents);
        expect(after.count).toBe(before.count + extra.quantity);
      }),
    );
  });

  it('given any submission, when priced, then the grand total is the sum of its parts, and the lines and tier groups add up', () => {
    fc.assert(
      fc.property(submissionArb, (input) => {
        const s = priceSubmission(seedCatalogue, input);
        expect(s.grandTotalCents).toBe(
          s.totalCents - s.discountCents - s.promoDiscountCents - s.rewardsAppliedCents + s.shippingCents + s.handlingCents + s.insuranceCents,
        );
        expect(s.discountCents).toBe(s.gradingDiscountCents + s.pressingDiscountCents + s.vspDiscountCents);
        expect(s.tiers.reduce((n, t) => n + t.totalCents, 0)).toBe(s.totalCents);
        expect(s.tiers.reduce((n, t) => n + t.count, 0)).toBe(s.count);
        for (const line of s.lines) {
          expect(line.totalCents).toBe(line.gradingCents + line.pressingCents + line.signatureCents);
          expect(line.summary.reduce((n, x) => n + x.amountCents, 0)).toBe(line.totalCents);
          expect(line.vspCents).toBeLessThanOrEqual(line.signatureCents);
        }
      }),
    );
  });

  it('given any line and tier, when the tier rules are applied twice, then the second changes nothing', () => {
    fc.assert(
      fc.property(lineArb, fc.constantFrom(...seedCatalogue.tiers), (line, tier) => {
        const once = applyTierRules(line, tier);
        expect(applyTierRules(once, tier)).toEqual(once);
      }),
    );
  });
});
