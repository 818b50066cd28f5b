import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aMemberComic } from '../testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the graded comics list on the French variant (spec 2.1)', () => {
  it('given French chosen and a signed-in member, when /account/comics opens, then its heading, search and cards are French, the records marked lang="en", with no English-only notice', async () => {
    const comic = aMemberComic({ title: 'Incredible Hulk', issue: '181', displayYear: '1974', grade: 9.4, category: 'Verified', signatures: [{ name: 'Stan Lee', type: 'VSP' }], tierLabel: 'Vintage', pedigree: 'Mile High' });
    server.use(http.get(apiUrl('/api/comics/user/default/:count'), () => HttpResponse.json([comic])));

    renderRoutes({ path: '/account/comics', routes, preloadedState: { region: { region: 'CA', language: 'fr' }, identity: { current: anIdentity() } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes bandes dessinées classées' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Rechercher dans vos bandes dessinées' })).toBeTruthy();
    const card = within(await screen.findByTestId('comic-card'));
    expect(card.getByTestId('comic-grade').textContent).toBe('Note 9,4');
    expect(card.getByRole('img', { name: 'Boîtier Certus de Incredible Hulk #181 (1974), note 9,4 Verified' })).toBeTruthy();
    expect(card.getByTestId('comic-signatures').textContent).toBe('Signée par Stan Lee (VSP)');
    expect(card.getByTestId('comic-category').getAttribute('lang')).toBe('en');
    expect(card.getByRole('heading', { name: 'Incredible Hulk #181' }).getAttribute('lang')).toBe('en');
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
  });
});
