import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { leadPaths, type LandingCounts } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import LandingCountsStrip from './landing-counts-strip.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const countsAre = (body: unknown, status = 200) => server.use(http.get(apiUrl(leadPaths.counts), () => HttpResponse.json(body as LandingCounts, { status })));

describe('the home page counts band', () => {
  it('given the counts, then each figure is shown with its label, one in the singular', async () => {
    countsAre({ graded_comic_count: 2517, pressing_comic_count: 1, customer_count: 1204 } satisfies LandingCounts);
    render(<LandingCountsStrip />);

    await waitFor(() => expect(screen.getAllByTestId('landing-count')).toHaveLength(3));
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['books graded and certified', 'book pressed', 'collectors with an account']);
    expect(values).toEqual(['2,517', '1', '1,204']);
    expect(screen.getByRole('heading', { name: 'Certus in numbers' })).toBeTruthy();
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
