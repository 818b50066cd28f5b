import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { memberStreamId, sessionStreamId, type RecordedEvent } from '@certus/contracts';
import { InProcessDelivery, NO_STREAM, PostgresEventStore, createPool, randomIds, systemClock } from '@certus/infra';
import { membersProjection, migrate, runProjectionWorker } from '@certus/projections';
import type { BenchPostgres } from './postgres.ts';
import { benchMetadata } from './store-appends.ts';
import { Samples, sleepMs, summarize, type LatencySummary } from './stats.ts';
import { sampleXidHolders, type XidHolder } from './xid-holders.ts';

export interface LagResult {
  idlePollMs: number | 'default';
  /** 'same': the worker reads through the appending store (woken in-process, as embedded.ts runs it);
   *  'separate': through a store and pool of its own, as a projections process would (woken by NOTIFY). */
  reader: 'same' | 'separate';
  ratePerSecond: number;
  appended: number;
  applied: number;
  /** From the append's promise resolving to the onApplied call that included the event. */
  lagMs: LatencySummary;
  /** From the append being called (includes the append's own round trip). */
  lagFromCallMs: LatencySummary;
  /** Events applied before their append had even returned (lag counted as 0). */
  appliedBeforeReturn: number;
  batches: number;
  meanBatchSize: number;
  appendMs: LatencySummary;
  /** Transactions that held a transaction id during the run (they hold every log reader back). */
  xidHolders: XidHolder[];
}

const MEMBERS = 64;

/**
 * The members projection tailing the store (runProjectionWorker + InProcessDelivery, as embedded.ts runs it),
 * fed MemberSignedIn events at a steady rate straight through store.append, each into a session stream of a
 * registered member that a SessionStarted opened before the timed part (as the token grant does before Login).
 * With reader 'separate' the worker has its own pool and store, as in a projections process of its own:
 * the appends' in-process wake-up cannot reach it, only the NOTIFY sent after commit (and its polling).
 */
