import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { closedLoop, type ClosedLoopResult } from './closed-loop.ts';
import { connectClient, type BenchPostgres } from './postgres.ts';

const run = promisify(execFile);

export interface RawCeilings {
  insert1: ClosedLoopResult;
  insert32: ClosedLoopResult;
  /**
   * Diagnostics: the same INSERT with a pg_notify in its transaction (what certus_append did until the NOTIFY
   * moved after commit: a notifying transaction holds a cluster-wide lock through its commit), 32 clients.
   */
  insertNotify32: ClosedLoopResult;
  /** Diagnostics: 1 client with synchronous_commit off (how much of a commit is the WAL flush). */
  insert1Async: ClosedLoopResult;
  /**
   * Diagnostics: the INSERT committed first, then pg_notify as a statement (transaction) of its own, 32 clients
   * (the store now does this, with at most one NOTIFY in flight per process instead of one per append).
   */
  insertThenNotify32: ClosedLoopResult;
  readInsert8: ClosedLoopResult;
  pgbench?: { clients: number; tps: number }[];
}

/** About the size of a MemberSignedIn event's data. */
const PAYLOAD = JSON.stringify({
  sessionId: '00000000-0000-4000-8000-000000000001',
  memberId: '00000000-0000-4000-8000-000000000000',
  signedInAt: new Date(0).toISOString(),
});

/**
 * What PostgreSQL itself allows on this machine, through node-postgres (each client its own connection,
 * autocommit): single-row INSERTs into a plain table, and the plain "read a short stream, insert the next
 * version (the unique key is the version check)" path an event store cannot beat.
 */
export async function measureRawCeilings(pgServer: BenchPostgres, durationMs: number): Promise<RawCeilings> {
  const { url, pool } = await pgServer.database('bench_raw', 4);
  await pool.query(`CREATE TABLE raw_insert (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, payload text NOT NULL)`);
  await pool.query(`CREATE TABLE raw_events (
    stream_id text NOT NULL, version integer NOT NULL, data jsonb NOT NULL, PRIMARY KEY (stream_id, version))`);

  const clients: pg.Client[] = [];
  try {
    for (let i = 0; i < 32; i++) clients.push(await connectClient(url));
    const insert = (w: number) => clients[w]!.query('INSERT INTO raw_insert (payload) VALUES ($1)', [PAYLOAD]).then(() => undefined);
    await closedLoop(8, 500, insert); // warm-up
    const insert1 = await closedLoop(1, durationMs, insert);
    const insert32 = await closedLoop(32, durationMs, insert, url);
    const insertNotify = (w: number) =>
      clients[w]!.query(`WITH i AS (INSERT INTO raw_insert (payload) VALUES ($1) RETURNING id) SELECT pg_notify('bench_raw', '') FROM i`, [PAYLOAD]).then(() => undefined);
    const insertNotify32 = await closedLoop(32, durationMs, insertNotify, url);
    const insertThenNotify = async (w: number) => {
      await clients[w]!.query('INSERT INTO raw_insert (payload) VALUES ($1)', [PAYLOAD]);
      await clients[w]!.query(`SELECT pg_notify('bench_raw', '')`);
    };
    const insertThenNotify32 = await closedLoop(32, durationMs, insertThenNotify, url);
    await clients[0]!.query('SET synchronous_commit = off');
    const insert1Async = await closedLoop(1, durationMs, insert);
    await clients[0]!.query('SET synchronous_commit = on');

    // Each client writes its own streams, 5 events each, so every read stays short.
    const cursor = clients.map(() => ({ stream: 0, version: 0 }));
    const readInsert = async (w: number) => {
      const c = cursor[w]!;
      if (c.version >= 5) {
        c.stream++;
        c.version = 0;
      }
      const streamId = `raw-${w}-${c.stream}`;
      const { rows } = await clients[w]!.query<{ version: number }>(
        'SELECT version, data FROM raw_events WHERE stream_id = $1 ORDER BY version',
        [streamId],
      );
      const next = rows.length + 1;
      await clients[w]!.query('INSERT INTO raw_events (stream_id, version, data) VALUES ($1, $2, $3)', [streamId, next, PAYLOAD]);
      c.version = next;
    };
    const readInsert8 = await closedLoop(8, durationMs, readInsert);
    const pgbench = await measurePgbench(pgServer, Math.max(2, Math.round(durationMs / 1000)));
    return { insert1, insert32, insertNotify32, insertThenNotify32, insert1Async, readInsert8, ...(pgbench ? { pgbench } : {}) };
  } finally {
    await Promise.allSettled(clients.map((c) => c.end()));
  }
}

/** The same single-row INSERT from pgbench (no Node client in the way), when Debian's pgbench is installed. */
async function measurePgbench(pgServer: BenchPostgres, seconds: number): Promise<{ clients: number; tps: number }[] | undefined> {
  const bin = '/usr/bin/pgbench';
  if (!existsSync(bin)) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'certus-pgbench-'));
  const script = path.join(dir, 'insert.sql');
  writeFileSync(script, `INSERT INTO raw_insert (payload) VALUES ('${PAYLOAD}');\n`);
  const { host, port, user, password } = pgServer.connection;
  const results: { clients: number; tps: number }[] = [];
  try {
    for (const clients of [1, 32]) {
      const { stdout } = await run(
        bin,
        ['-n', '-h', host, '-p', port, '-U', user, '-M', 'prepared', '-f', script, '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), 'bench_raw'],
        { env: { ...process.env, PGPASSWORD: password }, timeout: (seconds + 20) * 1000 },
      );
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
      if (Number.isFinite(tps)) results.push({ clients, tps });
    }
  } catch {
    return results.length ? results : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
