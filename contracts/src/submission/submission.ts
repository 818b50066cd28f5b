import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CollectibleType, CountryCode } from '../catalogue/catalogue.ts';
import { OrderId } from '../rules/identifier-schemas.ts';

/**
 * A submission as the member builds it (spec 3 Comic line, Signature, Submission, Submission summary).
 * The browser keeps it in its cart and sends it whole to POST /api/orders/submit; prices are never part
 * of what is trusted: the browser's own figures, if sent, are stripped, and both sides price it with the
 * one engine in contracts/src/pricing.
 */

/** Spec 3 Signature: ASP authentic (witnessed by staff or not), VSP Verified, VSPP Verified Plus. */
export const SignatureType = z.enum(['ASP', 'VSP', 'VSPP']);
export type SignatureType = z.infer<typeof SignatureType>;

export const Signature = z.object({
  id: text().min(1).max(64),
  type: SignatureType,
  /** Who signed; required for ASP (spec 5). */
  name: text().trim().max(100),
  /** When it was signed (YYYY-MM-DD); required for ASP (spec 5). */
  date: text().max(10).nullable(),
  location: text().trim().max(100).nullable(),
});
export type Signature = z.infer<typeof Signature>;

/** 0 none, 1 pressing, 2 fast pressing, 3 express pressing (spec 3 Comic line). */
export const PressValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type PressValue = z.infer<typeof PressValue>;
/** Fast pass: 0 none, 5 Priority (tier suffix P), 6 Express (tier suffix E) (spec 4). */
export const FastPassValue = z.union([z.literal(0), z.literal(5), z.literal(6)]);
export type FastPassValue = z.infer<typeof FastPassValue>;

/** Which builder page a line comes from (spec 2.3: /submit/comic, /submit/artwork, /submit/reholder). */
export const LineKind = z.enum(['comic', 'artwork', 'reholder']);
export type LineKind = z.infer<typeof LineKind>;

export const ComicLine = z.object({
  /** The browser's id of the line (stable across edits). */
  uniqueId: text().min(1).max(64),
  kind: LineKind,
  quantity: z.number().int().min(1).max(100),
  /** The title as chosen from the lookup, or the member's own when isCustomTitle. */
  title: text().trim().max(200),
  isCustomTitle: z.boolean(),
  issue: text().trim().max(20),
  year: z.number().int(),
  publisher: text().trim().max(100),
  variant: text().trim().max(100),
  pedigree: text().max(100).nullable(),
  /**
   * Declared value in cents, whole dollars (rounded up when entered, spec 5), of ONE book: tier choice,
   * value-based fees and the pressing premium follow a book's value; the line insures insuredCents x quantity.
   */
  insuredCents: z.number().int().nonnegative(),
  /** The base tier code (MN); the priced line carries the code with its P/E suffix. */
  tierId: text().regex(/^[A-Z0-9][A-Z]$/),
  fastPassValue: FastPassValue,
  press: PressValue,
  pressScreen: z.boolean(),
  /** Minimum grade wanted (2.5 to 9.9); null = no grade screen. */
  gradeScreen: z.number().nullable(),
  partialGrade: z.boolean(),
  artwork: z.boolean(),
  isSlab: z.boolean(),
  /** Reholder lines: the 14-character id of the graded book. */
  reholderId: text().nullable(),
  signatures: z.array(Signature).max(20),
});
export type ComicLine = z.infer<typeof ComicLine>;

export const SummaryLine = z.object({ label: z.string(), amountCents: z.number().int() });
export type SummaryLine = z.infer<typeof SummaryLine>;

/** A line as priced by the engine: the code with suffix, its label, days, base and total, and what they are made of. */
export const PricedLine = ComicLine.extend({
  tierCode: z.string(),
  tierLabel: z.string(),
  days: z.number().int().nonnegative(),
  /** The grading fee for the quantity (tier value, or its value-based fee), before add-ons. */
  baseTotalCents: z.number().int().nonnegative(),
  /** Everything the line costs before member and promo discounts. */
  totalCents: z.number().int().nonnegative(),
  /** Parts of the total: grading, fast pass, pressing, press screen, grade screen, partial grade, signatures. */
  gradingCents: z.number().int().nonnegative(),
  pressingCents: z.number().int().nonnegative(),
  signatureCents: z.number().int().nonnegative(),
  vspCents: z.number().int().nonnegative(),
  summary: z.array(SummaryLine),
});
export type PricedLine = z.infer<typeof PricedLine>;

/** A tier group of the order (spec 3 Order summary tiers): lines of the same tier code taken together. */
export const TierGroup = z.object({
  id: z.string(),
  label: z.string(),
  days: z.number().int().nonnegative(),
  fastPassValue: FastPassValue,
  count: z.number().int().nonnegative(),
  insuredCents: z.number().int().nonnegative(),
  baseTotalCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type TierGroup = z.infer<typeof TierGroup>;

/** How the graded books come back (spec 4: drop-off NN is mail-in; HQ and VG are counters). */
export const ShippingChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('address'), addressId: text().min(1).max(100) }),
  z.object({ kind: z.literal('pickup'), pickUpId: text().min(1).max(100) }),
]);
export type ShippingChoice = z.infer<typeof ShippingChoice>;

/** The chosen return-shipping rate: one for the whole order, or one per tier group (spec 4). */
export const RateChoice = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('order'), serviceId: text().min(1).max(100) }),
  z.object({ scope: z.literal('tier'), byTier: z.record(text(), text().min(1).max(100)) }),
]);
export type RateChoice = z.infer<typeof RateChoice>;

export const CarrierAccount = z.enum(['FedEx', 'UPS', 'DHL']);
export type CarrierAccount = z.infer<typeof CarrierAccount>;

/** POST /api/orders/submit (spec 7.3): the whole submission. Unknown keys (the browser's prices) are stripped. */
export const SubmitOrderBody = z.object({
  catalogueVersion: z.number().int().positive(),
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  comics: z.array(ComicLine).min(1),
  isGradingPressScreen: z.boolean(),
  dropOffId: text().min(1).max(10),
  shipping: ShippingChoice,
  /** Ship on the member's own carrier account (spec 5: DHL only for international shipments). */
  shippingAccount: CarrierAccount.nullable(),
  /** Null only when nothing is shipped by us (pick-up, or the member's own carrier account). */
  rate: RateChoice.nullable(),
  isInsurance: z.boolean(),
  /** Spec 5 Insurance: skipping insurance without a shipping account or pick-up needs this confirmation. */
  uninsuredConfirmed: z.boolean(),
  payMethodId: text().min(1).max(100),
  promoCode: text().trim().max(40).nullable(),
  rewardsRequestedCents: z.number().int().nonnegative(),
});
export type SubmitOrderBody = z.infer<typeof SubmitOrderBody>;


export const SubmitOrderResponse = z.object({
  orderId: OrderId,
  grandTotalCents: z.number().int().nonnegative(),
  /** What was charged now (see docs: payment is taken at submit; later upcharges are a balance). */
  chargedCents: z.number().int().nonnegative(),
  position: z.string().nullable(),
});
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;
