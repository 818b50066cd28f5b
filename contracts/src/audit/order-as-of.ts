import { z } from 'zod';
import { DomainError } from '../errors.ts';
import { OrderBookView, OrderDetail, TrackerView } from '../http/orders.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { text } from '../rules/text.ts';
import { auditMessages } from './audit-messages.ts';
import type { AuditedOrderEvent } from './audited-order-events.ts';
import { foldOrderEvents, orderViewsOf, type OrderFold } from './order-fold.ts';

/**
 * The order as it stood at a moment (GET /api/audit/orders/{orderId}/as-of): folded from its events up to that
 * moment by the functions that build the live read model (order-fold.ts), so the auditor sees exactly what the
 * order page and the tracker showed then. The money table of the moment is `orderMoneyOf(order)`, as on the
 * order page.
 */

const at = z.iso.datetime();

export const AuditOrderAsOf = z.object({
  orderId: z.string(),
  /** The time asked for (`?at=`), in UTC; null when asked by version. */
  at: at.nullable(),
  /** The last event folded in: the order's stream version at that moment. */
  version: z.number().int().positive(),
  /** When that event was recorded. */
  recordedAt: at,
  /** The order's last event now (the slider's end). */
  lastVersion: z.number().int().positive(),
  /** The order summary as GET /api/orders/{id} answered then: status, lines' tiers, amounts, payments, corrections, balance. */
  order: OrderDetail,
  /** The tracker as it stood: its 5 steps with when each was reached. */
  tracker: TrackerView,
  /**
   * Every book as it stood. A cover's address is given while the photo the book had then is still the one stored;
   * a photo retaken later replaced the file, so the book shows no cover rather than the later one.
   */
  books: z.array(OrderBookView),
});
export type AuditOrderAsOf = z.infer<typeof AuditOrderAsOf>;

// --- The moment asked for ------------------------------------------------------------------------------------

/** A version of the order's stream, or a time: the events recorded at or before it. */
export type AuditMoment = { version: number } | { at: string };

const VERSION = /^[1-9]\d{0,9}$/;
const zonedDateTime = z.iso.datetime({ offset: true });

/** The query of GET .../as-of: exactly one of `version` and `at`. */
export const AuditAsOfQuery = z
  .object({
    version: text({ error: auditMessages.versionFormat })
      .regex(VERSION, auditMessages.versionFormat)
      .optional()
      .meta({ description: "A version of the order's stream, from 1 (its OrderSubmitted) to its last event." }),
    at: text({ error: auditMessages.atFormat })
      .refine((value) => zonedDateTime.safeParse(value).success && !Number.isNaN(Date.parse(value)), auditMessages.atFormat)
      .optional()
      .meta({ description: 'A time, ISO 8601 with its zone (2025-05-05T09:00:00Z): the events recorded at or before it.' }),
  })
  .superRefine((query, ctx) => {
    if (query.version !== undefined && query.at !== undefined) ctx.addIssue({ code: 'custom', message: auditMessages.momentTwice, path: [] });
    if (query.version === undefined && query.at === undefined) ctx.addIssue({ code: 'custom', message: auditMessages.momentMissing, path: [] });
  });
export type AuditAsOfQuery = z.infer<typeof AuditAsOfQuery>;

/**
 * The moment of a parsed query. A time still to come is refused: the order could change before it, so no answer
 * would be "the order as it stood then" (`now` is the caller's injected clock).
 */
export function auditMomentOf(query: AuditAsOfQuery, now: Date): AuditMoment {
  if (query.version !== undefined) return { version: Number(query.version) };
  const asked = new Date(query.at!);
  if (asked.getTime() > now.getTime()) throw new DomainError('invalid', auditMessages.atInFuture, 'at');
  return { at: asked.toISOString() };
}

