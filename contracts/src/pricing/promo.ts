import type { CollectibleType, Promo } from '../catalogue/catalogue.ts';
import { promoMessages } from '../submission/messages.ts';
import type { PricedLine } from '../submission/submission.ts';
import { FREE_MEMBERSHIP } from '../rules/membership.ts';
import { type LineMemberDiscount, lineMemberDiscount, memberDiscountRates } from './member-discounts.ts';
import { findTier } from './tier-rules.ts';
import type { MemberPricingProfile, PricingCatalogue, PromoOutcome } from './types.ts';

/**
 * Promo codes (spec 5 Promo code, 9). The checks run in the spec's order and the first that fails gives
 * its message. A promo's discount is taken after the member's discounts (its base is what the member
 * still pays for the part it names) and never exceeds that base.
 */

export interface PromoEvaluationInput {
  /** As typed; null or blank asks for a code. */
  promoCode: string | null;
  /** The promo the code names, or null when none does (the code is invalid). */
  promo: Promo | null;
  /** YYYY-MM-DD from the injected clock. */
  today: string;
  collectibleType: CollectibleType;
  member: MemberPricingProfile;
  hasShippingAddress: boolean;
  /** The priced lines (priceLine, with the Grading Press Screen when it applies). */
  lines: readonly PricedLine[];
}

const refused = (message: string): PromoOutcome => ({ status: 'refused', message });

/** Whether the promo is valid today (inclusive dates, compared as YYYY-MM-DD). */
export function promoValidOn(promo: Pick<Promo, 'validFrom' | 'validUntil'>, today: string): boolean {
  const day = today.slice(0, 10);
  return (promo.validFrom === null || promo.validFrom.slice(0, 10) <= day) && (promo.validUntil === null || day <= promo.validUntil.slice(0, 10));
}

/** isStandard / isPriority / isExpress pick lines by their fast pass level. */
export function promoCoversLine(promo: Pick<Promo, 'isStandard' | 'isPriority' | 'isExpress'>, line: Pick<PricedLine, 'fastPassValue'>): boolean {
  if (line.fastPassValue === 5) return promo.isPriority;
  if (line.fastPassValue === 6) return promo.isExpress;
  return promo.isStandard;
}

/** What the member still pays for each part of a line after the member discounts. */
function netParts(line: PricedLine, discount: LineMemberDiscount) {
  return {
    grading: line.gradingCents - discount.gradingCents,
    pressing: line.pressingCents - discount.pressingCents,
    signature: line.signatureCents - discount.vspCents,
  };
}

/** Spec 5: 'total' and 'grading' percent/amount/welcome discounts that would leave under the minimum become 0. */
const minimumRuleApplies = (promo: Promo) => (promo.addOn === 'total' || promo.addOn === 'grading') && promo.promoType !== 'Reholder';

/** The base a Percent / Amount / Welcome / Reholder promo applies to. */
function promoBaseCents(promo: Promo, lines: readonly PricedLine[], discounts: readonly LineMemberDiscount[], catalogue: Pick<PricingCatalogue, 'tiers'>): number {
  let base = 0;
  lines.forEach((line, i) => {
    if (!promoCoversLine(promo, line)) return;
    const net = netParts(line, discounts[i] ?? { gradingCents: 0, pressingCents: 0, vspCents: 0 });
    if (promo.promoType === 'Reholder') {
      if (findTier(catalogue.tiers, line.tierId)?.kind === 'reholder') base += net.grading;
      return;
    }
    const pressing = promo.isPressing ? net.pressing : 0;
    if (promo.addOn === 'total') base += net.grading + net.signature + pressing;
    else if (promo.addOn === 'grading') base += net.grading + pressing;
    else if (promo.addOn === 'pressing') base += net.pressing;
    else base += net.signature;
  });
  return base;
}

