import { randomUUID } from 'node:crypto';
import { PostgresEventStore, randomIds, systemClock, type EventStore } from '@certus/infra';
import { closedLoop, type ClosedLoopResult } from './closed-loop.ts';
import type { BenchPostgres } from './postgres.ts';

const STREAMS_PER_WRITER = 8;

export const benchMetadata = {
  correlationId: 'bench',
  causationId: 'bench',
  actor: { userId: null, role: 'system' as const },
};

export interface StoreAppendResults {
  writers1: ClosedLoopResult & { notifies: number };
  writers32: ClosedLoopResult & { notifies: number };
}

/**
 * store.append, one event per call, with the expected version each writer tracks for its own streams
 * (so there are no conflicts: this is the store's cost, not contention). Each append also wakes this
 * process's readers and pings the coalesced NOTIFY sent after commit, as in production.
 */
export async function measureStoreAppends(pgServer: BenchPostgres, durationMs: number): Promise<StoreAppendResults> {
  const { url, pool } = await pgServer.database('bench_store', 40);
  await PostgresEventStore.ensureSchema(pool);
  // Counts the NOTIFYs the store sends after its commits (its CoalescedNotifier queries this pool).
  let notifies = 0;
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('pg_notify')) notifies++;
    return poolQuery(...args);
  };
  const store = new PostgresEventStore(pool, systemClock, randomIds);
  try {
    let round = 0;
    const runWith = async (writers: number, ms: number, waitsUrl?: string) => {
      const prefix = `bench-${round++}`;
      const versions = Array.from({ length: writers }, () => new Array<number>(STREAMS_PER_WRITER).fill(0));
      const next = Array.from({ length: writers }, () => 0);
      const before = notifies;
      const result = await closedLoop(writers, ms, (w) => appendOne(store, prefix, w, versions[w]!, next), waitsUrl);
      return { ...result, notifies: notifies - before };
    };
    await runWith(8, 500); // warm-up
    const writers1 = await runWith(1, durationMs);
    const writers32 = await runWith(32, durationMs, url);
    return { writers1, writers32 };
  } finally {
    await store.close();
  }
}

async function appendOne(store: EventStore, prefix: string, writer: number, versions: number[], next: number[]) {
  const slot = next[writer]!++ % STREAMS_PER_WRITER;
  const streamId = `Bench-${prefix}-${writer}-${slot}`;
  const result = await store.append(streamId, versions[slot]!, [
    {
      eventId: randomUUID(),
      type: 'BenchEventAppended',
      data: { writer, slot, at: new Date().toISOString() },
      metadata: benchMetadata,
    },
  ]);
  versions[slot] = result.nextExpectedVersion;
}
