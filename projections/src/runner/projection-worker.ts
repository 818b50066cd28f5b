import type pg from 'pg';
import type { Logger } from 'pino';
import type { RecordedEvent } from '@certus/contracts';
import type { EventDelivery } from '@certus/infra';
import { sleep } from '@certus/infra';
import type { Projection } from '../projection.ts';
import { applyBatchExactlyOnce } from './apply-batch.ts';
import { leaderLockKey, readCheckpoint } from './checkpoints.ts';

export interface ProjectionWorkerOptions {
  pool: pg.Pool;
  delivery: EventDelivery;
  projection: Projection;
  logger: Logger;
  signal: AbortSignal;
  batchSize?: number;
  /** How often a standby asks whether the active worker has gone. */
  standbyRetryMs?: number;
  /** Told, after each commit, which events it applied (used by tests and the lag benchmark). */
  onApplied?: (events: RecordedEvent[]) => void;
}

/**
 * Runs one projection while this process holds its leader lock (a session-level advisory lock on a
 * dedicated connection): a second worker for the same projection waits as a hot standby and takes over
 * when the first one's connection goes.
 */
export async function runProjectionWorker(options: ProjectionWorkerOptions): Promise<void> {
  const { pool, projection, logger, signal } = options;
  while (!signal.aborted) {
    let pause = 0;
    const leader = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await leader.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
        leaderLockKey(projection.name),
      ]);
      if (rows[0]?.ok) {
        broken = await runWhileLeader(options, leader);
      } else {
        pause = options.standbyRetryMs ?? 2000;
      }
    } catch (error) {
      if (signal.aborted) break;
      logger.error({ err: error, projection: projection.name }, 'projection worker failed; restarting');
      pause = 1000;
    } finally {
      leader.release(broken);
    }
    if (pause) await sleep(pause, signal);
  }
}

/** Returns the error that broke the leader connection, if one did (the pool must then discard it). */
async function runWhileLeader(options: ProjectionWorkerOptions, leader: pg.PoolClient): Promise<Error | undefined> {
  const { pool, projection, logger, signal } = options;
  logger.info({ projection: projection.name }, 'projection worker active');
  let broken: Error | undefined;
  const lost = new AbortController();
  const onLost = (error: Error) => {
    broken = error;
    lost.abort();
  };
  leader.on('error', onLost);
  try {
    await options.delivery.run({
      consumerName: `projection-${projection.name}`,
      readCheckpoint: () => readCheckpoint(pool, projection.name),
      handleBatch: async (events) => {
        const applied = await applyBatchExactlyOnce(pool, projection, events);
        options.onApplied?.(applied);
      },
      signal: AbortSignal.any([signal, lost.signal]),
      batchSize: options.batchSize ?? 500,
      onError: (error) => logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying'),
    });
    if (!broken) await leader.query('SELECT pg_advisory_unlock(hashtext($1))', [leaderLockKey(projection.name)]);
  } finally {
    leader.off('error', onLost);
  }
  return broken;
}
