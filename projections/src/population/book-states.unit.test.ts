import { describe, expect, it } from 'vitest';
import { refoldBookStates, stateTotals, titleChangesOf, type BookState } from './book-states.ts';

const change = (day: string, grade: number, delta: number, gradeType = 'Certified') => ({ day, grade, delta, gradeType });

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
