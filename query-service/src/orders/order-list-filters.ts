import { DomainError, NO_FILTER, SUMMARY_STATUSES, orderMessages, type SummaryStatus } from '@certus/contracts';

/**
 * The path segments of the member's order list (GET /api/orders/user/default/{count}/{startDate}/{endDate}/
 * {status}/{text}, spec 5 Orders filter and 7.3), read into a filter or refused with a 400. `-` stands for
 * "no filter" in every segment; the browser checks the dates too, the server says the same words.
 */
export interface OrderListFilter {
  count: number;
  /** Inclusive UTC day bounds, YYYY-MM-DD; both or neither. */
  startDate: string | null;
  endDate: string | null;
  status: SummaryStatus | null;
  /** Lower-case search text (an order id or a word of a title), or null. */
  text: string | null;
}

export const listMessages = {
  count: (limit: number) => `The count must be a whole number from 1 to ${limit}.`,
  page: 'The page must be a whole number from 1.',
  date: 'Dates are written YYYY-MM-DD.',
  status: `The status is All or one of ${SUMMARY_STATUSES.join(', ')}.`,
  text: 'The search text is at most 100 characters.',
} as const;

const invalid = (message: string) => new DomainError('invalid', message);
const none = (segment: string | undefined) => segment === undefined || segment.trim() === '' || segment.trim() === NO_FILTER;

/** A count or size segment: a whole number from 1 to `limit` (larger asks are refused, not trimmed). */
export function countParam(segment: string, limit: number): number {
  if (!/^\d{1,6}$/.test(segment.trim())) throw invalid(listMessages.count(limit));
  const count = Number(segment.trim());
  if (count < 1 || count > limit) throw invalid(listMessages.count(limit));
  return count;
}

/** A page number, counted from 1 (the newest page). */
export function pageParam(segment: string): number {
  if (!/^\d{1,6}$/.test(segment.trim()) || Number(segment.trim()) < 1) throw invalid(listMessages.page);
  return Number(segment.trim());
}

function dateParam(segment: string | undefined): string | null {
  if (none(segment)) return null;
  const text = segment!.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw invalid(listMessages.date);
  // A real calendar day: 2024-02-30 does not survive the round trip.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) throw invalid(listMessages.date);
  return text;
}

/** 'All', '-' or a summary status, in any case. */
export function statusParam(segment: string | undefined): SummaryStatus | null {
  if (none(segment) || segment!.trim().toLowerCase() === 'all') return null;
  const wanted = segment!.trim().toLowerCase();
  const status = SUMMARY_STATUSES.find((s) => s.toLowerCase() === wanted);
  if (!status) throw invalid(listMessages.status);
  return status;
}

export function searchTextParam(segment: string | undefined): string | null {
  if (none(segment)) return null;
  const text = segment!.trim().toLowerCase();
  if (text.length > 100) throw invalid(listMessages.text);
  return text;
}

export function parseOrderListFilter(
  segments: { count: string; startDate?: string; endDate?: string; status?: string; text?: string },
  limit: number,
): OrderListFilter {
  const count = countParam(segments.count, limit);
  const startDate = dateParam(segments.startDate);
  const endDate = dateParam(segments.endDate);
  // Spec 5: the same three messages the browser shows, in the same order of checks.
  if (startDate && !endDate) throw invalid(orderMessages.filterNeedsEnd);
  if (endDate && !startDate) throw invalid(orderMessages.filterNeedsStart);
  if (startDate && endDate && startDate > endDate) throw invalid(orderMessages.filterStartAfterEnd);
  return { count, startDate, endDate, status: statusParam(segments.status), text: searchTextParam(segments.text) };
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
