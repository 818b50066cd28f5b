import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolveOrderRow, orderRowOf, trackerRowOf, type OrderState } from './orders.projection.ts';
import { DomainError } from '@certus/contracts/errors';
import type { RecordedEvent } from '@certus/contracts/events/envelope';
import type { OrderEvent, OrderSubmittedData } from '@certus/contracts/events/order-events';
import {
  COVER,
  RETAKEN_COVER,
  SAGA_CORRECTION,
  aCompletedOrderWithBalancePaid,
  aReceivedOrder,
  coverReplaced,
  graded,
  imaged,
  preGraded,
} from '@certus/contracts/events/testing/order-lifecycle';
import { moneyRowsOf, orderMoneyOf } from '@certus/contracts/orders/order-money';
import { evolveProgress, type OrderProgress } from '@certus/contracts/orders/order-progress';
import { evolveOrderRecords, orderBooksOf, orderDetailOf, trackerViewOf, type OrderRecords } from '@certus/contracts/orders/order-views';
import type { Row } from '../runner/document-projection.ts';
import { auditMessages } from '@certus/contracts/audit/audit-messages';
import { AuditAsOfQuery, AuditOrderAsOf, auditMomentOf, orderAsOf, type AuditMoment } from '@certus/contracts/audit/order-as-of';
import { MINUTE, audited, recordedAtOf } from '@certus/contracts/audit/testing/audited-events';
import { orderLifeArb } from '@certus/contracts/audit/testing/order-lifecycles';
import { feeLedgerOf } from '@certus/contracts/audit/fee-ledger';
import type { OrderDetail } from '@certus/contracts/http/orders';

/** The views after each event, folded one event at a time with the functions the projection folds with. */
function incrementalViews(events: readonly OrderEvent[]) {
  let progress: OrderProgress | null = null;
  let records: OrderRecords | null = null;
  const submitted = events[0]!.data as OrderSubmittedData;
  return events.map((event) => {
    records = evolveOrderRecords(records, submitted, event);
    progress = evolveProgress(progress, event);
    return { order: orderDetailOf(submitted, progress, records), tracker: trackerViewOf(progress), books: orderBooksOf(submitted, progress) };
  });
}

/**
 * The orders row after each event as the projection leaves it: evolved, finished, and read back through JSON as
 * the next batch reads it from its jsonb columns. Its detail and books and the order_tracker view are what the
 * live reads served at that moment.
 */
function projectedViews(events: readonly OrderEvent[]) {
  let row: Row | null = null;
  return events.map((event, i) => {
    const recorded = { type: event.type, data: event.data, streamVersion: i + 1 } as unknown as RecordedEvent;
    row = JSON.parse(JSON.stringify(orderRowOf(evolveOrderRow(row, recorded) as unknown as OrderState))) as Row;
    return { order: row.detail, tracker: trackerRowOf(row.progress as OrderProgress).view, books: row.books };
  });
}

