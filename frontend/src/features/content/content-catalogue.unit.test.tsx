import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { regionChosen } from '../region/index.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { CANADA_FRENCH_PATH, contentPages, contentSlugs, type ContentPageEntry, type ContentSlug } from './content-catalogue.ts';
import { ContentRoute } from './content-route.tsx';
import { server } from '../../testing/msw-server.ts';
import { aTurnaround, pricingHandlers } from '../pricing/testing/pricing-server.ts';
import { seedCatalogue } from '@certus/contracts/pricing/test-support';

// The pricing pages read the price list and the turnaround; the other pages call nothing.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ELSEWHERE = '/elsewhere';

const routesFor = (slugs: readonly ContentSlug[]): RouteObject[] => [
  ...slugs.map((slug) => ({ path: `/${slug}`, element: <ContentRoute slug={slug} /> })),
  { path: ELSEWHERE, element: <p>Another page</p> },
];

function renderContent(slug: ContentSlug, region: 'US' | 'CA' = 'US', language: 'en' | 'fr' = 'en') {
  server.use(...pricingHandlers());
  return renderRoutes({
    path: `/${slug}`,
    routes: routesFor(contentSlugs),
    preloadedState: { region: { region, language } },
  });
}

const entryOf = (slug: ContentSlug): ContentPageEntry => contentPages[slug];
const wordCount = (text: string | null) => (text ?? '').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
const headingLevels = () =>
  Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => Number(heading.tagName.slice(1)));

describe.each(contentSlugs)('content page /%s', (slug) => {
  const entry = entryOf(slug);

  it('shows its title as the h1, real body content under it, and its title and description in the head', async () => {
    renderContent(slug);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(entry.title);
    const body = await screen.findByTestId('content-body');
    expect(wordCount(body.textContent)).toBeGreaterThanOrEqual(150);
    expect(within(body).queryAllByRole('heading', { level: 1 })).toEqual([]);
    expect(within(body).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    // Headings never skip a level (h1 → h2 → h3), which axe reports as heading-order.
    const levels = headingLevels();
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });

    expect(document.title).toBe(`${entry.title} | Certus`);
    expect(meta('description')?.content).toBe(entry.description);
    expect(entry.description.length).toBeLessThanOrEqual(160);
  });

  it(entry.noindex ? 'asks search engines not to index it, until the reader leaves' : 'lets search engines index it', async () => {
    const { router } = renderContent(slug);
    await screen.findByTestId('content-body');

    expect(meta('robots')?.content).toBe(entry.noindex ? 'noindex' : undefined);

    await act(() => router.navigate(ELSEWHERE));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(meta('robots')).toBeNull();
    expect(meta('description')).toBeNull();
  });
});

/** The pages that follow the visitor's language; the two Canadian twins have a language of their own. */
const followingPages = contentSlugs.filter((slug) => !entryOf(slug).lang);
const frenchOf = (slug: ContentSlug) => {
  const french = entryOf(slug).fr;
  if (!french) throw new Error(`/${slug} has no French version`);
  return french;
};
/**
 * Words that only an English text uses, outside the parts marked lang="en" (label terms, service names): a
 * French body containing them has English left in it.
 */
function untaggedEnglishWords(body: HTMLElement): string[] {
  const french = body.cloneNode(true) as HTMLElement;
  french.querySelectorAll('[lang="en"]').forEach((part) => part.remove());
  return french.textContent.match(/\b(the|and|with|your|you|we|our|is|are|of|to)\b/gi) ?? [];
}

