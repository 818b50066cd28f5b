import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { memberStreamId, type RecordedEvent } from '@certus/contracts';
import { InProcessDelivery, NO_STREAM, PostgresEventStore, randomIds, systemClock } from '@certus/infra';
import { membersProjection, migrate, runProjectionWorker } from '@certus/projections';
import type { BenchPostgres } from './postgres.ts';
import { benchMetadata } from './store-appends.ts';
import { Samples, sleepMs, summarize, type LatencySummary } from './stats.ts';
import { sampleXidHolders, type XidHolder } from './xid-holders.ts';

export interface LagResult {
  idlePollMs: number | 'default';
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
 * fed MemberSignedIn events at a steady rate straight through store.append.
 */
export async function measureProjectionLag(
  pgServer: BenchPostgres,
  dbName: string,
  options: { ratePerSecond: number; durationMs: number; idlePollMs?: number },
): Promise<LagResult> {
  const { url, pool } = await pgServer.database(dbName, 20);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const store = new PostgresEventStore(
    pool,
    systemClock,
    randomIds,
    options.idlePollMs === undefined ? {} : { idlePollMs: options.idlePollMs },
  );
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
  const members = Array.from({ length: MEMBERS }, (_, i) => ({ memberId: randomUUID(), email: `lag-${i}@bench.test`, version: 0 }));
  const now = () => new Date().toISOString();
  for (const m of members) {
    const r = await store.append(memberStreamId(m.memberId), NO_STREAM, [
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
    m.version = r.nextExpectedVersion;
  }
  const worker = runProjectionWorker({ pool, delivery: new InProcessDelivery(store), projection: membersProjection, logger, signal: stop.signal, onApplied });
  try {
    // Let the worker take its lock and catch up with the registrations first.
    const caughtUp = performance.now() + 15_000;
    while (appliedCount < MEMBERS * 2 && performance.now() < caughtUp) await sleepMs(10);
    if (appliedCount < MEMBERS * 2) throw new Error(`projection did not catch up with the registrations (${appliedCount})`);
    batches = 0;
    appliedCount = 0;

    const returnedAt = new Map<string, number>();
    const calledAt = new Map<string, number>();
    const appendTimes = new Samples();
    const total = Math.round((options.ratePerSecond * options.durationMs) / 1000);
    const interval = 1000 / options.ratePerSecond;
    const inFlight: Promise<void>[] = [];
    const holders = await sampleXidHolders(url);
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleepMs(wait);
      else if (wait > 0) await new Promise((r) => setImmediate(r));
      const m = members[i % MEMBERS]!;
      const eventId = randomUUID();
      const t0 = performance.now();
      calledAt.set(eventId, t0);
      inFlight.push(
        store
          .append(memberStreamId(m.memberId), m.version, [
            { eventId, type: 'MemberSignedIn', data: { memberId: m.memberId, signedInAt: new Date().toISOString() }, metadata: benchMetadata },
          ])
          .then((r) => {
            const t1 = performance.now();
            returnedAt.set(eventId, t1);
            appendTimes.push(t1 - t0);
            m.version = r.nextExpectedVersion;
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
