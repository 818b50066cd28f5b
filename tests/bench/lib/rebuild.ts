import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type pg from 'pg';
import { DomainEvent, START, checkpointOf, memberEventTypes, sessionEventTypes, type RecordedEvent } from '@certus/contracts';
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
  /** Members rows with a sign-out (a session revoked with reason SignedOut). */
  withSignOut: number;
  /** Events of the generated log parsed with the contracts' DomainEvent schema (a sample of every kind). */
  parsedSample: number;
  /** Diagnostics: the same rebuild again with batchSize 5,000 (the default before it became 20,000). */
  smallBatchEventsPerSecond: number;
  smallBatchSize: number;
}

export interface RebuildShape {
  members: number;
  /** Sessions per member: SessionStarted, MemberSignedIn, and for every `signedOutEvery`-th one SessionRevoked (SignedOut). */
  sessionsPerMember: number;
  signedOutEvery: number;
}

/** Events the generator writes for a shape. */
export function rebuildEvents(shape: RebuildShape): number {
  const revokedPerMember = Math.floor(shape.sessionsPerMember / shape.signedOutEvery);
  return shape.members * (2 + 2 * shape.sessionsPerMember + revokedPerMember);
}

const METADATA = JSON.stringify({ correlationId: 'bench-rebuild', causationId: 'bench-rebuild', actor: { userId: null, role: 'system' } });

/**
 * Fills a fresh store with member histories as the platform now writes them, by INSERT ... SELECT, chunk by
 * chunk (one transaction each): a member stream (MemberRegistered, MemberActivated) and short session
 * streams `Session-<uuid>` (SessionStarted, MemberSignedIn, some SessionRevoked with reason SignedOut), all
 * valid for the contracts' schemas (checked on a sample); then times rebuildProjection for the members
 * projection next to the raw read rates.
 */
export async function measureRebuild(pgServer: BenchPostgres, options: RebuildShape): Promise<RebuildResult> {
  const { url, pool } = await pgServer.database('bench_rebuild', 10);
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const store = new PostgresEventStore(pool, systemClock, randomIds);
  try {
    const t0 = performance.now();
    const chunk = 1000;
    for (let first = 1; first <= options.members; first += chunk) {
      const last = Math.min(options.members, first + chunk - 1);
      await generateChunk(pool, first, last, options);
    }
    await pool.query('VACUUM (ANALYZE) events');
    const generateSeconds = (performance.now() - t0) / 1000;
    const parsedSample = await checkGenerated(pool);

    const events = rebuildEvents(options);
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

    const check = await pool.query<{ n: string; ok: string; out: string }>(
      `SELECT count(*)::text AS n, count(*) FILTER (WHERE status = 'Active' AND last_sign_in_at IS NOT NULL)::text AS ok,
              count(*) FILTER (WHERE last_sign_out_at IS NOT NULL)::text AS out FROM members`,
    );
    const membersRows = Number(check.rows[0]?.n);
    const activeWithSignIn = Number(check.rows[0]?.ok);
    const withSignOut = Number(check.rows[0]?.out);
    const expectSignOut = options.sessionsPerMember >= options.signedOutEvery ? options.members : 0;
    if (membersRows !== options.members || activeWithSignIn !== options.members || withSignOut !== expectSignOut) {
      throw new Error(
        `rebuilt members table is wrong: ${membersRows} rows (expected ${options.members}), ${activeWithSignIn} active with a sign-in ` +
          `(expected ${options.members}), ${withSignOut} with a sign-out (expected ${expectSignOut})`,
      );
    }

    const smallBatchSize = 5_000;
    const t4 = performance.now();
    const small = await rebuildProjection(pool, store, membersProjection, { batchSize: smallBatchSize });
    const smallBatchEventsPerSecond = small.events / ((performance.now() - t4) / 1000);
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
      membersRows,
      activeWithSignIn,
      withSignOut,
      parsedSample,
      smallBatchEventsPerSecond,
      smallBatchSize,
    };
  } finally {
    await store.close();
  }
}

/**
 * One chunk of members, `first`..`last`, in one INSERT: for each member, steps in time order (register,
 * activate, then per session: start, sign-in, and for some a sign-out), ordered by step then member, so
 * histories interleave in the global log as real traffic does. Member ids and session ids are uuids
 * derived from the member number (md5), stream versions count per stream.
 */
