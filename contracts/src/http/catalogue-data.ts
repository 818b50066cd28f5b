import { z } from 'zod';
import { text } from '../rules/text.ts';
import { Catalogue, CollectibleType, CountryCode, Promo } from '../catalogue/catalogue.ts';
import { catalogueInCurrency } from '../catalogue/price-sets.ts';

/**
 * The catalogue as the browser reads it (spec 7.3). Served by query-service from the catalogue projection;
 * the same figures the command side prices with (one published catalogue version).
 */

/** GET /api/data/submitdata/{country}/{collectibleType}: what the builder offers for this country and type. */
export const SubmitDataResponse = z.object({
  catalogueVersion: Catalogue.shape.version,
  /** The day the published price list took effect (the pricing pages say so). */
  effectiveFrom: Catalogue.shape.effectiveFrom,
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  /** False when online submission is closed for the country (spec 1: Canada). */
  isAvailable: z.boolean(),
  /**
   * The currency of every fee below: the country's (US$, CA$) when the catalogue publishes prices in it. A
   * catalogue without Canadian prices answers Canada in US dollars, saying so (never US figures marked CA$).
   */
  currency: z.enum(['USD', 'CAD']),
  /** False when the catalogue has no prices in the country's currency (the price list says so instead of listing them). */
  pricedInCountryCurrency: z.boolean(),
  /** The catalogue's own figures, as it defines them (tiers: only those that take the collectible type). */
  ...Catalogue.pick({
    tiers: true,
    addons: true,
    verifiedPlus: true,
    pedigrees: true,
    grades: true,
    dropOffs: true,
    pickUps: true,
    handlingCents: true,
    gradingPressScreen: true,
    pressingDiscountPerBookCents: true,
    memberDiscounts: true,
    promoMinimumAfterDiscountCents: true,
    limits: true,
    carrierServices: true,
  }).shape,
});
export type SubmitDataResponse = z.infer<typeof SubmitDataResponse>;

/**
 * The submit data for a country and collectible type, taken from a catalogue: the tiers that take the type,
 * and the catalogue's prices and options (never its promo codes, which are looked up one by one).
 */
export function submitDataFor(catalogue: Catalogue, countryCode: CountryCode, collectibleType: CollectibleType): SubmitDataResponse {
  const local = catalogueInCurrency(catalogue, currencyOfCountry[countryCode]);
  const c = local ?? catalogue;
  return {
    catalogueVersion: c.version,
    effectiveFrom: c.effectiveFrom,
    countryCode,
    collectibleType,
    isAvailable: c.submissionCountries.includes(countryCode),
    currency: local ? currencyOfCountry[countryCode] : 'USD',
    pricedInCountryCurrency: local !== null,
    tiers: c.tiers.filter((t) => t.collectibleTypes.includes(collectibleType)),
    addons: c.addons,
    verifiedPlus: c.verifiedPlus,
    pedigrees: c.pedigrees,
    grades: c.grades,
    dropOffs: c.dropOffs,
    pickUps: c.pickUps,
    handlingCents: c.handlingCents,
    gradingPressScreen: c.gradingPressScreen,
    pressingDiscountPerBookCents: c.pressingDiscountPerBookCents,
    memberDiscounts: c.memberDiscounts,
    promoMinimumAfterDiscountCents: c.promoMinimumAfterDiscountCents,
    limits: c.limits,
    carrierServices: c.carrierServices,
  };
}

/** GET /api/data/checkout (spec 3 Checkout data): other ways to ship (onsite dropped) and to pay. */
export const CheckoutDataResponse = z.object({
  catalogueVersion: Catalogue.shape.version,
  shipOther: z.array(z.object({ id: z.string(), label: z.string() })),
  payOther: Catalogue.shape.payOther,
});
export type CheckoutDataResponse = z.infer<typeof CheckoutDataResponse>;

/** GET /api/data/values/{name}?value= (spec 7.3): lookups of title, mtitle (magazine titles), publisher, variant. */
export const LookupName = z.enum(['title', 'mtitle', 'publisher', 'variant']);
export type LookupName = z.infer<typeof LookupName>;
export const LOOKUP_MIN_CHARACTERS = 3;
export const LookupResponse = z.array(z.object({ value: z.string(), publisher: z.string().nullable() }));
export type LookupResponse = z.infer<typeof LookupResponse>;

/**
 * POST /api/data/sh/{collectibleType}/{MM-DD-YYYY}/{currency} (spec 7.3): rates for the whole order or per
 * tier group. The destination is a saved address of the caller (or a country for a quick quote).
 */
