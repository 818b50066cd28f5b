import { z } from 'zod';

/**
 * The service catalogue (spec 3 Submit data / Checkout data, 4 Tier rules, 5 Promo code, 9): every price,
 * day count, tier range, add-on, drop-off, pick-up, shipping rate table, member discount and promo code.
 *
 * It lives in Postgres as events: the repo file contracts/catalogue/catalogue.json is published as a
 * CataloguePublished event whenever its `version` is newer than the last published one, and the catalogue
 * projection serves it to the browser. The command side prices orders from the published event, never
 * from a browser's figures. A cart remembers the version it was built on (spec 4: outdated carts reset).
 *
 * All money is integer cents; insured (declared) values are whole dollars kept as cents.
 */

export const CollectibleType = z.enum(['Comic', 'Magazine', 'Manga']);
export type CollectibleType = z.infer<typeof CollectibleType>;
export const collectibleTypes = CollectibleType.options;

export const CountryCode = z.enum(['US', 'CA']);
export type CountryCode = z.infer<typeof CountryCode>;

const cents = z.number().int().nonnegative();
const days = z.number().int().nonnegative();

/**
 * What kind of service a tier is; the tier rules of spec 4 follow from it:
 * - standard: grading (MN, NW, ...); priority/express via fast pass; pressing allowed where `press` is set.
 * - witnessed: signature witnessed by staff (WS, WE, ZW): VSP and VSPP signatures are dropped.
 * - slab: books already in a holder (SO, SL, SE, ZS): forces isSlab, no pressing, no express, no fast pass.
 * - originalArt: (OA, OP, OT, OE, ZO): forces artwork, no pressing, needs at least one signature.
 * - reholder: (CR comics, ZR magazines): a new holder for a graded book; needs a 14-character id.
 * - onsite: graded at a show; like slab, disables pressing, express and fast pass.
 */
export const TierKind = z.enum(['standard', 'witnessed', 'slab', 'originalArt', 'reholder', 'onsite']);
export type TierKind = z.infer<typeof TierKind>;

export const ServiceLevel = z.object({ valueCents: cents, days });
export type ServiceLevel = z.infer<typeof ServiceLevel>;

export const CatalogueTier = z.object({
  /** The base code, two characters (MN, NW, WS, ...). Priority and Express add a P or E suffix (spec 4). */
  id: z.string().regex(/^[A-Z0-9][A-Z]$/),
  label: z.string(),
  /** The one-line description shown with the choice, e.g. "1975 to today, value up to $400". */
  option: z.string(),
  kind: TierKind,
  collectibleTypes: z.array(CollectibleType).min(1),
  /** Declared value range the tier takes, in cents (whole dollars); maxInsuredCents null = no upper bound. */
  minInsuredCents: cents,
  maxInsuredCents: cents.nullable(),
  /** Publication year range (inclusive); null = open. */
  minYear: z.number().int().nullable(),
  maxYear: z.number().int().nullable(),
  /** Flat grading fee per book. */
  valueCents: cents,
  /** Value-based fee (basis points of the insured value: 400 = 4%), bounded by min/max; null = flat fee only. */
  percentOfInsuredBp: z.number().int().positive().nullable(),
  minValueCents: cents.nullable(),
  maxValueCents: cents.nullable(),
  /** Business days of the tier's turnaround. */
  days,
  /** Fast pass: Priority (fastPassValue 5, suffix P) and Express (6, suffix E): surcharge per book and the days they bring. */
  priority: ServiceLevel.nullable(),
  express: ServiceLevel.nullable(),
  /** Partial grade (only where days >= 10, spec 4): fee per book and extra days. */
  partialGrade: ServiceLevel.nullable(),
  /** Whether pressing may be ordered with this tier, and for which declared values; null = no pressing. */
  press: z.object({ minInsuredCents: cents, maxInsuredCents: cents.nullable() }).nullable(),
  /** PM: the tier includes express pressing (press 3 is forced; its fee is in the tier's value). */
  forcesExpressPress: z.boolean(),
  /** Whether a press screen may be ordered (adds 7 days, spec 9), and for which declared values. */
  pressScreen: z.object({ valueCents: cents, minInsuredCents: cents, maxInsuredCents: cents.nullable() }).nullable(),
});
export type CatalogueTier = z.infer<typeof CatalogueTier>;

