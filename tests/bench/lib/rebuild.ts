import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type pg from 'pg';
import { START, checkpointOf, type RecordedEvent } from '@certus/contracts';
import { PostgresEventStore, randomIds, systemClock, type EventStore } from '@certus/infra';
import { membersProjection, migrate, rebuildProjection, type Projection } from '@certus/projections';
import type { BenchPostgres } from './postgres.ts';

const run = promisify(execFile);

export interface RebuildResult {
  events: number;
  members: number;
  generateSeconds: number;
  /** Server-side scan: SELECT count(*), sum(length(data::text)) FROM events. */
  scanEventsPerSecond: number;
  /** COPY of every column in global order, through psql to /dev/null. */
  copyOutEventsPerSecond?: number;
  /** store.readAll paged through the whole log (5000 a page) in Node, doing nothing with the events. */
  readAllEventsPerSecond: number;
  rebuildSeconds: number;
  rebuildEventsPerSecond: number;
  /** Where the rebuild's time went (seconds). */
  breakdown: { readAll: number; applyBatchJs: number; applyBatchSql: number; other: number };
  membersRows: number;
  activeWithSignIn: number;
  /** Diagnostics: the same rebuild again with 20,000-event batches instead of the default 5,000. */
  largeBatchEventsPerSecond: number;
}

const METADATA = JSON.stringify({ correlationId: 'bench-rebuild', causationId: 'bench-rebuild', actor: { userId: null, role: 'system' } });

/**
 * Fills a fresh store with member histories (MemberRegistered, MemberActivated, then MemberSignedIn events,
 * valid for the contracts' MemberEvent schema) by INSERT ... SELECT, chunk by chunk (one transaction each),
 * then times rebuildProjection for the members projection next to the raw read rates.
 */
export async function measureRebuild(pgServer: BenchPostgres, options: { members: number; eventsPerMember: number }): Promise<RebuildResult> {
  const { url, pool } = await pgServer.database('bench_rebuild', 10);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const store = new PostgresEventStore(pool, systemClock, randomIds);
  try {
    const t0 = performance.now();
    const chunk = 1000;
    for (let first = 1; first <= options.members; first += chunk) {
      const last = Math.min(options.members, first + chunk - 1);
      await generateChunk(pool, first, last, options.eventsPerMember);
    }
    await pool.query('VACUUM (ANALYZE) events');
    const generateSeconds = (performance.now() - t0) / 1000;

    const events = options.members * options.eventsPerMember;
    const t1 = performance.now();
    const { rows } = await pool.query<{ n: string }>('SELECT count(*)::text AS n, sum(length(data::text)) AS bytes FROM events');
    const scanSeconds = (performance.now() - t1) / 1000;
    if (Number(rows[0]?.n) !== events) throw new Error(`expected ${events} events, found ${rows[0]?.n}`);
    const copyOutEventsPerSecond = await copyOutRate(pgServer, url, events);

    const t2 = performance.now();
    let cursor = START;
    let read = 0;
    for (;;) {
      const page = await store.readAll(cursor, 5000);
      if (page.length === 0) break;
      read += page.length;
      cursor = checkpointOf(page[page.length - 1]!);
    }
    const readAllSeconds = (performance.now() - t2) / 1000;

    const timing = { readAll: 0, applyBatch: 0, sql: 0 };
    const timedStore = timedReadAll(store, timing);
    const timedProjection = timedApply(membersProjection, timing);
    const t3 = performance.now();
    const result = await rebuildProjection(pool, timedStore, timedProjection);
    const rebuildSeconds = (performance.now() - t3) / 1000;

    const t4 = performance.now();
    const large = await rebuildProjection(pool, store, membersProjection, { batchSize: 20_000 });
    const largeBatchEventsPerSecond = large.events / ((performance.now() - t4) / 1000);

    const check = await pool.query<{ n: string; ok: string }>(
      `SELECT count(*)::text AS n, count(*) FILTER (WHERE status = 'Active' AND last_sign_in_at IS NOT NULL)::text AS ok FROM members`,
    );
    return {
      events: result.events,
      members: options.members,
      generateSeconds,
      scanEventsPerSecond: events / scanSeconds,
      ...(copyOutEventsPerSecond ? { copyOutEventsPerSecond } : {}),
      readAllEventsPerSecond: read / readAllSeconds,
      rebuildSeconds,
      rebuildEventsPerSecond: result.events / rebuildSeconds,
      breakdown: {
        readAll: timing.readAll / 1000,
        applyBatchJs: (timing.applyBatch - timing.sql) / 1000,
        applyBatchSql: timing.sql / 1000,
        other: rebuildSeconds - (timing.readAll + timing.applyBatch) / 1000,
      },
      membersRows: Number(check.rows[0]?.n),
      activeWithSignIn: Number(check.rows[0]?.ok),
      largeBatchEventsPerSecond,
    };
  } finally {
    await store.close();
  }
}

