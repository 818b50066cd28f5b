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

/** Each step's label in the checkout's messages (checkout-messages.ts). */
export const stepLabelKeys = { dropOff: 'stepDropOff', shipping: 'stepShipping', billing: 'stepBilling', promo: 'stepPromo', review: 'stepReview' } as const satisfies Record<CheckoutStep, string>;

/** Other screens checkout links to. */
export const externalPaths = {
  builder: '/submit',
  addressBook: '/account/profile/addressbook',
  paymentMethods: '/account/profile/payments',
  orders: '/account/orders',
  upgrade: '/account/upgrade',
  tracker: (orderId: string) => `/tracker/${encodeURIComponent(orderId)}`,
} as const;
