import os from 'node:os';
import pg from 'pg';

/**
 * The name a process's connections carry (pg_stat_activity.application_name): its role, host and pid, so an operator
 * can tell which process holds a connection, a lock or a long transaction (`certus-projections db2:4121`).
 * PostgreSQL keeps 63 bytes of it.
 */
export function applicationNameOf(role: string, host = os.hostname(), pid = process.pid): string {
  return Buffer.from(`certus-${role} ${host}:${pid}`).subarray(0, 63).toString().replace(/\uFFFD$/, '');
}

// Keep bigint and numeric columns as strings unless a query casts them: JavaScript numbers lose digits.
export function createPool(connectionString: string, max = 20, applicationName?: string): pg.Pool {
  // No parallel plans: the platform's queries are short reads and writes, many at once on a few cores. A parallel
  // plan starts worker processes (a few milliseconds) for queries that take less, and takes cores from the requests
  // beside it (measured at a million copies: 13% less time for the searches as of a day, 8% for today's, one at a time).
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c max_parallel_workers_per_gather=0',
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on('error', () => undefined);
  // So does a checked-out client between two of its queries (a leader's lock connection, a transaction waiting on the
  // gateway) when PostgreSQL goes away: the pool listens only to idle ones. The client is unusable after it, and its
  // holder learns so from its next query, which fails; the pool drops it when it comes back. Found by the chaos
  // suite: killing PostgreSQL took every service down with it, where each should have waited for it to return.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
