import { appliedRewardsCents } from '../rules/rewards.ts';
import type { PricedLine, TierGroup } from '../submission/submission.ts';
import { qualifiesForGradingPressScreen, withGradingPressScreen } from './grading-press-screen.ts';
import { priceLine } from './line-pricing.ts';
import { memberDiscountRates, memberDiscounts } from './member-discounts.ts';
import { evaluatePromo } from './promo.ts';
import { turnaroundText } from './turnaround.ts';
import type { PricedSubmission, PricingCatalogue, PromoOutcome, SubmissionPricingInput } from './types.ts';

/**
 * The whole submission priced (spec 3 Submission summary / Order summary): the browser shows it live, the
 * command side recomputes it from the published catalogue and stores it with the order.
 *
 * grandTotal = total - member discount - promo discount - rewards applied + shipping + handling + insurance
 * - total: the lines' totals (with the Grading Press Screen, when it is asked for and qualifies);
 * - shipping: the chosen rates' base + additional costs; none on pick-up or on the member's own carrier
 *   account, none with a free-shipping promo;
 * - handling: once per order that is shipped back (own carrier account included), none on pick-up;
 * - none of shipping, handling and insurance while the way back is not chosen yet (shippingKnown false);
 * - insurance: the chosen rates' insurance, only when the member keeps it, none on pick-up;
 * - rewards: the lowest of requested, available and total minus discounts (spec 9).
 */

/** Lines of the same tier code (with its P/E suffix) taken together, in the order they first appear. */
export function tierGroupsOf(lines: readonly PricedLine[]): TierGroup[] {
  const groups = new Map<string, TierGroup>();
  for (const line of lines) {
    const group = groups.get(line.tierCode) ?? {
      id: line.tierCode,
      label: line.tierLabel,
      days: 0,
      fastPassValue: line.fastPassValue,
      count: 0,
      insuredCents: 0,
      baseTotalCents: 0,
      totalCents: 0,
    };
    groups.set(line.tierCode, {
      ...group,
      days: Math.max(group.days, line.days),
      count: group.count + line.quantity,
      insuredCents: group.insuredCents + line.insuredCents * line.quantity,
      baseTotalCents: group.baseTotalCents + line.baseTotalCents,
      totalCents: group.totalCents + line.totalCents,
    });
  }
  return [...groups.values()];
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((n, item) => n + of(item), 0);

export function priceSubmission(catalogue: PricingCatalogue, input: SubmissionPricingInput): PricedSubmission {
  const isGradingPressScreen = input.isGradingPressScreen && qualifiesForGradingPressScreen(input.comics, catalogue);
  const plain = input.comics.map((line) => priceLine(catalogue, input.countryCode, line));
  const lines = isGradingPressScreen ? plain.map((line) => withGradingPressScreen(line, catalogue)) : plain;
  const gradingPressScreenCents = sum(lines, (l) => l.totalCents) - sum(plain, (l) => l.totalCents);

  const totalCents = sum(lines, (l) => l.totalCents);
  const rates = memberDiscountRates(catalogue, input.member.membership);
  const member = memberDiscounts(lines, rates, catalogue);

  // A blank code on a submit means "no promo"; the promo step itself asks for a code (evaluatePromo).
  const promo: PromoOutcome =
    input.promoCode === null || input.promoCode.trim() === ''
      ? { status: 'none' }
      : evaluatePromo(catalogue, {
          promoCode: input.promoCode,
          promo: input.promo,
          today: input.today,
          collectibleType: input.collectibleType,
          member: input.member,
          hasShippingAddress: input.hasShippingAddress,
          lines,
        });
  const promoDiscountCents = promo.status === 'applied' ? Math.min(promo.discountCents, totalCents - member.totalCents) : 0;
  const freeShipping = promo.status === 'applied' && promo.freeShipping;

  // Before the way back is chosen nothing is counted for it: a figure shown then would be one the member never picked.
  const shippingKnown = input.returnShipping !== 'notChosen';
  const shipsBack = lines.length > 0 && input.returnShipping === 'shipped';
  const carrierCents = sum(input.chosenRates, (r) => r.baseCostCents + r.additionalCostCents);
  const shippingCents = shipsBack && !input.usesShippingAccount && !freeShipping ? carrierCents : 0;
  const handlingCents = shipsBack ? catalogue.handlingCents : 0;
  const insuranceCents = shipsBack && input.isInsurance ? sum(input.chosenRates, (r) => r.insuranceCostCents) : 0;

  const discountCents = member.totalCents;
  const rewardsAppliedCents = appliedRewardsCents({
    requestedCents: input.rewardsRequestedCents,
    availableCents: input.member.rewardsAvailableCents,
    totalCents,
    discountCents: discountCents + promoDiscountCents,
  });
  const grandTotalCents = Math.max(
    0,
    totalCents - discountCents - promoDiscountCents - rewardsAppliedCents + shippingCents + handlingCents + insuranceCents,
  );
  const days = lines.reduce((n, l) => Math.max(n, l.days), 0);

  return {
    lines,
    tiers: tierGroupsOf(lines),
    count: sum(lines, (l) => l.quantity),
    insuredCents: sum(lines, (l) => l.insuredCents * l.quantity),
    totalCents,
    baseTotalCents: sum(lines, (l) => l.baseTotalCents),
    rates,
    gradingDiscountCents: member.gradingCents,
    pressingDiscountCents: member.pressingCents,
    vspDiscountCents: member.vspCents,
    discountCents,
    promo,
    promoDiscountCents,
    handlingCents,
    shippingCents,
    insuranceCents,
    shCents: shippingCents + handlingCents,
    shippingKnown,
    rewardsAppliedCents,
    grandTotalCents,
    days,
    turnaround: turnaroundText(days),
    isGradingPressScreen,
    gradingPressScreenCents,
  };
}
