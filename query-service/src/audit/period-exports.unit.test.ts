import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { FEE_LEDGER_CSV_COLUMNS, auditedOrderEventsOf, feeLedgerCsvCells, feeLedgerOf, orderStreamId, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import { auditEventLinesOf } from '@certus/contracts/audit/audit-exports';
import { audited } from '@certus/contracts/audit/testing/audited-events';
import { csvRecordsOf } from '@certus/contracts/rules/testing/csv-records';
import {
  LIFECYCLE_MEMBER_ID,
  STAFF_ID,
  aCompletedOrderWithBalancePaid,
  aReceivedOrder,
  aSubmittedOrderWithBooks,
  declaredValueCorrected,
} from '@certus/contracts/events/testing/order-lifecycle';
import { csvAmount } from '@certus/contracts/rules/csv';
import { periodEventLines, periodLedgerCsv, type PeopleReader, type PeriodReader } from './period-exports.ts';
import { sendStreamed } from './streamed-download.ts';

/**
 * The period exports over a log kept in memory: two orders whose events interleave, a member stream between them,
 * each event recorded at a time the test sets; read a few events a page, as the store's category read pages them.
 */

const FIRST = '25-LIFECYC';
const SECOND = '25-SECOND1';
const HOUR = 3_600_000;

/** The log: each order's events (as audited() records them), interleaved one by one, an hour apart from 2025-05-04 22:00 UTC. */
function aLog(): RecordedEvent[] {
  const first = audited(aCompletedOrderWithBalancePaid());
  const second = audited([...aReceivedOrder([], aSubmittedOrderWithBooks({ orderId: SECOND })), declaredValueCorrected()]);
  const queues = [first.map((e) => ({ streamId: orderStreamId(FIRST), e })), second.map((e) => ({ streamId: orderStreamId(SECOND), e }))];
  const log: RecordedEvent[] = [];
  const start = Date.parse('2025-05-04T22:00:00Z');
  const push = (streamId: string, version: number, type: string, data: unknown, eventId: string, metadata: RecordedEvent['metadata']) => {
    const position = String(log.length + 1);
    log.push({ eventId, type, data, metadata, streamId, streamVersion: version, globalPosition: position, txId: position, recordedAt: new Date(start + log.length * HOUR).toISOString() });
  };
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) push(next.streamId, next.e.version, next.e.event.type, next.e.event.data, `${next.streamId}:${next.e.version}`, next.e.metadata);
      // A stream of another category among them, on the day exported.
      if (log.length === 3) push('MemberOrders-m1', 1, 'MemberOrderRecorded', {}, 'member-orders-1', first[0]!.metadata);
    }
  }
  return log;
}

/** The store's two reads the exports use, over the log; every page asked for is kept. */
function aStore(log: readonly RecordedEvent[]) {
  const pages: Checkpoint[] = [];
  const after = (e: RecordedEvent, c: Checkpoint) => BigInt(e.globalPosition) > BigInt(c.position);
  const store: PeriodReader = {
    async readCategoryRecordedBetween(category, recorded, from, limit) {
      pages.push(from);
      return log
        .filter((e) => e.streamId.startsWith(`${category}-`) && after(e, from))
        .filter((e) => Date.parse(e.recordedAt) >= recorded.from.getTime() && Date.parse(e.recordedAt) < recorded.to.getTime())
        .slice(0, limit);
    },
    async readStreams(ids) {
      return new Map(ids.map((id) => [id, log.filter((e) => e.streamId === id).sort((a, b) => a.streamVersion - b.streamVersion)]));
    },
  };
  return { store, pages };
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** A members model that knows nobody. */
const noPeople: PeopleReader = async () => new Map();

const MAY_5 = { from: '2025-05-05', to: '2025-05-05' };
const inMay5 = (e: RecordedEvent) => e.recordedAt.startsWith('2025-05-05');

describe('the events of a period as JSON lines', () => {
  it("given two orders' events interleaved, when a day is exported three events a page, then each order event of that day is a line, in the log's order, with the history entry its whole stream gives it", async () => {
    const log = aLog();
    const { store, pages } = aStore(log);
    const text = await collect(periodEventLines(store, MAY_5, { pageSize: 3, streamsAtOnce: 50 }));

    const expected = log.filter((e) => e.streamId.startsWith('Order-') && inMay5(e));
    expect(expected.length).toBeGreaterThan(6);
    expect(log.filter(inMay5).length).toBeGreaterThan(expected.length);
    const lines = text.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((l) => l.eventId)).toEqual(expected.map((e) => e.eventId));
    // Events before the day are not lines, yet their order's fold starts from them: each line is what the whole stream gives it.
    const streamLines = [FIRST, SECOND].flatMap((id) => auditEventLinesOf(log.filter((e) => e.streamId === orderStreamId(id))));
    expect(lines).toEqual(expected.map((e) => JSON.parse(JSON.stringify(streamLines.find((l) => l.eventId === e.eventId)))));
    expect(lines.find((l) => l.orderId === SECOND && l.type === 'DeclaredValueCorrected')).toMatchObject({ status: 'Invoicing', balanceCents: 1_500 });
    expect(pages.length).toBe(Math.ceil((expected.length + 1) / 3));
    expect(pages.slice(1).map((p) => p.position)).toEqual(pages.slice(1).map((_, i) => expected[(i + 1) * 3 - 1]!.globalPosition));
  });

  it('given a day with no order event, then nothing is written', async () => {
    expect(await collect(periodEventLines(aStore(aLog()).store, { from: '2024-01-01', to: '2024-01-31' }))).toBe('');
  });
});

