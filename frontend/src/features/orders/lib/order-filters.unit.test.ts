import { describe, expect, it } from 'vitest';
import { orderMessages } from '@certus/contracts';
import { orderPaths } from '../api/order-paths.ts';
import { anOrderListItem } from '../testing/order-builders.ts';
import { filterByCollectible, mangaTypesOf } from './collectible-filter.ts';
import { dateRangeMessages, dateRangeProblem } from './date-range.ts';

describe('orders date filter (spec 5)', () => {
  it.each([
    ['', '', null],
    ['2025-03-01', '2025-03-31', null],
    ['2025-03-01', '2025-03-01', null],
    ['2025-03-01', '', 'needsEnd'],
    ['', '2025-03-31', 'needsStart'],
    ['2025-04-01', '2025-03-31', 'startAfterEnd'],
  ] as const)('from %j to %j: %s', (start, end, problem) => {
    expect(dateRangeProblem(start, end)).toBe(problem);
  });

  it("says the spec's words", () => {
    expect(dateRangeMessages).toEqual({
      needsEnd: orderMessages.filterNeedsEnd,
      needsStart: orderMessages.filterNeedsStart,
      startAfterEnd: orderMessages.filterStartAfterEnd,
    });
  });
});

describe('order list path', () => {
  it("puts '-' for every filter not given", () => {
    expect(orderPaths.list(300, { startDate: '', endDate: '', status: 'All', text: '  ' })).toBe('/api/orders/user/default/300/-/-/-/-');
  });

  it('escapes the search text', () => {
    expect(orderPaths.list(300, { startDate: '2025-03-01', endDate: '2025-03-31', status: 'Shipping', text: 'x-men #1/2' })).toBe(
      '/api/orders/user/default/300/2025-03-01/2025-03-31/Shipping/x-men%20%231%2F2',
    );
  });
});

describe('collectible type filter (spec 5: in the browser, Manga with a sub-filter)', () => {
  const comic = anOrderListItem({ collectibleType: 'Comic' });
  const magazine = anOrderListItem({ collectibleType: 'Magazine', displayCollectibleType: 'Magazine' });
  const mangaComic = anOrderListItem({ collectibleType: 'Manga', displayCollectibleType: 'Manga', displayMangaType: 'Comic format' });
  const mangaMagazine = anOrderListItem({ collectibleType: 'Manga', displayCollectibleType: 'Manga', displayMangaType: 'Magazine format' });
  const all = [comic, magazine, mangaComic, mangaMagazine];

  it('keeps every order for All, one type otherwise', () => {
    expect(filterByCollectible(all, { type: 'All', mangaType: 'All' })).toEqual(all);
    expect(filterByCollectible(all, { type: 'Magazine', mangaType: 'All' })).toEqual([magazine]);
    expect(filterByCollectible(all, { type: 'Manga', mangaType: 'All' })).toEqual([mangaComic, mangaMagazine]);
  });

  it('narrows Manga orders by format', () => {
    expect(filterByCollectible(all, { type: 'Manga', mangaType: 'Magazine format' })).toEqual([mangaMagazine]);
    expect(mangaTypesOf(all)).toEqual(['Comic format', 'Magazine format']);
  });
});
