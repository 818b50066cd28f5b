import type {
  AddressView,
  CheckoutDataResponse,
  PaymentMethodView,
  Promo,
  RateGroup,
  ShippingAccounts,
  SubmitDataResponse,
  SubmitOrderResponse,
} from '@certus/contracts';
import type { CartState } from '../../submission/cart/cart-slice.ts';

/** The five steps of spec 2.3, in the order checkout resumes through them (spec 2.5). */
export const checkoutSteps = ['dropOff', 'shipping', 'billing', 'promo', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What checkout needs of the member (GET /api/userprofile): pricing, carrier accounts, the address book and the wallet. */
export interface CheckoutMember {
  id: string;
  /** 'Free' means unpaid (spec 3 Member): no promo section (spec 6). */
  membership: string;
  /** Welcome promos need it (spec 5); the profile may not carry it yet, then false. */
  isWelcomePromo: boolean;
  rewardsAvailableCents: number;
  accounts: ShippingAccounts;
  addresses: AddressView[];
  payMethods: PaymentMethodView[];
}

/** A message of the promo step (spec 5 Promo code): a refusal, or the code that was applied. */
export interface PromoNotice {
  tone: 'error' | 'success';
  text: string;
}

export interface CheckoutContext {
  /** The cart as the member left it (local storage, spec 4); the machine changes it only through the cart slice's reducer. */
  cart: CartState | null;
  member: CheckoutMember | null;
  /** Submit data of the cart's country and collectible type (GET /api/data/submitdata): tiers, drop-offs, pick-ups, rates. */
  catalogue: SubmitDataResponse | null;
  /** Checkout data (GET /api/data/checkout): other ways to ship and to pay. Not needed to check out. */
  checkoutData: CheckoutDataResponse | null;
  /** Today (YYYY-MM-DD) from the caller's clock: promos outside their dates are invalid, rates are asked for this date. */
  today: string;
  /** The step the member asked for (a URL, Next, Back); checkout goes there only if every earlier step is done. */
  requestedStep: CheckoutStep | null;
  /** The promo the cart's code names, as last looked up. */
  promo: Promo | null;
  promoNotice: PromoNotice | null;
  /** The code being looked up, as the member typed it (the messages of spec 5 name it). */
  pendingPromoCode: string | null;
  /** The last rate quote and what it was asked for (address, scope, tiers), so a changed cart asks again. */
  rateGroups: RateGroup[];
  rateQuoteKey: string | null;
  ratesError: string | null;
  /**
   * One per checkout attempt: kept across retries and double clicks so the server creates one order; dropped
   * when the cart changes, since the same key with another body is refused.
   */
  idempotencyKey: string | null;
  order: SubmitOrderResponse | null;
  submitError: string | null;
}

export interface CheckoutInput {
  today: string;
}

export const initialCheckoutContext = ({ today }: CheckoutInput): CheckoutContext => ({
  cart: null,
  member: null,
  catalogue: null,
  checkoutData: null,
  today,
  requestedStep: null,
  promo: null,
  promoNotice: null,
  pendingPromoCode: null,
  rateGroups: [],
  rateQuoteKey: null,
  ratesError: null,
  idempotencyKey: null,
  order: null,
  submitError: null,
});
