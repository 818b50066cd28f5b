import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCart, aComicLine, storeCart, submissionServer } from '../testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const NB = '\u00a0';

const openInFrench = (path: string) => {
  submissionServer();
  return renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity({ email: EMAIL }) } } });
};

const expectFrenchPage = () => {
  expect(screen.queryByTestId('english-only')).toBeNull();
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(document.documentElement.lang).toBe('fr');
};

describe('the submission builder on the French variant (spec 2.1)', () => {
  it('given French chosen and a cart with a book, when /submit opens, then the cart reads in French, the service names and book titles as published (lang="en"), with no English-only notice', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ title: 'Amazing Spider-Man', issue: '300', quantity: 2 })] }));

    openInFrench('/submit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Soumettre des livres' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Ajouter une bande dessinée' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Totaux' })).toBeTruthy();
    const line = within(screen.getAllByTestId('cart-line')[0]!);
    expect(line.getByText(/Amazing Spider-Man #300/).getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('total-amount').textContent).toMatch(new RegExp(`^\\d[\\d${NB}\u202f]*,\\d\\d${NB}\\$${NB}US$`));
    expect(screen.getByRole('button', { name: 'Passer au paiement' })).toBeTruthy();
    expectFrenchPage();
  });

  it('given French chosen, when a comic is added with nothing filled in, then the heading and the spec\'s validation messages are French', async () => {
    openInFrench('/submit/comic');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une bande dessinée' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Ajouter un livre' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText('Veuillez entrer le titre.')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer l’éditeur.')).toBeTruthy();
    expect(screen.queryByText('Please enter the title.')).toBeNull();
    expectFrenchPage();
  });

  it('given French chosen, when /submit/artwork opens, then its heading and fields are French', async () => {
    openInFrench('/submit/artwork');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une œuvre originale' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Le livre' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Signatures' })).toBeTruthy();
    expectFrenchPage();
  });

  it('given French chosen, when a reholder id of the wrong length is checked, then the heading and the refusal are French', async () => {
    openInFrench('/submit/reholder');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une remise en boîtier' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/^Identifiant du livre classé/, { selector: 'input' }), { target: { value: 'ABC' } });
    fireEvent.change(screen.getByLabelText(/^Valeur déclarée/, { selector: 'input' }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText('Identifiant non valide pour une remise en boîtier')).toBeTruthy();
    expectFrenchPage();
  });
});
