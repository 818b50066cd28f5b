import { orderMessages } from '@certus/contracts';

/**
 * Spec 5 Orders filter: a start date needs an end date and the other way round, and the start may not be
 * later than the end. Dates are YYYY-MM-DD (what a date input gives), so they compare as text.
 */
export type DateRangeProblem = 'needsEnd' | 'needsStart' | 'startAfterEnd';

export function dateRangeProblem(startDate: string, endDate: string): DateRangeProblem | null {
  if (startDate && !endDate) return 'needsEnd';
  if (endDate && !startDate) return 'needsStart';
  if (startDate && endDate && startDate > endDate) return 'startAfterEnd';
  return null;
}

export const dateRangeMessages: Record<DateRangeProblem, string> = {
  needsEnd: orderMessages.filterNeedsEnd,
  needsStart: orderMessages.filterNeedsStart,
  startAfterEnd: orderMessages.filterStartAfterEnd,
};
