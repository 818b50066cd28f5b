/**
 * Which of a book's states were in effect on a day, found by an index without visiting the others: a relational
 * interval tree (Kriegel, Pötke, Seidl, "Managing Intervals Efficiently in Object-Relational Databases", VLDB 2000).
 *
 * Days are numbered from 1970-01-01 and hang in a virtual binary tree (its root the day 32768, in 2059; every day up
 * to 2149 is a node). A state, the days [first, last] it lasted, is filed under its fork: the first node on the
 * way down from the root that falls within it. A day's states are then found on the way down to that day: under a
 * node after the day, the states that began by the day (their last day is at or after the node); under a node
 * before it, those that ended after it; under the day itself, all. Sixteen index ranges at most, each holding only
 * states in effect on the day. The projection files each state (forkOf) and the query side walks the path
 * (pathTo), so both apply this rule from here.
 */

const DAY_MS = 86_400_000;
const ROOT = 2 ** 15;
/** The last day the tree holds: a state still in effect lasts until it. */
export const LAST_TREE_DAY = 2 ** 16 - 1;

/** A day (yyyy-mm-dd, UTC) as its number from 1970-01-01. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The node a state lasting from `first` to `last` (day numbers, inclusive) is filed under. */
export function forkOf(first: number, last: number): number {
  let node = ROOT;
  for (let step = ROOT / 2; node < first || node > last; step /= 2) node = last < node ? node - step : node + step;
  return node;
}

/**
 * The nodes on the way down to `day`: under those in `began`, a state was in effect on the day if it began by then
 * (the day itself is among them); under those in `ended`, if it ended after it.
 */
export function pathTo(day: number): { began: number[]; ended: number[] } {
  const began: number[] = [];
  const ended: number[] = [];
  let node = ROOT;
  for (let step = ROOT / 2; ; step /= 2) {
    if (day <= node) began.push(node);
    else ended.push(node);
    if (node === day || step < 1) return { began, ended };
    node = day < node ? node - step : node + step;
  }
}