export async function measureProjectionLag(
  pgServer: BenchPostgres,
  dbName: string,
  options: { ratePerSecond: number; durationMs: number; idlePollMs?: number; reader?: 'same' | 'separate' },
): Promise<LagResult> {
  const reader = options.reader ?? 'same';
  const { url, pool } = await pgServer.database(dbName, 20);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const storeOptions = options.idlePollMs === undefined ? {} : { idlePollMs: options.idlePollMs };
  const store = new PostgresEventStore(pool, systemClock, randomIds, storeOptions);
  const readerPool = reader === 'separate' ? createPool(url, 10) : pool;
  const readerStore = reader === 'separate' ? new PostgresEventStore(readerPool, systemClock, randomIds, storeOptions) : store;
  const logger = pino({ level: 'warn' }, pino.destination({ dest: 2, sync: true }));
  const stop = new AbortController();
  const appliedAt = new Map<string, number>();
  let batches = 0;
  let appliedCount = 0;
  const onApplied = (events: RecordedEvent[]) => {
    const now = performance.now();
    batches++;
    appliedCount += events.length;
    for (const e of events) appliedAt.set(e.eventId, now);
  };
  // Registered, active members: what a sign-in needs.
  const members = Array.from({ length: MEMBERS }, (_, i) => ({ memberId: randomUUID(), email: `lag-${i}@bench.test` }));
  const now = () => new Date().toISOString();
  for (const m of members) {
    await store.append(memberStreamId(m.memberId), NO_STREAM, [
      {
        type: 'MemberRegistered',
        data: {
          memberId: m.memberId, email: m.email, userName: m.email, firstName: 'Lag', lastName: 'Bench', phone: '',
          passwordHash: 'x', activationCodeHash: 'y', registeredAt: now(),
        },
        metadata: benchMetadata,
      },
      { type: 'MemberActivated', data: { memberId: m.memberId, activatedAt: now() }, metadata: benchMetadata },
    ]);
  }
  // One session per sign-in, started before the timed part (the grant precedes the site's Login).
  const total = Math.round((options.ratePerSecond * options.durationMs) / 1000);
  const sessions: { sessionId: string; memberId: string }[] = Array.from({ length: total }, (_, i) => ({
    sessionId: randomUUID(),
    memberId: members[i % MEMBERS]!.memberId,
  }));
  let nextSession = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = nextSession++; i < total; i = nextSession++) {
        const { sessionId, memberId } = sessions[i]!;
        const startedAt = now();
        await store.append(sessionStreamId(sessionId), NO_STREAM, [
          {
            type: 'SessionStarted',
            data: { sessionId, memberId, refreshTokenHash: `bench-${sessionId}`, startedAt, expiresAt: new Date(Date.parse(startedAt) + 30 * 86_400_000).toISOString() },
            metadata: benchMetadata,
          },
        ]);
      }
    }),
  );
  const worker = runProjectionWorker({ pool: readerPool, delivery: new InProcessDelivery(readerStore), projection: membersProjection, logger, signal: stop.signal, onApplied });
  try {
    // Let the worker take its lock and catch up with the registrations and sessions first.
    const setUp = MEMBERS * 2 + total;
    const caughtUp = performance.now() + 15_000;
    while (appliedCount < setUp && performance.now() < caughtUp) await sleepMs(10);
    if (appliedCount < setUp) throw new Error(`projection did not catch up with the set-up events (${appliedCount} of ${setUp})`);
    batches = 0;
    appliedCount = 0;

    const returnedAt = new Map<string, number>();
    const calledAt = new Map<string, number>();
    const appendTimes = new Samples();
    const interval = 1000 / options.ratePerSecond;
    const inFlight: Promise<void>[] = [];
    const holders = await sampleXidHolders(url);
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleepMs(wait);
      else if (wait > 0) await new Promise((r) => setImmediate(r));
      const { sessionId, memberId } = sessions[i]!;
      const eventId = randomUUID();
      const t0 = performance.now();
      calledAt.set(eventId, t0);
      inFlight.push(
        store
          .append(sessionStreamId(sessionId), 1, [
            { eventId, type: 'MemberSignedIn', data: { sessionId, memberId, signedInAt: new Date().toISOString() }, metadata: benchMetadata },
          ])
          .then(() => {
            const t1 = performance.now();
            returnedAt.set(eventId, t1);
            appendTimes.push(t1 - t0);
          }),
      );
    }
    await Promise.all(inFlight);
    const sentSeconds = (performance.now() - start) / 1000;
    const deadline = performance.now() + 10_000;
    while ([...returnedAt.keys()].some((id) => !appliedAt.has(id)) && performance.now() < deadline) await sleepMs(5);
    const xidHolders = await holders.stop();

    const lag = new Samples();
    const lagFromCall = new Samples();
    let early = 0;
    let applied = 0;
    for (const [id, t1] of returnedAt) {
      const ta = appliedAt.get(id);
      if (ta === undefined) continue;
      applied++;
      if (ta < t1) early++;
      lag.push(Math.max(0, ta - t1));
      lagFromCall.push(ta - calledAt.get(id)!);
    }
    return {
      idlePollMs: options.idlePollMs ?? 'default',
      reader,
      ratePerSecond: total / sentSeconds,
      appended: returnedAt.size,
      applied,
      lagMs: summarize(lag.values()),
      lagFromCallMs: summarize(lagFromCall.values()),
      appliedBeforeReturn: early,
      batches,
      meanBatchSize: batches ? appliedCount / batches : 0,
      appendMs: summarize(appendTimes.values()),
      xidHolders,
    };
  } finally {
    stop.abort();
    await worker.catch(() => undefined);
    await store.close();
    if (readerStore !== store) {
      await readerStore.close();
      await readerPool.end().catch(() => undefined);
    }
  }
}

/**
 * The raw floor under push-based lag: one NOTIFY on a connection (autocommit) until a LISTENing
 * connection has it, with node-postgres on both ends.
 */
export async function measureNotifyLatency(pgServer: BenchPostgres, count: number): Promise<LatencySummary> {
  const { url } = await pgServer.database('bench_notify', 1);
  const { connectClient } = await import('./postgres.ts');
  const listener = await connectClient(url);
  const sender = await connectClient(url);
  try {
    await listener.query('LISTEN bench_ping');
    const samples = new Samples();
    for (let i = 0; i < count; i++) {
      const got = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
      const t0 = performance.now();
      await sender.query(`NOTIFY bench_ping, '${i}'`);
      await got;
      samples.push(performance.now() - t0);
      await sleepMs(2);
    }
    return summarize(samples.values());
  } finally {
    await Promise.allSettled([listener.end(), sender.end()]);
  }
}