async function generateChunk(pool: pg.Pool, first: number, last: number, perMember: number) {
  const ts = `to_char(timestamp '2024-01-01' + m.n * interval '1 minute' + v.v * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await pool.query(
    `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
     SELECT gen_random_uuid(), 'Member-' || m.id, v.v,
            CASE v.v WHEN 1 THEN 'MemberRegistered' WHEN 2 THEN 'MemberActivated' ELSE 'MemberSignedIn' END,
            CASE v.v
              WHEN 1 THEN jsonb_build_object(
                'memberId', m.id, 'email', 'rebuild-' || m.n || '@bench.test', 'userName', 'rebuild-' || m.n || '@bench.test',
                'firstName', 'Re', 'lastName', 'Build ' || m.n, 'phone', '',
                'passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$' || md5('salt' || m.n) || '$' || md5('hash' || m.n) || md5('more' || m.n),
                'activationCodeHash', md5('code' || m.n) || md5('code2' || m.n),
                'registeredAt', ${ts})
              WHEN 2 THEN jsonb_build_object('memberId', m.id, 'activatedAt', ${ts})
              ELSE jsonb_build_object('memberId', m.id, 'signedInAt', ${ts})
            END,
            $3::jsonb, now()
     FROM (SELECT n, md5('rebuild-' || n)::uuid::text AS id FROM generate_series($1::int, $2::int) AS n) AS m
     CROSS JOIN generate_series(1, $4::int) AS v(v)
     ORDER BY v.v, m.n`,
    [first, last, METADATA, perMember],
  );
}

async function copyOutRate(pgServer: BenchPostgres, url: string, events: number): Promise<number | undefined> {
  if (!existsSync('/usr/bin/psql')) return undefined;
  const sql = `\\copy (SELECT global_position, tx_id, event_id, stream_id, stream_version, type, data, metadata, recorded_at FROM events ORDER BY tx_id, global_position) TO '/dev/null'`;
  const t0 = performance.now();
  try {
    await run('/usr/bin/psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
      env: { ...process.env, PGPASSWORD: pgServer.connection.password },
      timeout: 60_000,
    });
  } catch {
    return undefined;
  }
  return events / ((performance.now() - t0) / 1000);
}

function timedReadAll(store: EventStore, timing: { readAll: number }): EventStore {
  return {
    append: (...a) => store.append(...a),
    readStream: (...a) => store.readStream(...a),
    readAll: async (after, limit) => {
      const t0 = performance.now();
      const events = await store.readAll(after, limit);
      timing.readAll += performance.now() - t0;
      return events;
    },
    waitForEvents: (...a) => store.waitForEvents(...a),
    headCheckpoint: () => store.headCheckpoint(),
    countAfter: (after) => store.countAfter(after),
    close: () => store.close(),
  };
}

function timedApply(projection: Projection, timing: { applyBatch: number; sql: number }): Projection {
  return {
    ...projection,
    applyBatch: async (client, events: RecordedEvent[]) => {
      const timedClient = new Proxy(client, {
        get(target, prop, receiver) {
          if (prop !== 'query') return Reflect.get(target, prop, receiver);
          return async (...args: unknown[]) => {
            const t0 = performance.now();
            try {
              return await (target.query as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            } finally {
              timing.sql += performance.now() - t0;
            }
          };
        },
      });
      const t0 = performance.now();
      await projection.applyBatch(timedClient, events);
      timing.applyBatch += performance.now() - t0;
    },
  };
}