export const ShippingRatesBody = z.object({
  originCountry: text().length(2),
  shipping: z.union([z.object({ addressId: text().min(1).max(100) }), z.object({ country: text().length(2), postalCode: text().max(12) })]),
  scope: z.enum(['order', 'tier']),
  tiers: z
    .array(
      z.object({
        id: text().min(1).max(4),
        insuredCents: z.number().int().nonnegative(),
        count: z.number().int().positive(),
        baseTotalCents: z.number().int().nonnegative(),
        totalCents: z.number().int().nonnegative(),
      }),
    )
    .min(1),
});
export type ShippingRatesBody = z.infer<typeof ShippingRatesBody>;
/** The path of the rates request; the route checks each segment further, with its own message (catalogueDataMessages). */
export const ShippingRatesParams = z.object({
  collectibleType: text().meta({ description: 'Comic, Magazine or Manga.' }),
  collectibleDate: text().meta({ description: 'MM-DD-YYYY.' }),
  currency: text().meta({ description: 'USD or CAD.' }),
});

/** GET /api/promocode/code/{code}: the code as typed (any case). */
export const PromoCodeParams = z.object({ code: text().max(100) });

const RateQuoteSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.enum(['FedEx', 'UPS', 'DHL', 'USPS']),
  baseCostCents: z.number().int().nonnegative(),
  additionalCostCents: z.number().int().nonnegative(),
  insuranceCostCents: z.number().int().nonnegative(),
  totalCostCents: z.number().int().nonnegative(),
  transitDays: z.number().int().nonnegative(),
});
export const ShippingRatesResponse = z.object({
  groups: z.array(z.object({ tierId: z.string().nullable(), count: z.number().int(), insuredCents: z.number().int(), rates: z.array(RateQuoteSchema) })),
});
export type ShippingRatesResponse = z.infer<typeof ShippingRatesResponse>;

/** Spec 8 Shipping address failure fallback. */
export const shippingMessages = {
  cannotShip: 'Could not ship to seleted address.',
} as const;

/** GET /api/promocode/code/{code}: the promo the code names (404 with '{code} Promo Code is invalid' when none). */
export const PromoResponse = Promo;
export type PromoResponse = z.infer<typeof PromoResponse>;

/** The catalogue data endpoints (served by query-service/src/catalogue and src/certificates). */
export const catalogueDataPaths = {
  submitData: '/api/data/submitdata/{country}/{collectibleType}',
  checkout: '/api/data/checkout',
  values: '/api/data/values/{name}',
  shippingRates: '/api/data/sh/{collectibleType}/{collectibleDate}/{currency}',
  promo: '/api/promocode/code/{code}',
  reholderComic: '/api/comics/{id}/{type}',
} as const;

/** The currency a country's prices and rates are shown in. */
export const currencyOfCountry = { US: 'USD', CA: 'CAD' } as const satisfies Record<CountryCode, 'USD' | 'CAD'>;

/** What the catalogue data endpoints answer when a request names something they do not know. */
export const catalogueDataMessages = {
  unknownCountry: (given: string) => `Unknown country '${given}': use one of ${CountryCode.options.join(', ')}.`,
  unknownCollectibleType: (given: string) => `Unknown collectible type '${given}': use one of ${CollectibleType.options.join(', ')}.`,
  unknownLookup: (given: string) => `Unknown lookup '${given}': use one of ${LookupName.options.join(', ')}.`,
  lookupTooShort: `Please enter at least ${LOOKUP_MIN_CHARACTERS} characters.`,
  collectibleDate: 'The collectible date must be a date written MM-DD-YYYY.',
  currency: "The currency must be 'USD' or 'CAD'.",
  addressNotFound: 'The shipping address is not in your address book.',
  catalogueNotReady: 'The service catalogue is not available yet. Please try again in a moment.',
  notPricedIn: (currency: 'USD' | 'CAD') => `No prices in ${currency} are published yet.`,
} as const;

/** GET /api/comics/{id}/{type}: the certified book a reholder line names (the browser checks type and category). */
export const CertifiedComicResponse = z.object({
  id: z.string(),
  collectibleType: CollectibleType,
  category: z.enum(['Verified', 'Authentic', 'Certified', 'Raw Grade']),
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  grade: z.number(),
});
export type CertifiedComicResponse = z.infer<typeof CertifiedComicResponse>;
