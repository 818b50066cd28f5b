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
  const days = [...new Set([...later.map((s) => s.fromDay), ...deltas.map((d) => d.day)])].sort();
  const added = new Map<string, number>();
  let old: GradeSlots = before?.slots ?? {};
  let previous = before?.slots ?? {};
  let nextOld = 0;
  const states: BookState[] = [];
  for (const day of days) {
    while (nextOld < later.length && later[nextOld]!.fromDay <= day) old = later[nextOld++]!.slots;
    for (const delta of deltas) {
      if (delta.day !== day) continue;
      const slot = gradeSlot(delta.gradeType, delta.grade);
      added.set(slot, (added.get(slot) ?? 0) + delta.delta);
    }
    const slots = withAdded(old, added);
    if (sameSlots(slots, previous)) continue;
    states.push({ fromDay: day, slots });
    previous = slots;
  }
  return states;
}

function withAdded(slots: GradeSlots, added: ReadonlyMap<string, number>): GradeSlots {
  const sum = new Map(Object.entries(slots));
  for (const [slot, delta] of added) sum.set(slot, (sum.get(slot) ?? 0) + delta);
  // Keys in code-point order: the same JSON whichever order the changes came in.
  return Object.fromEntries([...sum].filter(([, copies]) => copies > 0).sort(([a], [b]) => (a < b ? -1 : 1)));
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
