import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { START, checkpointOf } from '@certus/contracts';
import { NO_STREAM, PostgresEventStore, WrongExpectedVersionError, randomIds, systemClock } from '@certus/infra';
import { appendCommittingLate, freshEventStore, testMetadata } from '../support/event-store.ts';

describe('event store: optimistic concurrency', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_occ' });
  });
  afterAll(() => es.drop());

  it('given a stream at version 2, when appending with expected version 1, then a typed conflict is thrown and nothing is written', async () => {
    const meta = testMetadata();
    await es.store.append('Order-1', NO_STREAM, [
      { type: 'A', data: {}, metadata: meta },
      { type: 'B', data: {}, metadata: meta },
    ]);
    const stale = es.store.append('Order-1', 1, [{ type: 'C', data: {}, metadata: meta }]);
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(stale).rejects.toMatchObject({ streamId: 'Order-1', expected: 1, actual: 2 });
    expect((await es.store.readStream('Order-1')).map((e) => e.type)).toEqual(['A', 'B']);
  });
});

describe('event store: reading several streams and the shared tail', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_reads' });
  });
  afterAll(() => es.drop());

  it('given two streams with events and one without, when read together, then each comes back whole and in version order', async () => {
    const meta = testMetadata();
    await es.store.append('Wallet-r1', NO_STREAM, [
      { type: 'A', data: { n: 1 }, metadata: meta },
      { type: 'B', data: { n: 2 }, metadata: meta },
    ]);
    await es.store.append('Membership-r1', NO_STREAM, [{ type: 'C', data: {}, metadata: meta }]);

    const streams = await es.store.readStreams(['Wallet-r1', 'Membership-r1', 'AddressBook-r1']);

    expect([...streams.keys()]).toEqual(['Wallet-r1', 'Membership-r1', 'AddressBook-r1']);
    expect(streams.get('Wallet-r1')!.map((e) => [e.type, e.streamVersion])).toEqual([['A', 1], ['B', 2]]);
    expect(streams.get('Membership-r1')!.map((e) => e.type)).toEqual(['C']);
    expect(streams.get('AddressBook-r1')).toEqual([]);
  });

  it('given many readers at the same position, when they read the log at once, then they all get the same events', async () => {
    await es.store.append('Tail-r1', NO_STREAM, [{ type: 'D', data: {}, metadata: testMetadata() }]);
    const head = await es.store.headCheckpoint();
    const before = { txId: '0', position: '0' };

    const reads = await Promise.all(Array.from({ length: 12 }, () => es.store.readAll(before, 1000)));

    for (const events of reads) expect(events.map((e) => e.eventId)).toEqual(reads[0]!.map((e) => e.eventId));
    expect(reads[0]!.at(-1)).toMatchObject({ txId: head.txId, globalPosition: head.position });
  });
});

describe('event store: pages of the log narrowed to some types', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_types' });
  });
  afterAll(() => es.drop());

  it('given a log of mixed types, when paged by types, then the events of those types come whole, in order, once, and each page ends where readAll\'s would', async () => {
    const meta = testMetadata();
    for (let i = 0; i < 9; i++) {
      await es.store.append(`Mixed-${i}`, NO_STREAM, [
        { type: 'Wanted', data: { i, text: 'tab\there' }, metadata: meta },
        { type: 'Other', data: { i }, metadata: meta },
        { type: i % 3 === 0 ? 'AlsoWanted' : 'Other', data: { i }, metadata: meta },
      ]);
    }
    const whole = await es.store.readAll(START, 1000);
    const wanted = whole.filter((e) => e.type === 'Wanted' || e.type === 'AlsoWanted');

    const pages = [];
    for (let after = START; ; ) {
      const page = await es.store.readAllOfTypes(after, 4, ['Wanted', 'AlsoWanted']);
      const sameAsReadAll = await es.store.readAll(after, 4);
      if (page.through === null) {
        expect(sameAsReadAll).toEqual([]);
        break;
      }
      expect(page.through).toEqual(checkpointOf(sameAsReadAll.at(-1)!));
      expect(page.covered).toBe(sameAsReadAll.length);
      expect(page.events).toEqual(sameAsReadAll.filter((e) => e.type !== 'Other'));
      pages.push(page);
      after = page.through;
    }

    expect(pages.flatMap((p) => p.events)).toEqual(wanted);
    expect(pages.reduce((sum, p) => sum + p.covered, 0)).toBe(whole.length);
    expect(pages.some((p) => p.events.length === 0 || p.events.length < p.covered)).toBe(true);
  });
});

