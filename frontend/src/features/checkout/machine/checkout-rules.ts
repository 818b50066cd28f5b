import {
  applicableShippingAccounts,
  isPaidMembership,
  priceSubmission,
  type AddressView,
  type PricedSubmission,
  type ReturnShipping,
  type ShippingChoice,
  type ShippingRatesBody,
  type TierGroup,
  type SubmitOrderBody,
} from '@certus/contracts';
import type { CartState } from '../../submission/cart/cart-slice.ts';
import { checkoutSteps, type CheckoutContext, type CheckoutStep } from './checkout-context.ts';

/**
 * The rules of checkout as plain functions of the machine's context (spec 2.5, 4 Submission cart, 5 Insurance,
 * 6): which steps are done, which may be shown, and whether the order can be sent. The machine's guards and
 * the pages both ask these (the pages through `snapshot.can`), so no screen re-derives a rule.
 */

export type LoadedContext = CheckoutContext & {
  cart: CartState;
  member: NonNullable<CheckoutContext['member']>;
  catalogue: NonNullable<CheckoutContext['catalogue']>;
};

export const isLoaded = (context: CheckoutContext): context is LoadedContext =>
  context.cart !== null && context.member !== null && context.catalogue !== null;

export const isPaidMember = (context: CheckoutContext) => context.member !== null && isPaidMembership(context.member.membership);

/** Free members get no promo section (spec 6): their cart's code, if any, is not used. */
export const effectivePromoCode = (context: CheckoutContext) => (isPaidMember(context) ? (context.cart?.promoCode ?? null) : null);

// Guards and the page price the same context many times; a context is immutable, so its price is kept with it.
const priced = new WeakMap<CheckoutContext, PricedSubmission | null>();

/**
 * The submission priced by the contracts' engine with what the cart holds now (live totals), or null when
 * the catalogue cannot price a line (a tier withdrawn since it was added): no total rather than a wrong one.
 */
export function priceCheckout(context: LoadedContext): PricedSubmission | null {
  if (priced.has(context)) return priced.get(context) ?? null;
  let result: PricedSubmission | null;
  try {
    result = priceUnsafe(context);
  } catch {
    result = null;
  }
  priced.set(context, result);
  return result;
}

function priceUnsafe(context: LoadedContext): PricedSubmission {
  // Priced first with the way back not chosen (the tier groups the rates are for do not depend on it), then
  // again with it once it is settled: the summary shows no shipping figure the member has not picked.
  const unshipped = priceWith(context, 'notChosen');
  if (!returnSettled(context, unshipped.tiers)) return unshipped;
  return priceWith(context, context.cart.shipping?.kind === 'pickup' ? 'pickUp' : 'shipped');
}

function priceWith(context: LoadedContext, returnShipping: ReturnShipping): PricedSubmission {
  const { cart, member, catalogue } = context;
  const promoCode = effectivePromoCode(context);
  return priceSubmission(catalogue, {
    countryCode: cart.countryCode,
    collectibleType: cart.collectibleType,
    comics: cart.comics,
    isGradingPressScreen: cart.isGradingPressScreen,
    member: { membership: member.membership, isWelcomePromo: member.isWelcomePromo, rewardsAvailableCents: member.rewardsAvailableCents },
    promoCode,
    promo: promoCode && context.promo?.promoCode.toLowerCase() === promoCode.toLowerCase() ? context.promo : null,
    today: context.today,
    hasShippingAddress: cart.shipping?.kind === 'address',
    chosenRates: shipsWithUs(cart) ? cart.chosenRates : [],
    isInsurance: cart.isInsurance,
    usesShippingAccount: cart.shippingAccount !== null,
    returnShipping,
    rewardsRequestedCents: cart.rewardsRequestedCents,
  });
}

export const chosenDropOff = (context: LoadedContext) => context.catalogue.dropOffs.find((d) => d.id === context.cart.dropOffId) ?? null;

export const chosenAddress = (context: LoadedContext): AddressView | null => {
  const shipping = context.cart.shipping;
  return shipping?.kind === 'address' ? (context.member.addresses.find((a) => a.id === shipping.addressId) ?? null) : null;
};

