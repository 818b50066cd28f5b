import seed from '../../catalogue/catalogue.json' with { type: 'json' };
import { Catalogue, type CatalogueTier } from '../catalogue/catalogue.ts';
import { plainComicLine } from '../submission/plain-comic-line.ts';
import type { ComicLine, Signature, SubmitOrderBody } from '../submission/submission.ts';
import { quoteShippingRates } from './shipping-rates.ts';
import { priceSubmission } from './submission-pricing.ts';
import { applyTierRules } from './tier-rules.ts';
import type { MemberPricingProfile, SubmissionPricingInput } from './types.ts';

/** Test data builders for the engine's tests (not exported from the package: the seed is loaded by tests and the server only). */

export const seedCatalogue: Catalogue = Catalogue.parse(seed);

export function tierOf(id: string, catalogue: Catalogue = seedCatalogue): CatalogueTier {
  const tier = catalogue.tiers.find((t) => t.id === id);
  if (!tier) throw new Error(`no tier ${id} in the test catalogue`);
  return tier;
}

let nextId = 0;
const freshId = (prefix: string) => `${prefix}-${++nextId}`;

export function aSignature(overrides: Partial<Signature> = {}): Signature {
  return { id: freshId('sig'), type: 'ASP', name: 'Stan Lee', date: '1998-07-04', location: 'San Diego', ...overrides };
}

/** A modern comic ($100, 1988) on MN, nothing added. */
export function aLine(overrides: Partial<ComicLine> = {}): ComicLine {
  return plainComicLine({ uniqueId: freshId('line'), title: 'The Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', insuredCents: 10_000, tierId: 'MN', ...overrides });
}

export function aMember(overrides: Partial<MemberPricingProfile> = {}): MemberPricingProfile {
  return { membership: 'Free', isWelcomePromo: false, rewardsAvailableCents: 0, ...overrides };
}

export function aSubmission(overrides: Partial<SubmissionPricingInput> = {}): SubmissionPricingInput {
  return {
    countryCode: 'US',
    collectibleType: 'Comic',
    comics: [aLine()],
    isGradingPressScreen: false,
    member: aMember(),
    promoCode: null,
    promo: null,
    today: '2025-03-01',
    hasShippingAddress: true,
    chosenRates: [],
    isInsurance: false,
    usesShippingAccount: false,
    returnShipping: 'shipped',
    rewardsRequestedCents: 0,
    ...overrides,
  };
}

export function promoOf(code: string, catalogue: Catalogue = seedCatalogue) {
  const promo = catalogue.promos.find((p) => p.promoCode === code);
  if (!promo) throw new Error(`no promo ${code} in the test catalogue`);
  return promo;
}

/** The first rate the engine quotes for shipping these lines to a US address, one rate for the whole order. */
export function orderRateId(catalogue: Catalogue, comics: ComicLine[]): string {
  const lines = comics.map((l) => applyTierRules(l, tierOf(l.tierId, catalogue)));
  const priced = priceSubmission(catalogue, aSubmission({ comics: lines, isInsurance: true }));
  const groups = quoteShippingRates(catalogue, {
    originCountry: 'US',
    destinationCountry: 'US',
    tiers: priced.tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count })),
    scope: 'order',
  });
  return groups[0]!.rates[0]!.id;
}

/** POST /api/orders/submit as the checkout sends it: mail-in, to a saved address on the first whole-order rate, insured, paid by a saved method. */
export function aSubmitOrderBody(
  catalogue: Catalogue,
  { comics, addressId, payMethodId }: { comics: ComicLine[]; addressId: string; payMethodId: string },
  overrides: Partial<SubmitOrderBody> = {},
): SubmitOrderBody {
  return {
    catalogueVersion: catalogue.version,
    countryCode: 'US',
    collectibleType: 'Comic',
    comics,
    isGradingPressScreen: false,
    dropOffId: catalogue.dropOffs.find((d) => d.isMailIn)!.id,
    shipping: { kind: 'address', addressId },
    shippingAccount: null,
    rate: { scope: 'order', serviceId: orderRateId(catalogue, comics) },
    isInsurance: true,
    uninsuredConfirmed: false,
    payMethodId,
    promoCode: null,
    rewardsRequestedCents: 0,
    ...overrides,
  };
}
