import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { regionChosen } from '../region/index.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { CANADA_FRENCH_PATH, contentPages, contentSlugs, type ContentPageEntry, type ContentSlug } from './content-catalogue.ts';
import { ContentRoute } from './content-route.tsx';

const ELSEWHERE = '/elsewhere';

const routesFor = (slugs: readonly ContentSlug[]): RouteObject[] => [
  ...slugs.map((slug) => ({ path: `/${slug}`, element: <ContentRoute slug={slug} /> })),
  { path: ELSEWHERE, element: <p>Another page</p> },
];

function renderContent(slug: ContentSlug, region: 'US' | 'CA' = 'US') {
  return renderRoutes({
    path: `/${slug}`,
    routes: routesFor(contentSlugs),
    preloadedState: { region: { region, language: 'en' } },
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

  it('show the French variant in French, and go back to English when the reader leaves', async () => {
    const { store, router } = renderContent(CANADA_FRENCH_PATH);

    const notice = await screen.findByTestId('canada-notice');
    expect(notice.textContent).toContain('Les soumissions depuis le Canada sont actuellement suspendues');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang="fr"]')).not.toBeNull();
    expect(screen.getByTestId('content-body').closest('[lang="fr"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeTruthy();
    expect(store.getState().region).toEqual({ region: 'CA', language: 'fr' });

    await act(() => router.navigate(ELSEWHERE));
    expect(store.getState().region).toEqual({ region: 'CA', language: 'en' });
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

describe('/grading-pressing', () => {
  it('switches the services shown between comics and magazines & manga, and says the price list is not published', async () => {
    renderContent('grading-pressing');
    const panel = await screen.findByTestId('pricing-type-panel');
    expect(within(panel).getByText('Comic services')).toBeTruthy();
    expect(screen.getByTestId('price-list-pending').textContent).toContain('US dollars');

    fireEvent.click(screen.getByRole('radio', { name: 'Magazines & manga' }));

    expect(within(panel).getByText('Magazine and manga services')).toBeTruthy();
    expect(within(panel).queryByText('Comic services')).toBeNull();
  });

  it('shows Canadian dollars on the Canadian site', async () => {
    renderContent('grading-pressing', 'CA');
    expect((await screen.findByTestId('price-list-pending')).textContent).toContain('Canadian dollars (CA$)');
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
