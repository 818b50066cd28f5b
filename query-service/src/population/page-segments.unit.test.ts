import { describe, expect, it } from 'vitest';
import { pageSegments } from './population-search.ts';

const titles = [
  { title_key: 'amazing spider man', books: 120 },
  { title_key: 'spider man', books: 30 },
  { title_key: 'spider woman', books: 5 },
];

describe('population search: which titles a page spans', () => {
  it('given a first page inside the first title, when cut, then one walk of that title', () => {
    expect(pageSegments(titles, 0, 50)).toEqual([{ titleKey: 'amazing spider man', skip: 0, take: 50 }]);
  });

  it('given a page across the end of one title, when cut, then the rest of it and the start of the next', () => {
    expect(pageSegments(titles, 100, 50)).toEqual([
      { titleKey: 'amazing spider man', skip: 100, take: 20 },
      { titleKey: 'spider man', skip: 0, take: 30 },
    ]);
  });

  it('given a page starting after whole titles, when cut, then those titles are skipped', () => {
    expect(pageSegments(titles, 150, 50)).toEqual([{ titleKey: 'spider woman', skip: 0, take: 5 }]);
  });

  it('given a page past the last book, when cut, then nothing is read', () => {
    expect(pageSegments(titles, 155, 50)).toEqual([]);
  });
});
