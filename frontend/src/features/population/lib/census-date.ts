import { CENSUS_FIRST_AS_OF } from '@certus/contracts';

/**
 * The census as of a day (issue [5/7]): the day travels in the address as AsOf=yyyy-mm-dd (the API's name), so the
 * listing, a book's details opened from it and the census grid all show the census of the same day, and Back,
 * reload and a shared link keep it.
 */
export const AS_OF = 'AsOf';
export const FIRST_CENSUS_DAY = CENSUS_FIRST_AS_OF;

/** The day the address asks for, or undefined for today's census. Whatever else is there goes to the server, which says what is wrong. */
export const asOfIn = (params: URLSearchParams): string | undefined => params.get(AS_OF)?.trim() || undefined;

/** Today in UTC (the census counts days in UTC), yyyy-mm-dd. */
export const todayInUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The address for another census day (undefined: today's). The pages of results shown (`pageParams`) start again
 * at the first, since the rows of another day are others.
 */
export function withCensusDay(params: URLSearchParams, day: string | undefined, pageParams: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (day) next.set(AS_OF, day);
  else next.delete(AS_OF);
  for (const page of pageParams) next.delete(page);
  return next;
}
