import { afterEach, describe, expect, it } from 'vitest';
import { priceLine, priceSubmission } from '@certus/contracts';
import { aLine, aSubmission, seedCatalogue } from '@certus/contracts/pricing/test-support';
import { trackAddToCart, trackBeginCheckout } from './cart-analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

const lastPush = () => window.dataLayer?.at(-1) as { event: string; ecommerce: Record<string, unknown> };

describe('cart analytics (spec 7.5, GA4 ecommerce names)', () => {
  it('given a line added to the cart, then add_to_cart carries currency, value and the line as an item with its price per copy and quantity', () => {
    const line = priceLine(seedCatalogue, 'US', aLine({ quantity: 2, tierId: 'MN' }));

    trackAddToCart(line, 'Comic', 'USD');

    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(lastPush()).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: line.totalCents / 100,
        items: [{ item_id: 'MN', item_name: expect.stringContaining('Amazing Spider-Man'), item_category: 'Comic', item_variant: line.tierLabel, price: line.totalCents / 200, quantity: 2 }],
      },
    });
  });

  it('given a cart going to checkout, then begin_checkout carries the value after the member discount and every line, indexed', () => {
    const priced = priceSubmission(seedCatalogue, aSubmission({ comics: [aLine(), aLine({ title: 'X-Men', issue: '94', tierId: 'MN' })] }));

    trackBeginCheckout(priced, 'Comic', 'CAD');

    const pushed = lastPush();
    expect(pushed.event).toBe('begin_checkout');
    expect(pushed.ecommerce).toMatchObject({ currency: 'CAD', value: (priced.totalCents - priced.discountCents) / 100 });
    expect((pushed.ecommerce.items as { index: number; item_id: string }[]).map((i) => [i.index, i.item_id])).toEqual([
      [0, 'MN'],
      [1, 'MN'],
    ]);
  });
});
