import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FeaturedComic } from '@certus/contracts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { FEATURED_PAGE_LIST } from '../lib/featured-analytics.ts';
import { FeaturedGrid } from './featured-card.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  delete window.dataLayer;
});
afterAll(() => server.close());

const comic = (n: number): FeaturedComic => ({
  certificationId: `25-DEMOC03-00${n}`,
  collectibleType: 'Comic',
  title: `Featured Title ${n}`,
  issue: String(n),
  year: 1988,
  displayYear: '1988',
  publisher: 'Marvel',
  variant: '',
  keyComments: '',
  grade: 9.6,
  category: 'Certified',
  signees: [],
  coverUrl: `/storage/comic/25-DEMOC03-00${n}/cover-m.jpg`,
  certifiedAt: '2025-06-01T10:00:00.000Z',
});

describe('featured cards and select_item', () => {
  it("given a grid of featured comics, when the second one's certificate is opened, then select_item names it, its place and the list", async () => {
    renderRoutes({
      path: '/featured',
      routes: [
        { path: '/featured', element: <FeaturedGrid comics={[comic(1), comic(2)]} headingOrder={2} list={FEATURED_PAGE_LIST} widest={5} /> },
        { path: '/certificate/:id', element: <p>certificate</p> },
      ],
    });

    fireEvent.click(await screen.findByRole('link', { name: /Featured Title 2/ }));

    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_id: 'featured', items: [{ item_id: '25-DEMOC03-002', index: 1, item_list_name: 'Featured comics' }] },
    });
    expect(await screen.findByText('certificate')).toBeTruthy();
  });
});
