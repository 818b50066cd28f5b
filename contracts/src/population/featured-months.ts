/**
 * The featured comics' months (spec 2.1, 7.3, 9), pure and zod-free: the home page's first load reads them
 * (and the server that writes the home page's featured comics into its HTML walks the same months), so they
 * must not bring the schemas along. `http/population.ts` re-exports them beside the FeaturedComic schema.
 */

/** Spec 9: home featured 3; featured list page size and count 100; spec 7.3: walk back up to 12 months, 500 ms apart. */
export const HOME_FEATURED_COUNT = 3;
export const FEATURED_PAGE_COUNT = 100;
export const FEATURED_MONTHS_BACK = 12;
export const FEATURED_RETRY_MS = 500;
/**
 * How long one month's answer may be kept: browsers keep the API's answer (Cache-Control max-age) and the
 * site's server the home page's list that long. Certifying is a staff step of days, not seconds.
 */
export const FEATURED_MAX_AGE_SECONDS = 300;
/** The home page tops this month's up from last month's only: two months, asked at once (the page is waiting). */
export const HOME_FEATURED_MONTHS = 2;

/** "202611" for November 2026 (UTC). */
export const monthKeyOf = (date: Date) => date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
/** The month before a yyyymm key. */
export const previousMonthKey = (key: number) => (key % 100 === 1 ? (Math.floor(key / 100) - 1) * 100 + 12 : key - 1);
export const isMonthKey = (key: number) => Number.isInteger(key) && key >= 185001 && key <= 999912 && key % 100 >= 1 && key % 100 <= 12;

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
export const featuredFound = <T>(answers: readonly (readonly T[])[]): T[] => answers.flat() as T[];

/**
 * The next month to ask, given the answers of the months asked so far (one per month, in order), or null
 * when the walk is over: enough found, or every allowed month asked. Each month is asked only for what is
 * still missing, so the list never holds more than wanted.
 */
export function nextFeaturedStep(plan: FeaturedWalkPlan, answers: readonly (readonly unknown[])[]): FeaturedStep | null {
  const missing = plan.wanted - featuredFound(answers).length;
  if (missing <= 0 || answers.length >= plan.months) return null;
  let month = plan.startMonth;
  for (let asked = 0; asked < answers.length; asked++) month = previousMonthKey(month);
  return { month, count: missing };
}
