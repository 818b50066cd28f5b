import { z } from 'zod';
import { text } from '../rules/text.ts';
import type { RecordedEvent } from '../events/envelope.ts';
import { auditedOrderEventsOf } from './audited-order-events.ts';
import { AuditHistoryEntry, orderHistoryOf } from './order-history.ts';

/**
 * What auditors take away (issue [4/7]): an order's events as JSON lines and its fee ledger as CSV, and the same
 * for every order event recorded in a period (GET /api/audit/events.jsonl and /api/audit/ledger.csv ?from=&to=).
 */

// --- An event as a line of the JSON lines files ---------------------------------------------------------------

/** One line of an events.jsonl file: the event's history entry (who, when, the ids, a line of English, status and balance after it), its order, and its data as recorded. */
export const AuditEventLine = AuditHistoryEntry.extend({
  orderId: z.string(),
  data: z.unknown(),
});
export type AuditEventLine = z.infer<typeof AuditEventLine>;

/**
 * The lines of an order's events as the store hands them back, in stream order: each with the history entry the
 * one fold gives it, and its data exactly as stored (not as parsed: parsing fills defaults an older event lacks).
 */
export function auditEventLinesOf(recorded: readonly RecordedEvent[]): AuditEventLine[] {
  const history = orderHistoryOf(auditedOrderEventsOf(recorded));
  return history.events.map((entry, i) => ({ ...entry, orderId: history.orderId, data: recorded[i]!.data }));
}

/** The media type of JSON lines (one JSON value per line, LF-terminated). */
export const JSON_LINES_MEDIA_TYPE = 'application/x-ndjson';

export const auditFileNames = {
  orderEvents: (orderId: string) => `${orderId}-events.jsonl`,
  orderLedger: (orderId: string) => `${orderId}-ledger.csv`,
  periodEvents: (range: AuditExportDays) => `order-events-${range.from}-to-${range.to}.jsonl`,
  periodLedgers: (range: AuditExportDays) => `order-ledgers-${range.from}-to-${range.to}.csv`,
};

// --- A period to export -------------------------------------------------------------------------------------

/** The longest period one export covers: a quarter. Longer audits are exported a quarter at a time. */
export const AUDIT_EXPORT_MAX_DAYS = 92;

export const auditExportMessages = {
  dateFormat: 'A date is written YYYY-MM-DD, such as 2025-05-05.',
  toBeforeFrom: 'The last day (to) must not be before the first day (from).',
  tooLong: `One export covers at most ${AUDIT_EXPORT_MAX_DAYS} days: ask for a shorter period.`,
} as const;

const DAY_MS = 86_400_000;
const isoDate = z.iso.date();
const day = (what: string) =>
  text({ error: auditExportMessages.dateFormat })
    .refine((value) => isoDate.safeParse(value).success, auditExportMessages.dateFormat)
    .meta({ description: `${what}, YYYY-MM-DD (a whole UTC day, included).` });

/** The query of the period exports: whole UTC days from `from` to `to`, both included, at most a quarter. */
export const AuditExportQuery = z
  .object({ from: day('The first day'), to: day('The last day') })
  .superRefine(({ from, to }, ctx) => {
    // A day that is no date has its own message; the period is judged only between two real days.
    if (!isoDate.safeParse(from).success || !isoDate.safeParse(to).success) return;
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: auditExportMessages.toBeforeFrom, path: ['to'] });
    else if (days > AUDIT_EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', message: auditExportMessages.tooLong, path: ['to'] });
  });
export type AuditExportQuery = z.infer<typeof AuditExportQuery>;

/** The days asked for, as given. */
export type AuditExportDays = AuditExportQuery;

/** The period as times: from the first day's midnight (UTC), up to and not including the midnight after the last day. */
export function recordedBetweenOf(days: AuditExportDays): { from: Date; to: Date } {
  return { from: new Date(Date.parse(days.from)), to: new Date(Date.parse(days.to) + DAY_MS) };
}
