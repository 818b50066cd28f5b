import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const french = { region: { region: 'CA' as const, language: 'fr' as const } };

async function expectFrenchScreen(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(screen.queryByTestId('english-only')).toBeNull();
}

describe('the sign-in screens on the French variant (spec 2.1)', () => {
  it.each([
    ['/login', 'Se connecter'],
    ['/register', 'Créer un compte'],
    ['/recover', 'Mot de passe oublié\u00a0?'],
    [`/change/Comic/ada%40example.com/${'r'.repeat(43)}`, 'Choisir un nouveau mot de passe'],
    ['/resend', 'Renvoyer le lien d’activation'],
    ['/signup', 'Compléter votre compte'],
    ['/auth/google?error=access_denied', 'Connexion externe'],
  ])('given French, when %s is opened, then its heading is French, the document lang="fr" and there is no English-only notice', async (path, heading) => {
    renderRoutes({ path, routes, preloadedState: french });
    await expectFrenchScreen(heading);
  });

  it('given French, when an activation link is opened, then the activation reads in French and the server\'s message is marked lang="en"', async () => {
    server.use(http.post(apiUrl('/api/users/activate'), () => HttpResponse.json({ message: accountMessages.activated })));

    renderRoutes({ path: '/verify/code-french-abcdefghijklmnopqrstuvwxyz?email=ada%40example.com', routes, preloadedState: french });

    await expectFrenchScreen('Votre compte est activé');
    expect(screen.getByText(accountMessages.activated).getAttribute('lang')).toBe('en');
  });

  it('given French, when /logout is opened, then the visitor lands on the French log-in screen', async () => {
    const { router } = renderRoutes({ path: '/logout', routes, preloadedState: french });

    await expectFrenchScreen('Se connecter');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('given French, when the log-in form is sent empty, then its fields say what is missing in French', async () => {
    renderRoutes({ path: '/login', routes, preloadedState: french });

    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Le champ Courriel est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le champ Mot de passe est obligatoire.')).toBeTruthy();
    expect(screen.getByLabelText(/^Courriel/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
  });
});
