import type { CarrierService, Catalogue, CollectibleType, CountryCode, MemberDiscountRates, Promo } from '../catalogue/catalogue.ts';

/**
 * The part of the catalogue pricing reads: the whole published catalogue on the server, the submit data
 * (GET /api/data/submitdata) in the browser. Promos are looked up by code and passed in.
 */
export type PricingCatalogue = Pick<
  Catalogue,
  | 'tiers'
  | 'addons'
  | 'verifiedPlus'
  | 'handlingCents'
  | 'gradingPressScreen'
  | 'pressingDiscountPerBookCents'
  | 'memberDiscounts'
  | 'promoMinimumAfterDiscountCents'
  | 'limits'
  | 'carrierServices'
>;
import type { ComicLine, PricedLine, SubmitOrderBody, TierGroup } from '../submission/submission.ts';

/** What pricing needs to know of the member (from the profile read model on the browser, from the event store on the server). */
export interface MemberPricingProfile {
  /** Membership level ('Free', 'Clubmember', 'Artist', ...): picks the discount rates of the catalogue. */
  membership: string;
  /** Welcome promos need this (spec 3 Member isWelcomePromo): true while the member has no order yet. */
  isWelcomePromo: boolean;
  rewardsAvailableCents: number;
}

/** A problem with a line or the submission, tied to the field it concerns (for modelState and the form). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** One rate of a quote (spec 3 Order summary rate: id, baseCost, additionalCost, insuranceCost, totalCost, name). */
export interface RateQuote {
  id: string;
  name: string;
  carrier: CarrierService['carrier'];
  baseCostCents: number;
  additionalCostCents: number;
  insuranceCostCents: number;
  totalCostCents: number;
  transitDays: number;
}

/** A rate group: the whole order (tierId null) or one tier group, with the rates that can carry it. */
export interface RateGroup {
  tierId: string | null;
  count: number;
  insuredCents: number;
  rates: RateQuote[];
}

export interface ShippingQuoteRequest {
  originCountry: string;
  destinationCountry: string;
  /** Per tier group: id, insured, count (spec 7.3 body). */
  tiers: Array<{ id: string; insuredCents: number; count: number }>;
  /** 'order' = one group for everything; 'tier' = a group per tier. */
  scope: 'order' | 'tier';
}

export type PromoOutcome =
  | { status: 'none' }
  | { status: 'applied'; promo: Promo; discountCents: number; freeShipping: boolean }
  | { status: 'refused'; message: string };

export type ReturnShipping = 'notChosen' | 'pickUp' | 'shipped';

/** Everything the engine prices from, beyond the catalogue. */
export interface SubmissionPricingInput {
  countryCode: CountryCode;
  collectibleType: CollectibleType;
  comics: ComicLine[];
  isGradingPressScreen: boolean;
  member: MemberPricingProfile;
  /** The code as typed (null = none), and the promo it names (null when no such promo: the code is invalid). */
  promoCode: string | null;
  promo: Promo | null;
  /** Today (YYYY-MM-DD, from the injected clock): promos outside their validity dates are invalid. */
  today: string;
  /** Whether a shipping address is chosen (free-shipping promos need one first, spec 5). */
  hasShippingAddress: boolean;
  /** The chosen rates (one per group), or [] when nothing is shipped by us or none is chosen yet. */
  chosenRates: RateQuote[];
  isInsurance: boolean;
  /** Shipping on the member's own carrier account: no carrier cost, handling still applies. */
  usesShippingAccount: boolean;
  /**
   * How the graded books come back, as far as the member has chosen: 'notChosen' until the way back is settled
   * (an address with its rates, the member's own carrier account, or a pick-up), then 'pickUp' or 'shipped'.
   * Nothing is charged for shipping, handling or insurance before a choice: no figure the member did not pick.
   */
  returnShipping: ReturnShipping;
  rewardsRequestedCents: number;
}

/** Spec 3 Submission summary / Order summary, priced. */
export interface PricedSubmission {
  lines: PricedLine[];
  tiers: TierGroup[];
  count: number;
  insuredCents: number;
  /** Lines total before discounts (the lines carry the Grading Press Screen when it applies). */
  totalCents: number;
  baseTotalCents: number;
  rates: MemberDiscountRates;
  gradingDiscountCents: number;
  pressingDiscountCents: number;
  vspDiscountCents: number;
  /** Sum of the three member discounts. */
  discountCents: number;
  promo: PromoOutcome;
  promoDiscountCents: number;
  handlingCents: number;
  shippingCents: number;
  insuranceCents: number;
  /** Shipping and handling (spec: sh) = shipping + handling. */
  shCents: number;
  /** False while the way back is not chosen (returnShipping 'notChosen'): shipping, handling and insurance are not known yet, not free. */
  shippingKnown: boolean;
  rewardsAppliedCents: number;
  grandTotalCents: number;
  /** Longest line turnaround, in business days, and its text (spec 9). */
  days: number;
  turnaround: string;
  /** Whether the Grading Press Screen applies: asked for, offered, and at least minItems qualifying books. */
  isGradingPressScreen: boolean;
  /** Its fees, already part of the qualifying lines' gradingCents and of totalCents. */
  gradingPressScreenCents: number;
}

export type { SubmitOrderBody };
