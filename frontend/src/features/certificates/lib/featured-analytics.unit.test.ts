import { afterEach, describe, expect, it } from 'vitest';
import type { FeaturedComic } from '@certus/contracts';
import { FEATURED_PAGE_LIST, trackFeaturedSelected } from './featured-analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

const spiderMan: FeaturedComic = {
  certificationId: '25-DEMOC03-001',
  collectibleType: 'Comic',
  title: 'The Amazing Spider-Man',
  issue: '300',
  year: 1988,
  displayYear: '1988',
  publisher: 'Marvel',
  variant: 'Direct Edition',
  keyComments: '',
  grade: 9.6,
  category: 'Certified',
  signees: [],
  coverUrl: '/storage/comic/25-DEMOC03-001/cover-m.jpg',
  certifiedAt: '2025-06-01T10:00:00.000Z',
};

describe('select_item (spec 7.5)', () => {
  it('given a featured comic opened from a list, then select_item names the list and the item in GA4 ecommerce fields, after a cleared ecommerce', () => {
    trackFeaturedSelected(spiderMan, FEATURED_PAGE_LIST, 4);

    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          item_list_id: 'featured',
          item_list_name: 'Featured comics',
          items: [
            {
              item_id: '25-DEMOC03-001',
              item_name: expect.stringContaining('Spider-Man'),
              item_category: 'Comic',
              item_variant: 'Certified',
              item_list_id: 'featured',
              item_list_name: 'Featured comics',
              index: 4,
            },
          ],
        },
      },
    ]);
  });
});
