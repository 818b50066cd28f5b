import { describe, expect, it } from 'vitest';
import { englishOrdinal } from './ordinals.ts';

describe('English ordinals', () => {
  it('given numbers ending in 1, 2, 3 (but the teens) and others, then st, nd, rd and th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 1000].map(englishOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th', '1000th']);
  });
});
