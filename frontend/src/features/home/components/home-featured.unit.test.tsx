import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HOME_FEATURED_COUNT, monthKeyOf, previousMonthKey } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aFeaturedComic } from '../../certificates/testing/certificate-builders.ts';
import { featuredEndpoint } from '../../certificates/testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const thisMonth = monthKeyOf(new Date());
const lastMonth = previousMonthKey(thisMonth);

describe('featured comics on the home page', () => {
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

  it('given none this month or last, then the section is not shown at all', async () => {
    const requested = featuredEndpoint({});

    renderRoutes({ path: '/', routes });

    // The second month is only asked once the first one's empty answer is in.
    await waitFor(() => expect(requested).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured comics' })).toBeNull();
  });
});
