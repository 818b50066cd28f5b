import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CartState } from '../../submission/cart/cart-slice.ts';
import { aCart, aCheckoutMember, aSubmitData, ratesFor } from '../testing/checkout-builders.ts';
import { checkoutMachine } from './checkout-machine.ts';
import { paymentInfoEvent, purchaseEvent, shippingInfoEvent } from './checkout-analytics.ts';
import { priceCheckout, type LoadedContext } from './checkout-rules.ts';

/** A checkout with everything chosen: shipped to the home address at the first order rate, paid by the Visa card, promo SAVE10. */
function aLoadedCheckout(overrides: Partial<CartState> = {}): LoadedContext {
  const quote = ratesFor({
    collectibleType: 'Comic',
    date: '03-14-2025',
    currency: 'USD',
    body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order', tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 0, totalCents: 0 }] },
  }).groups[0]!.rates[0]!;
  const cart = aCart({ dropOffId: 'NN', shipping: { kind: 'address', addressId: 'address-home' }, chosenRates: [{ ...quote, tierId: null }], payMethodId: 'card-visa', promoCode: 'SAVE10', ...overrides });
  const actor = createActor(checkoutMachine, { input: { today: '2025-03-14' } }).start();
  actor.send({ type: 'SYNC', cart, member: aCheckoutMember(), catalogue: aSubmitData() });
  const context = actor.getSnapshot().context as LoadedContext;
  actor.stop();
  return context;
}

describe('checkout analytics (spec 7.5, GA4 ecommerce names)', () => {
  it('given a shipping choice, then add_shipping_info names the carrier rate as shipping_tier, with currency, value, coupon and items', () => {
    const context = aLoadedCheckout();
    const event = shippingInfoEvent(context);

    expect(event).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { currency: 'USD', value: priceCheckout(context)!.grandTotalCents / 100, coupon: 'SAVE10', shipping_tier: context.cart.chosenRates[0]!.name },
    });
    if (event.event !== 'add_shipping_info') throw new Error('unexpected event');
    expect(event.ecommerce.items).toEqual([expect.objectContaining({ item_id: 'MN', item_category: 'Comic', quantity: 1, index: 0, price: expect.any(Number) })]);
  });

  it('given a pick-up at the counter, then shipping_tier says Pick-up', () => {
    const event = shippingInfoEvent(aLoadedCheckout({ shipping: { kind: 'pickup', pickUpId: 'HQ' }, chosenRates: [] }));
    expect(event).toMatchObject({ ecommerce: { shipping_tier: 'Pick-up' } });
  });

  it('given a payment method chosen, then add_payment_info names its type as payment_type', () => {
    expect(paymentInfoEvent(aLoadedCheckout())).toMatchObject({ event: 'add_payment_info', ecommerce: { payment_type: 'CreditCard', currency: 'USD' } });
  });

  it('given the order submitted, then purchase carries the order id as transaction_id, the charged grand total as value, and the shipping', () => {
    const context = aLoadedCheckout();
    const event = purchaseEvent(context, '25-A1B2C3D', 3_950);
    expect(event).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: '25-A1B2C3D', value: 39.5, currency: 'USD', coupon: 'SAVE10', shipping: priceCheckout(context)!.shCents / 100 } });
  });
});