async function generateChunk(pool: pg.Pool, first: number, last: number, shape: RebuildShape) {
  // (step, kind, session, version): the per-member script, the same for every member.
  const steps: [number, string, number, number][] = [
    [1, 'registered', 0, 1],
    [2, 'activated', 0, 2],
  ];
  for (let s = 0; s < shape.sessionsPerMember; s++) {
    steps.push([steps.length + 1, 'started', s, 1], [steps.length + 2, 'signedin', s, 2]);
    if ((s + 1) % shape.signedOutEvery === 0) steps.push([steps.length + 1, 'revoked', s, 3]);
  }
  const ts = (offset: string) =>
    `to_char(timestamp '2024-01-01' + m.n * interval '1 minute' + st.step * interval '1 hour'${offset}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const sid = `md5('rebuild-session-' || m.n || '-' || st.session)::uuid::text`;
  await pool.query(
    `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, recorded_at)
     SELECT gen_random_uuid(),
            CASE WHEN st.kind IN ('registered', 'activated') THEN 'Member-' || m.id ELSE 'Session-' || ${sid} END,
            st.version,
            CASE st.kind WHEN 'registered' THEN 'MemberRegistered' WHEN 'activated' THEN 'MemberActivated'
                         WHEN 'started' THEN 'SessionStarted' WHEN 'signedin' THEN 'MemberSignedIn' ELSE 'SessionRevoked' END,
            CASE st.kind
              WHEN 'registered' THEN jsonb_build_object(
                'memberId', m.id, 'email', 'rebuild-' || m.n || '@bench.test', 'userName', 'rebuild-' || m.n || '@bench.test',
                'firstName', 'Re', 'lastName', 'Build ' || m.n, 'phone', '',
                'passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$' || md5('salt' || m.n) || '$' || md5('hash' || m.n) || md5('more' || m.n),
                'activationCodeHash', md5('code' || m.n) || md5('code2' || m.n),
                'registeredAt', ${ts('')})
              WHEN 'activated' THEN jsonb_build_object('memberId', m.id, 'activatedAt', ${ts('')})
              WHEN 'started' THEN jsonb_build_object(
                'sessionId', ${sid}, 'memberId', m.id,
                'refreshTokenHash', md5('refresh' || m.n || '-' || st.session) || md5('token' || m.n || '-' || st.session),
                'startedAt', ${ts('')}, 'expiresAt', ${ts(" + interval '30 days'")})
              WHEN 'signedin' THEN jsonb_build_object('sessionId', ${sid}, 'memberId', m.id, 'signedInAt', ${ts('')})
              ELSE jsonb_build_object('sessionId', ${sid}, 'memberId', m.id, 'reason', 'SignedOut', 'revokedAt', ${ts('')})
            END,
            $3::jsonb, now()
     FROM (SELECT n, md5('rebuild-' || n)::uuid::text AS id FROM generate_series($1::int, $2::int) AS n) AS m
     CROSS JOIN jsonb_to_recordset($4::jsonb) AS st(step int, kind text, session int, version int)
     ORDER BY st.step, m.n`,
    [first, last, METADATA, JSON.stringify(steps.map(([step, kind, session, version]) => ({ step, kind, session, version })))],
  );
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The generated log must be what the platform writes: every event of the first members (and a random
 * sample of the rest) parses with the contracts' DomainEvent schema, member events sit in `Member-<uuid>`
 * streams and session events in `Session-<uuid>` streams whose id is the event's sessionId.
 */
async function checkGenerated(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ stream_id: string; type: string; data: unknown }>(
    `(SELECT stream_id, type, data FROM events ORDER BY global_position LIMIT 5000)
     UNION ALL (SELECT stream_id, type, data FROM events TABLESAMPLE SYSTEM (2) LIMIT 5000)`,
  );
  const member = new RegExp(`^Member-${UUID}$`);
  const session = new RegExp(`^Session-(${UUID})$`);
  const kinds = new Set<string>();
  for (const row of rows) {
    const event = DomainEvent.parse({ type: row.type, data: row.data });
    kinds.add(event.type);
    if ((memberEventTypes as string[]).includes(event.type)) {
      if (!member.test(row.stream_id)) throw new Error(`${event.type} in stream ${row.stream_id}`);
    } else if ((sessionEventTypes as string[]).includes(event.type)) {
      const sessionId = session.exec(row.stream_id)?.[1];
      if (!sessionId || (event.data as { sessionId: string }).sessionId !== sessionId) throw new Error(`${event.type} in stream ${row.stream_id}`);
    } else throw new Error(`unexpected event type ${event.type}`);
  }
  const missing = ['MemberRegistered', 'MemberActivated', 'SessionStarted', 'MemberSignedIn', 'SessionRevoked'].filter((k) => !kinds.has(k));
  if (missing.length) throw new Error(`generated log lacks ${missing.join(', ')} in the sample`);
  return rows.length;
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
  const timed = async <T>(read: Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await read;
    } finally {
      timing.readAll += performance.now() - t0;
    }
  };
  return {
    append: (...a) => store.append(...a),
    readStream: (...a) => store.readStream(...a),
    streamVersion: (...a) => store.streamVersion(...a),
    readStreams: (...a) => store.readStreams(...a),
    readAll: (...a) => timed(store.readAll(...a)),
    readAllOfTypes: (...a) => timed(store.readAllOfTypes(...a)),
    readCategoryRecordedBetween: (...a) => store.readCategoryRecordedBetween(...a),
    waitForEvents: (...a) => store.waitForEvents(...a),
    headCheckpoint: () => store.headCheckpoint(),
    countAfter: (after) => store.countAfter(after),
    close: () => store.close(),
  };
}

/** The projection's batches (live ones, and its rebuild session's batches and finish) timed, their SQL apart. */
function timedApply(projection: Projection, timing: { applyBatch: number; sql: number }): Projection {
  const timedClient = (client: pg.PoolClient) =>
    new Proxy(client, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        // A COPY's query is its stream, not a promise: handed back as it is (awaiting it here would give the caller a
        // promise to pipe into) and timed until it finishes.
        return (...args: unknown[]) => {
          const t0 = performance.now();
          const done = () => (timing.sql += performance.now() - t0);
          const result = (target.query as (...a: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise) return result.finally(done);
          (result as NodeJS.EventEmitter).once('finish', done).once('error', done);
          return result;
        };
      },
    });
  const timed = async (work: () => Promise<void>) => {
    const t0 = performance.now();
    await work();
    timing.applyBatch += performance.now() - t0;
  };
  const startRebuild = projection.startRebuild?.bind(projection);
  return {
    ...projection,
    applyBatch: (client, events: RecordedEvent[]) => timed(() => projection.applyBatch(timedClient(client), events)),
    ...(startRebuild
      ? {
          startRebuild: (options) => {
            const session = startRebuild(options);
            return {
              applyBatch: (client, events) => timed(() => session.applyBatch(timedClient(client), events)),
              finish: (client) => timed(() => session.finish(timedClient(client))),
            };
          },
        }
      : {}),
  };
}
