import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_TREE_DAY, dayNumber, forkOf, pathTo } from './day-interval-tree.ts';

/** Whether the tree finds a state filed under `fork` that began on `first` and lasted until `last` on `day`. */
function foundOn(day: number, state: { first: number; last: number }): boolean {
  const fork = forkOf(state.first, state.last);
  const { began, ended } = pathTo(day);
  return (began.includes(fork) && state.first <= day) || (ended.includes(fork) && state.last >= day);
}

describe('the day interval tree', () => {
  it('numbers days from 1970-01-01 (UTC)', () => {
    expect([dayNumber('1970-01-01'), dayNumber('1970-01-02'), dayNumber('2025-03-10')]).toEqual([0, 1, 20157]);
  });

  it('given any state and any day, finds the state on the day exactly when it was in effect then', () => {
    const day = fc.integer({ min: 1, max: LAST_TREE_DAY });
    fc.assert(
      fc.property(day, day, day, (a, b, asked) => {
        const state = { first: Math.min(a, b), last: Math.max(a, b) };
        expect(foundOn(asked, state)).toBe(state.first <= asked && asked <= state.last);
      }),
      { numRuns: 20_000 },
    );
  });

  it('given a state still in effect, finds it on every day from its first', () => {
    const first = dayNumber('2019-06-01');
    for (const day of ['2019-05-31', '2019-06-01', '2026-11-30', '2149-06-05']) expect(foundOn(dayNumber(day), { first, last: LAST_TREE_DAY })).toBe(day !== '2019-05-31');
  });

  it('walks sixteen nodes at most, each once', () => {
    for (const day of [1, 2, 20157, 32767, 32768, LAST_TREE_DAY]) {
      const { began, ended } = pathTo(day);
      expect(began.length + ended.length).toBeLessThanOrEqual(16);
      expect(new Set([...began, ...ended]).size).toBe(began.length + ended.length);
    }
  });
});
