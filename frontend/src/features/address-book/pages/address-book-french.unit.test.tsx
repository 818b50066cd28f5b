import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADDRESS_LOOKUPS_PATH, ADDRESS_PATH, addressLookups } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aUserProfile, anAddress, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

function renderInFrench(addresses = [anAddress({ country: 'CA', stateProvince: 'QC', city: 'Montréal', zipPostal: 'H2X 1Y4', isDefault: true })]) {
  let posted = 0;
  server.use(
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ addresses }))),
    http.get(apiUrl(ADDRESS_LOOKUPS_PATH), () => HttpResponse.json(addressLookups)),
    http.post(apiUrl(ADDRESS_PATH), () => (posted++, HttpResponse.json({ message: 'x', position: '1.1', id: 'a' }))),
  );
  renderRoutes({
    path: '/account/profile/addressbook',
    routes,
    preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } },
  });
  return { posted: () => posted };
}

describe('the address book on the French variant (spec 2.1)', () => {
  it('given French, when the address book opens, then its heading, the card and its country are French, with no English-only notice', async () => {
    renderInFrench();

    expect(await screen.findByRole('heading', { level: 1, name: 'Carnet d’adresses' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(await screen.findByText('Par défaut')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une adresse' })).toBeTruthy();
    expect(within(screen.getByTestId('address-card')).getByText('Canada')).toBeTruthy();
  });

  it('given French, when a Canadian address is saved with a bad postal code and no city, then the messages are French and nothing is sent', async () => {
    const api = renderInFrench();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    expect(await screen.findByRole('heading', { name: 'Ajouter une adresse' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Québec' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Code postal/, { selector: 'input' }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));

    expect(await screen.findByText('Le code postal doit avoir la forme A1A 1A1.')).toBeTruthy();
    expect(screen.getByText('Le champ Ville est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le champ Province est obligatoire.')).toBeTruthy();
    expect(api.posted()).toBe(0);
  });
});
