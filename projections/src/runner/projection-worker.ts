import type pg from 'pg';
import type { Logger } from 'pino';
import type { RecordedEvent } from '@certus/contracts';
import type { EventDelivery } from '@certus/infra';
import type { Projection } from '../projection.ts';
import { applyBatchExactlyOnce } from './apply-batch.ts';
import { leaderLockKey, readCheckpoint } from './checkpoints.ts';
import { runAsLeader } from '@certus/infra';

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
 * Runs one projection while this process holds its leader lock (infra/src/db/leadership.ts): a second worker for
 * the same projection waits as a hot standby and takes over when the first one's connection goes.
 */
export async function runProjectionWorker(options: ProjectionWorkerOptions): Promise<void> {
  const { pool, projection, logger } = options;
  const leadership = {
    pool,
    lockKey: leaderLockKey(projection.name),
    logger,
    label: 'projection worker',
    logFields: { projection: projection.name },
    signal: options.signal,
    standbyRetryMs: options.standbyRetryMs,
  };
  await runAsLeader(leadership, (signal) =>
    options.delivery.run({
      consumerName: `projection-${projection.name}`,
      readCheckpoint: () => readCheckpoint(pool, projection.name),
      handleBatch: async (events) => {
        const applied = await applyBatchExactlyOnce(pool, projection, events);
        options.onApplied?.(applied);
      },
      signal,
      batchSize: options.batchSize ?? 500,
      onError: (error) => logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying'),
    }),
  );
}
