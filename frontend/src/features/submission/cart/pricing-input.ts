import type { MemberPricingProfile, Promo, ReturnShipping, SubmissionPricingInput } from '@certus/contracts';
import type { CartState } from './cart-slice.ts';

/** Today as the member's calendar reads it (YYYY-MM-DD): promo validity dates are calendar dates. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PricingExtras {
  /** The promo the cart's code names (looked up by the checkout), or null. */
  promo: Promo | null;
  today: string;
}

/**
 * How far the cart has chosen the way back: a pick-up, an address on the member's own carrier account or with a
 * rate chosen, or not yet (the checkout refines this: every tier group needs its rate, checkout-rules.ts).
 */
export function cartReturnShipping(cart: CartState): ReturnShipping {
  if (cart.shipping?.kind === 'pickup') return 'pickUp';
  if (cart.shipping?.kind === 'address' && (cart.shippingAccount !== null || cart.chosenRates.length > 0)) return 'shipped';
  return 'notChosen';
}

/**
 * The engine's input for the whole cart as it stands (lines, press screen, shipping, rates, promo code,
 * rewards): what the checkout prices and the server will price again.
 */
export function cartPricingInput(cart: CartState, member: MemberPricingProfile, { promo, today }: PricingExtras): SubmissionPricingInput {
  return {
    countryCode: cart.countryCode,
    collectibleType: cart.collectibleType,
    comics: cart.comics,
    isGradingPressScreen: cart.isGradingPressScreen,
    member,
    promoCode: cart.promoCode,
    promo,
    today,
    hasShippingAddress: cart.shipping?.kind === 'address',
    chosenRates: cart.chosenRates,
    isInsurance: cart.isInsurance,
    usesShippingAccount: cart.shippingAccount !== null,
    returnShipping: cartReturnShipping(cart),
    rewardsRequestedCents: cart.rewardsRequestedCents,
  };
}

/** The builder's view: the lines with the member's discounts, no promo, no shipping, no rewards. */
export function builderPricingInput(cart: CartState, member: MemberPricingProfile, today: string): SubmissionPricingInput {
  return {
    ...cartPricingInput(cart, member, { promo: null, today }),
    promoCode: null,
    hasShippingAddress: false,
    chosenRates: [],
    isInsurance: false,
    usesShippingAccount: false,
    returnShipping: 'notChosen',
    rewardsRequestedCents: 0,
  };
}
