import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBookDetail, aCensusBook, aCensusGrid, aComicListing, aSearchResponse } from '../testing/population-builders.ts';
import { detailEndpoint, gridEndpoint, listingEndpoint, popupEndpoints, recordEndpoint, searchEndpoint } from '../testing/population-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const frenchMember = { identity: { current: anIdentity() }, region: { region: 'CA' as const, language: 'fr' as const } };

async function expectFrenchScreen(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(screen.queryByTestId('english-only')).toBeNull();
}

describe('the population report on the French variant (spec 2.1)', () => {
  it('given French, when the search popup is sent with a 2-character title, then the page, the form and the spec message read in French', async () => {
    popupEndpoints();
    recordEndpoint();
    renderRoutes({ path: '/population-report/X-', routes, preloadedState: frenchMember });

    await expectFrenchScreen('Rapport de population');
    const form = await screen.findByLabelText('Recherche dans la population');
    fireEvent.click(within(form).getByText('Chercher'));

    // The no-break space before « ! » is kept (the default normalizer would make it a plain space).
    expect(await screen.findByText('Le titre doit compter au moins 3 caractères\u00a0!', { normalizer: (text) => text })).toBeTruthy();
    expect(within(form).getByLabelText('Livres par page')).toBeTruthy();
  });

  it('given French, when a listing is opened, then its summary, table headings and grades read in French', async () => {
    const book = aCensusBook({ title: 'Amazing Spider-Man', issue: '300', grades: [{ grade: 9.8, copies: 1200 }] });
    searchEndpoint(() => aSearchResponse([book], { page: 1, size: 20, total: 1, totalCopies: 1200 }));
    renderRoutes({ path: '/comic-report?RequestTitle=spider', routes, preloadedState: frenchMember });

    await expectFrenchScreen('Rapport de population');
    expect((await screen.findByTestId('report-summary')).textContent).toBe('Livres 1 à 1 sur 1 (1\u00a0200 exemplaires) pour «\u00a0spider\u00a0»');
    const table = screen.getByRole('table', { name: /Livres trouvés pour «\u00a0spider\u00a0»/ });
    expect([...within(table).getAllByRole('row')[0]!.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Numéro', 'Date de couverture', 'Total', '9,8']);
  });

  it('given French, when a book of the census is opened, then its details read in French', async () => {
    const book = aCensusBook({ title: 'Saga', issue: '1' });
    detailEndpoint(aBookDetail(book));
    listingEndpoint(aComicListing(book, []));
    renderRoutes({ path: `/comic-details?book=${book.bookId}`, routes, preloadedState: frenchMember });

    await expectFrenchScreen('Saga #1');
    expect(screen.getByRole('heading', { level: 2, name: 'Exemplaires par note' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Exemplaires classés' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux résultats' })).toBeTruthy();
  });

  it('given French, when a census grid is opened, then its summary, sort and CSV export read in French', async () => {
    gridEndpoint(aCensusGrid([aCensusBook({ issue: '1', year: 1963, month: 3, grades: [{ grade: 9.8, copies: 1 }] })]));
    renderRoutes({ path: '/census/amazing-spider-man', routes, preloadedState: frenchMember });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Amazing Spider-Man');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByTestId('grid-title-summary').textContent).toBe('Grille de recensement\u00a0: 1 exemplaire certifié dans 1 livre');
    expect((await screen.findByTestId('grid-export')).textContent).toBe('Télécharger le CSV (1 ligne)');
    expect(screen.getByRole('table', { name: /exemplaires par note de chaque livre, dans l’ordre des numéros/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au rapport de population' })).toBeTruthy();
  });
});
