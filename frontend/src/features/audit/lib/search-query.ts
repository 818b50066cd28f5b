import { AuditOrderSearchQuery, SUMMARY_STATUSES, auditSearchMessages, type SummaryStatus } from '@certus/contracts';
import { auditMessages } from '../model/audit-messages.ts';

/**
 * The order search of /audit kept in the page's URL (so Back, Forward and a shared link show the same search):
 * the parameters are the API's own (contracts AuditOrderSearchQuery), the form shows totals in dollars. The form
 * says what is wrong in the API's words (auditSearchMessages), but for the totals, which it takes in dollars.
 */

export const SEARCH_FILTERS = ['orderId', 'email', 'from', 'to', 'status', 'minCents', 'maxCents'] as const;
type SearchFilter = (typeof SEARCH_FILTERS)[number];
const QUERY_KEYS = [...SEARCH_FILTERS, 'page'] as const;

/**
 * The search a URL asks for: each parameter the API accepts as it stands, any other left out (a link typed by
 * hand asks for no more than the API can answer, rather than for a 400).
 */
export function searchQueryOf(params: URLSearchParams): AuditOrderSearchQuery {
  const query: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const parsed = AuditOrderSearchQuery.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as AuditOrderSearchQuery;
}

/** The URL parameters of a search, in a fixed order (page 1 is the default and left out). */
export function searchParamsOf(query: AuditOrderSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value && !(key === 'page' && value === '1')) params.set(key, value);
  }
  return params;
}

/** Whether the query filters at all (an empty search lists every order, newest first). */
export const hasFilters = (query: AuditOrderSearchQuery) => SEARCH_FILTERS.some((key) => query[key] !== undefined);

// --- The form ----------------------------------------------------------------------------------------------

export interface SearchFormValues {
  orderId: string;
  email: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** A summary status or '' for any. */
  status: string;
  /** The grand total's range in dollars, as typed. */
  minDollars: string;
  maxDollars: string;
}

export type SearchFormErrors = Partial<Record<keyof SearchFormValues, string>>;

/** Cents as the form shows them: whole dollars without decimals, others with two. */
export function dollarsTextOf(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "53", "$1,200.50", "0.5" in cents; null when it is not an amount of dollars. */
export function centsOfDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function formValuesOf(query: AuditOrderSearchQuery): SearchFormValues {
  return {
    orderId: query.orderId ?? '',
    email: query.email ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    status: query.status ?? '',
    minDollars: query.minCents === undefined ? '' : dollarsTextOf(Number(query.minCents)),
    maxDollars: query.maxCents === undefined ? '' : dollarsTextOf(Number(query.maxCents)),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * The search the form asks for, from its first page, or what is wrong with each field. Order ids are upper case
 * (contracts parseOrderId), so a typed prefix is too; blank fields filter nothing.
 */
export function readSearchForm(values: SearchFormValues): { query: AuditOrderSearchQuery } | { errors: SearchFormErrors } {
  const errors: SearchFormErrors = {};
  const query: Partial<Record<SearchFilter, string>> = {};

  const orderId = values.orderId.trim().toUpperCase();
  if (orderId.length > 40) errors.orderId = auditSearchMessages.orderId;
  else if (orderId) query.orderId = orderId;

  const email = values.email.trim();
  if (email.length > 254) errors.email = auditSearchMessages.email;
  else if (email) query.email = email;

  for (const key of ['from', 'to'] as const) {
    const day = values[key].trim();
    if (day && !isDay(day)) errors[key] = auditSearchMessages.date;
    else if (day) query[key] = day;
  }
  if (query.from && query.to && query.to < query.from) errors.to = auditSearchMessages.fromAfterTo;

  if (values.status) {
    if ((SUMMARY_STATUSES as readonly string[]).includes(values.status)) query.status = values.status as SummaryStatus;
  }

  const amounts = { minDollars: 'minCents', maxDollars: 'maxCents' } as const;
  for (const [field, key] of Object.entries(amounts) as [keyof typeof amounts, (typeof amounts)[keyof typeof amounts]][]) {
    const typed = values[field].trim();
    if (!typed) continue;
    const cents = centsOfDollars(typed);
    if (cents === null) errors[field] = auditMessages.dollarsFormat;
    else query[key] = String(cents);
  }
  if (query.minCents && query.maxCents && Number(query.maxCents) < Number(query.minCents)) errors.maxDollars = auditMessages.maxBelowMin;

  return Object.keys(errors).length > 0 ? { errors } : { query: query as AuditOrderSearchQuery };
}

/** The query with another page of its results. */
export const withPage = (query: AuditOrderSearchQuery, page: number): AuditOrderSearchQuery => ({ ...query, page: String(page) });

/** The page a query asks for (from 1). */
export const pageOf = (query: { page?: string }) => Number(query.page ?? '1');
