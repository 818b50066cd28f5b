import type { MemberPricingProfile, Promo, SubmissionPricingInput } from '@certus/contracts';
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
    isPickUp: cart.shipping?.kind === 'pickup',
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
    isPickUp: false,
    rewardsRequestedCents: 0,
  };
}
