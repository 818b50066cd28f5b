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
