import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  promoMessages,
  shippingMessages,
  type CarrierAccount,
  type CheckoutDataResponse,
  type Promo,
  type ShippingChoice,
  type ShippingRatesResponse,
  type SubmitDataResponse,
  type SubmitOrderBody,
  type SubmitOrderResponse,
} from '@certus/contracts';
import { track } from '../../../lib/analytics.ts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { cartActions, cartSlice, type CartState, type ChosenRate } from '../../submission/cart/cart-slice.ts';
import { checkoutSteps, initialCheckoutContext, type CheckoutContext, type CheckoutInput, type CheckoutMember, type CheckoutStep } from './checkout-context.ts';
import { paymentInfoEvent, purchaseEvent, shippingInfoEvent } from './checkout-analytics.ts';
import {
  billingDone,
  canCheckout,
  defaultPayMethodId,
  defaultShipping,
  isLoaded,
  isPaidMember,
  needsRateQuote,
  priceCheckout,
  quoteKeyOf,
  ratesRequest,
  resumeStep,
  shippingDone,
  stepAfter,
  stepBefore,
  stepReachable,
  submitBody,
  type LoadedContext,
  type RatesRequest,
} from './checkout-rules.ts';

export type CheckoutEvent =
  /** The page hands in what it loaded or what changed elsewhere: the stored cart, the profile, the catalogue. */
  | { type: 'SYNC'; cart?: CartState; member?: CheckoutMember; catalogue?: SubmitDataResponse; checkoutData?: CheckoutDataResponse }
  /** The URL names a step (or the result screen); a step not allowed yet lands on the first missing one. */
  | { type: 'GO_TO'; step: CheckoutStep | 'result' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'DROP_OFF.CHOOSE'; dropOffId: string }
  | { type: 'SHIPPING.CHOOSE'; shipping: ShippingChoice; shippingAccount: CarrierAccount | null }
  | { type: 'RATES.SCOPE'; scope: 'order' | 'tier' }
  /** Ask for rates again (after a failure). */
  | { type: 'RATES.FETCH' }
  | { type: 'RATE.CHOOSE'; tierId: string | null; rateId: string }
  | { type: 'INSURANCE.SET'; insured: boolean }
  | { type: 'UNINSURED.CONFIRM'; confirmed: boolean }
  | { type: 'PAY_METHOD.CHOOSE'; payMethodId: string }
  | { type: 'REWARDS.REQUEST'; cents: number }
  | { type: 'PROMO.APPLY'; code: string }
  | { type: 'PROMO.REMOVE' }
  /** 'Continue without a promo code': preview mode (spec 2.3). */
  | { type: 'PROMO.SKIP' }
  | { type: 'SUBMIT' };

export interface SubmitOrderInput {
  body: SubmitOrderBody;
  idempotencyKey: string;
}

/** Spec 8 asks for the server's message; a request that never got an answer has none. */
export const SUBMIT_FALLBACK_MESSAGE = 'Your order could not be submitted. Please check your connection and try again.';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const loaded = (context: CheckoutContext): LoadedContext => {
  if (!isLoaded(context)) throw new Error('checkout is not loaded');
  return context;
};

const sameCart = (a: CartState | null, b: CartState) => a !== null && JSON.stringify(a) === JSON.stringify(b);

const newIdempotencyKey = () => crypto.randomUUID();

