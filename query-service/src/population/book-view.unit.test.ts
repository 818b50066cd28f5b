import { describe, expect, it } from 'vitest';
import { gradeCountsFromSlots } from './book-view.ts';

describe("a book's grade distribution from its grade slots", () => {
  const slots = { 'Certified|9.8': 3, 'Verified|9.8': 1, 'Certified|10.0': 1, 'Certified|4.0': 2, 'Authentic|0.5': 0 };

  it('given no grade type, when read, then copies are summed per grade over every type, lowest grade first, empty grades left out', () => {
    expect(gradeCountsFromSlots(slots, null)).toEqual([
      { grade: 4, copies: 2 },
      { grade: 9.8, copies: 4 },
      { grade: 10, copies: 1 },
    ]);
  });

  it('given a grade type, when read, then only its copies count', () => {
    expect(gradeCountsFromSlots(slots, 'Verified')).toEqual([{ grade: 9.8, copies: 1 }]);
  });
});