describe('the ledgers of a period as CSV', () => {
  it('given two orders with events on the day, then the header with order_id first, then each whole ledger, the order first seen first', async () => {
    const log = aLog();
    const text = await collect(periodLedgerCsv(aStore(log).store, MAY_5, noPeople, { pageSize: 2, streamsAtOnce: 1 }));
    const [header, ...records] = csvRecordsOf(text);
    expect(header).toEqual(['order_id', ...FEE_LEDGER_CSV_COLUMNS]);
    const firstSeen = log.filter((e) => e.streamId.startsWith('Order-') && inMay5(e))[0]!.streamId;
    const orderIds = firstSeen === orderStreamId(FIRST) ? [FIRST, SECOND] : [SECOND, FIRST];
    const ledgerCells = (orderId: string) =>
      feeLedgerCsvCells(feeLedgerOf(auditedOrderEventsOf(log.filter((e) => e.streamId === orderStreamId(orderId))))).map((cells) => [
        orderId,
        ...cells.map((c) => (typeof c === 'object' ? c.text : String(c))),
      ]);
    expect(records).toEqual(orderIds.flatMap(ledgerCells));
    expect(records.filter((r) => r[0] === SECOND).at(-1)!.slice(10, 12)).toEqual([csvAmount(1_500).text, csvAmount(1_500).text]);
  });

  it("given the members model knows the worker, when the period's orders are read two at a time, then every record of the worker's names them, and each pair of orders asks for its people once", async () => {
    const asked: string[][] = [];
    const readPeople: PeopleReader = async (ids) => {
      asked.push([...ids]);
      return new Map([[STAFF_ID, { name: 'Dana Reyes', email: 'dana@certus.test' }]]);
    };
    const text = await collect(periodLedgerCsv(aStore(aLog()).store, MAY_5, readPeople, { pageSize: 3, streamsAtOnce: 2 }));
    const [header, ...records] = csvRecordsOf(text);
    const [id, name] = [header!.indexOf('actor_id'), header!.indexOf('actor_name')];
    expect(new Set(records.filter((r) => r[id] === STAFF_ID).map((r) => r[name]))).toEqual(new Set(['Dana Reyes']));
    expect(new Set(records.filter((r) => r[id] === LIFECYCLE_MEMBER_ID).map((r) => r[name]))).toEqual(new Set(['']));
    expect(asked).toEqual([[LIFECYCLE_MEMBER_ID, STAFF_ID]]);
  });
});

/** A response as sendStreamed uses it: it takes two chunks, then asks to wait until it drains. */
class SlowResponse extends EventEmitter {
  chunks: string[] = [];
  headersSent = false;
  destroyed = false;
  ended = false;
  err: Error | undefined;
  write(chunk: string) {
    this.headersSent = true;
    this.chunks.push(chunk);
    if (this.chunks.length % 2 === 1) return true;
    setImmediate(() => this.emit('drain'));
    return false;
  }
  end() {
    this.ended = true;
  }
  destroy() {
    this.destroyed = true;
    setImmediate(() => this.emit('close'));
  }
}

describe('a streamed download', () => {
  async function* numbers(count: number, failAt?: number) {
    for (let i = 1; i <= count; i++) {
      if (i === failAt) throw new Error('the log could not be read');
      yield `${i}\n`;
    }
  }

  it('given a client that reads slowly, then every chunk is written in order, waiting for it to drain, and the answer ended', async () => {
    const res = new SlowResponse();
    await sendStreamed(res as unknown as Response, numbers(7));
    expect(res.chunks.join('')).toBe('1\n2\n3\n4\n5\n6\n7\n');
    expect(res.ended).toBe(true);
    expect(res.listenerCount('close')).toBe(0);
  });

  it('given a failure before anything was written, then it is thrown for the error answer', async () => {
    const res = new SlowResponse();
    await expect(sendStreamed(res as unknown as Response, numbers(3, 1))).rejects.toThrow('the log could not be read');
    expect(res.destroyed).toBe(false);
  });

  it('given a failure halfway, then the download is cut (never ended as if whole) and the error kept for the request log', async () => {
    const res = new SlowResponse();
    await sendStreamed(res as unknown as Response, numbers(5, 4));
    expect(res.chunks).toEqual(['1\n', '2\n', '3\n']);
    expect(res).toMatchObject({ ended: false, destroyed: true });
    expect(res.err?.message).toBe('the log could not be read');
  });

  it('given a client that went away, then nothing more is produced or written', async () => {
    const res = new SlowResponse();
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        if (produced === 3) res.destroy();
        yield 'x';
      }
    }
    await sendStreamed(res as unknown as Response, endless());
    expect(res.ended).toBe(false);
    expect(produced).toBeLessThanOrEqual(4);
  });
});
