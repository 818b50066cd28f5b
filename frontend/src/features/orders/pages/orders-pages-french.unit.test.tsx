import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSubmittedOrderWithBooks, balancePaid, declaredValueCorrected, orderSubmitted, received } from '@certus/contracts/events/testing/order-lifecycle';
import { evolveOrderRecords, orderDetailOf, type OrderRecords } from '@certus/contracts/orders/order-views';
import { foldProgress, type OrderDetail, type OrderEvent } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { anOrderDetail, anOrderListItem } from '../testing/order-builders.ts';
import { orderCustodyEndpoint, orderDetailEndpoints, orderListEndpoint } from '../testing/orders-server.ts';
import { aBookCustody, anOrderCustody } from '../../comics/testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const frenchMember = { region: { region: 'CA' as const, language: 'fr' as const }, identity: { current: anIdentity() } };
const NB = '\u00a0';

function profileEndpoint() {
  server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods: [aPaymentMethod({ id: 'pm-visa', displayName: 'Visa ending 4242', isDefault: true })] }))));
}

describe('the orders screens on the French variant (spec 2.1)', () => {
  it('given French chosen and a signed-in member, when /account/orders opens, then its heading, columns and statuses are French, money in US$, and no English-only notice', async () => {
    orderListEndpoint([anOrderListItem({ date: '2025-03-14T12:00:00.000Z', status: 'Processing', count: 3, grandTotalCents: 12_000, balanceCents: 2_500 })]);

    renderRoutes({ path: '/account/orders', routes, preloadedState: frenchMember });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })).toBeTruthy();
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByText('En traitement')).toBeTruthy();
    expect(row.textContent).toContain(`120,00${NB}$${NB}US`);
    expect(row.textContent).toContain('14 mars 2025');
    expect(screen.getByRole('columnheader', { name: 'Total général' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('given French chosen, when an order with a correction and a payment opens, then the money table reads in French, the staff reason as written', async () => {
    const order = aSubmittedOrderWithBooks();
    const events: OrderEvent[] = [orderSubmitted(order), received(), declaredValueCorrected({ amountCents: 5_300, reason: 'Worth more than declared.' }), balancePaid(2_000, { displayName: 'Amex ending 1005' })];
    const first = events[0] as Extract<OrderEvent, { type: 'OrderSubmitted' }>;
    const records = events.reduce<OrderRecords | null>((r, e) => evolveOrderRecords(r, first.data, e), null)!;
    const detail: OrderDetail = orderDetailOf(first.data, foldProgress(events)!, records);
    orderDetailEndpoints(() => detail);
    profileEndpoint();

    renderRoutes({ path: `/account/orders/${detail.id}`, routes, preloadedState: frenchMember });

    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${detail.id}` })).toBeTruthy();
    const table = await screen.findByTestId('order-money');
    expect(within(table).getByRole('heading', { name: 'Ce que vous payez' })).toBeTruthy();
    expect(within(table).getByText('Classement, 4 livres')).toBeTruthy();
    expect(within(table).getByText('Total de la commande à la soumission')).toBeTruthy();
    expect(within(table).getByText(/^Valeur déclarée corrigée\u00a0: ligne 3, Saga #1$/, { normalizer: (text) => text })).toBeTruthy();
    expect(within(table).getByText('Facturé à la soumission')).toBeTruthy();
    expect(within(within(table).getByTestId('money-balance')).getByText('Solde dû')).toBeTruthy();
    // The correction's note in French, the staff's reason as written.
    expect(within(table).getByText(/50,00\s\$\sUS à 80,00\s\$\sUS par livre \(2 exemplaires\)\. Raison\s: Worth more than declared\.$/)).toBeTruthy();
    expect(screen.getByText('Résumé')).toBeTruthy();
    expect(await screen.findByRole('button', { name: `Payer 33,00${NB}$${NB}US` })).toBeTruthy();
    expect(screen.queryByText(/What you pay|Balance due|Order total/)).toBeNull();
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('given French chosen, when a mail-in order awaiting its books opens, then where to send them and how to pack are French, the address marked lang="en"', async () => {
    const order = anOrderDetail({ status: 'Submitted', payBalanceShown: false });
    orderDetailEndpoints(() => order);

    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: frenchMember });

    const send = await screen.findByTestId('send-your-books');
    expect(within(send).getByRole('heading', { name: 'Envoyez-nous vos livres' })).toBeTruthy();
    expect(within(send).getByRole('heading', { name: 'Comment les emballer' })).toBeTruthy();
    expect(within(send).getByTestId('ship-to-address').getAttribute('lang')).toBe('en');
    expect(within(send).getByRole('button', { name: 'Bordereau d’envoi (PDF)' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Soumise');
  });

  it('given French chosen, when the custody of the books is opened, then its words and steps are French, the server’s lines and the records marked lang="en"', async () => {
    const order = anOrderDetail({ status: 'Processing' });
    orderDetailEndpoints(() => order);
    orderCustodyEndpoint(anOrderCustody([aBookCustody(`${order.id}-001`)]));
    renderRoutes({ path: `/account/orders/${order.id}`, routes, preloadedState: frenchMember });

    const section = within(await screen.findByTestId('order-custody'));
    expect(section.getByRole('heading', { level: 2, name: 'Parcours de vos livres chez Certus' })).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Afficher le parcours de chaque livre' }));

    const steps = await section.findAllByTestId('custody-step');
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual(['Soumis', 'Reçu', 'Classé', 'Encapsulé']);
    expect(steps[1]!.textContent).toContain('par J. K. (worker-17)');
    expect(within(steps[1]!).getByTestId('custody-step-detail').getAttribute('lang')).toBe('en');
    const book = section.getByRole('button', { name: /^Livre 1/ });
    expect(book.textContent).toBe(`Livre 1${NB}: Incredible Hulk #181certification ${order.id}-001`);
    expect(within(book).getByText('Incredible Hulk #181').getAttribute('lang')).toBe('en');
  });
});