/**
 * Add-ons (spec 3 Submit data: id, label, value, premium, days). Ids the engine knows:
 * PRESS (press 1), FASTPRESS (press 2: pressing days halved), EXPRESSPRESS (press 3), GRADESCREEN,
 * SIG_ASP, SIG_VSP, SIG_VSPP (per signature). `premiumCents` is the fee for books declared above
 * `premiumFromInsuredCents` (pressing a $5,000 book takes more care), or null when there is no premium.
 */
export const AddonId = z.enum(['PRESS', 'FASTPRESS', 'EXPRESSPRESS', 'GRADESCREEN', 'SIG_ASP', 'SIG_VSP', 'SIG_VSPP']);
export type AddonId = z.infer<typeof AddonId>;
export const CatalogueAddon = z.object({
  id: AddonId,
  label: z.string(),
  valueCents: cents,
  premiumCents: cents.nullable(),
  premiumFromInsuredCents: cents.nullable(),
  days,
});
export type CatalogueAddon = z.infer<typeof CatalogueAddon>;

/** Spec 9: Verified Plus per signature (US 20 / other 25) and the cap at 4 or more signatures (US 80 / other 100). */
export const VerifiedPlusPricing = z.object({
  perSignatureCents: z.object({ US: cents, other: cents }),
  capCents: z.object({ US: cents, other: cents }),
  capFromSignatures: z.number().int().positive(),
});

/** Drop-offs (spec 4): NN = mail-in; HQ and VG are walk-in counters that need an appointment link. */
export const DropOff = z.object({
  id: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** What the member is told (the mail-in address, the counter's hours). */
  instructions: z.string(),
  address: z.array(z.string()),
  appointmentUrl: z.string().nullable(),
  isMailIn: z.boolean(),
});
export type DropOff = z.infer<typeof DropOff>;

export const PickUp = z.object({ id: z.string(), name: z.string(), address: z.array(z.string()), instructions: z.string() });
export type PickUp = z.infer<typeof PickUp>;

/** A carrier service of the rate tables (spec 7.3 POST /api/data/sh). */
export const CarrierService = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.enum(['FedEx', 'UPS', 'DHL', 'USPS']),
  /** Destinations it serves: 'domestic' = same country as the origin, 'international' otherwise. */
  scope: z.enum(['domestic', 'international']),
  /** First box; each further `booksPerBox` books add a box at additionalCostCents. */
  baseCostCents: cents,
  additionalCostCents: cents,
  booksPerBox: z.number().int().positive(),
  /** Insurance per started $100 of insured value, and the most it insures (beyond: not offered). */
  insurancePer100Cents: cents,
  maxInsuredCents: cents,
  transitDays: days,
});
export type CarrierService = z.infer<typeof CarrierService>;

/** Member discount rates by membership level (spec 3 Member: discount, pressingDiscount, vspDiscount), in percent. */
export const MemberDiscountRates = z.object({
  discountRate: z.number().min(0).max(100),
  pressingDiscountRate: z.number().min(0).max(100),
  vspDiscountRate: z.number().min(0).max(100),
});
export type MemberDiscountRates = z.infer<typeof MemberDiscountRates>;

/**
 * A promo code (spec 3 Promo, 5 Promo code). promoType:
 * - Percent: promoValue percent off the amount `addOn` names; Amount: promoValue cents off it.
 *   addOn: 'total' (lines total), 'grading' (grading fees), 'pressing' (pressing fees), 'signature' (signature fees).
 *   Spec 5: for 'total' and 'grading', a discount that would leave under 20 dollars of the amount becomes 0.
 * - FreeBooks: buy xBooks, get yBooks free (the cheapest grading fees); needs xBooks >= yBooks and
 *   xBooks + yBooks <= book count.
 * - FreeShipping: the return shipping is free; needs a shipping address first.
 * - Welcome: like Percent on 'total', only while the member is eligible (isWelcomePromo: no order yet).
 * - Reholder: promoValue percent off reholder tiers; not for Free members.
 * isStandard / isPriority / isExpress: which service levels of a line it applies to; isPressing: whether
 * pressing fees count; collectibleType: null = any.
 */