const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    // The pages provide the real calls (RTK Query endpoints, api/checkout-api.ts); tests provide their own.
    fetchRates: fromPromise<ShippingRatesResponse, RatesRequest>(notProvided('fetchRates')),
    lookUpPromo: fromPromise<Promo, { code: string }>(notProvided('lookUpPromo')),
    submitOrder: fromPromise<SubmitOrderResponse, SubmitOrderInput>(notProvided('submitOrder')),
  },
  actions: {
    /** Every change of the cart, as the cart slice's own action, for the page to dispatch (and so keep in local storage). */
    persistCart: (_, _params: { action: UnknownAction }) => {},
    /** The server's message after a failed submit (spec 8: a toast). */
    notifySubmitFailure: (_, _params: { message: string }) => {},
    trackShippingInfo: ({ context }) => track(shippingInfoEvent(loaded(context))),
    trackPaymentInfo: ({ context }) => track(paymentInfoEvent(loaded(context))),
    trackPurchase: ({ context }, params: { order: SubmitOrderResponse }) =>
      track(purchaseEvent(loaded(context), params.order.orderId, params.order.grandTotalCents)),
  },
  guards: {
    isLoaded: ({ context }) => isLoaded(context),
    cartIsEmpty: ({ context }) => isLoaded(context) && context.cart.comics.length === 0,
    cartHasComics: ({ context }) => isLoaded(context) && context.cart.comics.length > 0,
    /** A paid member's cart names a code whose promo this page has not looked up yet (after a reload). */
    promoToRestore: ({ context }) =>
      isPaidMember(context) &&
      !!context.cart?.promoCode &&
      context.promo?.promoCode.toLowerCase() !== context.cart.promoCode.toLowerCase(),
    needsRateQuote: ({ context }) => needsRateQuote(context),
    shippingDone: ({ context }) => isLoaded(context) && shippingDone(context),
    billingDone: ({ context }) => isLoaded(context) && billingDone(context),
    canCheckout: ({ context }) => canCheckout(context),
  },
});

type Event<T extends CheckoutEvent['type']> = Extract<CheckoutEvent, { type: T }>;

/**
 * Changes the cart with the cart slice's own reducer (so the rules of cart-slice.ts, like a new drop-off
 * clearing the shipping, hold here too) and hands the action to the page to dispatch. A changed cart is a
 * new checkout attempt: the idempotency key of the last one is dropped.
 */
const changeCart = (actionOf: (context: LoadedContext, event: CheckoutEvent) => UnknownAction | null) =>
  checkoutSetup.enqueueActions(({ context, event, enqueue }) => {
    if (!isLoaded(context)) return;
    const action = actionOf(context, event);
    if (!action) return;
    enqueue.assign({ cart: cartSlice.reducer(context.cart, action), idempotencyKey: null, submitError: null });
    enqueue({ type: 'persistCart', params: { action } });
  });

/** Remembers where the member asked to go; `resuming` decides whether that step may be shown. */
const request = (stepOf: (context: CheckoutContext, event: CheckoutEvent) => CheckoutStep) =>
  checkoutSetup.assign({ requestedStep: ({ context, event }) => stepOf(context, event) });

const goToStep = (context: CheckoutContext, event: CheckoutEvent): CheckoutStep => {
  const step = (event as Event<'GO_TO'>).step;
  // The result screen without an order is the review screen's business.
  return step === 'result' ? 'review' : step;
};

/** A step whose conditions went away (the cart changed elsewhere) goes back through resuming. */
const leaveWhenNoLongerReachable = (step: CheckoutStep) => ({
  guard: ({ context }: { context: CheckoutContext }) => !isLoaded(context) || context.cart.comics.length === 0 || !stepReachable(context, step),
  target: '#checkout.resuming' as const,
  actions: checkoutSetup.assign({ requestedStep: step }),
});

const stepNavigation = (step: CheckoutStep) => ({
  BACK: { target: '#checkout.resuming' as const, actions: request((context) => stepBefore(context, step)) },
});

const rateOf = (context: LoadedContext, event: Event<'RATE.CHOOSE'>): ChosenRate | null => {
  const group = context.rateGroups.find((g) => g.tierId === event.tierId);
  const quote = group?.rates.find((r) => r.id === event.rateId);
  return quote ? { ...quote, tierId: event.tierId } : null;
};

/** Spec 5 Promo code: what the engine says of the looked-up promo for this cart. */
function promoOutcome(context: LoadedContext, code: string, promo: Promo) {
  return priceCheckout({ ...context, cart: { ...context.cart, promoCode: code }, promo })?.promo ?? { status: 'none' as const };
}