/** A shipment is international when the return address is outside the submission's country (spec 5: DHL only then). */
export const isInternational = (address: AddressView, context: LoadedContext) => address.country !== context.cart.countryCode;

/** The member's carrier accounts that may carry the return to this address. */
export function shippingAccountsFor(context: LoadedContext, address: AddressView | null) {
  if (!address) return [];
  return applicableShippingAccounts(context.member.accounts, { international: isInternational(address, context) });
}

/** We carry the return (and so a rate is needed) unless it is picked up or shipped on the member's own account. */
export const shipsWithUs = (cart: CartState) => cart.shipping?.kind === 'address' && cart.shippingAccount === null;

// ---- the steps ----

export function dropOffDone(context: LoadedContext): boolean {
  return chosenDropOff(context) !== null;
}

/** Pick-up at a counter is offered only when the books are handed in at a counter (not mailed in). */
export function pickUpAllowed(context: LoadedContext): boolean {
  const dropOff = chosenDropOff(context);
  return dropOff !== null && !dropOff.isMailIn && context.catalogue.pickUps.length > 0;
}

export function hasShippingChoice(context: LoadedContext): boolean {
  const { shipping, shippingAccount } = context.cart;
  if (!shipping) return false;
  if (shipping.kind === 'pickup') return pickUpAllowed(context) && context.catalogue.pickUps.some((p) => p.id === shipping.pickUpId);
  const address = chosenAddress(context);
  if (!address) return false;
  return shippingAccount === null || shippingAccountsFor(context, address).some((a) => a.carrier === shippingAccount);
}

/** Spec 4: a rate for the whole order, or one for each tier group; none when we do not carry the return. */
export function hasRates(context: LoadedContext): boolean {
  return ratesCover(context, priceCheckout(context)?.tiers ?? []);
}

function ratesCover(context: LoadedContext, tiers: readonly TierGroup[]): boolean {
  const { cart } = context;
  if (!shipsWithUs(cart)) return true;
  if (cart.rateScope === 'order') return cart.chosenRates.some((r) => r.tierId === null);
  return tiers.length > 0 && tiers.every((tier) => cart.chosenRates.some((r) => r.tierId === tier.id));
}

/** The way back is settled: a valid choice (address or pick-up) and, when we carry it, its rates. */
function returnSettled(context: LoadedContext, tiers: readonly TierGroup[]): boolean {
  return hasShippingChoice(context) && ratesCover(context, tiers);
}

/** Spec 5 Insurance: skipping insurance without a shipping account or pick-up needs the member's confirmation. */
export function needsUninsuredConfirmation(cart: CartState): boolean {
  return !cart.isInsurance && cart.shippingAccount === null && cart.shipping?.kind !== 'pickup';
}

export const insuranceSettled = (cart: CartState) => !needsUninsuredConfirmation(cart) || cart.uninsuredConfirmed;

export const shippingDone = (context: LoadedContext) => hasShippingChoice(context) && hasRates(context) && insuranceSettled(context.cart);

export const billingDone = (context: LoadedContext) =>
  context.cart.payMethodId !== null && context.member.payMethods.some((m) => m.id === context.cart.payMethodId);

/** Spec 2.5: review shows once a promo code is set or preview mode is on; Free members have no promo step. */
export const promoDone = (context: LoadedContext) =>
  !isPaidMember(context) || effectivePromoCode(context) !== null || context.cart.previewMode;

/** Whether a step is part of this member's checkout at all (spec 6: Free members get no promo section). */
export const stepOffered = (context: CheckoutContext, step: CheckoutStep) => step !== 'promo' || isPaidMember(context);

const stepDone: Record<CheckoutStep, (context: LoadedContext) => boolean> = {
  dropOff: dropOffDone,
  shipping: shippingDone,
  billing: billingDone,
  promo: promoDone,
  review: () => false,
};

/** The first step not done yet, in the order of spec 2.5. */
export function firstMissingStep(context: LoadedContext): CheckoutStep {
  return checkoutSteps.find((step) => stepOffered(context, step) && !stepDone[step](context)) ?? 'review';
}

