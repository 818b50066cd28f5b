import type { MemberDiscountRates } from '../catalogue/catalogue.ts';
import type { PricedLine } from '../submission/submission.ts';
import type { PricingCatalogue } from './types.ts';

/**
 * Member discounts (spec 3 Member discount / pressingDiscount / vspDiscount, 9) by membership level:
 * - discountRate percent off the grading fees (gradingCents);
 * - pressingDiscountRate percent off pressing; but on MN and NW lines (pressingDiscountPerBookCents) a
 *   member with any pressing discount gets 10 dollars a book off instead (spec 9), capped at the fee;
 * - vspDiscountRate percent off Verified and Verified Plus signature fees (vspCents).
 * Rounded down to whole cents per line; never above their base.
 */

export interface LineMemberDiscount {
  gradingCents: number;
  pressingCents: number;
  vspCents: number;
}

export const NO_DISCOUNT_RATES: MemberDiscountRates = { discountRate: 0, pressingDiscountRate: 0, vspDiscountRate: 0 };

/** The rates of a membership level; a level the catalogue does not list gets none. */
export function memberDiscountRates(catalogue: Pick<PricingCatalogue, 'memberDiscounts'>, membership: string): MemberDiscountRates {
  return catalogue.memberDiscounts[membership] ?? NO_DISCOUNT_RATES;
}

const percentOf = (base: number, rate: number) => Math.min(base, Math.max(0, Math.floor((base * rate) / 100)));

export function lineMemberDiscount(
  line: PricedLine,
  rates: MemberDiscountRates,
  catalogue: Pick<PricingCatalogue, 'pressingDiscountPerBookCents'>,
): LineMemberDiscount {
  const perBook = catalogue.pressingDiscountPerBookCents;
  const pressingCents =
    perBook.tierIds.includes(line.tierId) && rates.pressingDiscountRate > 0
      ? Math.min(line.pressingCents, perBook.cents * line.quantity)
      : percentOf(line.pressingCents, rates.pressingDiscountRate);
  return {
    gradingCents: percentOf(line.gradingCents, rates.discountRate),
    pressingCents,
    vspCents: percentOf(line.vspCents, rates.vspDiscountRate),
  };
}

export interface MemberDiscountTotals extends LineMemberDiscount {
  /** Per line, in the order of the lines. */
  lines: LineMemberDiscount[];
  totalCents: number;
}

export function memberDiscounts(
  lines: readonly PricedLine[],
  rates: MemberDiscountRates,
  catalogue: Pick<PricingCatalogue, 'pressingDiscountPerBookCents'>,
): MemberDiscountTotals {
  const perLine = lines.map((l) => lineMemberDiscount(l, rates, catalogue));
  const sum = (key: keyof LineMemberDiscount) => perLine.reduce((n, d) => n + d[key], 0);
  const gradingCents = sum('gradingCents');
  const pressingCents = sum('pressingCents');
  const vspCents = sum('vspCents');
  return { lines: perLine, gradingCents, pressingCents, vspCents, totalCents: gradingCents + pressingCents + vspCents };
}
