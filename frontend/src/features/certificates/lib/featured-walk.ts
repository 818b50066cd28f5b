import { previousMonthKey, type FeaturedComic } from '@certus/contracts';

/**
 * Spec 7.3: featured comics are asked for month by month, from the current month back, until enough have
 * been found or the months run out. One step of that walk: which month to ask next and for how many.
 */
export interface FeaturedStep {
  month: number;
  count: number;
}

export interface FeaturedWalkPlan {
  /** The month the walk starts from (the current month, yyyymm UTC). */
  startMonth: number;
  /** How many comics are wanted in all. */
  wanted: number;
  /** How many months may be asked, the first included. */
  months: number;
}

/** The comics found so far, in the order the months were asked. */
export const featuredFound = (answers: readonly (readonly FeaturedComic[])[]) => answers.flat();

/**
 * The next month to ask, given the answers of the months asked so far (one per month, in order), or null
 * when the walk is over: enough found, or every allowed month asked. Each month is asked only for what is
 * still missing, so the list never holds more than wanted.
 */
export function nextFeaturedStep(plan: FeaturedWalkPlan, answers: readonly (readonly FeaturedComic[])[]): FeaturedStep | null {
  const missing = plan.wanted - featuredFound(answers).length;
  if (missing <= 0 || answers.length >= plan.months) return null;
  let month = plan.startMonth;
  for (let asked = 0; asked < answers.length; asked++) month = previousMonthKey(month);
  return { month, count: missing };
}