/** A step may be shown when it is offered and every offered step before it is done. */
export function stepReachable(context: CheckoutContext, step: CheckoutStep): boolean {
  if (!isLoaded(context) || !stepOffered(context, step)) return false;
  const earlier = checkoutSteps.slice(0, checkoutSteps.indexOf(step));
  return earlier.every((s) => !stepOffered(context, s) || stepDone[s](context));
}

/** Where checkout lands: the requested step if it may be shown, else the first missing one (spec 2.5). */
export function resumeStep(context: LoadedContext): CheckoutStep {
  const requested = context.requestedStep;
  return requested && stepReachable(context, requested) ? requested : firstMissingStep(context);
}

const offeredSteps = (context: CheckoutContext) => checkoutSteps.filter((step) => stepOffered(context, step));

export function stepAfter(context: CheckoutContext, step: CheckoutStep): CheckoutStep {
  const steps = offeredSteps(context);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'review';
}

export function stepBefore(context: CheckoutContext, step: CheckoutStep): CheckoutStep {
  const steps = offeredSteps(context);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'dropOff';
}

export const isStepDone = (context: CheckoutContext, step: CheckoutStep) => isLoaded(context) && stepDone[step](context);

/** Spec 4: a valid total, or every comic grade-screened (a screen may end in no grading fee). */
export function hasValidTotal(context: LoadedContext): boolean {
  const { comics } = context.cart;
  if (comics.length === 0) return false;
  const priced = priceCheckout(context);
  if (!priced) return false;
  return priced.totalCents > 0 || comics.every((c) => c.gradeScreen !== null);
}

/** Spec 4: checkout needs a valid total, a shipping choice, a payment method and the rates, and spec 5's insurance confirmation. */
export function canCheckout(context: CheckoutContext): boolean {
  if (!isLoaded(context)) return false;
  return dropOffDone(context) && hasValidTotal(context) && shippingDone(context) && billingDone(context) && promoDone(context);
}

// ---- defaults and why a step cannot go on ----

/**
 * The address marked default, chosen for the member when the shipping step opens with none chosen yet (a
 * new drop-off clears the shipping, spec 4, so it is chosen again). Null when there is nothing to choose.
 */
export function defaultShipping(context: LoadedContext): ShippingChoice | null {
  if (context.cart.shipping !== null) return null;
  const address = context.member.addresses.find((a) => a.isDefault);
  return address ? { kind: 'address', addressId: address.id } : null;
}

/** The payment method marked default, chosen for the member when the billing step opens with none chosen yet. */
export function defaultPayMethodId(context: LoadedContext): string | null {
  if (context.cart.payMethodId !== null && context.member.payMethods.some((m) => m.id === context.cart.payMethodId)) return null;
  return context.member.payMethods.find((m) => m.isDefault)?.id ?? null;
}

/** What the shipping step is doing that the member waits for (the rate request), as the page knows it. */
export interface StepActivity {
  fetchingRates: boolean;
}

/**
 * Why Continue (or Submit) cannot be pressed on this step, in words the member can act on; null when it can.
 * The same rules as the machine's guards (the *Done functions above), read for the first thing missing.
 */
export function stepBlocker(context: LoadedContext, step: CheckoutStep, activity: StepActivity = { fetchingRates: false }): string | null {
  const { cart, member } = context;
  switch (step) {
    case 'dropOff':
      return dropOffDone(context) ? null : checkoutBlockers.dropOff;
    case 'shipping': {
      if (!hasShippingChoice(context)) {
        const pickUps = pickUpAllowed(context);
        if (member.addresses.length === 0 && !pickUps) return checkoutBlockers.addAddress;
        return cart.shipping?.kind === 'address' && chosenAddress(context) ? checkoutBlockers.carrier : checkoutBlockers.shippingChoice;
      }
      if (!hasRates(context)) {
        if (activity.fetchingRates) return checkoutBlockers.ratesLoading;
        if (context.ratesError) return checkoutBlockers.ratesFailed;
        return cart.rateScope === 'tier' ? checkoutBlockers.ratePerService : checkoutBlockers.rate;
      }
      return insuranceSettled(cart) ? null : checkoutBlockers.insurance;
    }
    case 'billing':
      if (billingDone(context)) return null;
      return member.payMethods.length === 0 ? checkoutBlockers.addPayMethod : checkoutBlockers.payMethod;
    case 'promo':
      return null;
    case 'review':
      return hasValidTotal(context) ? null : checkoutBlockers.noTotal;
  }
}

