import type { AnalyticsCurrency, AnalyticsEvent, AnalyticsItem } from '../../../lib/analytics.ts';
import { effectivePromoCode, priceCheckout, type LoadedContext } from './checkout-rules.ts';

/** Spec 7.5 analytics of checkout, in GA4's ecommerce shape (lib/analytics.ts); money in the currency's units. */

const units = (cents: number) => Math.round(cents) / 100;

function ecommerce(context: LoadedContext) {
  const priced = priceCheckout(context);
  const items: AnalyticsItem[] = (priced?.lines ?? []).map((line, index) => ({
    item_id: line.tierCode,
    item_name: line.title,
    item_category: context.cart.collectibleType,
    item_variant: line.tierLabel,
    price: units(line.quantity > 0 ? line.totalCents / line.quantity : line.totalCents),
    quantity: line.quantity,
    index,
  }));
  const coupon = effectivePromoCode(context);
  return {
    currency: context.catalogue.currency as AnalyticsCurrency,
    value: units(priced?.grandTotalCents ?? 0),
    items,
    ...(coupon ? { coupon } : {}),
  };
}

export function shippingInfoEvent(context: LoadedContext): AnalyticsEvent {
  const shipping = context.cart.shipping;
  const tier =
    shipping?.kind === 'pickup'
      ? 'Pick-up'
      : context.cart.shippingAccount
        ? `${context.cart.shippingAccount} account`
        : context.cart.chosenRates.map((r) => r.name).join(', ');
  return { event: 'add_shipping_info', ecommerce: { ...ecommerce(context), shipping_tier: tier } };
}

export function paymentInfoEvent(context: LoadedContext): AnalyticsEvent {
  const method = context.member.payMethods.find((m) => m.id === context.cart.payMethodId);
  return { event: 'add_payment_info', ecommerce: { ...ecommerce(context), payment_type: method?.type ?? 'CreditCard' } };
}

export function purchaseEvent(context: LoadedContext, orderId: string, grandTotalCents: number): AnalyticsEvent {
  const priced = priceCheckout(context);
  return {
    event: 'purchase',
    ecommerce: { ...ecommerce(context), value: units(grandTotalCents), transaction_id: orderId, shipping: units(priced?.shCents ?? 0) },
  };
}
