import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { promoMessages, shippingMessages, type Promo, type ShippingRatesResponse, type SubmitOrderResponse } from '@certus/contracts';
import { cartActions, type CartState } from '../../submission/cart/cart-slice.ts';
import { aCart, aCheckoutMember, aComicLine, aSubmitData, ratesFor, seedPromo } from '../testing/checkout-builders.ts';
import type { CheckoutMember } from './checkout-context.ts';
import { SUBMIT_FALLBACK_MESSAGE, checkoutMachine, stepOfSnapshot, type CheckoutActor, type SubmitOrderInput } from './checkout-machine.ts';
import type { RatesRequest } from './checkout-rules.ts';

const TODAY = '2025-03-14';
const ORDER: SubmitOrderResponse = { orderId: '25-A1B2C3D', grandTotalCents: 3_950, chargedCents: 3_950, position: null };

interface Fakes {
  fetchRates?: (request: RatesRequest) => Promise<ShippingRatesResponse>;
  lookUpPromo?: (code: string) => Promise<Promo>;
  submitOrder?: (input: SubmitOrderInput) => Promise<SubmitOrderResponse>;
}

function start(given: { cart?: CartState; member?: CheckoutMember; fakes?: Fakes } = {}) {
  const fetchRates = vi.fn(given.fakes?.fetchRates ?? (async (request: RatesRequest) => ratesFor(request)));
  const lookUpPromo = vi.fn(
    given.fakes?.lookUpPromo ??
      (async (code: string) => {
        try {
          return seedPromo(code.toUpperCase());
        } catch {
          throw { status: 404, data: { message: promoMessages.invalid(code) } };
        }
      }),
  );
  const submitOrder = vi.fn(given.fakes?.submitOrder ?? (async () => ORDER));
  const persistCart = vi.fn();
  const notifySubmitFailure = vi.fn();
  const tracked = { shipping: vi.fn(), payment: vi.fn(), purchase: vi.fn() };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        fetchRates: fromPromise(({ input }: { input: RatesRequest }) => fetchRates(input)),
        lookUpPromo: fromPromise(({ input }: { input: { code: string } }) => lookUpPromo(input.code)),
        submitOrder: fromPromise(({ input }: { input: SubmitOrderInput }) => submitOrder(input)),
      },
      actions: {
        persistCart: (_, params) => persistCart(params.action),
        notifySubmitFailure: (_, params) => notifySubmitFailure(params.message),
        trackShippingInfo: tracked.shipping,
        trackPaymentInfo: tracked.payment,
        trackPurchase: (_, params) => tracked.purchase(params.order.orderId),
      },
    }),
    { input: { today: TODAY } },
  ).start();
  actor.send({ type: 'SYNC', cart: given.cart ?? aCart(), member: given.member ?? aCheckoutMember(), catalogue: aSubmitData() });
  return { actor, fetchRates, lookUpPromo, submitOrder, persistCart, notifySubmitFailure, tracked };
}

const step = (actor: CheckoutActor) => stepOfSnapshot(actor.getSnapshot());
/** A member whose address and card are not marked default: nothing is chosen for them. */
const aMemberWithoutDefaults = (overrides: Partial<CheckoutMember> = {}) => {
  const member = aCheckoutMember(overrides);
  return { ...member, addresses: member.addresses.map((a) => ({ ...a, isDefault: false })), payMethods: member.payMethods.map((m) => ({ ...m, isDefault: false })) };
};
const cartOf = (actor: CheckoutActor) => actor.getSnapshot().context.cart!;
const settled = (actor: CheckoutActor) =>
  waitFor(actor, (s) => !s.matches({ shipping: 'fetchingRates' }) && !s.matches({ promo: 'lookingUp' }) && !s.matches('restoringPromo') && !s.matches('submitting'));

/** A cart that has everything up to (not including) the given step, with an order rate quoted from the rate tables. */
function cartReadyFor(target: 'shipping' | 'billing' | 'promo' | 'review', overrides: Partial<CartState> = {}): CartState {
  const cart = aCart({ dropOffId: 'NN' });
  if (target === 'shipping') return { ...cart, ...overrides };
  const quote = ratesFor({
    collectibleType: 'Comic',
    date: '03-14-2025',
    currency: 'USD',
    body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order', tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 0, totalCents: 0 }] },
  }).groups[0]!.rates[0]!;
  const shipped: CartState = { ...cart, shipping: { kind: 'address', addressId: 'address-home' }, chosenRates: [{ ...quote, tierId: null }] };
  if (target === 'billing') return { ...shipped, ...overrides };
  const paid: CartState = { ...shipped, payMethodId: 'card-visa' };
  if (target === 'promo') return { ...paid, ...overrides };
  return { ...paid, previewMode: true, ...overrides };
}