/**
 * The checkout of spec 2.3 / 2.5 / 4: five steps (drop-off, shipping, billing, promo, review), then the
 * submit and its result. Every move goes through `resuming`, which shows the requested step when every step
 * before it is done and otherwise the first missing one, so a URL, Next, Back and a reload all follow one rule.
 * Side effects are the named actors fetchRates, lookUpPromo and submitOrder, provided by the page.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'loading',
  on: {
    SYNC: {
      actions: assign(({ context, event }) => ({
        ...(event.member ? { member: event.member } : {}),
        ...(event.catalogue ? { catalogue: event.catalogue } : {}),
        ...(event.checkoutData ? { checkoutData: event.checkoutData } : {}),
        // The same cart coming back from the store after our own change is not a new attempt.
        ...(event.cart && !sameCart(context.cart, event.cart) ? { cart: event.cart, idempotencyKey: null } : {}),
      })),
    },
    GO_TO: { target: '.resuming', actions: request(goToStep) },
  },
  states: {
    loading: {
      on: { GO_TO: { actions: request(goToStep) } },
      always: { guard: 'isLoaded', target: 'resuming' },
    },
    resuming: {
      always: [
        { guard: ({ context }) => !isLoaded(context), target: 'loading' },
        { guard: 'cartIsEmpty', target: 'empty' },
        { guard: 'promoToRestore', target: 'restoringPromo' },
        ...checkoutSteps.map((step) => ({
          guard: ({ context }: { context: CheckoutContext }) => isLoaded(context) && resumeStep(context) === step,
          target: step,
        })),
      ],
    },
    /** Nothing to check out: the page points to the builder. */
    empty: {
      always: { guard: 'cartHasComics', target: 'resuming' },
    },
    /** After a reload the cart holds a code but not the promo it names: look it up before pricing with it. */
    restoringPromo: {
      on: { GO_TO: { actions: request(goToStep) } },
      invoke: {
        src: 'lookUpPromo',
        input: ({ context }) => ({ code: context.cart?.promoCode ?? '' }),
        onDone: { target: 'resuming', actions: assign({ promo: ({ event }) => event.output }) },
        onError: {
          target: 'resuming',
          actions: [
            assign({
              promoNotice: ({ context }) => ({ tone: 'error' as const, text: promoMessages.invalid(context.cart?.promoCode ?? '') }),
              cart: ({ context }) => context.cart && cartSlice.reducer(context.cart, cartActions.promoCodeSet(null)),
            }),
            { type: 'persistCart', params: { action: cartActions.promoCodeSet(null) } },
          ],
        },
      },
    },
    dropOff: {
      always: leaveWhenNoLongerReachable('dropOff'),
      on: {
        ...stepNavigation('dropOff'),
        'DROP_OFF.CHOOSE': {
          guard: ({ context, event }) => isLoaded(context) && context.catalogue.dropOffs.some((d) => d.id === event.dropOffId),
          actions: changeCart((_, event) => cartActions.dropOffSet((event as Event<'DROP_OFF.CHOOSE'>).dropOffId)),
        },
        NEXT: {
          guard: ({ context }) => isLoaded(context) && context.cart.dropOffId !== null && stepReachable(context, 'shipping'),
          target: '#checkout.resuming',
          actions: request((context) => stepAfter(context, 'dropOff')),
        },
      },
    },
    shipping: {
      initial: 'ready',
      // The address marked default is chosen for the member (they may pick another); its rates are asked at once.
      entry: changeCart((context) => {
        const shipping = defaultShipping(context);
        return shipping ? cartActions.shippingSet({ shipping, shippingAccount: null }) : null;
      }),
      always: leaveWhenNoLongerReachable('shipping'),
      on: {
        ...stepNavigation('shipping'),
        'SHIPPING.CHOOSE': {
          actions: changeCart((_, event) => {
            const { shipping, shippingAccount } = event as Event<'SHIPPING.CHOOSE'>;
            return cartActions.shippingSet({ shipping, shippingAccount: shipping.kind === 'pickup' ? null : shippingAccount });
          }),
        },
        'RATES.SCOPE': {
          guard: ({ context, event }) => isLoaded(context) && context.cart.rateScope !== event.scope,
          actions: changeCart((_, event) => cartActions.ratesChosen({ scope: (event as Event<'RATES.SCOPE'>).scope, rates: [] })),
        },
        'RATES.FETCH': { target: '.ready', actions: assign({ rateQuoteKey: null }) },
        'RATE.CHOOSE': {
          guard: ({ context, event }) => isLoaded(context) && rateOf(context, event) !== null,
          actions: changeCart((context, event) => {
            const chosen = rateOf(context, event as Event<'RATE.CHOOSE'>)!;
            const others = context.cart.rateScope === 'tier' ? context.cart.chosenRates.filter((r) => r.tierId !== chosen.tierId) : [];
            return cartActions.ratesChosen({ scope: context.cart.rateScope, rates: [...others, chosen] });
          }),
        },
        'INSURANCE.SET': { actions: changeCart((_, event) => cartActions.insuranceSet((event as Event<'INSURANCE.SET'>).insured)) },
        'UNINSURED.CONFIRM': {
          actions: changeCart((_, event) => cartActions.uninsuredConfirmedSet((event as Event<'UNINSURED.CONFIRM'>).confirmed)),
        },
        NEXT: {
          guard: 'shippingDone',
          target: '#checkout.resuming',
          actions: ['trackShippingInfo', request((context) => stepAfter(context, 'shipping'))],
        },
      },
      states: {
        ready: {
          always: { guard: 'needsRateQuote', target: 'fetchingRates' },
        },
        fetchingRates: {
          invoke: {
            src: 'fetchRates',
            input: ({ context }) => ratesRequest(loaded(context))!,
            onDone: {
              target: 'ready',
              actions: assign({
                rateGroups: ({ event }) => event.output.groups,
                rateQuoteKey: ({ context }) => quoteKeyOf(ratesRequest(loaded(context))),
                ratesError: null,
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                rateGroups: [],
                // Remembered as asked, so the failure is shown rather than asked again at once; RATES.FETCH retries.
                rateQuoteKey: ({ context }) => quoteKeyOf(ratesRequest(loaded(context))),
                ratesError: ({ event }) => readServerFailure(event.error).message ?? shippingMessages.cannotShip,
              }),
            },
          },
        },
      },
    },
    billing: {
      // The payment method marked default is chosen for the member (they may pick another).
      entry: changeCart((context) => {
        const payMethodId = defaultPayMethodId(context);
        return payMethodId ? cartActions.payMethodSet(payMethodId) : null;
      }),
      always: leaveWhenNoLongerReachable('billing'),
      on: {
        ...stepNavigation('billing'),
        'PAY_METHOD.CHOOSE': {
          guard: ({ context, event }) => isLoaded(context) && context.member.payMethods.some((m) => m.id === event.payMethodId),
          actions: changeCart((_, event) => cartActions.payMethodSet((event as Event<'PAY_METHOD.CHOOSE'>).payMethodId)),
        },
        'REWARDS.REQUEST': {
          actions: changeCart((_, event) => cartActions.rewardsRequestedSet((event as Event<'REWARDS.REQUEST'>).cents)),
        },
        NEXT: {
          guard: 'billingDone',
          target: '#checkout.resuming',
          actions: ['trackPaymentInfo', request((context) => stepAfter(context, 'billing'))],
        },
      },
    },
    promo: {
      initial: 'idle',
      always: leaveWhenNoLongerReachable('promo'),
      on: {
        ...stepNavigation('promo'),
        'PROMO.APPLY': [
          { guard: ({ event }) => event.code.trim() === '', actions: assign({ promoNotice: { tone: 'error', text: promoMessages.enterCode } }) },
          {
            guard: ({ context }) => isLoaded(context) && (priceCheckout(context)?.totalCents ?? 0) === 0,
            actions: assign({ promoNotice: { tone: 'error', text: promoMessages.itemsTotalZero } }),
          },
          { target: '.lookingUp', actions: assign({ promoNotice: null, pendingPromoCode: ({ event }) => event.code.trim() }) },
        ],
        'PROMO.REMOVE': {
          actions: [assign({ promo: null, promoNotice: null }), changeCart(() => cartActions.promoCodeSet(null))],
        },
        'PROMO.SKIP': {
          target: '#checkout.resuming',
          actions: [changeCart(() => cartActions.previewModeSet(true)), assign({ requestedStep: 'review' })],
        },
        NEXT: {
          guard: ({ context }) => isLoaded(context) && stepReachable(context, 'review'),
          target: '#checkout.resuming',
          actions: assign({ requestedStep: 'review' }),
        },
      },
      states: {
        idle: {},
        lookingUp: {
          invoke: {
            src: 'lookUpPromo',
            input: ({ context }) => ({ code: context.pendingPromoCode ?? '' }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (!isLoaded(context)) return;
                const promo = event.output;
                // The code as the promo spells it, so the cart and the server agree on it.
                const code = promo.promoCode;
                const outcome = promoOutcome(context, code, promo);
                if (outcome.status === 'applied') {
                  enqueue.assign({ promo, promoNotice: { tone: 'success', text: `${code} promo code applied.` } });
                  const action = cartActions.promoCodeSet(code);
                  enqueue.assign({ cart: cartSlice.reducer(context.cart, action), idempotencyKey: null });
                  enqueue({ type: 'persistCart', params: { action } });
                } else {
                  const text = outcome.status === 'refused' ? outcome.message : promoMessages.cannotBeUsed(code);
                  enqueue.assign({ promoNotice: { tone: 'error', text } });
                }
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                promoNotice: ({ context, event }) => {
                  const failure = readServerFailure(event.error);
                  const code = context.pendingPromoCode ?? '';
                  return { tone: 'error', text: failure.status === 404 || !failure.message ? promoMessages.invalid(code) : failure.message };
                },
              }),
            },
          },
        },
      },
    },
    review: {
      always: leaveWhenNoLongerReachable('review'),
      on: {
        ...stepNavigation('review'),
        SUBMIT: {
          guard: 'canCheckout',
          target: 'submitting',
          actions: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(), submitError: null }),
        },
      },
    },
    /** One request in flight: a second click (or any other move) waits for its answer. */
    submitting: {
      on: { GO_TO: {}, SYNC: {} },
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({ body: submitBody(loaded(context)), idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'result.success',
          actions: [
            { type: 'trackPurchase', params: ({ event }) => ({ order: event.output }) },
            assign({ order: ({ event }) => event.output, submitError: null, promo: null, promoNotice: null }),
            // Spec 4: the cart is cleared after a successful submit; a next checkout is a new attempt.
            assign({ cart: ({ context }) => context.cart && cartSlice.reducer(context.cart, cartActions.cartSubmitted()), idempotencyKey: null, requestedStep: null }),
            { type: 'persistCart', params: { action: cartActions.cartSubmitted() } },
          ],
        },
        onError: {
          target: 'result.failure',
          actions: [
            assign({ submitError: ({ event }) => readServerFailure(event.error).message ?? SUBMIT_FALLBACK_MESSAGE }),
            { type: 'notifySubmitFailure', params: ({ context }) => ({ message: context.submitError ?? SUBMIT_FALLBACK_MESSAGE }) },
          ],
        },
      },
    },
    result: {
      initial: 'success',
      states: {
        /** The order exists (its id in context.order); the cart was emptied. */
        success: {
          on: {
            GO_TO: [
              { guard: ({ event }) => event.step === 'result' },
              { target: '#checkout.resuming', actions: [assign({ order: null }), request(goToStep)] },
            ],
          },
        },
        /** The server refused or was not reached: the cart is kept, and a retry sends the same idempotency key. */
        failure: {
          always: leaveWhenNoLongerReachable('review'),
          on: {
            ...stepNavigation('review'),
            SUBMIT: { guard: 'canCheckout', target: '#checkout.submitting', actions: assign({ submitError: null }) },
          },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutActor = ActorRefFrom<CheckoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** The step a snapshot shows (the URL follows it), or null while loading, restoring or with an empty cart. */
export function stepOfSnapshot(snapshot: CheckoutSnapshot): CheckoutStep | 'result' | null {
  if (snapshot.matches({ result: 'success' })) return 'result';
  if (snapshot.matches('submitting') || snapshot.matches({ result: 'failure' })) return 'review';
  return checkoutSteps.find((step) => snapshot.matches(step)) ?? null;
}
