import { afterEach, describe, expect, it } from 'vitest';
import { track, type AnalyticsItem } from './analytics.ts';

const aComicLine = (overrides: Partial<AnalyticsItem> = {}): AnalyticsItem => ({
  item_id: 'MN',
  item_name: 'Amazing Spider-Man #300',
  item_category: 'Comic',
  price: 45,
  quantity: 1,
  ...overrides,
});

afterEach(() => {
  delete window.dataLayer;
});

describe('track', () => {
  it('given no dataLayer yet, when a login is tracked, then the array is created with the event', () => {
    track({ event: 'login', method: 'password' });

    expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }]);
  });

  it("given a tag manager's dataLayer, when events are tracked, then they are appended to it in order", () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;

    track({ event: 'login', method: 'oidc' });
    track({ event: 'select_item', ecommerce: { item_list_name: 'Featured', items: [aComicLine()] } });

    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([
      { 'gtm.start': 1 },
      { event: 'login', method: 'oidc' },
      { ecommerce: null },
      { event: 'select_item', ecommerce: { item_list_name: 'Featured', items: [aComicLine()] } },
    ]);
  });

  it('given each ecommerce event of spec 7.5, when tracked, then it follows a cleared ecommerce object', () => {
    const items = [aComicLine(), aComicLine({ item_id: 'WS', item_name: 'X-Men #1', price: 120 })];
    track({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: 45, items: [items[0]!] } });
    track({ event: 'begin_checkout', ecommerce: { currency: 'USD', value: 165, items } });
    track({ event: 'add_shipping_info', ecommerce: { currency: 'USD', value: 165, shipping_tier: 'FedEx Ground', items } });
    track({ event: 'add_payment_info', ecommerce: { currency: 'USD', value: 165, payment_type: 'CreditCard', items } });
    track({ event: 'purchase', ecommerce: { transaction_id: '12-A1B2C3D', currency: 'USD', value: 180, shipping: 15, coupon: 'WELCOME', items } });

    const pushed = window.dataLayer ?? [];
    expect(pushed.filter((_, i) => i % 2 === 0)).toEqual(Array(5).fill({ ecommerce: null }));
    expect(pushed.filter((_, i) => i % 2 === 1).map((entry) => (entry as { event: string }).event)).toEqual([
      'add_to_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    expect(pushed.at(-1)).toMatchObject({ ecommerce: { transaction_id: '12-A1B2C3D', value: 180, coupon: 'WELCOME', items } });
  });

  it('given a tag manager whose push throws, when an event is tracked, then the caller goes on', () => {
    window.dataLayer = Object.assign([], {
      push: () => {
        throw new Error('tag manager failed');
      },
    });

    expect(() => track({ event: 'login', method: 'password' })).not.toThrow();
  });
});