describe('checkout machine: loading and resuming (spec 2.5)', () => {
  it('waits for the cart, the member and the catalogue before showing any step', () => {
    const actor = createActor(checkoutMachine, { input: { today: TODAY } }).start();
    actor.send({ type: 'SYNC', cart: aCart(), member: aCheckoutMember() });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(step(actor)).toBeNull();
    actor.send({ type: 'SYNC', catalogue: aSubmitData() });
    expect(step(actor)).toBe('dropOff');
  });

  it('given an empty cart, shows no step', () => {
    const { actor } = start({ cart: aCart({ comics: [] }) });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'SYNC', cart: aCart() });
    expect(step(actor)).toBe('dropOff');
  });

  it.each([
    ['nothing is chosen', aCart(), 'dropOff'],
    ['only the drop-off is chosen', cartReadyFor('shipping'), 'shipping'],
    ['an address is chosen but no rate', cartReadyFor('billing', { chosenRates: [] }), 'shipping'],
    ['the shipping is done', cartReadyFor('billing'), 'billing'],
    ['the payment method is chosen (paid member)', cartReadyFor('promo'), 'promo'],
    ['preview mode is on', cartReadyFor('review'), 'review'],
  ] as const)('resumes at the first missing step when %s', async (_, cart, expected) => {
    const { actor } = start({ cart });
    await settled(actor);
    expect(step(actor)).toBe(expected);
  });

  it('resumes at review when a promo code is set, looking the promo up again after a reload', async () => {
    const { actor, lookUpPromo } = start({ cart: cartReadyFor('promo', { promoCode: 'SAVE10' }) });
    await settled(actor);
    expect(lookUpPromo).toHaveBeenCalledWith('SAVE10');
    expect(step(actor)).toBe('review');
    expect(actor.getSnapshot().context.promo?.promoCode).toBe('SAVE10');
  });

  it('drops a stored code that no longer names a promo, with its message, and resumes at the promo step', async () => {
    const { actor, persistCart } = start({ cart: cartReadyFor('promo', { promoCode: 'GONE1' }) });
    await settled(actor);
    expect(step(actor)).toBe('promo');
    expect(cartOf(actor).promoCode).toBeNull();
    expect(actor.getSnapshot().context.promoNotice).toEqual({ tone: 'error', text: promoMessages.invalid('GONE1') });
    expect(persistCart).toHaveBeenCalledWith(cartActions.promoCodeSet(null));
  });

  it('skips the promo step for a Free member (spec 6): billing done resumes at review', async () => {
    const { actor } = start({ cart: cartReadyFor('promo'), member: aCheckoutMember({ membership: 'Free' }) });
    await settled(actor);
    expect(step(actor)).toBe('review');
    actor.send({ type: 'GO_TO', step: 'promo' });
    expect(step(actor)).toBe('review');
  });

  it('lands on the first missing step when a later step is asked for, and shows an earlier one when asked', async () => {
    const { actor } = start({ cart: cartReadyFor('shipping') });
    await settled(actor);
    actor.send({ type: 'GO_TO', step: 'review' });
    await settled(actor);
    expect(step(actor)).toBe('shipping');
    actor.send({ type: 'GO_TO', step: 'dropOff' });
    expect(step(actor)).toBe('dropOff');
  });

  it('remembers the step the URL asked for while loading (a reload of /checkout/shipping stays there)', async () => {
    const actor = createActor(
      checkoutMachine.provide({ actors: { fetchRates: fromPromise(async ({ input }: { input: RatesRequest }) => ratesFor(input)) } }),
      { input: { today: TODAY } },
    ).start();
    actor.send({ type: 'GO_TO', step: 'shipping' });
    actor.send({ type: 'SYNC', cart: cartReadyFor('review'), member: aCheckoutMember(), catalogue: aSubmitData() });
    expect(step(actor)).toBe('shipping');
  });

  it('counts an address no longer in the address book as no shipping choice', async () => {
    const { actor } = start({ cart: cartReadyFor('review', { shipping: { kind: 'address', addressId: 'address-deleted' } }) });
    await settled(actor);
    expect(step(actor)).toBe('shipping');
  });

  it('goes back to the first missing step when the cart changes under a later step', async () => {
    const { actor } = start({ cart: cartReadyFor('review') });
    await settled(actor);
    expect(step(actor)).toBe('review');
    actor.send({ type: 'SYNC', cart: cartReadyFor('review', { payMethodId: null }) });
    expect(step(actor)).toBe('billing');
  });
});

