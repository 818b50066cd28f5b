import {
  FEE_LEDGER_CSV_COLUMNS,
  START,
  auditPeopleOf,
  auditedOrderEventsOf,
  feeLedgerCsvCells,
  feeLedgerOf,
  orderStreamId,
  type Checkpoint,
  type RecordedEvent,
} from '@certus/contracts';
import { auditEventLinesOf, recordedBetweenOf, type AuditEventLine, type AuditExportDays } from '@certus/contracts/audit/audit-exports';
import { CSV_BYTE_ORDER_MARK, csvRecord } from '@certus/contracts/rules/csv';
import type { EventStore } from '@certus/infra';
import { auditNamesOf, type KnownPerson } from './people-names.ts';

/**
 * The exports of a period (GET /api/audit/events.jsonl and /api/audit/ledger.csv ?from=&to=): every order event
 * recorded in it, read from the log a page at a time and written as it is read, so a quarter of the log never
 * sits whole in memory.
 */

/** Events read from the log per round trip, and order streams read together (tests make them small). */
export interface PeriodPaging {
  pageSize: number;
  streamsAtOnce: number;
}
const PAGING: PeriodPaging = { pageSize: 500, streamsAtOnce: 50 };
/** 'Order', the category of the `Order-{orderId}` streams. */
const ORDER_CATEGORY = orderStreamId('').slice(0, -1);

export type PeriodReader = Pick<EventStore, 'readCategoryRecordedBetween' | 'readStreams'>;
/** Who these member ids are (the members read model on the server); an id it leaves out is written without a name. */
export type PeopleReader = (memberIds: readonly string[]) => Promise<ReadonlyMap<string, KnownPerson>>;

/** The order events recorded in the period, a page at a time, in the log's order. */
async function* orderEventPages(store: PeriodReader, days: AuditExportDays, pageSize: number): AsyncGenerator<RecordedEvent[]> {
  const recorded = recordedBetweenOf(days);
  let after: Checkpoint = START;
  for (;;) {
    const page = await store.readCategoryRecordedBetween(ORDER_CATEGORY, recorded, after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { txId: last.txId, position: last.globalPosition };
  }
}

/**
 * Each event of the period as a line of JSON, in the log's order. A line says what the history says of its
 * event (status and balance after it, a line of English), which takes the order's events before it: the
 * streams of a page's orders are read together and folded whole.
 */
export async function* periodEventLines(store: PeriodReader, days: AuditExportDays, paging: PeriodPaging = PAGING): AsyncGenerator<string> {
  for await (const page of orderEventPages(store, days, paging.pageSize)) {
    const streams = await store.readStreams([...new Set(page.map((e) => e.streamId))]);
    const lines = new Map<string, AuditEventLine>();
    for (const recorded of streams.values()) {
      for (const line of auditEventLinesOf(recorded)) lines.set(line.eventId, line);
    }
    for (const event of page) {
      const line = lines.get(event.eventId);
      if (!line) throw new Error(`event ${event.eventId} of ${event.streamId} was not in its stream when read again`);
      yield `${JSON.stringify(line)}\n`;
    }
  }
}

/**
 * The whole fee ledger of every order with an event in the period (so each running balance starts from the
 * order's first amount), orders in the order their first event of the period was recorded; one CSV, the
 * order id first on each record. The people of the orders read together are looked up together, in one read.
 */
export async function* periodLedgerCsv(store: PeriodReader, days: AuditExportDays, readPeople: PeopleReader, paging: PeriodPaging = PAGING): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvRecord(['order_id', ...FEE_LEDGER_CSV_COLUMNS]);
  const streamIds = new Set<string>();
  for await (const page of orderEventPages(store, days, paging.pageSize)) for (const event of page) streamIds.add(event.streamId);
  const all = [...streamIds];
  for (let i = 0; i < all.length; i += paging.streamsAtOnce) {
    const streams = await store.readStreams(all.slice(i, i + paging.streamsAtOnce));
    const orders = [...streams.values()].map(auditedOrderEventsOf);
    const names = auditNamesOf(await readPeople([...new Set(orders.flatMap((events) => auditPeopleOf(events).map((person) => person.id)))]));
    for (const events of orders) {
      const ledger = feeLedgerOf(events, names);
      yield feeLedgerCsvCells(ledger)
        .map((cells) => csvRecord([ledger.orderId, ...cells]))
        .join('');
    }
  }
}
