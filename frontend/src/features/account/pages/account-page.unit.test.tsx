import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/account', () => {
  it('welcomes the member by display name and shows the profile from GET /api/userprofile', async () => {
    const identity = anIdentity({ displayName: 'Ada Lovelace' });
    const member = aMember({ email: identity.email, firstName: 'Ada', lastName: 'Lovelace', phone: '2145550100', membership: 'Artist' });
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member }))));

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect((await screen.findByTestId('member-name')).textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('member-email').textContent).toBe(identity.email);
    expect(screen.getByText('(214) 555-0100')).toBeTruthy();
    expect(screen.getByTestId('member-since').textContent).toBe('March 1, 2024');
    expect(screen.queryByText('Upgrade to club membership')).toBeNull(); // paid members get no upgrade hint
  });

  it('offers a Free member the upgrade, and says where open orders and graded comics will come from', async () => {
    const identity = anIdentity();
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email, membership: 'Free' }) }))));

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect(await screen.findByText('Upgrade to club membership')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/account/upgrade');
    const orders = screen.getByRole('region', { name: 'Open orders' });
    expect(within(orders).getByText(/appear here once you submit books/)).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Submit books' }).getAttribute('href')).toBe('/submit');
    expect(within(screen.getByRole('region', { name: 'Graded comics' })).getByText(/appear here once books you submitted have been graded/)).toBeTruthy();
  });

  it('waits for a profile the read model has not projected yet instead of failing', async () => {
    const identity = anIdentity();
    let calls = 0;
    server.use(
      http.get(apiUrl('/api/userprofile'), () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'Member not found.' }, { status: 404 })
          : HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) })),
      ),
    );

    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });

    expect((await screen.findByTestId('member-email', undefined, { timeout: 3000 })).textContent).toBe(identity.email);
    expect(screen.queryByText('Your profile could not be loaded')).toBeNull();
    expect(screen.getByText('Upgrade to club membership')).toBeTruthy();
  });
});
