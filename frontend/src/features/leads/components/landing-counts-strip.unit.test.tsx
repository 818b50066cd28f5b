import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { leadPaths, type LandingCounts } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import LandingCountsStrip, { SMALLEST_COUNT_SHOWN } from './landing-counts-strip.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const countsAre = (body: unknown, status = 200) => server.use(http.get(apiUrl(leadPaths.counts), () => HttpResponse.json(body as LandingCounts, { status })));

describe('the home page counts band', () => {
  it('given the counts, then each figure is shown with its label', async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 380, customer_count: 1204 } satisfies LandingCounts);
    render(<LandingCountsStrip />);

    await waitFor(() => expect(screen.getAllByTestId('landing-count')).toHaveLength(3));
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['books graded and certified', 'books pressed', 'collectors with an account']);
    expect(values).toEqual(['2,517', '380', '1,204']);
    expect(screen.getByRole('heading', { name: 'Certus in numbers' })).toBeTruthy();
  });

  it(`given figures under ${SMALLEST_COUNT_SHOWN} (a new site, the demo), then those are left out, and the band when none is left`, async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 1, customer_count: 3 } satisfies LandingCounts);
    const some = render(<LandingCountsStrip />);
    await waitFor(() => expect(some.getAllByTestId('landing-count')).toHaveLength(1));
    expect(some.getByRole('term').textContent).toBe('books graded and certified');
    some.unmount();

    countsAre({ graded_comic_count: 99, pressing_comic_count: 0, customer_count: 3 } satisfies LandingCounts);
    const none = render(<LandingCountsStrip />);
    await waitFor(() => expect(none.queryByTestId('landing-counts')).toBeNull());
  });

  it('given the call fails or answers something else, then the band is left out', async () => {
    countsAre({ message: 'Internal error' }, 500);
    const failed = render(<LandingCountsStrip />);
    await waitFor(() => expect(failed.queryByTestId('landing-counts')).toBeNull());
    failed.unmount();

    countsAre({ graded_comic_count: 'many' });
    const malformed = render(<LandingCountsStrip />);
    await waitFor(() => expect(malformed.queryByTestId('landing-counts')).toBeNull());
  });
});