describe('checkout machine: drop-off', () => {
  it('needs a drop-off to go on; choosing one goes to shipping and is handed to the store', () => {
    const { actor, persistCart } = start();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'DROP_OFF.CHOOSE', dropOffId: 'XX' })).toBe(false);
    actor.send({ type: 'DROP_OFF.CHOOSE', dropOffId: 'HQ' });
    expect(persistCart).toHaveBeenCalledWith(cartActions.dropOffSet('HQ'));
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('shipping');
  });

  it('clears the shipping when the drop-off changes (spec 4), so shipping is missing again', async () => {
    const { actor } = start({ cart: cartReadyFor('review') });
    await settled(actor);
    actor.send({ type: 'GO_TO', step: 'dropOff' });
    actor.send({ type: 'DROP_OFF.CHOOSE', dropOffId: 'HQ' });
    expect(cartOf(actor).shipping).toBeNull();
    expect(cartOf(actor).chosenRates).toEqual([]);
    actor.send({ type: 'GO_TO', step: 'review' });
    expect(step(actor)).toBe('shipping');
  });
});

describe('checkout machine: shipping (spec 4, 5 Insurance, 8)', () => {
  it('asks for rates for the chosen address, and goes on once a rate is chosen', async () => {
    const { actor, fetchRates, tracked } = start({ cart: cartReadyFor('shipping') });
    actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: null });
    await settled(actor);
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(fetchRates.mock.calls[0]![0]).toMatchObject({
      collectibleType: 'Comic',
      date: '03-14-2025',
      currency: 'USD',
      body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order', tiers: [{ id: 'MN', count: 1, insuredCents: 10_000 }] },
    });
    const [group] = actor.getSnapshot().context.rateGroups;
    expect(group?.tierId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);

    actor.send({ type: 'RATE.CHOOSE', tierId: null, rateId: group!.rates[0]!.id });
    expect(cartOf(actor).chosenRates).toEqual([{ ...group!.rates[0]!, tierId: null }]);
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('billing');
    expect(tracked.shipping).toHaveBeenCalledTimes(1);
  });

  it('needs a rate for each tier group when rates are per tier', async () => {
    const cart = cartReadyFor('shipping', { comics: [aComicLine(), aComicLine({ tierId: 'NW', year: 1965, insuredCents: 30_000 })] });
    const { actor, fetchRates } = start({ cart });
    actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: null });
    await settled(actor);
    actor.send({ type: 'RATES.SCOPE', scope: 'tier' });
    await settled(actor);
    expect(fetchRates).toHaveBeenCalledTimes(2);
    const groups = actor.getSnapshot().context.rateGroups;
    expect(groups.map((g) => g.tierId)).toEqual(['MN', 'NW']);
    actor.send({ type: 'RATE.CHOOSE', tierId: 'MN', rateId: groups[0]!.rates[0]!.id });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'RATE.CHOOSE', tierId: 'NW', rateId: groups[1]!.rates[0]!.id });
    expect(cartOf(actor).chosenRates.map((r) => r.tierId)).toEqual(['MN', 'NW']);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
  });

  it("shows the server's message when no rate can be quoted, or 'Could not ship to seleted address.', and asks again on request", async () => {
    let calls = 0;
    const { actor, fetchRates } = start({
      cart: cartReadyFor('shipping'),
      fakes: {
        fetchRates: async (request) => {
          calls += 1;
          if (calls === 1) throw { status: 400, data: { message: 'No carrier serves this address.' } };
          if (calls === 2) throw { status: 'FETCH_ERROR', error: 'offline' };
          return ratesFor(request);
        },
      },
    });
    actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: null });
    await settled(actor);
    expect(actor.getSnapshot().context.ratesError).toBe('No carrier serves this address.');
    actor.send({ type: 'RATES.FETCH' });
    await settled(actor);
    expect(actor.getSnapshot().context.ratesError).toBe(shippingMessages.cannotShip);
    actor.send({ type: 'RATES.FETCH' });
    await settled(actor);
    expect(actor.getSnapshot().context.ratesError).toBeNull();
    expect(fetchRates).toHaveBeenCalledTimes(3);
  });

  it('asks the member to confirm an uninsured package when insurance is skipped (spec 5)', async () => {
    const { actor } = start({ cart: cartReadyFor('billing') });
    await settled(actor);
    actor.send({ type: 'GO_TO', step: 'shipping' });
    actor.send({ type: 'INSURANCE.SET', insured: false });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'UNINSURED.CONFIRM', confirmed: true });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
    actor.send({ type: 'INSURANCE.SET', insured: true });
    expect(cartOf(actor).uninsuredConfirmed).toBe(false);
  });

  it('needs no rate and no uninsured confirmation on the member’s own carrier account', async () => {
    const member = aMemberWithoutDefaults({ accounts: { fedExAccount: 'ABC123456', upsAccount: '', dhlAccount: 'DHL123456' } });
    const { actor, fetchRates } = start({ cart: cartReadyFor('shipping'), member });
    actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: 'FedEx' });
    actor.send({ type: 'INSURANCE.SET', insured: false });
    await settled(actor);
    expect(fetchRates).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
  });

  it('refuses a DHL account for a domestic return (spec 5: DHL only for international shipments)', async () => {
    const member = aCheckoutMember({ accounts: { fedExAccount: '', upsAccount: '', dhlAccount: 'DHL123456' } });
    const { actor } = start({ cart: cartReadyFor('shipping'), member });
    actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: 'DHL' });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
  });

  it('offers pick-up only with a counter drop-off; then no rate or confirmation is needed', async () => {
    const mailIn = start({ cart: cartReadyFor('shipping') });
    mailIn.actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'pickup', pickUpId: 'HQ' }, shippingAccount: null });
    expect(mailIn.actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);

    const counter = start({ cart: cartReadyFor('shipping', { dropOffId: 'HQ' }), member: aMemberWithoutDefaults() });
    counter.actor.send({ type: 'SHIPPING.CHOOSE', shipping: { kind: 'pickup', pickUpId: 'HQ' }, shippingAccount: 'FedEx' });
    counter.actor.send({ type: 'INSURANCE.SET', insured: false });
    expect(cartOf(counter.actor).shippingAccount).toBeNull();
    expect(counter.fetchRates).not.toHaveBeenCalled();
    counter.actor.send({ type: 'NEXT' });
    expect(step(counter.actor)).toBe('billing');
  });

  it('goes back to the drop-off', async () => {
    const { actor } = start({ cart: cartReadyFor('shipping') });
    actor.send({ type: 'BACK' });
    expect(step(actor)).toBe('dropOff');
  });
});

