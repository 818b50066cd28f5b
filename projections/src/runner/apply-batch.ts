import type pg from 'pg';
import { checkpointOf, compareCheckpoints, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';
import { advanceCheckpoint, beginBatch, commitBatch } from './checkpoints.ts';

/**
 * Applies a delivered batch in one transaction with the checkpoint: events at or before the stored
 * checkpoint are skipped (delivery is at-least-once), the rest applied, the checkpoint moved, all or nothing.
 * Returns the events it applied.
 */
export async function applyBatchExactlyOnce(pool: pg.Pool, projection: Projection, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const last = events[events.length - 1];
  if (!last) return [];
  if (projection.handles && !events.some((e) => projection.handles!(e))) {
    // Nothing to write but the checkpoint: events it does not read change no row, so there is nothing to
    // apply exactly once, only a position to keep up (read-your-writes waits on every checkpoint).
    return (await advanceCheckpoint(pool, projection.name, checkpointOf(last))) ? events : [];
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const checkpoint = await beginBatch(client, projection.name);
    const fresh = events.filter((e) => compareCheckpoints(checkpointOf(e), checkpoint) > 0);
    if (fresh.length > 0) await projection.applyBatch(client, fresh);
    await commitBatch(client, projection.name, fresh.length > 0 ? checkpointOf(fresh[fresh.length - 1]!) : null);
    return fresh;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
