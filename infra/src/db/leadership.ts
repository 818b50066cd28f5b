import type pg from 'pg';
import type { Logger } from 'pino';
import { sleep } from '../delivery/in-process-delivery.ts';

export interface LeadershipOptions {
  pool: pg.Pool;
  /** The advisory lock that makes one process the leader of this worker. */
  lockKey: string;
  logger: Logger;
  /** How the worker is named in logs ('projection worker', 'reactor') and the fields that identify it. */
  label: string;
  logFields: Record<string, unknown>;
  signal: AbortSignal;
  /** How long a standby waits on the leader's lock before it looks at the shutdown signal again (default 2 s). */
  standbyRetryMs?: number;
}

/**
 * Runs `lead` while this process holds a session-level advisory lock on a dedicated connection: another
 * process running the same worker waits as a hot standby and takes over when the leader's connection goes.
 * `lead` is given a signal that aborts on shutdown or when the leader connection breaks; a failure restarts
 * the loop after a pause. Projection workers and reactors both run this way.
 */
export async function runAsLeader(options: LeadershipOptions, lead: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const { pool, lockKey, logger, label, logFields, signal } = options;
  while (!signal.aborted) {
    let pause = 0;
    let leader: pg.PoolClient;
    try {
      leader = await pool.connect();
    } catch (error) {
      // PostgreSQL is away (restarting, unreachable): wait for it rather than end the process with it.
      if (signal.aborted) break;
      logger.warn({ err: error, ...logFields }, `${label} cannot reach PostgreSQL; trying again`);
      await sleep(1000, signal);
      continue;
    }
    let broken: Error | undefined;
    const lost = new AbortController();
    const onLost = (error: Error) => {
      broken = error;
      lost.abort();
    };
    leader.on('error', onLost);
    try {
      if (await waitForLock(leader, lockKey, options.standbyRetryMs ?? 2000)) {
        logger.info(logFields, `${label} active`);
        await lead(AbortSignal.any([signal, lost.signal]));
        if (!broken) await leader.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } catch (error) {
      if (signal.aborted) break;
      logger.error({ err: error, ...logFields }, `${label} failed; restarting`);
      pause = 1000;
    } finally {
      leader.off('error', onLost);
      leader.release(broken);
    }
    if (pause) await sleep(pause, signal);
  }
}

/**
 * Waits up to `timeoutMs` for the lock and takes it: true once held. A standby blocked here takes over the moment the
 * leader's connection ends (a poll every two seconds let the read models stand still that long after a worker's
 * death); the bound lets it see a shutdown. The lock outlives the setting, which is put back for the pool.
 */
async function waitForLock(client: pg.PoolClient, lockKey: string, timeoutMs: number): Promise<boolean> {
  await client.query(`SET lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
    throw error;
  } finally {
    await client.query('RESET lock_timeout');
  }
}

/** SQLSTATE of a lock wait that ran out of lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Who holds a leader lock: the process's connection name (applicationNameOf), its address and since when. */
export interface LeaderLockHolder {
  lockKey: string;
  applicationName: string;
  clientAddress: string | null;
  connectedAt: string;
}

/**
 * The processes leading each of `lockKeys` now (npm run admin -- leaders): the sessions holding the advisory lock
 * runAsLeader takes (a bigint key from hashtext, which pg_locks splits into classid and objid). A key nobody holds
 * has no row: nothing runs it.
 */
export async function leaderLockHolders(pool: pg.Pool, lockKeys: readonly string[]): Promise<LeaderLockHolder[]> {
  const { rows } = await pool.query<{ lock_key: string; application_name: string; client_addr: string | null; backend_start: string }>(
    `SELECT k.lock_key, a.application_name, host(a.client_addr) AS client_addr, a.backend_start::text AS backend_start
       FROM unnest($1::text[]) AS k(lock_key)
       JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                      AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext(k.lock_key)::bigint
       JOIN pg_stat_activity a ON a.pid = l.pid
      ORDER BY k.lock_key`,
    [lockKeys],
  );
  return rows.map((r) => ({ lockKey: r.lock_key, applicationName: r.application_name, clientAddress: r.client_addr, connectedAt: r.backend_start }));
}
