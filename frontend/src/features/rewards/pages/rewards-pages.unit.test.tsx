import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RewardsHistoryEntry, RewardsHistoryResponse } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let ids = 0;
const anEntry = (overrides: Partial<RewardsHistoryEntry> = {}): RewardsHistoryEntry => ({
  id: `entry-${++ids}`,
  kind: 'Earned',
  amountCents: 1000,
  currency: 'USD',
  reason: '5% back on club membership (Clubmember)',
  occurredAt: '2025-03-14T15:00:00.000Z',
  ...overrides,
});

function historyEndpoint(body: RewardsHistoryResponse | (() => Response)) {
  server.use(http.get(apiUrl('/api/userprofile/rewards/history'), () => (typeof body === 'function' ? body() : HttpResponse.json(body))));
}

const signedIn = { identity: { current: anIdentity() } };

describe('/account/rewards', () => {
  it('shows the available rewards as points (100 per dollar) and dollars, with the latest entries', async () => {
    historyEndpoint({
      rewards: { availableCents: 123456, points: 123456, currency: 'USD' },
      entries: [anEntry({ kind: 'Credited', amountCents: 5000, reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed' }), anEntry()],
    });

    renderRoutes({ path: '/account/rewards', routes, preloadedState: signedIn });

    expect(await screen.findByRole('heading', { name: 'Rewards', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('rewards-points')).textContent).toBe('123,456');
    expect(screen.getByTestId('rewards-available').textContent).toBe('$1,234.56');
    expect(screen.getByText('Gift card ABCD-EFGH-JKMN-PQRS redeemed')).toBeTruthy();
    expect(screen.getByText('You earn 5% back on what you pay, club membership included.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full history' }).getAttribute('href')).toBe('/account/rewards/history');
  });

  it('offers to try again when the rewards cannot be loaded', async () => {
    historyEndpoint(() => HttpResponse.json({ message: 'down' }, { status: 500 }));

    renderRoutes({ path: '/account/rewards', routes, preloadedState: signedIn });

    expect(await screen.findByText('Your rewards could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/account/rewards/history', () => {
  it('lists every entry with its date and reason; what was used shows as a minus', async () => {
    historyEndpoint({
      rewards: { availableCents: 500, points: 500, currency: 'USD' },
      entries: [
        anEntry({ kind: 'Spent', amountCents: 3000, reason: 'Applied to order 00-ABC1234', occurredAt: '2025-04-02T10:00:00.000Z' }),
        anEntry({ kind: 'Credited', amountCents: 2500, reason: 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', occurredAt: '2025-03-20T10:00:00.000Z' }),
        anEntry({ occurredAt: '2025-03-14T15:00:00.000Z' }),
      ],
    });

    renderRoutes({ path: '/account/rewards/history', routes, preloadedState: signedIn });

    const rows = await screen.findAllByTestId('rewards-entry');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['Apr 2, 2025', 'Used', 'Applied to order 00-ABC1234', '-3,000', '-$30.00']);
    expect(cells(rows[1]!)).toEqual(['Mar 20, 2025', 'Gift card', 'Gift card ABCD-EFGH-JKMN-PQRS redeemed', '+2,500', '+$25.00']);
    expect(cells(rows[2]!)).toEqual(['Mar 14, 2025', 'Earned', '5% back on club membership (Clubmember)', '+1,000', '+$10.00']);
    expect(screen.getByTestId('rewards-history-balance').textContent).toBe('Available now: 500 points ($5.00)');
  });

  it('says so when there is nothing yet', async () => {
    historyEndpoint({ rewards: { availableCents: 0, points: 0, currency: 'USD' }, entries: [] });

    renderRoutes({ path: '/account/rewards/history', routes, preloadedState: signedIn });

    expect(await screen.findByTestId('rewards-history-empty')).toBeTruthy();
  });
});