export const checkoutBlockers = {
  dropOff: 'Choose how you will send us your books to continue.',
  addAddress: 'Add an address to your address book to continue: we need to know where to send the graded books.',
  shippingChoice: 'Choose where we send the graded books back to continue.',
  carrier: 'Choose which carrier ships the books back to continue.',
  ratesLoading: 'Getting the shipping rates for this address…',
  ratesFailed: 'We could not get shipping rates for this address. Try again, or choose another address.',
  rate: 'Choose a return shipping rate to continue.',
  ratePerService: 'Choose a return shipping rate for each service to continue.',
  insurance: 'Insure the return shipment, or confirm that it ships back uninsured, to continue.',
  addPayMethod: 'Add a card or a bank account to continue.',
  payMethod: 'Choose how you will pay to continue.',
  noTotal: 'Your cart has no total yet. Please check its books in your submission.',
} as const;

// ---- what is sent ----

/** The collectible date of POST /api/data/sh as MM-DD-YYYY (spec 7.3), from today's YYYY-MM-DD. */
export function collectibleDate(today: string): string {
  const [year = '', month = '', day = ''] = today.split('-');
  return `${month}-${day}-${year}`;
}

export interface RatesRequest {
  collectibleType: string;
  date: string;
  currency: string;
  body: ShippingRatesBody;
}

/** The rate request for the cart's address and tier groups, or null when we do not carry the return. */
export function ratesRequest(context: LoadedContext): RatesRequest | null {
  const { cart, catalogue } = context;
  if (!shipsWithUs(cart) || cart.shipping?.kind !== 'address') return null;
  const tiers = (priceCheckout(context)?.tiers ?? []).filter((t) => t.count > 0);
  if (tiers.length === 0) return null;
  return {
    collectibleType: cart.collectibleType,
    date: collectibleDate(context.today),
    currency: catalogue.currency,
    body: {
      originCountry: cart.countryCode,
      shipping: { addressId: cart.shipping.addressId },
      scope: cart.rateScope,
      tiers: tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count, baseTotalCents: t.baseTotalCents, totalCents: t.totalCents })),
    },
  };
}

/** What the last quote was asked for: a different key means the rates on screen are stale. */
export const quoteKeyOf = (request: RatesRequest | null) => (request ? JSON.stringify(request) : null);

export function needsRateQuote(context: CheckoutContext): boolean {
  if (!isLoaded(context)) return false;
  const key = quoteKeyOf(ratesRequest(context));
  return key !== null && key !== context.rateQuoteKey;
}

/** POST /api/orders/submit (spec 7.3): the whole submission; the server prices it again and trusts no figure of ours. */
export function submitBody(context: LoadedContext): SubmitOrderBody {
  const { cart, catalogue } = context;
  const rate: SubmitOrderBody['rate'] = !shipsWithUs(cart)
    ? null
    : cart.rateScope === 'order'
      ? { scope: 'order', serviceId: cart.chosenRates.find((r) => r.tierId === null)?.id ?? '' }
      : { scope: 'tier', byTier: Object.fromEntries(cart.chosenRates.filter((r) => r.tierId !== null).map((r) => [r.tierId!, r.id])) };
  return {
    catalogueVersion: cart.version ?? catalogue.catalogueVersion,
    countryCode: cart.countryCode,
    collectibleType: cart.collectibleType,
    comics: cart.comics,
    isGradingPressScreen: cart.isGradingPressScreen,
    dropOffId: cart.dropOffId ?? '',
    shipping: cart.shipping!,
    shippingAccount: cart.shipping?.kind === 'pickup' ? null : cart.shippingAccount,
    rate,
    isInsurance: cart.isInsurance,
    uninsuredConfirmed: needsUninsuredConfirmation(cart) && cart.uninsuredConfirmed,
    payMethodId: cart.payMethodId ?? '',
    promoCode: effectivePromoCode(context),
    rewardsRequestedCents: cart.rewardsRequestedCents,
  };
}
