import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { promoMessages, type RateQuote, type UserProfileResponse } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aPaymentMethod, aUserProfile, anAddress, anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import type { CartState } from '../../submission/index.ts';
import { aCart, ratesFor } from '../testing/checkout-builders.ts';
import { SUBMITTED_ORDER, checkoutServer, storeCart, storedCart } from '../testing/checkout-server.ts';
import { SUBMIT_FAILURE_TITLE } from '../hooks/use-checkout.ts';
import { checkoutBlockers } from '../machine/checkout-rules.ts';
import { restoreScreenWidth, stubScreenWidth } from '../../../testing/screen-width.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
});
afterAll(() => server.close());

const EMAIL = 'member@example.com';

function aProfile(membership = 'Clubmember', overrides: Partial<UserProfileResponse> = {}): UserProfileResponse {
  return aUserProfile({
    member: aMember({ email: EMAIL, membership }),
    addresses: [anAddress({ id: 'address-home', displayName: 'Ada Lovelace, Plano TX', isDefault: true })],
    payMethods: [aPaymentMethod({ id: 'card-visa', displayName: 'Visa ending 1111', isDefault: true })],
    ...overrides,
  });
}

function orderRate(): RateQuote {
  const request = { collectibleType: 'Comic', date: '01-01-2025', currency: 'USD', body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order' as const, tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 0, totalCents: 0 }] } };
  return ratesFor(request).groups[0]!.rates[0]!;
}

/** The cart with every step up to review done (preview mode on), as a reload finds it in local storage. */
const readyCart = (overrides: Partial<CartState> = {}) =>
  aCart({
    ownerId: EMAIL,
    dropOffId: 'NN',
    shipping: { kind: 'address', addressId: 'address-home' },
    chosenRates: [{ ...orderRate(), tierId: null }],
    payMethodId: 'card-visa',
    previewMode: true,
    ...overrides,
  });

const renderAt = (path: string) => renderRoutes({ path, routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('checkout routes (spec 2.3, 2.5)', () => {
  it('shows the drop-off step for a fresh cart, with the appointment link of a counter, and goes on to shipping', async () => {
    storeCart(aCart({ ownerId: EMAIL }));
    checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout/dropOff');

    expect(await heading('Checkout: drop-off')).toBeTruthy();
    // The heading shows before the step's data: wait for what the data draws.
    const stepper = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(within(stepper).getAllByRole('listitem')).toHaveLength(5);
    expect(within(stepper).getByText('Drop-off').getAttribute('aria-current')).toBe('step');
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(await screen.findByRole('radio', { name: /Mail-in/ }));
    expect((await screen.findByTestId('drop-off-details')).textContent).toContain('Plano, TX 75024');
    fireEvent.click(screen.getByRole('radio', { name: /HQ counter/ }));
    const link = await screen.findByRole('link', { name: /book your appointment/i });
    expect(link.getAttribute('href')).toBe('https://certus.example/appointments/hq');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping'));
    expect(storedCart()?.dropOffId).toBe('HQ');
  });

  it('lands on the first missing step when a later one is asked for (a reload resumes there)', async () => {
    storeCart(aCart({ ownerId: EMAIL, dropOffId: 'NN' }));
    checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout');

    expect(await heading('Checkout: shipping address')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/shipping');
  });

  it('asks for rates for the chosen address, and reports add_shipping_info on the way to billing', async () => {
    storeCart(aCart({ ownerId: EMAIL, dropOffId: 'NN' }));
    const api = checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout/shipping');

    fireEvent.click(await screen.findByRole('radio', { name: /Ada Lovelace, Plano TX/ }));
    const rates = await screen.findByRole('radiogroup', { name: /Rate for the whole order/ });
    expect(api.rateRequests[0]?.url).toMatch(/^\/api\/data\/sh\/Comic\/\d\d-\d\d-\d{4}\/USD$/);
    expect(api.rateRequests[0]?.body).toMatchObject({ originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order' });
    fireEvent.click(within(rates).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/billing'));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_shipping_info' }));
  });

  it('needs the uninsured confirmation when insurance is turned off', async () => {
    storeCart(readyCart({ payMethodId: null }));
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout/shipping');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Insure the return shipment' }));
    const confirm = await screen.findByRole('checkbox', { name: /ships back uninsured/ });
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('applies a promo code with the messages of spec 5, and goes on to review', async () => {
    storeCart(readyCart({ previewMode: false }));
    checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout/promo');

    expect(await heading('Checkout: promo code')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('promo-notice')).textContent).toBe(promoMessages.enterCode);
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('promo-notice').textContent).toBe(promoMessages.invalid('NOPE')));

    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'GRADE5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('promo-applied')).textContent).toContain('GRADE5');
    expect(screen.getByTestId('order-totals').textContent).toContain('Promo discount (GRADE5)');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(storedCart()?.promoCode).toBe('GRADE5');
  });

  it('gives a Free member no promo step: billing goes straight to review', async () => {
    storeCart(readyCart({ previewMode: false }));
    checkoutServer({ profile: aProfile('Free') });
    const { router } = renderAt('/checkout/promo');

    expect(await heading('Checkout: review')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByText('Promo code (club members only)')).toBeTruthy();
  });

  it('submits once with an idempotency key, shows the order id and empties the cart', async () => {
    storeCart(readyCart());
    const api = checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout');

    expect(await heading('Checkout: review')).toBeTruthy();
    expect(await screen.findByText(/The Amazing Spider-Man #300/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit order' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/result'));
    expect((await screen.findByTestId('order-id')).textContent).toBe(SUBMITTED_ORDER.orderId);
    expect(SUBMITTED_ORDER.orderId).toMatch(/^\d{2}-[A-Z0-9]{7}$/);
    expect(screen.getByRole('link', { name: `Track order ${SUBMITTED_ORDER.orderId}` }).getAttribute('href')).toBe(`/tracker/${SUBMITTED_ORDER.orderId}`);
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/account/orders');
    expect(api.submits).toHaveLength(1);
    expect(api.submits[0]!.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    expect(api.submits[0]!.body).toMatchObject({ dropOffId: 'NN', payMethodId: 'card-visa', shipping: { kind: 'address', addressId: 'address-home' } });
    await waitFor(() => expect(storedCart()?.comics).toEqual([]));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: SUBMITTED_ORDER.orderId }) }));
  });

  it("shows the server's message in a toast when the order is refused, and keeps the cart", async () => {
    storeCart(readyCart());
    checkoutServer({ profile: aProfile(), submit: () => HttpResponse.json({ message: 'The card was declined.' }, { status: 402 }) });
    const { router } = renderAt('/checkout');

    fireEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(SUBMIT_FAILURE_TITLE)).toBeTruthy();
    expect(screen.getByText('The card was declined.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(storedCart()?.comics).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('given a fresh checkout, when the stepper is read, then each step is named once, its number only drawn in its badge', async () => {
    storeCart(readyCart({ previewMode: false }));
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout/promo');

    const stepper = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(within(stepper).getByRole('link', { name: 'Drop-off (done)' })).toBeTruthy();
    expect(within(stepper).getByRole('link', { name: 'Shipping address (done)' })).toBeTruthy();
    expect(within(stepper).getByRole('link', { name: 'Payment method (done)' })).toBeTruthy();
    expect(within(stepper).getByText('Promo code').getAttribute('aria-current')).toBe('step');
    for (const item of within(stepper).getAllByRole('listitem')) expect(item.textContent).not.toMatch(/\d\s*\d/);
  });

  it('given an address and a card marked default, when shipping and billing open, then both are already chosen', async () => {
    storeCart(aCart({ ownerId: EMAIL, dropOffId: 'NN' }));
    checkoutServer({ profile: aProfile() });
    const { router } = renderAt('/checkout/shipping');

    const address = (await screen.findByRole('radio', { name: /Ada Lovelace, Plano TX/ })) as HTMLInputElement;
    await waitFor(() => expect(address.checked).toBe(true));
    const rates = await screen.findByRole('radiogroup', { name: /Rate for the whole order/ });
    fireEvent.click(within(rates).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/billing'));
    const card = (await screen.findByRole('radio', { name: /Visa ending 1111/ })) as HTMLInputElement;
    await waitFor(() => expect(card.checked).toBe(true));
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(storedCart()).toMatchObject({ shipping: { kind: 'address', addressId: 'address-home' }, payMethodId: 'card-visa' });
  });

  it('given Continue cannot be pressed, when the step shows, then it says why, tied to the button', async () => {
    storeCart(aCart({ ownerId: EMAIL }));
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout/dropOff');

    const next = (await screen.findByRole('button', { name: 'Continue' })) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByTestId('step-blocker').textContent).toBe(checkoutBlockers.dropOff);
    expect(next.getAttribute('aria-describedby')).toBe(screen.getByTestId('step-blocker').id);

    fireEvent.click(screen.getByRole('radio', { name: /Mail-in/ }));
    await waitFor(() => expect(screen.queryByTestId('step-blocker')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // On shipping, the default address is chosen and its rates come: what is missing now is the rate.
    await screen.findByRole('radiogroup', { name: /Rate for the whole order/ });
    expect(screen.getByTestId('step-blocker').textContent).toBe(checkoutBlockers.rate);
  });

  it('given no way back chosen yet, when the order summary shows, then it names no shipping figure', async () => {
    storeCart(aCart({ ownerId: EMAIL }));
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout/dropOff');

    const totals = await screen.findByTestId('order-totals');
    expect(totals.textContent).toContain('Shipping and handlingAt the shipping step');
    expect(totals.textContent).not.toContain('$5.00');
    // $27.00 of grading less the club member's discount, and nothing for shipping yet.
    expect(totals.textContent).toMatch(/Total before shipping\$25\.65$/);
  });

  it('given the review, when it is laid out, then the order summary comes before Submit order (a phone stacks them in this order)', async () => {
    stubScreenWidth(390);
    storeCart(readyCart());
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout');

    const submit = await screen.findByRole('button', { name: 'Submit order' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('order-totals').textContent).toMatch(/Grand total\$\d/);
    // The lines are cards, not a table cut off at the edge of the phone.
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Your submission' })).getByRole('listitem').textContent).toContain('The Amazing Spider-Man #300');
  });

  it('says the cart is empty when there is nothing to check out', async () => {
    checkoutServer({ profile: aProfile() });
    renderAt('/checkout/billing');
    expect(await screen.findByTestId('checkout-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add comics to your submission' }).getAttribute('href')).toBe('/submit');
  });
});
