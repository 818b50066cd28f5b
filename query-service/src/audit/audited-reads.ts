import { AuditAsOfQuery, AuditOrderSearchQuery, auditMomentOf, parseOrderId, type AuditedRead } from '@certus/contracts';
import { AuditExportQuery } from '@certus/contracts/audit/audit-exports';

/** One look an auditor takes: which read, at which order (none for a search or a date range), and what was asked, in words. */
export interface AuditedLook {
  read: AuditedRead;
  orderId: string | null;
  detail: string;
}

type Query = Record<string, unknown>;

/**
 * The audit reads, matched as Express matches their routes (any case, an optional trailing slash, the order id one
 * decoded path segment). Each turns the request into the look it records, or null when the read will refuse the
 * request as malformed before showing anything (it answers 400, or 404 for an id that cannot be one): such a
 * request opened nothing. A well-formed id of no order, or a version past an order's last, is still recorded:
 * the auditor asked for that record, and only the read, after the log, knows there is none.
 *
 * GET /api/audit/trail is deliberately absent: reading the trail is not opening a record (it shows the auditors'
 * own looks, no member's or order's data), and recording it would make each read of the trail grow what it reads.
 */
const ORDER_READS: { suffix: string; read: AuditedRead; detail: (query: Query, now: Date) => string | null }[] = [
  { suffix: 'history', read: 'order-history', detail: () => 'history: every event' },
  { suffix: 'as-of', read: 'order-as-of', detail: asOfDetail },
  { suffix: 'ledger', read: 'fee-ledger', detail: () => 'fee ledger' },
  { suffix: 'ledger.csv', read: 'ledger-export', detail: () => 'fee ledger, exported as CSV' },
  { suffix: 'events.jsonl', read: 'order-events-export', detail: () => 'every event, exported as JSON lines' },
  { suffix: 'custody', read: 'custody', detail: () => 'custody timeline of every book' },
];

const RANGE_EXPORTS: { file: string; what: string; format: string }[] = [
  { file: 'events.jsonl', what: 'order events', format: 'JSON lines' },
  { file: 'ledger.csv', what: 'fee ledgers', format: 'CSV' },
];

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SEARCH_PATH = /^\/api\/audit\/orders\/?$/i;
const orderReadPath = (suffix: string) => new RegExp(`^/api/audit/orders/([^/]+)/${escapeForRegExp(suffix)}/?$`, 'i');
const rangeExportPath = (file: string) => new RegExp(`^/api/audit/${escapeForRegExp(file)}/?$`, 'i');
const ORDER_READ_PATHS = ORDER_READS.map((r) => ({ ...r, pattern: orderReadPath(r.suffix) }));
const RANGE_EXPORT_PATHS = RANGE_EXPORTS.map((r) => ({ ...r, pattern: rangeExportPath(r.file) }));

/** The look a GET of `path` (the full path, as the app received it) opens, or null when it opens none. */
export function auditedLookOf(request: { path: string; query: Query }, now: Date): AuditedLook | null {
  const { path, query } = request;
  if (SEARCH_PATH.test(path)) {
    const parsed = AuditOrderSearchQuery.safeParse(query);
    return parsed.success ? { read: 'order-search', orderId: null, detail: searchDetail(parsed.data) } : null;
  }
  for (const orderRead of ORDER_READ_PATHS) {
    const match = orderRead.pattern.exec(path);
    if (!match) continue;
    const orderId = orderIdOfSegment(match[1]!);
    const detail = orderId === null ? null : orderRead.detail(query, now);
    return orderId === null || detail === null ? null : { read: orderRead.read, orderId, detail };
  }
  for (const rangeExport of RANGE_EXPORT_PATHS) {
    if (!rangeExport.pattern.test(path)) continue;
    // The period's schema is the export's own: a period it refuses (400) opened nothing.
    const period = AuditExportQuery.safeParse(query);
    return period.success ? { read: 'range-export', orderId: null, detail: `${rangeExport.what} ${period.data.from} to ${period.data.to}, exported as ${rangeExport.format}` } : null;
  }
  return null;
}

/** The order id of a path segment as the route reads it: decoded, canonical; null for one that cannot be an order id. */
function orderIdOfSegment(segment: string): string | null {
  try {
    return parseOrderId(decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding: Express refuses the path itself
  }
}

function asOfDetail(query: Query, now: Date): string | null {
  const parsed = AuditAsOfQuery.safeParse(query);
  if (!parsed.success) return null;
  try {
    // A time still to come is refused by the read (400) before it reads the log.
    auditMomentOf(parsed.data, now);
  } catch {
    return null;
  }
  return parsed.data.version !== undefined ? `as of version ${parsed.data.version}` : `as of ${parsed.data.at}`;
}

const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts without a currency sign: the range applies to USD and CAD orders alike. */
const amount = (cents: string) => CENTS.format(Number(cents) / 100);
const given = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

/** "order id starts with 25-DEMO, e-mail contains demo, submitted 2025-05-01 to 2025-05-31, status Shipping, grand total 10.00 to 50.00". */
export function searchDetail(query: AuditOrderSearchQuery): string {
  const parts: string[] = [];
  const orderId = given(query.orderId);
  const email = given(query.email);
  if (orderId) parts.push(`order id starts with ${orderId.toUpperCase()}`);
  if (email) parts.push(`e-mail contains ${email}`);
  if (query.from && query.to) parts.push(`submitted ${query.from} to ${query.to}`);
  else if (query.from) parts.push(`submitted on or after ${query.from}`);
  else if (query.to) parts.push(`submitted on or before ${query.to}`);
  if (query.status) parts.push(`status ${query.status}`);
  if (query.minCents && query.maxCents) parts.push(`grand total ${amount(query.minCents)} to ${amount(query.maxCents)}`);
  else if (query.minCents) parts.push(`grand total at least ${amount(query.minCents)}`);
  else if (query.maxCents) parts.push(`grand total at most ${amount(query.maxCents)}`);
  if (parts.length === 0) parts.push('every order');
  if (query.page && query.page !== '1') parts.push(`page ${query.page}`);
  return parts.join(', ');
}
