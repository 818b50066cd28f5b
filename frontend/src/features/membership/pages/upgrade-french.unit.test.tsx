import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { aMember, aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the club membership page on the French variant (spec 2.1)', () => {
  it('given French, when a Free member opens it, then the heading, the offer in US dollars written the French way and the form are French', async () => {
    const member = aMember({ membership: 'Free', membershipExpiryDate: null });
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member, payMethods: [aPaymentMethod({ isDefault: true, displayName: 'Visa 4242' })] }))));
    renderRoutes({ path: '/account/upgrade', routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Adhésion au club' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Passer à l’adhésion au club' })).toBeTruthy();
    // French typography and Intl put no-break spaces around the colon and the currency.
    expect(screen.getByRole('radio', { name: /^Clubmember\s:\s200,00\s\$\sUS par année$/ })).toBeTruthy();
    expect(within(screen.getByTestId('membership-status')).getByText('Gratuite')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Visa 4242 (par défaut)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adhérer' })).toBeTruthy();
  });
});
