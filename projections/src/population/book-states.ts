import { gradeSlot } from '@certus/contracts';
import type { GradeDayChange } from './population-fold.ts';

/** A book's copies per "grade type|grade" slot ({"Certified|9.8": 3}), the slots holding none left out. */
export type GradeSlots = Record<string, number>;

/** A book's census from `fromDay` until the next state's day (population_book_states). */
export interface BookState {
  fromDay: string;
  slots: GradeSlots;
}

/**
 * A book's states anew from the first day a batch changed on (pure): `before` is its state in effect the day
 * before that (none if the book had no copies yet), `later` its states from that day on as they were (in day
 * order), `deltas` the batch's changes to it (all on or after that day). A state starts on each day the book's
 * counts changed and on no other, so live batches, late arrivals and a rebuild all end with the same states:
 * the days on which the book's history (population_grade_days) nets to a change.
 */
export function refoldBookStates(before: BookState | null, later: readonly BookState[], deltas: readonly Pick<GradeDayChange, 'gradeType' | 'grade' | 'day' | 'delta'>[]): BookState[] {
  // Each day's deltas looked up, not searched for: a book certified on thousands of days has thousands of deltas.
  const deltasOn = new Map<string, (typeof deltas)[number][]>();
  for (const delta of deltas) {
    const onDay = deltasOn.get(delta.day);
    if (onDay) onDay.push(delta);
    else deltasOn.set(delta.day, [delta]);
  }
  const days = [...new Set([...later.map((s) => s.fromDay), ...deltasOn.keys()])].sort();
  // The counts in effect, kept day by day rather than summed afresh for each day: a state from `later` replaces them
  // (plus every delta so far), a day's deltas add to them.
  const added = new Map<string, number>();
  let counts = new Map(Object.entries(before?.slots ?? {}));
  let previous = before?.slots ?? {};
  let nextOld = 0;
  const states: BookState[] = [];
  for (const day of days) {
    if (nextOld < later.length && later[nextOld]!.fromDay <= day) {
      while (nextOld < later.length && later[nextOld]!.fromDay <= day) nextOld++;
      counts = new Map(Object.entries(later[nextOld - 1]!.slots));
      for (const [slot, delta] of added) counts.set(slot, (counts.get(slot) ?? 0) + delta);
    }
    for (const delta of deltasOn.get(day) ?? []) {
      const slot = gradeSlot(delta.gradeType, delta.grade);
      added.set(slot, (added.get(slot) ?? 0) + delta.delta);
      counts.set(slot, (counts.get(slot) ?? 0) + delta.delta);
    }
    const slots = slotsHolding(counts);
    if (sameSlots(slots, previous)) continue;
    states.push({ fromDay: day, slots });
    previous = slots;
  }
  return states;
}

/** The slots holding copies, keys in code-point order: the same JSON whichever order the changes came in. */
function slotsHolding(counts: ReadonlyMap<string, number>): GradeSlots {
  const slots: GradeSlots = {};
  for (const slot of [...counts.keys()].sort()) {
    const copies = counts.get(slot)!;
    if (copies > 0) slots[slot] = copies;
  }
  return slots;
}

function sameSlots(a: GradeSlots, b: GradeSlots): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A state's copies in all and per grade type ({"Certified": 12}), as population_books keeps them. */
export function stateTotals(slots: GradeSlots): { copies: number; typeCopies: Record<string, number> } {
  const typeCopies: Record<string, number> = {};
  let copies = 0;
  for (const [slot, count] of Object.entries(slots)) {
    const type = slot.slice(0, slot.indexOf('|'));
    typeCopies[type] = (typeCopies[type] ?? 0) + count;
    copies += count;
  }
  return { copies, typeCopies };
}

/** A change to a title's counts on a day: books that began (+1) or ceased (-1) to hold a copy, and copies. */
export interface TitleDayChange {
  day: string;
  books: number;
  copies: number;
}

/**
 * What replacing a book's states `old` by `renewed` changes in its title's counts, per day (pure; both lists start
 * at the same state, or from none). Each state adds to its title on its first day the copies it gained since the
 * state before, and the book itself when it went from no copy to some (or takes it away): a title's counts on a day
 * are then the sum of those changes up to it, the same whether folded batch by batch or derived in a rebuild.
 */
export function titleChangesOf(old: readonly BookState[], renewed: readonly BookState[]): TitleDayChange[] {
  const byDay = new Map<string, TitleDayChange>();
  const add = (states: readonly BookState[], sign: 1 | -1) => {
    let before = 0;
    for (const state of states) {
      const copies = stateTotals(state.slots).copies;
      const change = byDay.get(state.fromDay) ?? { day: state.fromDay, books: 0, copies: 0 };
      change.books += sign * (Number(copies > 0) - Number(before > 0));
      change.copies += sign * (copies - before);
      byDay.set(state.fromDay, change);
      before = copies;
    }
  };
  add(renewed, 1);
  add(old, -1);
  return [...byDay.values()].filter((c) => c.books !== 0 || c.copies !== 0).sort((a, b) => (a.day < b.day ? -1 : 1));
}
