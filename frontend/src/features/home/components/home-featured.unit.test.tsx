import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HOME_FEATURED_COUNT, INLINED_FEATURED_ELEMENT_ID, monthKeyOf, previousMonthKey, type FeaturedComic } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aFeaturedComic } from '../../certificates/testing/certificate-builders.ts';
import { featuredEndpoint } from '../../certificates/testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.getElementById(INLINED_FEATURED_ELEMENT_ID)?.remove();
});
afterAll(() => server.close());

const thisMonth = monthKeyOf(new Date());
const lastMonth = previousMonthKey(thisMonth);

/** The page as the server sends it with its featured comics (infra/platform/src/static-site.ts). */
function pageCameWith(comics: readonly FeaturedComic[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_FEATURED_ELEMENT_ID;
  element.textContent = JSON.stringify(comics);
  document.head.append(element);
}

describe('featured comics that came with the home page', () => {
  it('given the page came with its featured comics, then their cards show, the first slab fetched at once, and the API is not asked', async () => {
    const requested = featuredEndpoint({ [thisMonth]: [aFeaturedComic({ title: 'Not this one' })] });
    pageCameWith([aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' }), aFeaturedComic({ title: 'X-Men', issue: '94' })]);

    renderRoutes({ path: '/', routes });

    const section = await screen.findByRole('region', { name: 'Featured comics' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94']);
    expect(within(section).getAllByTestId('slab-image').map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(within(section).getByRole('link', { name: 'See all featured' }).getAttribute('href')).toBe('/featured');
    expect(requested).toEqual([]);
  });

  it('given the page came with none featured, then the section is not shown and the API is not asked', async () => {
    const requested = featuredEndpoint({ [thisMonth]: [aFeaturedComic()] });
    pageCameWith([]);

    renderRoutes({ path: '/', routes });

    await screen.findByRole('heading', { level: 1 });
    // Long enough for a lazy chunk and a request to have happened, had the page asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Featured comics' })).toBeNull();
    expect(requested).toEqual([]);
  });

  it('given the element holds no list (a page of an older build), then the page asks the API as without it', async () => {
    const requested = featuredEndpoint({ [thisMonth]: [aFeaturedComic(), aFeaturedComic(), aFeaturedComic()] });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = INLINED_FEATURED_ELEMENT_ID;
    element.textContent = '{"comics": oops';
    document.head.append(element);

    renderRoutes({ path: '/', routes });

    const section = await screen.findByRole('region', { name: 'Featured comics' });
    await waitFor(() => expect(within(section).getAllByTestId('featured-card')).toHaveLength(HOME_FEATURED_COUNT));
    expect(requested).toEqual([`/api/comics/featured/${thisMonth}/3`]);
  });
});

describe('featured comics on the home page, asked of the API (the page came without them)', () => {
  it("given too few this month, then last month's best top them up to 3, with a link to all featured", async () => {
    const requested = featuredEndpoint({
      [thisMonth]: [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' })],
      [lastMonth]: [aFeaturedComic({ title: 'X-Men', issue: '94' }), aFeaturedComic()],
    });

    renderRoutes({ path: '/', routes });

    const section = await screen.findByRole('region', { name: 'Featured comics' });
    await waitFor(() => expect(within(section).getAllByTestId('featured-card')).toHaveLength(HOME_FEATURED_COUNT));
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94']);
    expect(within(section).getByRole('link', { name: 'See all featured' }).getAttribute('href')).toBe('/featured');
    expect(requested).toEqual([`/api/comics/featured/${thisMonth}/3`, `/api/comics/featured/${lastMonth}/1`]);
  });

  it('given featured comics, then each card shows its slab; the first is fetched at once and first, the others when scrolled near', async () => {
    featuredEndpoint({ [thisMonth]: [aFeaturedComic({ title: 'Hulk', issue: '181', displayYear: '1974', grade: 8, category: 'Verified' }), aFeaturedComic(), aFeaturedComic()] });

    renderRoutes({ path: '/', routes });

    const section = await screen.findByRole('region', { name: 'Featured comics' });
    const slabs = await within(section).findAllByTestId('slab-image');
    expect(slabs[0]!.getAttribute('alt')).toBe('Certus slab of Hulk #181 (1974), graded 8.0 Verified');
    expect(slabs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['eager', 'high', '400', '620'],
      ['lazy', 'auto', '400', '620'],
      ['lazy', 'auto', '400', '620'],
    ]);
  });

  it('given none this month or last, then the section is not shown at all', async () => {
    const requested = featuredEndpoint({});

    renderRoutes({ path: '/', routes });

    // The second month is only asked once the first one's empty answer is in.
    await waitFor(() => expect(requested).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured comics' })).toBeNull();
  });
});

describe('the home hero', () => {
  it('says what Certus does and shows three slabs, with the width and height of the picture, fetched first', async () => {
    featuredEndpoint({});

    renderRoutes({ path: '/', routes });

    const hero = await screen.findByRole('region', { name: 'Grading you can trust, for the books you love' });
    expect(hero.textContent).toContain('grades, presses, authenticates signatures on and certifies comic books, magazines and manga');
    const picture = within(hero).getByRole('img', { name: /^Three Certus slabs/ });
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]).toEqual(['720', '540', 'eager', 'high']);
    expect(picture.getAttribute('srcset')).toMatch(/ 480w, .* 720w, .* 1120w$/);
  });
});
