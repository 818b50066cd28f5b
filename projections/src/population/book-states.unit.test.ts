import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeSlot } from '@certus/contracts';
import { refoldBookStates, stateTotals, titleChangesOf, type BookState } from './book-states.ts';

const change = (day: string, grade: number, delta: number, gradeType = 'Certified') => ({ day, grade, delta, gradeType });

/** Every change up to `day` summed from nothing, per slot. */
function countsUpTo(changes: ReturnType<typeof change>[], day: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of changes.filter((c) => c.day <= day)) counts.set(gradeSlot(c.gradeType, c.grade), (counts.get(gradeSlot(c.gradeType, c.grade)) ?? 0) + c.delta);
  return counts;
}

const daysOf = (changes: ReturnType<typeof change>[]) => [...new Set(changes.map((c) => c.day))].sort();

/** The model: on each day with a change, the counts summed from nothing; a state where they differ from the day before's. */
function statesSummedAfresh(changes: ReturnType<typeof change>[]): BookState[] {
  const states: BookState[] = [];
  for (const day of daysOf(changes)) {
    const slots = Object.fromEntries([...countsUpTo(changes, day)].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (JSON.stringify(slots) !== JSON.stringify(states.at(-1)?.slots ?? {})) states.push({ fromDay: day, slots });
  }
  return states;
}

const neverNegative = (changes: ReturnType<typeof change>[]) => daysOf(changes).every((day) => [...countsUpTo(changes, day).values()].every((n) => n >= 0));

/** The states a whole history folds to in one go, as a rebuild sees it. */
const statesOf = (deltas: ReturnType<typeof change>[]) => refoldBookStates(null, [], deltas);

describe('a book’s census states', () => {
  it('given a first batch, starts a state on each day the counts changed, each holding every copy until then', () => {
    expect(statesOf([change('2020-01-02', 9.8, 1), change('2020-01-02', 9.6, 2), change('2020-03-01', 9.8, 1)])).toEqual([
      { fromDay: '2020-01-02', slots: { 'Certified|9.6': 2, 'Certified|9.8': 1 } },
      { fromDay: '2020-03-01', slots: { 'Certified|9.6': 2, 'Certified|9.8': 2 } },
    ]);
  });

  it('given a later batch, adds to the state in effect and starts new ones from its days', () => {
    const before: BookState = { fromDay: '2020-01-02', slots: { 'Certified|9.8': 1 } };
    expect(refoldBookStates(before, [], [change('2020-02-01', 10, 1, 'Verified')])).toEqual([
      { fromDay: '2020-02-01', slots: { 'Certified|9.8': 1, 'Verified|10.0': 1 } },
    ]);
  });

  it('given a change that arrives late, carries it into every state after its day', () => {
    const later: BookState[] = [
      { fromDay: '2020-03-01', slots: { 'Certified|9.8': 1 } },
      { fromDay: '2020-05-01', slots: { 'Certified|9.8': 2 } },
    ];
    expect(refoldBookStates(null, later, [change('2020-01-15', 4, 1)])).toEqual([
      { fromDay: '2020-01-15', slots: { 'Certified|4.0': 1 } },
      { fromDay: '2020-03-01', slots: { 'Certified|4.0': 1, 'Certified|9.8': 1 } },
      { fromDay: '2020-05-01', slots: { 'Certified|4.0': 1, 'Certified|9.8': 2 } },
    ]);
  });

  it('given changes that undo a day’s, drops that day’s state: the day no longer changed anything', () => {
    const before: BookState = { fromDay: '2020-01-02', slots: { 'Certified|9.8': 1 } };
    const later: BookState[] = [{ fromDay: '2020-02-01', slots: { 'Certified|9.8': 2 } }];
    expect(refoldBookStates(before, later, [change('2020-02-01', 9.8, -1)])).toEqual([]);
  });

  it('given a re-grade on one day, keeps the day: the copies moved between grades though their number did not change', () => {
    expect(statesOf([change('2020-01-02', 9.6, 1), change('2020-04-04', 9.6, -1), change('2020-04-04', 9.8, 1)])).toEqual([
      { fromDay: '2020-01-02', slots: { 'Certified|9.6': 1 } },
      { fromDay: '2020-04-04', slots: { 'Certified|9.8': 1 } },
    ]);
  });

  it('given every copy moved to another book, keeps a state with none: the book held no copies from that day', () => {
    expect(statesOf([change('2020-01-02', 9.6, 1), change('2020-06-01', 9.6, -1)]).at(-1)).toEqual({ fromDay: '2020-06-01', slots: {} });
  });

  it('given any history, ends with the states summed afresh for each day (what the incremental fold must equal)', () => {
    const aChange = fc.record({
      day: fc.constantFrom('2020-01-01', '2020-01-02', '2020-02-01', '2020-03-01', '2020-04-01'),
      grade: fc.constantFrom(4, 9.6, 9.8),
      gradeType: fc.constantFrom('Certified', 'Verified'),
      delta: fc.integer({ min: -2, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(aChange, { maxLength: 12 }), fc.array(aChange, { maxLength: 12 }), (earlier, batch) => {
        // The census never counts a copy out of a slot before it counted one in.
        fc.pre(neverNegative(earlier) && neverNegative([...earlier, ...batch]));
        // The states the earlier changes left, then the batch's changes from its first day on.
        const stored = refoldBookStates(null, [], earlier);
        const since = batch.map((c) => c.day).sort()[0] ?? '9999-12-31';
        const before = stored.filter((s) => s.fromDay < since).at(-1) ?? null;
        const later = stored.filter((s) => s.fromDay >= since);
        expect(refoldBookStates(before, later, batch)).toEqual(statesSummedAfresh([...earlier, ...batch]).filter((s) => s.fromDay >= since));
      }),
    );
  });

  it('totals a state’s copies in all and per grade type', () => {
    expect(stateTotals({ 'Certified|9.8': 2, 'Certified|9.6': 1, 'Verified|9.8': 4 })).toEqual({ copies: 7, typeCopies: { Certified: 3, Verified: 4 } });
  });

  describe('their title’s counts', () => {
    const state = (fromDay: string, copies: number): BookState => ({ fromDay, slots: copies === 0 ? {} : { 'Certified|9.8': copies } });

    it('given a book’s first states, adds the book on its first day and its copies on each day it gained some', () => {
      expect(titleChangesOf([], [state('2020-01-02', 2), state('2020-03-01', 3)])).toEqual([
        { day: '2020-01-02', books: 1, copies: 2 },
        { day: '2020-03-01', books: 0, copies: 1 },
      ]);
    });

    it('given every copy moved away, takes the book away on that day', () => {
      expect(titleChangesOf([state('2020-01-02', 2)], [state('2020-01-02', 2), state('2020-06-01', 0)])).toEqual([{ day: '2020-06-01', books: -1, copies: -2 }]);
    });

    it('given states refolded after a late copy, changes only the days whose own change differs', () => {
      const old = [state('2020-01-02', 1), state('2020-03-01', 2)];
      const renewed = [state('2020-01-02', 1), state('2020-02-01', 2), state('2020-03-01', 3)];
      expect(titleChangesOf(old, renewed)).toEqual([{ day: '2020-02-01', books: 0, copies: 1 }]);
    });

    it('given a re-grade that kept the number of copies, changes nothing', () => {
      expect(titleChangesOf([state('2020-01-02', 1)], [state('2020-01-02', 1), { fromDay: '2020-04-04', slots: { 'Certified|9.6': 1 } }])).toEqual([]);
    });
  });
});