describe('event store: when an event was recorded', () => {
  it('given events recorded at known moments, when read back in a session of another time zone, then each time is the clock\'s, in UTC, to the millisecond', async () => {
    const moments = ['2026-03-08T06:59:59.999Z', '1999-12-31T23:59:59.001Z', '2026-11-30T00:00:00.000Z'];
    let next = 0;
    const es = await freshEventStore({ label: 'es_time', clock: { now: () => new Date(moments[next++]!) } });
    const elsewhere = new pg.Pool({ connectionString: es.url, options: '-c TimeZone=Asia/Kathmandu', max: 2 });
    try {
      for (const i of moments.keys()) await es.store.append(`Time-${i}`, NO_STREAM, [{ type: 'T', data: {}, metadata: testMetadata() }]);
      // A row written with microseconds (as another writer's now() would be): read as a Date would hold it.
      await es.pool.query(`UPDATE events SET recorded_at = '2026-01-02 03:04:05.678999+00' WHERE stream_id = 'Time-2'`);
      const reader = new PostgresEventStore(elsewhere, systemClock, randomIds);
      expect((await elsewhere.query('SHOW TimeZone')).rows[0].TimeZone).toBe('Asia/Kathmandu');

      const read = await reader.readAll({ txId: '0', position: '0' }, 10);

      expect(read.map((e) => e.recordedAt)).toEqual([moments[0], moments[1], '2026-01-02T03:04:05.678Z']);
      expect((await reader.readStream('Time-1'))[0]!.recordedAt).toBe(moments[1]);
      await reader.close();
    } finally {
      await elsewhere.end();
      await es.drop();
    }
  });
});

describe('event store: a reader waiting at the tail', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_tail' });
  });
  afterAll(() => es.drop());

  /** The wait's result, or 'still waiting' if it has not ended within a bound far below its own timeout. */
  const settledWithin = (wait: Promise<void>, boundMs: number) =>
    Promise.race([wait.then(() => 'woken' as const), new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), boundMs))]);

  it('given a reader waiting after the head, when an event is committed that notifies nobody, then the reader is woken long before its wait ends and reads it', async () => {
    await es.store.append('Tail-w1', NO_STREAM, [{ type: 'Before', data: {}, metadata: testMetadata() }]);
    const cursor = await es.store.headCheckpoint();
    // The append's notification comes after it returns: let it pass, so the wait below can only be woken by the log.
    await settledWithin(es.store.waitForEvents(60_000, undefined, cursor), 300);
    const waiting = es.store.waitForEvents(60_000, undefined, cursor);

    await appendCommittingLate(es.pool, 'Tail-w2', NO_STREAM, [{ eventId: randomUUID(), type: 'Unannounced', data: {}, metadata: testMetadata() }], async () => undefined);

    expect(await settledWithin(waiting, 20_000)).toBe('woken');
    expect((await es.store.readAll(cursor, 10)).map((e) => e.type)).toEqual(['Unannounced']);
  });

  it('given a reader whose signal has already aborted (its worker is stopping), when it waits with its checkpoint, then the wait ends at once', async () => {
    const stopping = new AbortController();
    stopping.abort();

    expect(await settledWithin(es.store.waitForEvents(60_000, stopping.signal, await es.store.headCheckpoint()), 20_000)).toBe('woken');
  });

  it('given an event held back by another transaction, when that transaction ends without writing (nobody is notified), then the reader waiting for the event is woken and reads it', async () => {
    const cursor = await es.store.headCheckpoint();
    const holder = await es.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_current_xact_id()'); // holds the visibility horizon back
      await es.store.append('Tail-w3', NO_STREAM, [{ type: 'HeldBack', data: {}, metadata: testMetadata() }]);
      expect(await es.store.readAll(cursor, 10)).toEqual([]);
      // The append's own notification may come now or may have come already: let it pass (the reader reads nothing).
      await settledWithin(es.store.waitForEvents(60_000, undefined, cursor), 300);
      const waitingAgain = es.store.waitForEvents(60_000, undefined, cursor);

      await holder.query('COMMIT');

      expect(await settledWithin(waitingAgain, 20_000)).toBe('woken');
      expect((await es.store.readAll(cursor, 10)).map((e) => e.type)).toEqual(['HeldBack']);
    } finally {
      holder.release();
    }
  });
});
