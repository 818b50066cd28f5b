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
  /** How often a standby asks whether the leader has gone. */
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
    const leader = await pool.connect();
    let broken: Error | undefined;
    const lost = new AbortController();
    const onLost = (error: Error) => {
      broken = error;
      lost.abort();
    };
    leader.on('error', onLost);
    try {
      const { rows } = await leader.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lockKey]);
      if (rows[0]?.ok) {
        logger.info(logFields, `${label} active`);
        await lead(AbortSignal.any([signal, lost.signal]));
        if (!broken) await leader.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      } else {
        pause = options.standbyRetryMs ?? 2000;
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
