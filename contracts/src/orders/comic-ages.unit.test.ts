import { describe, expect, it } from 'vitest';
import { COMIC_AGES, ageLabel } from './grading.ts';

describe('the ages of comics by cover year (spec 9)', () => {
  it.each([
    [1900, 'Platinum Age'],
    [1937, 'Platinum Age'],
    [1938, 'Golden Age'],
    [1944, 'Golden Age'],
    [1945, 'Atom Age'],
    [1956, 'Silver Age'],
    [1970, 'Bronze Age'],
    [1984, 'Copper Age'],
    [1991, 'Copper Age'],
    [1992, 'Modern Age'],
    [2026, 'Modern Age'],
  ])('given a cover year of %i, then the label says %s', (year, label) => {
    expect(ageLabel(year)).toBe(label);
  });

  it('given the table the pages print, then its ages run oldest first without gap, the last open-ended', () => {
    const ends = COMIC_AGES.map((age) => age.until);
    expect(ends.slice(0, -1)).toEqual([...ends.slice(0, -1)].sort((a, b) => a! - b!));
    expect(ends.at(-1)).toBeNull();
  });
});
