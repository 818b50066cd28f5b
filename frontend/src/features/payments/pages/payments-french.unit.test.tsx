import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { aPaymentMethod, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the payment methods on the French variant (spec 2.1)', () => {
  it('given French, when the page opens and a card is saved without its number, then the page, the card and the message are French', async () => {
    server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ payMethods: [aPaymentMethod({ isDefault: true })] }))));
    renderRoutes({
      path: '/account/profile/payments',
      routes,
      preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Moyens de paiement' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    const card = await screen.findByTestId('payment-method');
    expect(within(card).getByText('Par défaut')).toBeTruthy();
    expect(within(card).getByText('Expire 12/2031')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer la carte' }));
    expect(await screen.findByText('Le champ Numéro de carte est obligatoire.')).toBeTruthy();
  });
});
