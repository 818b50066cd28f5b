/**
 * Spec 7.5: analytics events for login, add to cart, select item, begin checkout, add shipping info, add
 * payment info and purchase, pushed onto the page's `dataLayer` in GA4's recommended-event shape, for
 * whatever tag manager the site loads (none is loaded by the app itself).
 */

/** A GA4 ecommerce item: a comic line of a submission, a membership, a gift card. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** e.g. the collectible type: Comic, Magazine, Manga. */
  item_category?: string;
  /** e.g. the tier label. */
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  price?: number;
  quantity?: number;
  index?: number;
}

export type AnalyticsCurrency = 'USD' | 'CAD';

interface Priced {
  currency: AnalyticsCurrency;
  value: number;
  items: AnalyticsItem[];
}

interface WithCoupon extends Priced {
  /** The promo code (spec 5). */
  coupon?: string;
}

export type AnalyticsEvent =
  | { event: 'login'; method: 'password' | (string & {}) }
  | { event: 'add_to_cart'; ecommerce: Priced }
  | { event: 'select_item'; ecommerce: { item_list_id?: string; item_list_name?: string; items: AnalyticsItem[] } }
  | { event: 'begin_checkout'; ecommerce: WithCoupon }
  | { event: 'add_shipping_info'; ecommerce: WithCoupon & { shipping_tier?: string } }
  | { event: 'add_payment_info'; ecommerce: WithCoupon & { payment_type?: string } }
  | { event: 'purchase'; ecommerce: WithCoupon & { transaction_id: string; shipping?: number; tax?: number } };

export type AnalyticsEventName = AnalyticsEvent['event'];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes the event onto `window.dataLayer`, creating the array if no tag manager has yet. Before an
 * ecommerce event it pushes `{ ecommerce: null }`, as Google asks, so items of the previous event do not
 * merge into this one. Analytics never breaks the screen that reports: a throwing tag manager is ignored.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    const dataLayer = (window.dataLayer ??= []);
    if ('ecommerce' in event) dataLayer.push({ ecommerce: null });
    dataLayer.push(event);
  } catch {
    // a tag manager's push failed; the member's action goes on
  }
  tagManagerWanted();
}

let tagManagerAsked = false;

/**
 * The first event of the page asks for the configured tag manager (analytics-loader.ts, its own chunk): none
 * configured, none loaded. Once per page.
 */
function tagManagerWanted(): void {
  if (tagManagerAsked) return;
  tagManagerAsked = true;
  void import('./analytics-loader.ts').then((loader) => loader.loadConfiguredTagManager()).catch(() => undefined);
}
