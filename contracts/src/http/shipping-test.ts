import { z } from 'zod';
import { text } from '../rules/text.ts';
import { isCountryCode } from '../reference/address-lookups.ts';
import { normalisePostalCode } from './addresses.ts';

/**
 * The shipping test screen (spec 2.1 "A shipping test screen takes a postal code and a country", 7.3 GET
 * /api/test/shipping?postalCode=&country=): what the shipping rate service answers for that destination, for a
 * box of books sent back from the office (the origin of every return shipment, spec 9: Plano, Texas).
 */
export const shippingTestMessages = {
  countryRequired: 'Please choose a country from the list.',
  postalCodeRequired: 'Please enter a postal code.',
  usZip: 'The ZIP code must be 5 digits (12345) or 9 digits (12345-6789).',
  caPostalCode: 'The postal code must look like A1A 1A1.',
  postalCodeTooLong: 'The postal code must be at most 12 characters long.',
  books: 'The number of books must be between 1 and 100.',
  declared: 'The declared value must be a whole number of dollars, at most 500,000.',
  currency: "The currency must be 'USD' or 'CAD'.",
} as const;

/** The origin of return shipments. */
export const SHIPPING_TEST_ORIGIN = 'US';

/** The query's fields (what the OpenAPI document lists); ShippingTestQuery checks the postal code against the country. */
export const ShippingTestQueryFields = z.object({
  country: text({ error: shippingTestMessages.countryRequired })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, shippingTestMessages.countryRequired),
  postalCode: text({ error: shippingTestMessages.postalCodeRequired }).trim().min(1, shippingTestMessages.postalCodeRequired).max(12, shippingTestMessages.postalCodeTooLong),
  /** A box of how many books, declared at how many dollars in all (1 book at $100 when not said). */
  books: text().regex(/^\d{1,3}$/, shippingTestMessages.books).transform(Number).refine((n) => n >= 1 && n <= 100, shippingTestMessages.books).optional(),
  declared: text().regex(/^\d{1,6}$/, shippingTestMessages.declared).transform(Number).refine((n) => n <= 500_000, shippingTestMessages.declared).optional(),
  /** The currency the rates are shown in (the Canadian site asks CAD); the declared value stays in US dollars. */
  currency: text()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(['USD', 'CAD'], { error: shippingTestMessages.currency }))
    .optional(),
});

export const ShippingTestQuery = ShippingTestQueryFields.transform((query, ctx) => {
  const postalCode = normalisePostalCode(query.country, query.postalCode);
  if (postalCode === null) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: query.country === 'US' ? shippingTestMessages.usZip : shippingTestMessages.caPostalCode });
    return z.NEVER;
  }
  return { country: query.country, postalCode, books: query.books ?? 1, declaredDollars: query.declared ?? 100, currency: query.currency ?? 'USD' };
});
export type ShippingTestQuery = z.input<typeof ShippingTestQuery>;

const Rate = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.enum(['FedEx', 'UPS', 'DHL', 'USPS']),
  baseCostCents: z.number().int().nonnegative(),
  additionalCostCents: z.number().int().nonnegative(),
  insuranceCostCents: z.number().int().nonnegative(),
  totalCostCents: z.number().int().nonnegative(),
  transitDays: z.number().int().nonnegative(),
});

export const ShippingTestResponse = z.object({
  originCountry: z.string(),
  country: z.string(),
  countryName: z.string(),
  postalCode: z.string(),
  scope: z.enum(['domestic', 'international']),
  books: z.number().int().positive(),
  declaredCents: z.number().int().nonnegative(),
  currency: z.enum(['USD', 'CAD']),
  /** False when the catalogue publishes no rates in that currency (CAD without a Canadian price set): no rates, the message says so. */
  pricedInCurrency: z.boolean(),
  /** Cheapest first; empty when no service carries such a box there (the message says so). */
  rates: z.array(Rate),
  message: z.string().nullable(),
});
export type ShippingTestResponse = z.infer<typeof ShippingTestResponse>;

export const SHIPPING_TEST_PATH = '/api/test/shipping';
