import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type RateQuote } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aPaymentMethod, aUserProfile, anAddress, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import type { CartState } from '../../submission/index.ts';
import { anOrderDetail } from '../../orders/testing/order-builders.ts';
import { aCart, ratesFor } from '../testing/checkout-builders.ts';
import { SUBMITTED_ORDER, checkoutServer, storeCart } from '../testing/checkout-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const EMAIL = 'member@example.com';
const profile = () =>
  aUserProfile({
    member: aMember({ email: EMAIL, membership: 'Clubmember' }),
    addresses: [anAddress({ id: 'address-home', displayName: 'Ada Lovelace, Plano TX', isDefault: true })],
    payMethods: [aPaymentMethod({ id: 'card-visa', displayName: 'Visa ending 1111', isDefault: true })],
  });

function orderRate(): RateQuote {
  const request = { collectibleType: 'Comic', date: '01-01-2025', currency: 'USD', body: { originCountry: 'US', shipping: { addressId: 'address-home' }, scope: 'order' as const, tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 0, totalCents: 0 }] } };
  return ratesFor(request).groups[0]!.rates[0]!;
}

const readyCart = (overrides: Partial<CartState> = {}) =>
  aCart({ ownerId: EMAIL, dropOffId: 'NN', shipping: { kind: 'address', addressId: 'address-home' }, chosenRates: [{ ...orderRate(), tierId: null }], payMethodId: 'card-visa', previewMode: true, ...overrides });

const renderInFrench = (path: string) =>
  renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity({ email: EMAIL }) } } });

function expectAFrenchPage() {
  expect(screen.queryByTestId('english-only')).toBeNull();
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(document.documentElement.lang).toBe('fr');
}

describe('the checkout on the French variant (spec 2.1)', () => {
  it.each([
    ['/checkout/dropOff', 'Paiement\u00a0: dépôt', /^Comment nous enverrez-vous vos livres\s\?/],
    ['/checkout/shipping', 'Paiement\u00a0: adresse de livraison', 'Renvoyer les livres classés à'],
    ['/checkout/billing', 'Paiement\u00a0: mode de paiement', 'Payer avec'],
    ['/checkout/promo', 'Paiement\u00a0: code promo', 'Code promo'],
  ])('given French chosen and a ready cart, when %s opens, then its heading (%s), its form and the order summary are French, with no English-only notice', async (path, title, field) => {
    storeCart(readyCart());
    checkoutServer({ profile: profile() });

    renderInFrench(path);

    const h1 = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(h1.textContent).toBe(title));
    expect((await screen.findAllByText(field)).length).toBeGreaterThan(0);
    const summary = screen.getByRole('complementary', { name: 'Résumé de la commande' });
    expect(within(summary).getByText('Total des lignes')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Étapes du paiement' })).toBeTruthy();
    expectAFrenchPage();
  });

  it('given French chosen, when the review opens, then the sections are French, the service names marked lang="en", and the order submits to a French result', async () => {
    storeCart(readyCart());
    checkoutServer({ profile: profile() });
    server.use(http.get(apiUrl('/api/orders/:id'), () => HttpResponse.json(anOrderDetail({ id: SUBMITTED_ORDER.orderId, status: 'Submitted' }))));
    const { router } = renderInFrench('/checkout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement\u00a0: vérification' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Votre soumission' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier le dépôt' })).toBeTruthy();
    const service = screen.getAllByRole('cell').find((cell) => cell.getAttribute('lang') === 'en');
    expect(service).toBeTruthy();
    expectAFrenchPage();

    fireEvent.click(screen.getByRole('button', { name: 'Soumettre la commande' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/result'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeTruthy();
    expect(screen.getByText('Nous vous avons envoyé un courriel de confirmation avec ces instructions.')).toBeTruthy();
    const panel = await screen.findByTestId('send-your-books');
    expect(within(panel).getByRole('heading', { name: 'Envoyez-nous vos livres' })).toBeTruthy();
    expectAFrenchPage();
  });
});
