import { describe, expect, it } from 'vitest';
import { monthLabel, stepLine } from './month-label.ts';

describe('the census history\'s months', () => {
  it('given a yyyy-mm month, then it reads as a short month and year in the reader\'s language', () => {
    expect(monthLabel('2025-03', 'en')).toBe('Mar 2025');
    expect(monthLabel('2024-12', 'en')).toBe('Dec 2024');
  });

  it('given counts per month, then the step line holds each month\'s count across its width, the largest at the top', () => {
    expect(stepLine([1, 2], 100, 50)).toBe('0,25 50,25 50,0 100,0');
    expect(stepLine([], 100, 50)).toBe('');
  });

  it('given only zeros, then the line lies on the bottom rather than dividing by zero', () => {
    expect(stepLine([0, 0], 10, 10)).toBe('0,10 5,10 5,10 10,10');
  });
});