describe('checkout machine: the defaults the member marked', () => {
  it('given a default address, when the shipping step opens with none chosen, then it is chosen and its rates are asked for', async () => {
    const { actor, fetchRates, persistCart } = start({ cart: cartReadyFor('shipping') });
    await settled(actor);
    expect(step(actor)).toBe('shipping');
    expect(cartOf(actor).shipping).toEqual({ kind: 'address', addressId: 'address-home' });
    expect(persistCart).toHaveBeenCalledWith(cartActions.shippingSet({ shipping: { kind: 'address', addressId: 'address-home' }, shippingAccount: null }));
    expect(fetchRates).toHaveBeenCalledTimes(1);
  });

  it('given a pick-up already chosen, when the shipping step opens, then the choice is kept', async () => {
    const { actor } = start({ cart: cartReadyFor('shipping', { dropOffId: 'HQ', shipping: { kind: 'pickup', pickUpId: 'HQ' } }) });
    await settled(actor);
    expect(cartOf(actor).shipping).toEqual({ kind: 'pickup', pickUpId: 'HQ' });
  });

  it('given no address marked default, when the shipping step opens, then nothing is chosen for the member', async () => {
    const { actor } = start({ cart: cartReadyFor('shipping'), member: aMemberWithoutDefaults() });
    await settled(actor);
    expect(cartOf(actor).shipping).toBeNull();
  });

  it('given a default card, when the billing step opens with none chosen, then it is chosen and Continue is allowed', async () => {
    const { actor } = start({ cart: cartReadyFor('billing') });
    await settled(actor);
    expect(step(actor)).toBe('billing');
    expect(cartOf(actor).payMethodId).toBe('card-visa');
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(true);
  });
});

