import type { OrderSubmittedData } from '../events/order-events.ts';
import type { PricedSubmission } from '../pricing/types.ts';

/** What OrderSubmitted records of the engine's pricing: priced lines, tier groups, totals, discounts, turnaround and summary. */
export type OrderFigures = Pick<
  OrderSubmittedData,
  | 'comics'
  | 'tiers'
  | 'isGradingPressScreen'
  | 'count'
  | 'insuredCents'
  | 'baseTotalCents'
  | 'totalCents'
  | 'discountRate'
  | 'pressingDiscountRate'
  | 'vspDiscountRate'
  | 'gradingDiscountCents'
  | 'pressingDiscountCents'
  | 'vspDiscountCents'
  | 'discountCents'
  | 'promo'
  | 'promoDiscountCents'
  | 'handlingCents'
  | 'shippingCents'
  | 'insuranceCents'
  | 'shCents'
  | 'rewardsAppliedCents'
  | 'grandTotalCents'
  | 'days'
  | 'turnaround'
  | 'summary'
>;

/**
 * An order's figures as the engine priced them, in the shape OrderSubmitted stores. The submit route, the demo
 * order and the test orders all go through it, so what a stored order says it cost is mapped one way only.
 */
export function orderFiguresOf(priced: PricedSubmission): OrderFigures {
  return {
    comics: priced.lines,
    tiers: priced.tiers,
    isGradingPressScreen: priced.isGradingPressScreen,
    count: priced.count,
    insuredCents: priced.insuredCents,
    baseTotalCents: priced.baseTotalCents,
    totalCents: priced.totalCents,
    discountRate: priced.rates.discountRate,
    pressingDiscountRate: priced.rates.pressingDiscountRate,
    vspDiscountRate: priced.rates.vspDiscountRate,
    gradingDiscountCents: priced.gradingDiscountCents,
    pressingDiscountCents: priced.pressingDiscountCents,
    vspDiscountCents: priced.vspDiscountCents,
    discountCents: priced.discountCents,
    promo: priced.promo.status === 'applied' ? priced.promo.promo : null,
    promoDiscountCents: priced.promoDiscountCents,
    handlingCents: priced.handlingCents,
    shippingCents: priced.shippingCents,
    insuranceCents: priced.insuranceCents,
    shCents: priced.shCents,
    rewardsAppliedCents: priced.rewardsAppliedCents,
    grandTotalCents: priced.grandTotalCents,
    days: priced.days,
    turnaround: priced.turnaround,
    summary: orderSummaryOf(priced),
  };
}

/**
 * Spec 3 Order summary as labelled amounts, in the order the review page lists them (zero amounts left out);
 * the rows before the grand total add up to it. The Grading Press Screen is a grading service of each book it
 * screens (withGradingPressScreen): it is in the items total already, and each such line's own summary names
 * it, so it has no row here.
 */
function orderSummaryOf(p: PricedSubmission): OrderSubmittedData['summary'] {
  const rows: OrderSubmittedData['summary'] = [{ label: 'Items total', amountCents: p.totalCents }];
  if (p.discountCents) rows.push({ label: 'Member discount', amountCents: -p.discountCents });
  if (p.promoDiscountCents) rows.push({ label: 'Promo discount', amountCents: -p.promoDiscountCents });
  rows.push({ label: 'Shipping and handling', amountCents: p.shCents });
  if (p.insuranceCents) rows.push({ label: 'Insurance', amountCents: p.insuranceCents });
  if (p.rewardsAppliedCents) rows.push({ label: 'Rewards applied', amountCents: -p.rewardsAppliedCents });
  rows.push({ label: 'Grand total', amountCents: p.grandTotalCents });
  return rows;
}
