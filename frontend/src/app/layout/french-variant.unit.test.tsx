import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes.tsx';
import { footerGroups, publicMenus, accountLinks, type NavEntry } from './site-links.ts';
import { hasFrenchLabel } from './shell-messages.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { CANADA_FRENCH_PATH } from '../../features/content/content-slugs.ts';
import { contentPages, contentSlugs, type ContentPageEntry, type ContentSlug } from '../../features/content/content-catalogue.ts';
import { LANGUAGE_STORAGE_KEY } from '../../features/region/region-slice.ts';
import { pricingHandlers } from '../../features/pricing/testing/pricing-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const entryOf = (slug: ContentSlug): ContentPageEntry => contentPages[slug];
const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');
const linksOf = (entries: readonly NavEntry[]) => entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : []));

describe('the French display variant (spec 2.1): the whole frame is French, not only a page body', () => {
  it('given the Canada French path, then the document is lang="fr" and the header, its menus, the footer and the skip link read in French', async () => {
    const { store } = renderRoutes({ path: `/${CANADA_FRENCH_PATH}`, routes, preloadedState: { region: { region: 'US', language: 'en' } } });

    await screen.findByTestId('canada-notice');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(store.getState().region).toEqual({ region: 'CA', language: 'fr' });

    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeTruthy();
    const nav = within(header()).getByRole('navigation', { name: 'Principale' });
    expect(within(nav).getByRole('button', { name: 'Services' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Ressources' }));
    expect(within(nav).getByRole('link', { name: 'Rapport de population' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Suivre une commande' })).toBeTruthy();
    expect(within(header()).getByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(within(header()).getByRole('searchbox', { name: 'Rechercher par numéro de certification, numéro de commande ou titre' })).toBeTruthy();
    expect(within(header()).getByRole('combobox', { name: 'Site' })).toBeTruthy();
    expect(within(header()).getByRole('option', { name: 'États-Unis' })).toBeTruthy();

    expect(within(footer()).getByRole('heading', { name: 'Nous joindre' })).toBeTruthy();
    expect(within(footer()).getByRole('navigation', { name: 'Aide (pied de page)' })).toBeTruthy();
    expect(within(footer()).getByRole('link', { name: 'Politique de confidentialité' })).toBeTruthy();
    expect(within(footer()).getByTestId('currency-note').textContent).toContain('Les prix sont en dollars canadiens (CA$).');
    expect(within(footer()).queryByText(/Contact us|Privacy policy/)).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('given French chosen, when the reader goes on to a screen that exists in English only, then the frame stays French and the screen says so, marked lang="en"', async () => {
    const { router } = renderRoutes({ path: `/${CANADA_FRENCH_PATH}`, routes, preloadedState: { region: { region: 'US', language: 'en' } } });
    await screen.findByTestId('canada-notice');

    // The editors' preview is not one of the French screens (french-pages.ts): staff screens read in English.
    await act(() => router.navigate('/preview'));
    await screen.findByTestId('english-only');
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('english-only').textContent).toBe('Cette page n’existe qu’en anglais.');
    expect(screen.getByTestId('english-only').getAttribute('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(within(header()).getByRole('navigation', { name: 'Principale' })).toBeTruthy();
  });

  it('given French chosen, when the price list is opened, then it is one of the French pages (no English-only notice)', async () => {
    server.use(...pricingHandlers());
    renderRoutes({ path: '/grading-pressing', routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prix et délais de classement' })).toBeTruthy();
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  });

  it.each(contentSlugs.filter((slug) => !entryOf(slug).lang))(
    'given French chosen, when /%s is opened, then its h1 is the French title, the article is lang="fr" and there is no English-only notice',
    async (slug) => {
      server.use(...pricingHandlers());
      renderRoutes({ path: `/${slug}`, routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });

      const french = entryOf(slug).fr;
      if (!french) throw new Error(`/${slug} has no French version`);
      const h1 = await screen.findByRole('heading', { level: 1, name: french.title });
      expect(h1.closest('[lang]')?.getAttribute('lang')).toBe('fr');
      expect((await screen.findByTestId('content-body')).closest('[lang]')?.getAttribute('lang')).toBe('fr');
      expect(screen.queryByTestId('english-only')).toBeNull();
      expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    },
  );

  it('given French, when the reader picks English in the top bar, then the document and the frame are English again; the US site is English only', async () => {
    const { store } = renderRoutes({ path: `/${CANADA_FRENCH_PATH}`, routes, preloadedState: { region: { region: 'US', language: 'en' } } });
    await screen.findByTestId('canada-notice');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    const toEnglish = within(header()).getByTestId('language-switch');
    expect(toEnglish.textContent).toBe('English');
    expect(toEnglish.getAttribute('lang')).toBe('en');
    fireEvent.click(toEnglish);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(within(header()).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(header()).getByTestId('language-switch').textContent).toBe('Français');

    fireEvent.change(within(header()).getByRole('combobox', { name: 'Site' }), { target: { value: 'US' } });
    expect(store.getState().region).toEqual({ region: 'US', language: 'en' });
    expect(within(header()).queryByTestId('language-switch')).toBeNull();
  });

  it('given the public menus, the footer and the account menu, then every link has its French name (a new link must bring one)', () => {
    const links = [...publicMenus.flatMap((group) => [group.label, ...linksOf(group.entries)]), ...footerGroups.flatMap((g) => [g.label, ...g.links.map((l) => l.to)]), ...accountLinks.map((l) => l.to)];
    expect(links.filter((key) => !hasFrenchLabel(key))).toEqual([]);
  });
});
