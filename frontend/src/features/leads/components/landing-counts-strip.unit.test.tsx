import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { leadPaths, type LandingCounts } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes, routeTo } from '../../../testing/render.tsx';
import LandingCountsStrip, { SMALLEST_COUNT_SHOWN } from './landing-counts-strip.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const countsAre = (body: unknown, status = 200) => server.use(http.get(apiUrl(leadPaths.counts), () => HttpResponse.json(body as LandingCounts, { status })));

describe('the home page counts band', () => {
  it('given the counts, then each figure is shown with its label', async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 380, customer_count: 1204 } satisfies LandingCounts);
    renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />) });

    await waitFor(() => expect(screen.getAllByTestId('landing-count')).toHaveLength(3));
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['books graded and certified', 'books pressed', 'collectors with an account']);
    expect(values).toEqual(['2,517', '380', '1,204']);
    expect(screen.getByRole('heading', { name: 'Certus in numbers' })).toBeTruthy();
  });

  it('given the French variant, then the labels read in French and the figures are written the French way', async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 380, customer_count: 1204 } satisfies LandingCounts);
    renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />), preloadedState: { region: { region: 'CA', language: 'fr' } } });

    await waitFor(() => expect(screen.getAllByTestId('landing-count')).toHaveLength(3));
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['livres classés et certifiés', 'livres pressés', 'collectionneurs inscrits']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '))).toEqual(['2 517', '380', '1 204']);
    expect(screen.getByRole('heading', { name: 'Certus en chiffres' })).toBeTruthy();
  });

  it(`given figures under ${SMALLEST_COUNT_SHOWN} (a new site, the demo), then those are left out, and the band when none is left`, async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 1, customer_count: 3 } satisfies LandingCounts);
    const some = renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />) });
    await waitFor(() => expect(some.getAllByTestId('landing-count')).toHaveLength(1));
    expect(some.getByRole('term').textContent).toBe('books graded and certified');
    some.unmount();

    countsAre({ graded_comic_count: 99, pressing_comic_count: 0, customer_count: 3 } satisfies LandingCounts);
    const none = renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />) });
    await waitFor(() => expect(none.queryByTestId('landing-counts')).toBeNull());
  });

  it('given the call fails or answers something else, then the band is left out', async () => {
    countsAre({ message: 'Internal error' }, 500);
    const failed = renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />) });
    await waitFor(() => expect(failed.queryByTestId('landing-counts')).toBeNull());
    failed.unmount();

    countsAre({ graded_comic_count: 'many' });
    const malformed = renderRoutes({ path: '/', routes: routeTo('/', <LandingCountsStrip />) });
    await waitFor(() => expect(malformed.queryByTestId('landing-counts')).toBeNull());
  });
});
