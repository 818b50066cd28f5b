import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GiftCardView, RewardsHistoryResponse } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const history: RewardsHistoryResponse = {
  rewards: { availableCents: 123456, points: 123456, currency: 'USD' },
  entries: [
    { id: 'e1', kind: 'Credited', amountCents: 5000, currency: 'USD', reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', occurredAt: '2025-03-20T10:00:00.000Z' },
    { id: 'e2', kind: 'Earned', amountCents: 1000, currency: 'USD', reason: '5% back on club membership (Clubmember)', occurredAt: '2025-03-14T15:00:00.000Z' },
    { id: 'e3', kind: 'Earned', amountCents: 100, currency: 'USD', reason: 'Goodwill from the support team', occurredAt: '2025-03-10T15:00:00.000Z' },
  ],
};
const card: GiftCardView = {
  code: 'ABCD-EFGH-JKMN-PQRS',
  amountCents: 5000,
  balanceCents: 0,
  currency: 'USD',
  status: 'Redeemed',
  recipientName: 'Robin',
  recipientEmail: null,
  purchasedAt: '2025-03-14T15:00:00.000Z',
  redeemedAt: null,
};

function renderInFrench(path: string) {
  server.use(
    http.get(apiUrl('/api/userprofile/rewards/history'), () => HttpResponse.json(history)),
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods: [aPaymentMethod({ isDefault: true })] }))),
    http.get(apiUrl('/api/userprofile/giftcards'), () => HttpResponse.json([card])),
  );
  renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } } });
}

async function expectFrenchScreen() {
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.queryByTestId('english-only')).toBeNull();
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '));

describe('the rewards and gift cards on the French variant (spec 2.1)', () => {
  it('given French, when the rewards open, then the heading, the points and the US dollars are written the French way', async () => {
    renderInFrench('/account/rewards');

    expect(await screen.findByRole('heading', { level: 1, name: 'Récompenses' })).toBeTruthy();
    await expectFrenchScreen();
    expect((await screen.findByTestId('rewards-points')).textContent?.replace(/\s/g, ' ')).toBe('123 456');
    expect(screen.getByTestId('rewards-available').textContent?.replace(/\s/g, ' ')).toBe('1 234,56 $ US');
    expect(screen.getByRole('heading', { name: 'Comment fonctionnent les récompenses' })).toBeTruthy();
  });

  it('given French, when the history opens, then the known reasons are French and an unknown one stays English, marked lang="en"', async () => {
    renderInFrench('/account/rewards/history');

    expect(await screen.findByRole('heading', { level: 1, name: 'Historique des récompenses' })).toBeTruthy();
    await expectFrenchScreen();
    const rows = await screen.findAllByTestId('rewards-entry');
    expect(cells(rows[0]!)).toEqual(['20 mars 2025', 'Carte-cadeau', 'Carte-cadeau ABCD-EFGH-JKMN-PQRS échangée', '+5 000', '+50,00 $ US']);
    expect(cells(rows[1]!)![2]).toBe('5 % de remise sur l’adhésion au club (Clubmember)');
    expect(within(rows[2]!).getByText('Goodwill from the support team').getAttribute('lang')).toBe('en');
  });

  it('given French, when the gift cards open and a blank code is redeemed, then the page and the message are French', async () => {
    renderInFrench('/account/rewards/giftcards');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes-cadeaux' })).toBeTruthy();
    await expectFrenchScreen();
    const [row] = await screen.findAllByTestId('gift-card-row');
    expect(cells(row!)).toEqual(['ABCD-EFGH-JKMN-PQRS', '14 mars 2025', 'Robin', '50,00 $ US', '0,00 $ US', 'Échangée']);
    expect(screen.getByRole('radio', { name: /^100\s\$\sUS$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Échanger' }));
    expect(await screen.findByText('Veuillez entrer le code de la carte-cadeau.')).toBeTruthy();
  });
});