/** A version past the order's last event: the versions there are are named. */
export const versionPastLast = (lastVersion: number) => new DomainError('invalid', auditMessages.versionPastLast(lastVersion), 'version');
/** A time before the order's first event (`firstRecordedAt`): the order did not exist yet. */
export const timeBeforeOrder = (firstRecordedAt: string) => new DomainError('invalid', auditMessages.beforeOrder(firstRecordedAt), 'at');

/**
 * How many of the events (in stream order) the moment takes in. By time: the events up to the first one recorded
 * after it. Versions are appended in order, so their times only go forward unless a clock went back; stopping at
 * the first later event keeps the fold a prefix of the stream even then, never an event without the ones before it.
 */
function eventsTakenIn(events: readonly AuditedOrderEvent[], moment: AuditMoment): number {
  const last = events.at(-1)!;
  if ('version' in moment) {
    if (moment.version > last.version) throw versionPastLast(last.version);
    return events.findIndex((e) => e.version === moment.version) + 1;
  }
  const asked = Date.parse(moment.at);
  const later = events.findIndex((e) => Date.parse(e.recordedAt) > asked);
  if (later === 0) throw timeBeforeOrder(events[0]!.recordedAt);
  return later === -1 ? events.length : later;
}

export interface OrderAsOfOptions {
  /** Where a cover photo is served (certification id, the photo's SHA-256); covers have no address without it. */
  coverUrl?: (certificationId: string, sha256: string | undefined) => string;
}

/** The order as it stood at `moment`, from its events in stream order (an unknown order has none: not found). */
export function orderAsOf(events: readonly AuditedOrderEvent[], moment: AuditMoment, options: OrderAsOfOptions = {}): AuditOrderAsOf {
  if (events.length === 0) throw new DomainError('not_found', orderMessages.orderNotFound);
  const taken = eventsTakenIn(events, moment);
  const lastTaken = events[taken - 1]!;
  const standing = { at: 'at' in moment ? moment.at : null, version: lastTaken.version, recordedAt: lastTaken.recordedAt, lastVersion: events.at(-1)!.version };
  return orderAsOfAnswer(foldOrderEvents(events.slice(0, taken)), standing, events.slice(taken), options);
}

/** Where the moment stands in the stream: its last event taken in, and the stream's last event now. */
export interface MomentInStream {
  /** The time asked for, or null when asked by version. */
  at: string | null;
  version: number;
  recordedAt: string;
  lastVersion: number;
}

/**
 * The answer, from the order folded up to the moment (foldOrderEvents) and the cover retakes recorded after it (the
 * BookCoverReplaced events of the rest of the stream: other events there are passed over). What orderAsOf answers,
 * for a caller that read only that much of the stream.
 */
export function orderAsOfAnswer(fold: OrderFold, moment: MomentInStream, retakesLater: readonly AuditedOrderEvent[], options: OrderAsOfOptions = {}): AuditOrderAsOf {
  const views = orderViewsOf(fold);
  return {
    orderId: fold.submitted.orderId,
    at: moment.at,
    version: moment.version,
    recordedAt: moment.recordedAt,
    lastVersion: moment.lastVersion,
    order: views.order,
    tracker: views.tracker,
    books: withCoversStillStored(views.books, fold, retakesLater, options.coverUrl),
  };
}

/** Books whose photo of the moment is still the file stored (no retake after it) get its address. */
function withCoversStillStored(books: AuditOrderAsOf['books'], fold: OrderFold, later: readonly AuditedOrderEvent[], coverUrl: OrderAsOfOptions['coverUrl']): AuditOrderAsOf['books'] {
  if (!coverUrl) return books;
  const retaken = new Set(later.flatMap((e) => (e.event.type === 'BookCoverReplaced' ? [e.event.data.bookNo] : [])));
  const digests = new Map(fold.progress.books.map((b) => [b.bookNo, b.coverSha256]));
  return books.map((book) => ({
    ...book,
    coverUrl: book.hasCover && !retaken.has(book.bookNo) ? coverUrl(book.certificationId, digests.get(book.bookNo)) : null,
  }));
}