describe.each(followingPages)('given the French variant, when /%s is opened', (slug) => {
  it('then its h1, head title and description are French, the article is lang="fr" and the body reads in French', async () => {
    const french = frenchOf(slug);
    renderContent(slug, 'CA', 'fr');

    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(french.title);
    expect(h1.closest('article')?.closest('[lang]')?.getAttribute('lang')).toBe('fr');
    expect(document.title).toBe(`${french.title} | Certus`);
    expect(meta('description')?.content).toBe(french.description);
    expect(french.description.length).toBeLessThanOrEqual(160);

    const body = await screen.findByTestId('content-body');
    expect(body.closest('[lang]')?.getAttribute('lang')).toBe('fr');
    expect(wordCount(body.textContent)).toBeGreaterThanOrEqual(150);
    expect(untaggedEnglishWords(body)).toEqual([]);
    expect(within(body).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    const levels = headingLevels();
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});

describe('French versions (spec 2.1: the French variant has no English-only content page)', () => {
  it('given every content page that follows the reader’s language, then it has a French title, description and body of its own', async () => {
    // The price lists switch language inside one body (defineMessages); every other page has a French module.
    const switchingItself = ['grading-pressing', 'pressing-pricing'];
    for (const slug of followingPages) {
      const entry = entryOf(slug);
      const french = frenchOf(slug);
      expect(french.title, slug).not.toBe(entry.title);
      expect(french.description, slug).not.toBe(entry.description);
      const [englishBody, frenchBody] = await Promise.all([entry.load(), french.load()]);
      if (switchingItself.includes(slug)) expect(frenchBody.default, slug).toBe(englishBody.default);
      else expect(frenchBody.default, slug).not.toBe(englishBody.default);
    }
    expect(followingPages).toHaveLength(contentSlugs.length - 2);
  });

  it('given the French variant, then related links carry the French titles and no lang of their own', async () => {
    renderContent('pressing', 'CA', 'fr');
    const related = await screen.findByRole('complementary', { name: 'Pages connexes' });
    const link = within(related).getByRole('link', { name: frenchOf('rippling').title });
    expect(link.getAttribute('href')).toBe('/rippling');
    expect(link.getAttribute('lang')).toBeNull();
  });

  it('given the French variant, when a page with a wide table is opened, then the line saying the table scrolls is French too', async () => {
    renderContent('comics-grading-scale', 'CA', 'fr');
    await screen.findByTestId('content-body');
    const cues = screen.getAllByTestId('scroll-cue').map((cue) => cue.textContent);
    expect(cues.length).toBeGreaterThan(0);
    expect(new Set(cues)).toEqual(new Set(['Faites défiler de côté pour voir la suite →']));
  });

  it('given the French variant, when the reader leaves a French page, then the head is restored', async () => {
    const { router } = renderContent('terms', 'CA', 'fr');
    await screen.findByTestId('content-body');
    expect(document.title).toBe(`${frenchOf('terms').title} | Certus`);

    await act(() => router.navigate(ELSEWHERE));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(meta('description')).toBeNull();
  });
});

describe('content catalogue', () => {
  it('keeps the ended promotions out of search engines and every other page in', () => {
    expect(contentSlugs.filter((slug) => entryOf(slug).noindex)).toEqual([
      '2016tbcc',
      '2017_Feb_HA',
      'september-special',
      'october-vintage-grading-special',
      'independence-day-special',
      'new-york-comic-con',
    ]);
  });

  it('states on every ended promotion that it has ended', async () => {
    renderContent('september-special');
    expect(within(await screen.findByTestId('promotion-ended')).getByText('This promotion has ended')).toBeTruthy();
  });

  it('shows a page visited before without loading it again', async () => {
    const first = renderContent('rippling');
    await screen.findByTestId('content-body');
    first.unmount();

    renderContent('rippling');
    expect(screen.getByTestId('content-body')).toBeTruthy();
  });
});

describe('Canadian pages', () => {
  it('select the Canadian site and show the Canadian office, saying submissions are unavailable', async () => {
    const { store } = renderContent('comics-grading-canada');

    expect(await screen.findByTestId('canada-notice')).toBeTruthy();
    expect(store.getState().region).toEqual({ region: 'CA', language: 'en' });
    expect(screen.getByTestId('office-address').textContent).toContain('Toronto, ON');
  });

  it('show the French variant in French, and keep the reader in French on the next page until the English twin or the switch', async () => {
    const { store, router } = renderContent(CANADA_FRENCH_PATH);

    const notice = await screen.findByTestId('canada-notice');
    expect(notice.textContent).toContain('Les soumissions depuis le Canada sont actuellement suspendues');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang="fr"]')).not.toBeNull();
    expect(screen.getByTestId('content-body').closest('[lang="fr"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeTruthy();
    expect(store.getState().region).toEqual({ region: 'CA', language: 'fr' });

    await act(() => router.navigate('/grading-pressing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prix et délais de classement' })).toBeTruthy();
    expect(store.getState().region).toEqual({ region: 'CA', language: 'fr' });

    await act(() => router.navigate('/comics-grading-canada'));
    await waitFor(() => expect(store.getState().region).toEqual({ region: 'CA', language: 'en' }));
  });
});

describe('addresses follow the site variant', () => {
  it('shows the Plano office on the US site and adds the Canadian office when the visitor switches to Canada', async () => {
    const { store } = renderContent('terms');
    const address = await screen.findByTestId('office-address');
    expect(address.textContent).toContain('Plano, TX');

    act(() => {
      store.dispatch(regionChosen('CA'));
    });
    expect(screen.getByTestId('office-address').textContent).toContain('Toronto, ON');
  });

  it('keeps Plano as the mail-in address on the shipping page for Canadian visitors, with the notice', async () => {
    renderContent('shipping', 'CA');
    await screen.findByTestId('content-body');

    const [mailIn, canadianOffice] = screen.getAllByTestId('office-address');
    expect(mailIn?.textContent).toContain('Plano, TX');
    expect(canadianOffice?.textContent).toContain('Toronto, ON');
    expect(screen.getByTestId('canada-notice')).toBeTruthy();
  });
});

describe('/grading-pressing: the price list from the published catalogue (spec 2.1)', () => {
  it('given the US site, then every comic service shows its price in US dollars, its turnaround, and what our recent orders took', async () => {
    const asked: string[] = [];
    server.use(...pricingHandlers(aTurnaround({ samples: { MN: { sampleSize: 12, medianDays: 17, p90Days: 22 } }, message: 'About 6 weeks right now.' }), asked));
    renderRoutes({ path: '/grading-pressing', routes: routesFor(contentSlugs), preloadedState: { region: { region: 'US', language: 'en' } } });

    const grading = await screen.findByRole('table', { name: 'Grading' });
    const modern = within(grading).getByRole('row', { name: /^Modern/ });
    expect(within(modern).getByTestId('price-MN').textContent).toBe('$27.00');
    expect(modern.textContent).toContain('4 weeks');
    expect(within(modern).getByTestId('turnaround-MN').textContent).toContain('4 weeks');
    expect(within(modern).getByTestId('turnaround-MN').textContent).toContain('Based on 12 orders in the last 90 days.');
    expect(within(grading).getByRole('row', { name: /^Vintage/ }).textContent).toContain('Too few recent orders');
    expect(within(grading).getByTestId('price-UN').textContent).toBe('4% of the declared value, at least $115.00');
    expect(screen.getByTestId('turnaround-fallback').textContent).toBe('About 6 weeks right now.');
    expect(screen.getByTestId('price-currency').textContent).toBe('Prices in US dollars ($).');
    expect(screen.queryByText(/not published yet/)).toBeNull();
    expect(asked).toEqual(['US/Comic']);
  });

  it('given the toggle, when the other types are chosen, then the magazine services are listed instead', async () => {
    const asked: string[] = [];
    server.use(...pricingHandlers(aTurnaround(), asked));
    renderRoutes({ path: '/grading-pressing', routes: routesFor(contentSlugs), preloadedState: { region: { region: 'US', language: 'en' } } });
    await screen.findByTestId('price-MN');

    fireEvent.click(screen.getByRole('radio', { name: 'Magazines' }));

    expect((await screen.findByTestId('price-ZM')).textContent).toBe('$30.00');
    expect(screen.queryByTestId('price-MN')).toBeNull();
    expect(screen.getByTestId('price-list').getAttribute('data-collectible-type')).toBe('Magazine');
    expect(asked).toEqual(['US/Comic', 'US/Magazine']);
    // No message published and too few orders: spec 8's '5 weeks'.
    expect(screen.getByTestId('turnaround-fallback').textContent).toBe('5 weeks');
  });

  it('given the Canadian site, then the published Canadian prices in CA$ (MN CA$37 where the US list says $27), saying online submissions from Canada are unavailable', async () => {
    const asked: string[] = [];
    server.use(...pricingHandlers(aTurnaround(), asked));
    renderRoutes({ path: '/grading-pressing', routes: routesFor(contentSlugs), preloadedState: { region: { region: 'CA', language: 'en' } } });

    const grading = await screen.findByRole('table', { name: 'Grading' });
    expect(within(grading).getByTestId('price-MN').textContent).toBe('CA$37.00');
    expect(within(grading).getByTestId('price-UN').textContent).toBe('4% of the declared value, at least CA$158.00');
    expect(within(grading).getByRole('row', { name: /^Modern/ }).textContent).toContain('declared value up to US$400');
    const fastPass = screen.getByRole('table', { name: 'Priority and Express' });
    expect(within(fastPass).getByTestId('price-MNP').textContent).toContain('+CA$27.00 per book');
    const addOns = screen.getByRole('table', { name: 'Add-ons' });
    expect(within(addOns).getByTestId('price-PRESS').textContent).toBe('CA$27.00CA$55.00 for books declared above US$1,000.00');
    expect(within(addOns).getByTestId('price-SIG_VSPP').textContent).toBe('CA$34.00 per signature, CA$137.00 for 4 or more');
    expect(screen.getByTestId('price-currency').textContent).toBe('Prices in Canadian dollars (CA$); declared values in US dollars (US$).');
    expect(screen.getByTestId('canada-unavailable')).toBeTruthy();
    // No figure of the page is a bare US dollar amount.
    expect(screen.getByTestId('price-list').textContent).not.toMatch(/(^|[^A-Z])\$\d/);
    expect(asked).toEqual(['CA/Comic']);

    fireEvent.click(screen.getByRole('radio', { name: 'Magazines' }));
    expect((await screen.findByTestId('price-ZM')).textContent).toBe('CA$41.00');
    expect(asked).toEqual(['CA/Comic', 'CA/Magazine']);
  });

  it('given the Canadian site and a catalogue without Canadian prices, then the page says so plainly and lists no US figures as CA$', async () => {
    const { cadPrices: _none, ...withoutCad } = seedCatalogue;
    server.use(...pricingHandlers(aTurnaround(), [], withoutCad));
    renderRoutes({ path: '/grading-pressing', routes: routesFor(contentSlugs), preloadedState: { region: { region: 'CA', language: 'en' } } });

    expect((await screen.findByTestId('prices-not-published')).textContent).toBe('Our price list in Canadian dollars (CA$) is not published yet. Please check back soon.');
    expect(screen.queryByTestId('price-MN')).toBeNull();
    expect(within(screen.getByTestId('price-list')).queryByRole('table')).toBeNull();
    expect(screen.getByTestId('price-list').textContent).not.toMatch(/\$\d/);
  });

  it('given the French variant, then the price list reads in French, prices in CA$ and weeks in French', async () => {
    server.use(...pricingHandlers(aTurnaround({ samples: { MN: { sampleSize: 12, medianDays: 17, p90Days: 22 } } })));
    renderRoutes({ path: '/grading-pressing', routes: routesFor(contentSlugs), preloadedState: { region: { region: 'CA', language: 'fr' } } });

    const grading = await screen.findByRole('table', { name: 'Classement' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prix et délais de classement');
    expect(within(grading).getByRole('columnheader', { name: 'Prix par livre' })).toBeTruthy();
    expect(within(grading).getByTestId('price-MN').textContent).toBe('CA$37.00');
    expect(within(grading).getByTestId('turnaround-MN').textContent).toContain('D’après 12 commandes des 90 derniers jours.');
    expect(screen.getByTestId('turnaround-fallback').textContent).toBe('5 semaines');
    expect(screen.getByTestId('content-body').closest('[lang="fr"]')).not.toBeNull();
  });
});

describe('/pressing-pricing', () => {
  it('lists pressing, fast and express pressing with their premium and days, and the Grading Press Screen', async () => {
    renderContent('pressing-pricing');
    const table = await screen.findByRole('table', { name: 'Add-ons' });
    expect(within(table).getByTestId('price-PRESS').textContent).toBe('$20.00$40.00 for books declared above $1,000.00');
    expect(within(table).getByTestId('price-GPS').textContent).toBe('$5.00 per qualifying book, from 5 books');
    expect(within(table).queryByTestId('price-SIG_VSP')).toBeNull();
  });
});

describe('/faqs-help-center', () => {
  it('answers at least 20 questions in an accordion whose questions are headings', async () => {
    renderContent('faqs-help-center');
    const body = await screen.findByTestId('content-body');

    const questions = within(body).getAllByRole('heading', { level: 3 });
    expect(questions.length).toBeGreaterThanOrEqual(20);

    // Closed answers are in the page too (find-in-page, search engines): the whole FAQ is over 1,500 words.
    expect(wordCount(body.textContent)).toBeGreaterThan(1500);

    const control = within(questions[0]!).getByRole('button');
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
  });
});
