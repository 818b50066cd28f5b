import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, checkpointOf, compareCheckpoints, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import { ANY_VERSION, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError, type NewEvent } from '@certus/infra';
import { appendCommittingLate, freshEventStore, testMetadata } from '../support/event-store.ts';

type TestStore = Awaited<ReturnType<typeof freshEventStore>>;

const meta = testMetadata();
const newEvents = (count: number, type = 'Happened'): Required<NewEvent>[] =>
  Array.from({ length: count }, (_, i) => ({ eventId: randomUUID(), type, data: { i }, metadata: meta }));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

describe('event store: concurrent writers and a tailing reader', () => {
  let es: TestStore;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_conc' });
  });
  afterAll(() => es.drop());

  it('given 32 concurrent writers (own streams, contended streams with retries, transactions committed late), when a reader tails readAll + waitForEvents, then it sees every committed event exactly once in strictly increasing (txId, position) order, every stream is numbered 1..n, and a position-only reader alongside misses the late commits', async () => {
    const OWN_WRITERS = 20;
    const CONTENDING_WRITERS = 8;
    const LATE_WRITERS = 4;
    const SHARED_STREAMS = ['Shared-1', 'Shared-2', 'Shared-3'];

    const committed = new Map<string, string[]>();
    const recordCommitted = (streamId: string, events: Required<NewEvent>[]) => {
      committed.set(streamId, [...(committed.get(streamId) ?? []), ...events.map((e) => e.eventId)]);
    };
    let conflictsRetried = 0;
    let lateWritersRunning = LATE_WRITERS;
    let writersDone = false;

    // Writers on their own streams keep going past their quota while the late writers still need newer
    // commits to happen behind their open transactions.
    const ownWriter = async (w: number) => {
      const streams = [`Own-${w}-a`, `Own-${w}-b`];
      const versions = [NO_STREAM, NO_STREAM];
      for (let i = 0; i < 40 || lateWritersRunning > 0; i++) {
        if (i >= 40) await sleep(5);
        const s = i % 2;
        const events = newEvents(between(1, 4));
        const result = await es.store.append(streams[s]!, versions[s]!, events);
        versions[s] = result.nextExpectedVersion;
        recordCommitted(streams[s]!, events);
      }
    };

    const contendingWriter = async (w: number) => {
      for (let done = 0; done < 20; ) {
        const streamId = SHARED_STREAMS[(w + done) % SHARED_STREAMS.length]!;
        let expected = (await es.store.readStream(streamId)).length;
        for (;;) {
          const events = newEvents(between(1, 3), `Contended${w}`);
          try {
            await es.store.append(streamId, expected, events);
            recordCommitted(streamId, events);
            done++;
            break;
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError)) throw error;
            conflictsRetried++;
            expected = error.actual;
          }
        }
      }
    };

    // Takes global positions inside a transaction and commits only after the position-only reader has
    // moved past them: the commit-order inversion that makes "global_position > last" lose events.
    let naiveLast = 0n;
    const lateEventIds: string[] = [];
    const lateWriter = async (w: number) => {
      const streamId = `Late-${w}`;
      try {
        let version = NO_STREAM;
        for (let i = 0; i < 12; i++) {
          const events = newEvents(between(1, 3), 'CommittedLate');
          ({ version } = await appendCommittingLate(es.pool, streamId, version, events, async (lastPosition) => {
            while (naiveLast <= lastPosition) await sleep(2);
          }));
          recordCommitted(streamId, events);
          lateEventIds.push(...events.map((e) => e.eventId));
        }
      } finally {
        lateWritersRunning--;
      }
    };

    let finalHead: Checkpoint | undefined;
    const tailingReader = async () => {
      const seen: RecordedEvent[] = [];
      let checkpoint = START;
      let idleSince = Date.now();
      for (;;) {
        const batch = await es.store.readAll(checkpoint, 64);
        seen.push(...batch);
        if (batch.length > 0) {
          checkpoint = checkpointOf(batch[batch.length - 1]!);
          idleSince = Date.now();
        }
        if (finalHead && compareCheckpoints(checkpoint, finalHead) >= 0) return seen;
        // A reader that lost the last event would never reach the head: give up so the assertions show what is missing.
        if (finalHead && Date.now() - idleSince > 30_000) return seen;
        if (batch.length === 0) await es.store.waitForEvents(200);
      }
    };

    const naiveSeen = new Set<string>();
    const positionOnlyReader = async () => {
      for (;;) {
        const { rows } = await es.pool.query<{ event_id: string; p: string }>(
          'SELECT event_id, global_position::text AS p FROM events WHERE global_position > $1 ORDER BY global_position LIMIT 64',
          [naiveLast.toString()],
        );
        for (const row of rows) naiveSeen.add(row.event_id);
        if (rows.length > 0) naiveLast = BigInt(rows[rows.length - 1]!.p);
        else if (writersDone) return;
        else await es.store.waitForEvents(200);
      }
    };

    const reading = tailingReader();
    const naiveReading = positionOnlyReader();
    await Promise.all([
      ...Array.from({ length: OWN_WRITERS }, (_, w) => ownWriter(w)),
      ...Array.from({ length: CONTENDING_WRITERS }, (_, w) => contendingWriter(w)),
      ...Array.from({ length: LATE_WRITERS }, (_, w) => lateWriter(w)),
    ]);
    writersDone = true;
    const { rows: headRows } = await es.pool.query<{ tx: string; p: string }>(
      'SELECT tx_id::text AS tx, global_position::text AS p FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1',
    );
    finalHead = { txId: headRows[0]!.tx, position: headRows[0]!.p };
    const seen = await reading;
    await naiveReading;

    const committedIds = [...committed.values()].flat();
    expect(committedIds.length).toBeGreaterThan(2000);
    expect(conflictsRetried).toBeGreaterThan(0);

    const seenIds = seen.map((e) => e.eventId);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    const outOfOrder = seen.slice(1).filter((e, i) => compareCheckpoints(checkpointOf(seen[i]!), checkpointOf(e)) >= 0);
    expect(outOfOrder).toEqual([]);
    const fullRead = await es.store.readAll(START, 1_000_000);
    expect(seenIds).toEqual(fullRead.map((e) => e.eventId));
    expect([...seenIds].sort()).toEqual([...committedIds].sort());

    const { rows: streams } = await es.pool.query<{ stream_id: string; versions: number[]; ids: string[] }>(
      `SELECT stream_id, array_agg(stream_version ORDER BY stream_version) AS versions, array_agg(event_id::text ORDER BY stream_version) AS ids
       FROM events GROUP BY stream_id`,
    );
    expect(streams.map((s) => s.stream_id).sort()).toEqual([...committed.keys()].sort());
    for (const stream of streams) {
      const expectedIds = committed.get(stream.stream_id)!;
      expect(stream.versions, stream.stream_id).toEqual(expectedIds.map((_, i) => i + 1));
      if (SHARED_STREAMS.includes(stream.stream_id)) expect([...stream.ids].sort()).toEqual([...expectedIds].sort());
      else expect(stream.ids, stream.stream_id).toEqual(expectedIds);
    }

    // The load really did commit out of position order, and that would have cost a naive reader events.
    expect(lateEventIds.length).toBeGreaterThan(0);
    expect(lateEventIds.filter((id) => naiveSeen.has(id))).toEqual([]);
    expect(committedIds.filter((id) => !naiveSeen.has(id)).length).toBeGreaterThanOrEqual(lateEventIds.length);
  });
});