const viewsOf = ({ order, tracker, books }: { order: unknown; tracker: unknown; books: unknown }) => ({ order, tracker, books });
const sumOf = (rows: readonly { amountCents: number }[]) => rows.reduce((n, r) => n + r.amountCents, 0);

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('the order as it stood at a moment, over generated order lives', () => {
  it('given any life, when asked at each event boundary by version, then it is the incremental fold there, the projection\'s row there, and its money adds up to its balance', () => {
    fc.assert(
      fc.property(orderLifeArb, (life) => {
        const events = audited(life);
        const incremental = incrementalViews(life);
        const projected = projectedViews(life);
        for (let k = 1; k <= life.length; k++) {
          const asOf = orderAsOf(events, { version: k });
          expect(asOf).toMatchObject({ version: k, recordedAt: recordedAtOf(k), lastVersion: life.length, at: null });
          expect(viewsOf(asOf)).toEqual(incremental[k - 1]);
          expect(viewsOf(asOf)).toEqual(projected[k - 1]);
          expect(sumOf(moneyRowsOf(orderMoneyOf(asOf.order)))).toBe(asOf.order.balanceCents);
          if (k === life.length) expect(AuditOrderAsOf.parse(asOf)).toEqual(asOf);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('given any life, when asked by time, then each event\'s own time and any time before the next one show the order as of that event', () => {
    fc.assert(
      fc.property(orderLifeArb, fc.integer({ min: 0, max: MINUTE - 1 }), (life, withinMs) => {
        const events = audited(life);
        for (let k = 1; k <= life.length; k++) {
          const byVersion = orderAsOf(events, { version: k });
          const atEvent = new Date(Date.parse(recordedAtOf(k))).toISOString();
          const beforeNext = new Date(Date.parse(recordedAtOf(k)) + withinMs).toISOString();
          expect(orderAsOf(events, { at: atEvent })).toEqual({ ...byVersion, at: atEvent });
          expect(orderAsOf(events, { at: beforeNext })).toEqual({ ...byVersion, at: beforeNext });
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("the fee ledger against the projection's rows", () => {
  // The ledger lists rows in the order the events moved them, the table by section: compared as sets of rows.
  const rowsOf = (rows: readonly { kind: string; label: string; note: string | null; amountCents: number }[]) =>
    rows.map(({ kind, label, note, amountCents }) => JSON.stringify([kind, label, note, amountCents])).sort();

  it('given any life, when the ledger is taken at each event boundary, then it ends at the balance the orders row served then, its money table row for row', () => {
    fc.assert(
      fc.property(orderLifeArb, (life) => {
        const ledger = feeLedgerOf(audited(life));
        const projected = projectedViews(life);
        for (let k = 1; k <= life.length; k++) {
          const soFar = ledger.entries.filter((e) => e.version <= k);
          const served = projected[k - 1]!.order as OrderDetail;
          expect(soFar.at(-1)?.balanceCents).toBe(served.balanceCents);
          expect(rowsOf(soFar)).toEqual(rowsOf(moneyRowsOf(orderMoneyOf(served))));
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('the order as it stood: a correction after QC, paid, shipped and completed', () => {
  const life = aCompletedOrderWithBalancePaid();
  const events = audited(life);
  const correctedAt = life.findIndex((e) => e.type === 'DeclaredValueCorrected') + 1;

  it('given the moment before the correction, then nothing is owed and no correction is listed', () => {
    const before = orderAsOf(events, { version: correctedAt - 1 });
    expect(before.order).toMatchObject({ balanceCents: 0, corrections: [] });
    expect(moneyRowsOf(orderMoneyOf(before.order)).some((row) => row.kind === 'change')).toBe(false);
  });

  it('given the moment of the correction, then its balance is owed and the money table shows the correction with its reason', () => {
    const after = orderAsOf(events, { version: correctedAt });
    expect(after.order).toMatchObject({ status: 'Billing', balanceCents: SAGA_CORRECTION.amountCents });
    expect(after.order.corrections).toEqual([expect.objectContaining({ lineIndex: 2, previousInsuredCents: 5_000, insuredCents: 8_000, amountCents: 1_500 })]);
    expect(moneyRowsOf(orderMoneyOf(after.order))).toContainEqual({
      kind: 'change',
      label: 'Declared value corrected: line 3, Saga #1',
      note: '$50.00 to $80.00 a book (2 copies). Reason: Worth more than declared.',
      at: after.order.corrections[0]!.at,
      amountCents: 1_500,
    });
  });

  it('given the last moment, then the order is completed with nothing owed', () => {
    const last = orderAsOf(events, { version: life.length });
    expect(last.order).toMatchObject({ status: 'Completed', balanceCents: 0 });
    expect(last.tracker.steps.every((s) => s.state === 'Completed')).toBe(true);
  });
});

describe('moments that cannot be shown', () => {
  const events = audited(aReceivedOrder());

  it('given a version past the last event, then 400 on version, naming the versions there are', () => {
    const error = refusal(() => orderAsOf(events, { version: 3 }));
    expect(error).toMatchObject({ kind: 'invalid', field: 'version', message: auditMessages.versionPastLast(2) });
    expect(error.message).toBe('This order has 2 events: give a version from 1 to 2.');
  });

  it('given a time before the order\'s first event, then 400 on at, naming when the order began', () => {
    const error = refusal(() => orderAsOf(events, { at: new Date(Date.parse(recordedAtOf(1)) - 1).toISOString() }));
    expect(error).toMatchObject({ kind: 'invalid', field: 'at', message: `The order did not exist yet at that time: its first event was recorded at ${recordedAtOf(1)}.` });
  });

  it('given no events (an unknown order), then not found', () => {
    expect(refusal(() => orderAsOf([], { version: 1 }))).toMatchObject({ kind: 'not_found', message: 'Order not found.' });
  });
});

describe('covers as they stood', () => {
  const life = [...aReceivedOrder(), preGraded(2), graded(2), imaged(2), coverReplaced(2)];
  const events = audited(life);
  const coverUrl = (certificationId: string, sha256: string | undefined) => `/storage/comic/${certificationId}/cover-m.jpg?v=${sha256?.slice(0, 4)}`;

  it('given a photo retaken later, when the moment is the first photo, then the book shows it had a cover but no address (the file holds the retake)', () => {
    const book = orderAsOf(events, { version: life.length - 1 }, { coverUrl }).books[1]!;
    expect(book).toMatchObject({ step: 'Imaged', hasCover: true, coverUrl: null });
    expect(COVER.sha256).not.toBe(RETAKEN_COVER.sha256);
  });

  it('given the moment of the retake, then the book\'s cover is addressed by the photo stored', () => {
    expect(orderAsOf(events, { version: life.length }, { coverUrl }).books[1]!.coverUrl).toBe('/storage/comic/25-LIFECYC-002/cover-m.jpg?v=bbbb');
  });

  it('given no cover addresses asked for, then no book has one', () => {
    expect(orderAsOf(events, { version: life.length }).books.map((b) => b.coverUrl)).toEqual([null, null, null, null]);
  });
});

describe('the moment asked for in the query', () => {
  const NOW = new Date('2025-06-01T12:00:00.000Z');
  const parsed = (query: unknown) => AuditAsOfQuery.safeParse(query);
  const messagesOf = (query: unknown) => {
    const result = parsed(query);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  const momentOf = (query: Record<string, string>): AuditMoment => auditMomentOf(AuditAsOfQuery.parse(query), NOW);

  it('given a version or a time with its zone, then the moment is that version, or that time in UTC', () => {
    expect(momentOf({ version: '7' })).toEqual({ version: 7 });
    expect(momentOf({ at: '2025-05-12T11:00:00+02:00' })).toEqual({ at: '2025-05-12T09:00:00.000Z' });
    expect(momentOf({ at: '2025-05-12T09:00:00.123Z' })).toEqual({ at: '2025-05-12T09:00:00.123Z' });
  });

  it('given neither or both, then one message on the query as a whole', () => {
    expect(messagesOf({})).toEqual([['', auditMessages.momentMissing]]);
    expect(messagesOf({ version: '1', at: '2025-05-12T09:00:00Z' })).toEqual([['', auditMessages.momentTwice]]);
  });

  it('given a version that is not a whole number from 1, then the version message', () => {
    for (const version of ['0', '-1', '1.5', '1e3', 'abc', '', ' 1', '12345678901', ['1', '2']]) {
      expect(messagesOf({ version }), JSON.stringify(version)).toContainEqual(['version', auditMessages.versionFormat]);
    }
  });

  it('given a time that is not an ISO 8601 date and time with its zone, then the time message', () => {
    for (const at of ['2025-05-12', '2025-05-12T09:00:00', '2025-13-01T00:00:00Z', 'yesterday', '1715504400000', ['2025-05-12T09:00:00Z']]) {
      expect(messagesOf({ at }), JSON.stringify(at)).toContainEqual(['at', auditMessages.atFormat]);
    }
  });

  it('given text the API refuses (a NUL), then its own message too', () => {
    expect(messagesOf({ version: '1\u0000' })).toContainEqual(['version', 'This field must not contain a NUL character (U+0000).']);
  });

  it('given a time still to come, then 400 on at: the order could change before it', () => {
    expect(refusal(() => momentOf({ at: '2025-06-01T12:00:00.001Z' }))).toMatchObject({ kind: 'invalid', field: 'at', message: auditMessages.atInFuture });
    expect(momentOf({ at: '2025-06-01T12:00:00.000Z' })).toEqual({ at: '2025-06-01T12:00:00.000Z' });
  });
});