export const PromoType = z.enum(['Percent', 'Amount', 'FreeBooks', 'FreeShipping', 'Welcome', 'Reholder']);
export type PromoType = z.infer<typeof PromoType>;
export const Promo = z.object({
  promoCode: z.string(),
  promoType: PromoType,
  promoValue: z.number().nonnegative(),
  addOn: z.enum(['total', 'grading', 'pressing', 'signature']),
  xBooks: z.number().int().nonnegative(),
  yBooks: z.number().int().nonnegative(),
  collectibleType: CollectibleType.nullable(),
  isStandard: z.boolean(),
  isPriority: z.boolean(),
  isExpress: z.boolean(),
  isPressing: z.boolean(),
  /** Valid from / until (inclusive ISO dates); null = open. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  lastUpdatedDate: z.string(),
  description: z.string(),
});
export type Promo = z.infer<typeof Promo>;

/**
 * The Canadian price set (spec 2.1: prices in CA$ on the Canadian site): every fee of the catalogue in Canadian
 * cents, set per tier, add-on and carrier service by whoever publishes the catalogue (not a live exchange rate).
 * Declared (insured) values and their ranges are not fees: they stay as the catalogue states them, in US dollars.
 * Optional, so catalogues published before it existed still parse; a catalogue without it has no Canadian prices
 * (the Canadian price list says so rather than relabel US figures). catalogueInCurrency (price-sets.ts) applies it.
 */
export const TierPriceSet = z.object({
  /** The tier's name where it names a declared value ("Slabbed Over US$1,000"); else the tier's own. */
  label: z.string().optional(),
  /** The tier's line as Canadians read it: its fee figures in CA$ and its declared values marked US$. */
  option: z.string(),
  valueCents: cents,
  minValueCents: cents.nullable(),
  maxValueCents: cents.nullable(),
  /** Null exactly where the tier has no such level (the same shape as the tier's own). */
  priorityCents: cents.nullable(),
  expressCents: cents.nullable(),
  partialGradeCents: cents.nullable(),
  pressScreenCents: cents.nullable(),
});
export type TierPriceSet = z.infer<typeof TierPriceSet>;
export const CataloguePriceSet = z.object({
  /** Per tier id; every tier of the catalogue must have one (priceSetProblems). */
  tiers: z.record(z.string(), TierPriceSet),
  /** Per add-on id; premiumCents null exactly where the add-on has no premium. */
  addons: z.record(z.string(), z.object({ valueCents: cents, premiumCents: cents.nullable() })),
  verifiedPlus: VerifiedPlusPricing.pick({ perSignatureCents: true, capCents: true }),
  /** Per carrier service id: the box, each further box and the insurance per started US$100 declared. */
  carrierServices: z.record(z.string(), CarrierService.pick({ baseCostCents: true, additionalCostCents: true, insurancePer100Cents: true })),
  handlingCents: cents,
  gradingPressScreenCents: cents,
  pressingDiscountPerBookCents: cents,
  promoMinimumAfterDiscountCents: cents,
});
export type CataloguePriceSet = z.infer<typeof CataloguePriceSet>;

export const Catalogue = z.object({
  /** Bumped on every change; carts built on another version ask for a reset (spec 4). */
  version: z.number().int().positive(),
  effectiveFrom: z.string(),
  /** Countries where online submission is open (spec 1: Canada submissions are unavailable). */
  submissionCountries: z.array(CountryCode),
  tiers: z.array(CatalogueTier),
  addons: z.array(CatalogueAddon),
  verifiedPlus: VerifiedPlusPricing,
  pedigrees: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Grade slider values (spec 9). */
  grades: z.array(z.number()),
  dropOffs: z.array(DropOff),
  pickUps: z.array(PickUp),
  /** Checkout data (spec 3): other ways to ship (the onsite option is dropped when served) and to pay. */
  shipOther: z.array(z.object({ id: z.string(), label: z.string(), isOnsite: z.boolean() })),
  payOther: z.array(z.object({ id: z.string(), label: z.string() })),
  carrierServices: z.array(CarrierService),
  /** Handling per order, charged with any shipping (also with the member's own carrier account). */
  handlingCents: cents,
  /** Spec 4 / 9: the Grading Press Screen at 5 or more qualifying items, priced per qualifying book. */
  gradingPressScreen: z.object({ available: z.boolean(), minItems: z.number().int().positive(), valueCents: cents }),
  /** Spec 9: pressing discount is 10 dollars per book for these tiers (MN, NW) instead of the rate. */
  pressingDiscountPerBookCents: z.object({ tierIds: z.array(z.string()), cents }),
  memberDiscounts: z.record(z.string(), MemberDiscountRates),
  /** Spec 9: a promo discount never leaves less than this of the amount it applies to. */
  promoMinimumAfterDiscountCents: cents,
  promos: z.array(Promo),
  limits: z.object({ maxComics: z.number().int().positive(), maxInsuredCents: cents }),
  /** The fees in Canadian dollars (absent from catalogues published before Canadian prices existed). */
  cadPrices: CataloguePriceSet.optional(),
});
export type Catalogue = z.infer<typeof Catalogue>;
