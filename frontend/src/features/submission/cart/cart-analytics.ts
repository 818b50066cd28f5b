import type { CollectibleType, PricedLine, PricedSubmission } from '@certus/contracts';
import { track, type AnalyticsCurrency, type AnalyticsItem } from '../../../lib/analytics.ts';
import { lineName } from '../components/line-labels.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** A priced line as a GA4 item: the tier code is the product, the collectible type its category. */
export function analyticsItem(line: PricedLine, collectibleType: CollectibleType, index?: number): AnalyticsItem {
  return {
    item_id: line.tierCode,
    item_name: lineName(line),
    item_category: collectibleType,
    item_variant: line.tierLabel,
    price: dollars(line.totalCents / Math.max(1, line.quantity)),
    quantity: line.quantity,
    ...(index === undefined ? {} : { index }),
  };
}

/** Spec 7.5: add to cart, when a line joins the cart (not when an existing line is saved). */
export function trackAddToCart(line: PricedLine, collectibleType: CollectibleType, currency: AnalyticsCurrency): void {
  track({ event: 'add_to_cart', ecommerce: { currency, value: dollars(line.totalCents), items: [analyticsItem(line, collectibleType)] } });
}

/** Spec 7.5: begin checkout, with the lines and the total after the member discount. */
export function trackBeginCheckout(priced: PricedSubmission, collectibleType: CollectibleType, currency: AnalyticsCurrency): void {
  track({
    event: 'begin_checkout',
    ecommerce: {
      currency,
      value: dollars(priced.totalCents - priced.discountCents),
      items: priced.lines.map((line, index) => analyticsItem(line, collectibleType, index)),
    },
  });
}