describe('event store: idempotent commands', () => {
  let es: TestStore;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_idem' });
  });
  afterAll(() => es.drop());

  it('given a command already appended, when the same commandId is appended again, then nothing new is stored and the duplicate returns duplicate: true with the first lastCheckpoint', async () => {
    const first = await es.store.append('Order-idem-1', NO_STREAM, newEvents(2), { commandId: 'cmd-seq-1' });
    const again = await es.store.append('Order-idem-1', NO_STREAM, newEvents(2), { commandId: 'cmd-seq-1' });

    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ duplicate: true, lastCheckpoint: first.lastCheckpoint, nextExpectedVersion: first.nextExpectedVersion });
    expect((await es.store.readStream('Order-idem-1')).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('given 8 copies of one command racing, when they are appended concurrently, then the events are stored once, exactly one append is not a duplicate and all return the same lastCheckpoint', async () => {
    const copies = Array.from({ length: 8 }, () => newEvents(3));
    const results = await Promise.all(copies.map((events) => es.store.append('Order-idem-2', NO_STREAM, events, { commandId: 'cmd-race-1' })));

    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const winner = results.findIndex((r) => !r.duplicate);
    for (const result of results) {
      expect(result.lastCheckpoint).toEqual(results[winner]!.lastCheckpoint);
      expect(result.nextExpectedVersion).toBe(3);
    }
    const stored = await es.store.readStream('Order-idem-2');
    expect(stored.map((e) => e.eventId)).toEqual(copies[winner]!.map((e) => e.eventId));
    const { rows } = await es.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE command_id = 'cmd-race-1'");
    expect(rows[0]!.n).toBe(3);
  });
});

describe('event store: expected version variants', () => {
  let es: TestStore;
  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_ver' });
  });
  afterAll(() => es.drop());

  it('given an existing stream, when appending with NO_STREAM, then a WrongExpectedVersionError reports its version and nothing is written', async () => {
    await es.store.append('Ver-1', NO_STREAM, newEvents(2));
    const attempt = es.store.append('Ver-1', NO_STREAM, newEvents(1));

    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(attempt).rejects.toMatchObject({ streamId: 'Ver-1', expected: NO_STREAM, actual: 2 });
    expect(await es.store.readStream('Ver-1')).toHaveLength(2);
  });

  it('given no stream, when appending with STREAM_EXISTS, then a WrongExpectedVersionError reports version 0 and the stream is still missing', async () => {
    const attempt = es.store.append('Ver-missing', STREAM_EXISTS, newEvents(1));

    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(attempt).rejects.toMatchObject({ streamId: 'Ver-missing', expected: STREAM_EXISTS, actual: 0 });
    expect(await es.store.readStream('Ver-missing')).toEqual([]);
  });

  it('given an existing stream, when appending with STREAM_EXISTS, then it appends after the last version', async () => {
    await es.store.append('Ver-2', NO_STREAM, newEvents(1));
    const result = await es.store.append('Ver-2', STREAM_EXISTS, newEvents(2));

    expect(result.nextExpectedVersion).toBe(3);
  });

  it('given 16 writers appending to one stream at once with ANY_VERSION, when all finish, then none conflicted and the stream is numbered 1..n', async () => {
    const appended: string[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = 0; i < 10; i++) {
          const events = newEvents(between(1, 2));
          await es.store.append('Ver-any', ANY_VERSION, events);
          appended.push(...events.map((e) => e.eventId));
        }
      }),
    );

    const stored = await es.store.readStream('Ver-any');
    expect(stored.map((e) => e.streamVersion)).toEqual(appended.map((_, i) => i + 1));
    expect(stored.map((e) => e.eventId).sort()).toEqual([...appended].sort());
  });
});