describe('checkout machine: billing', () => {
  it('needs one of the member’s payment methods; paid members go on to the promo step', async () => {
    const { actor, tracked } = start({ cart: cartReadyFor('billing'), member: aMemberWithoutDefaults() });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'PAY_METHOD.CHOOSE', payMethodId: 'someone-elses' })).toBe(false);
    actor.send({ type: 'PAY_METHOD.CHOOSE', payMethodId: 'card-visa' });
    actor.send({ type: 'REWARDS.REQUEST', cents: 1_250 });
    expect(cartOf(actor).rewardsRequestedCents).toBe(1_250);
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('promo');
    expect(tracked.payment).toHaveBeenCalledTimes(1);
  });

  it('takes a Free member from billing straight to review', async () => {
    const { actor } = start({ cart: cartReadyFor('billing'), member: aCheckoutMember({ membership: 'Free' }) });
    await settled(actor);
    actor.send({ type: 'PAY_METHOD.CHOOSE', payMethodId: 'card-visa' });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('review');
    actor.send({ type: 'BACK' });
    expect(step(actor)).toBe('billing');
  });
});

describe('checkout machine: promo code (spec 5)', () => {
  const atPromo = async (member = aCheckoutMember()) => {
    const started = start({ cart: cartReadyFor('promo'), member });
    await settled(started.actor);
    expect(step(started.actor)).toBe('promo');
    return started;
  };
  const notice = (actor: CheckoutActor) => actor.getSnapshot().context.promoNotice;

  it("says 'Please enter code' for a blank code, without a lookup", async () => {
    const { actor, lookUpPromo } = await atPromo();
    actor.send({ type: 'PROMO.APPLY', code: '   ' });
    expect(notice(actor)).toEqual({ tone: 'error', text: promoMessages.enterCode });
    expect(lookUpPromo).not.toHaveBeenCalled();
  });

  it("says '{code} Promo Code is invalid' for an unknown code or one out of its dates", async () => {
    const { actor } = await atPromo();
    actor.send({ type: 'PROMO.APPLY', code: 'NOPE' });
    await settled(actor);
    expect(notice(actor)).toEqual({ tone: 'error', text: promoMessages.invalid('NOPE') });
    actor.send({ type: 'PROMO.APPLY', code: 'SUMMER24' });
    await settled(actor);
    expect(notice(actor)).toEqual({ tone: 'error', text: promoMessages.invalid('SUMMER24') });
    expect(cartOf(actor).promoCode).toBeNull();
  });

  it('refuses a welcome promo to a member who is not eligible', async () => {
    const { actor } = await atPromo();
    actor.send({ type: 'PROMO.APPLY', code: 'WELCOME15' });
    await settled(actor);
    expect(notice(actor)).toEqual({ tone: 'error', text: promoMessages.welcomeNotEligible });
  });

  it("says '{code} promo code cannot be used!' when it gives no discount (under the $20 minimum)", async () => {
    const { actor } = await atPromo();
    actor.send({ type: 'PROMO.APPLY', code: 'BIGDISCOUNT' });
    await settled(actor);
    expect(notice(actor)).toEqual({ tone: 'error', text: promoMessages.cannotBeUsed('BIGDISCOUNT') });
  });

  it('applies a good code, keeps it in the cart and goes on to review; removing it returns to the promo step', async () => {
    const { actor, persistCart } = await atPromo();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'PROMO.APPLY', code: 'save10' });
    await settled(actor);
    expect(notice(actor)?.tone).toBe('success');
    expect(cartOf(actor).promoCode).toBe('SAVE10');
    expect(persistCart).toHaveBeenCalledWith(cartActions.promoCodeSet('SAVE10'));
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('review');

    actor.send({ type: 'GO_TO', step: 'promo' });
    actor.send({ type: 'PROMO.REMOVE' });
    expect(cartOf(actor).promoCode).toBeNull();
    actor.send({ type: 'GO_TO', step: 'review' });
    expect(step(actor)).toBe('promo');
  });

  it("goes to review in preview mode with 'Continue without a promo code'", async () => {
    const { actor } = await atPromo();
    actor.send({ type: 'PROMO.SKIP' });
    expect(step(actor)).toBe('review');
    expect(cartOf(actor).previewMode).toBe(true);
  });

  it('ignores a Free member’s stored code: it is neither looked up nor sent', async () => {
    const { actor, lookUpPromo, submitOrder } = start({
      cart: cartReadyFor('review', { promoCode: 'SAVE10', previewMode: false }),
      member: aCheckoutMember({ membership: 'Free' }),
    });
    await settled(actor);
    expect(step(actor)).toBe('review');
    expect(lookUpPromo).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT' });
    await settled(actor);
    expect(submitOrder.mock.calls[0]![0].body.promoCode).toBeNull();
  });
});

