import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { aDataCount } from '../../orders/testing/order-builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const identity = anIdentity({ displayName: 'Ada Lovelace' });

function renderInFrench(path: string) {
  server.use(
    http.get(apiUrl('/api/userprofile'), () =>
      HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email, membership: 'Free', registeredAt: '2024-03-01T12:00:00.000Z' }) })),
    ),
    http.get(apiUrl('/api/orders/userorders/:count'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/comics/user/default/:count'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/orders/dataCount'), () => HttpResponse.json(aDataCount())),
  );
  return renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: identity } } });
}

/** A French screen: the document is French and the page carries no English-only notice nor lang="en". */
async function expectFrenchScreen() {
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.queryByTestId('english-only')).toBeNull();
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
}

describe('the account area on the French variant (spec 2.1)', () => {
  it('given French, when the dashboard opens, then it welcomes the member in French with the account menu, the profile and the lists in French', async () => {
    renderInFrench('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' })).toBeTruthy();
    await expectFrenchScreen();
    const menu = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(menu).getByRole('link', { name: 'Carnet d’adresses' }).getAttribute('href')).toBe('/account/profile/addressbook');
    expect(within(menu).getByRole('link', { name: 'Moyens de paiement' })).toBeTruthy();
    expect(await screen.findByText('Passer à l’adhésion au club')).toBeTruthy();
    expect((await screen.findByTestId('member-since')).textContent).toBe('1 mars 2024');
    expect(screen.getByText('Adhésion gratuite')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Commandes en cours' })).toBeTruthy();
    expect(screen.queryByText(/Open orders|Your profile|Member since/)).toBeNull();
  });

  it('given French, when the profile is edited with a short FedEx account, then the headings, labels and the message are French, the field invalid', async () => {
    renderInFrench('/account/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    await expectFrenchScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(await screen.findByRole('heading', { name: 'Modifier les renseignements du membre' })).toBeTruthy();
    const fedEx = screen.getByLabelText(/Compte FedEx/, { selector: 'input' });
    fireEvent.change(fedEx, { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText(/Prénom/, { selector: 'input' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));


    // Testing Library reads the no-break space of French typography as a space.
    expect(await screen.findByText('Le numéro de compte FedEx doit compter 9 lettres ou chiffres.')).toBeTruthy();
    expect(screen.getByText('Le champ Prénom est obligatoire.')).toBeTruthy();
    expect(fedEx.getAttribute('aria-invalid')).toBe('true');
  });

  it('given French, when a field message comes from the server in words the site does not know, then it stays English, marked lang="en"', async () => {
    server.use(http.post(apiUrl('/api/userprofile'), () => HttpResponse.json({ message: 'No.', modelState: { 'model.phone': ['Phone is on a block list.'] } }, { status: 400 })));
    renderInFrench('/account/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    await screen.findByRole('heading', { name: 'Modifier les renseignements du membre' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText('Erreur lors de la mise à jour du profil')).toBeTruthy();
    const phone = screen.getByLabelText(/Téléphone/, { selector: 'input' }).closest('.mantine-InputWrapper-root') as HTMLElement;
    await waitFor(() => expect(within(phone).getByText('Phone is on a block list.').getAttribute('lang')).toBe('en'));
  });

  it('given French, when the settings open, then the heading and the switch are French', async () => {
    renderInFrench('/account/profile/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
    await expectFrenchScreen();
    expect(await screen.findByRole('switch', { name: /Avis par courriel/ })).toBeTruthy();
  });

  it('given French, when the problem report is sent blank, then its heading and the spec message are French', async () => {
    renderInFrench('/account/problem-report');

    expect(await screen.findByRole('heading', { level: 1, name: 'Signaler un problème' })).toBeTruthy();
    await expectFrenchScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Veuillez décrire le problème')).toBeTruthy();
  });
});