/** Buy xBooks, get yBooks free: every full group of x+y covered books makes its y cheapest grading fees free. */
function freeBooksDiscountCents(promo: Promo, lines: readonly PricedLine[], discountRate: number): { discountCents: number; books: number } {
  const covered = lines.filter((l) => promoCoversLine(promo, l));
  const books = covered.reduce((n, l) => n + l.quantity, 0);
  const groupSize = promo.xBooks + promo.yBooks;
  if (groupSize === 0) return { discountCents: 0, books };
  const free = Math.floor(books / groupSize) * promo.yBooks;
  const fees: number[] = [];
  for (const line of covered) {
    const perBook = Math.floor(line.baseTotalCents / line.quantity);
    const net = perBook - Math.floor((perBook * discountRate) / 100);
    for (let i = 0; i < line.quantity; i++) fees.push(net);
  }
  fees.sort((a, b) => a - b);
  const discountCents = fees.slice(0, free).reduce((n, f) => n + f, 0);
  const gradingBase = covered.reduce((n, l) => n + l.gradingCents - Math.floor((l.gradingCents * discountRate) / 100), 0);
  return { discountCents: Math.min(discountCents, gradingBase), books };
}

/**
 * Checks a promo code against the submission and works out its discount (spec 5), in order:
 * blank code -> enterCode; lines total 0 -> itemsTotalZero; no promo, another code, outside its dates or
 * for another collectible type -> invalid(code); Reholder promo for a Free member -> reholderNotForFree;
 * Welcome without eligibility -> welcomeNotEligible; FreeShipping without a shipping address ->
 * freeShippingNeedsAddress; FreeBooks with x < y or x + y above the covered books -> freeBooksNotEnough;
 * a discount of 0 -> cannotBeUsed(code). FreeShipping applies with a discount of 0 and freeShipping true:
 * the caller zeroes the shipping cost (not the insurance).
 */
export function evaluatePromo(catalogue: PricingCatalogue, input: PromoEvaluationInput): PromoOutcome {
  const code = (input.promoCode ?? '').trim();
  if (!code) return refused(promoMessages.enterCode);
  if (input.lines.reduce((n, l) => n + l.totalCents, 0) <= 0) return refused(promoMessages.itemsTotalZero);
  const promo = input.promo;
  if (
    !promo ||
    promo.promoCode.trim().toUpperCase() !== code.toUpperCase() ||
    !promoValidOn(promo, input.today) ||
    (promo.collectibleType !== null && promo.collectibleType !== input.collectibleType)
  ) {
    return refused(promoMessages.invalid(code));
  }
  if (promo.promoType === 'Reholder' && input.member.membership === FREE_MEMBERSHIP) return refused(promoMessages.reholderNotForFree);
  if (promo.promoType === 'Welcome' && !input.member.isWelcomePromo) return refused(promoMessages.welcomeNotEligible);
  if (promo.promoType === 'FreeShipping') {
    if (!input.hasShippingAddress) return refused(promoMessages.freeShippingNeedsAddress);
    return { status: 'applied', promo, discountCents: 0, freeShipping: true };
  }

  const rates = memberDiscountRates(catalogue, input.member.membership);
  let discountCents: number;
  if (promo.promoType === 'FreeBooks') {
    const { discountCents: free, books } = freeBooksDiscountCents(promo, input.lines, rates.discountRate);
    if (promo.xBooks < promo.yBooks || promo.xBooks + promo.yBooks > books) return refused(promoMessages.freeBooksNotEnough);
    discountCents = free;
  } else {
    const discounts = input.lines.map((l) => lineMemberDiscount(l, rates, catalogue));
    const base = promoBaseCents(promo, input.lines, discounts, catalogue);
    discountCents = promo.promoType === 'Amount' ? Math.min(Math.floor(promo.promoValue), base) : Math.floor((base * promo.promoValue) / 100);
    discountCents = Math.max(0, Math.min(discountCents, base));
    if (minimumRuleApplies(promo) && base - discountCents < catalogue.promoMinimumAfterDiscountCents) discountCents = 0;
  }
  if (discountCents <= 0) return refused(promoMessages.cannotBeUsed(code));
  return { status: 'applied', promo, discountCents, freeShipping: false };
}