describe('checkout machine: submit (spec 4, 7.3, 8)', () => {
  const atReview = async (fakes?: Fakes, cart = cartReadyFor('review')) => {
    const started = start({ cart, fakes });
    await settled(started.actor);
    expect(step(started.actor)).toBe('review');
    return started;
  };

  it('sends the whole submission once with an idempotency key, then shows the order id and empties the cart', async () => {
    const { actor, submitOrder, persistCart, tracked } = await atReview();
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'success' }));

    expect(submitOrder).toHaveBeenCalledTimes(1);
    const { body, idempotencyKey } = submitOrder.mock.calls[0]![0];
    expect(idempotencyKey).toMatch(/^[\w-]{16,}$/);
    expect(body).toMatchObject({
      countryCode: 'US',
      collectibleType: 'Comic',
      dropOffId: 'NN',
      shipping: { kind: 'address', addressId: 'address-home' },
      shippingAccount: null,
      rate: { scope: 'order', serviceId: expect.any(String) },
      isInsurance: true,
      uninsuredConfirmed: false,
      payMethodId: 'card-visa',
      promoCode: null,
      rewardsRequestedCents: 0,
    });
    expect(body.comics).toHaveLength(1);
    expect(step(actor)).toBe('result');
    expect(actor.getSnapshot().context.order?.orderId).toBe('25-A1B2C3D');
    expect(cartOf(actor).comics).toEqual([]);
    expect(persistCart).toHaveBeenLastCalledWith(cartActions.cartSubmitted());
    expect(tracked.purchase).toHaveBeenCalledWith('25-A1B2C3D');
  });

  it('sends once on a double click', async () => {
    let answer: (order: SubmitOrderResponse) => void = () => {};
    const { actor, submitOrder } = await atReview({ submitOrder: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    answer(ORDER);
    await waitFor(actor, (s) => s.matches({ result: 'success' }));
    expect(submitOrder).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, keeps the cart, and retries with the same idempotency key", async () => {
    let calls = 0;
    const { actor, submitOrder, notifySubmitFailure, persistCart } = await atReview({
      submitOrder: async () => {
        calls += 1;
        if (calls === 1) throw { status: 402, data: { message: 'The card was declined.' } };
        if (calls === 2) throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
        return ORDER;
      },
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'failure' }));
    expect(notifySubmitFailure).toHaveBeenCalledWith('The card was declined.');
    expect(step(actor)).toBe('review');
    expect(cartOf(actor).comics).toHaveLength(1);
    expect(persistCart).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'failure' }) && s.context.submitError === SUBMIT_FALLBACK_MESSAGE);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'success' }));
    const keys = submitOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('starts a new attempt (a new key) when the cart changes after a failure', async () => {
    let calls = 0;
    const { actor, submitOrder } = await atReview({
      submitOrder: async () => {
        calls += 1;
        if (calls === 1) throw { status: 402, data: { message: 'The card was declined.' } };
        return ORDER;
      },
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'failure' }));
    actor.send({ type: 'GO_TO', step: 'billing' });
    actor.send({ type: 'REWARDS.REQUEST', cents: 100 });
    actor.send({ type: 'GO_TO', step: 'review' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'success' }));
    const [first, second] = submitOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(first).not.toBe(second);
  });

  it('cannot submit without a valid total (every line priced at nothing and none grade-screened)', async () => {
    const { actor } = start({ cart: cartReadyFor('review', { comics: [aComicLine({ tierId: 'ZZ' })] }) });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('starts over for a new cart after an order', async () => {
    const { actor } = await atReview();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ result: 'success' }));
    actor.send({ type: 'GO_TO', step: 'result' });
    expect(step(actor)).toBe('result');
    actor.send({ type: 'SYNC', cart: aCart() });
    actor.send({ type: 'GO_TO', step: 'review' });
    expect(step(actor)).toBe('dropOff');
    expect(actor.getSnapshot().context.order).toBeNull();
  });
});
