import type { CheckoutStep } from '../machine/checkout-context.ts';

/** The checkout's screens (spec 2.3): the review is /checkout itself. Kept in step with app/site-states.ts. */
export const checkoutPaths: Record<CheckoutStep | 'result', string> = {
  dropOff: '/checkout/dropOff',
  shipping: '/checkout/shipping',
  billing: '/checkout/billing',
  promo: '/checkout/promo',
  review: '/checkout',
  result: '/checkout/result',
};

export const stepLabels: Record<CheckoutStep, string> = {
  dropOff: 'Drop-off',
  shipping: 'Shipping address',
  billing: 'Payment method',
  promo: 'Promo code',
  review: 'Review',
};

/** Other screens checkout links to. */
export const externalPaths = {
  builder: '/submit',
  addressBook: '/account/profile/addressbook',
  paymentMethods: '/account/profile/payments',
  orders: '/account/orders',
  upgrade: '/account/upgrade',
  tracker: (orderId: string) => `/tracker/${encodeURIComponent(orderId)}`,
} as const;
