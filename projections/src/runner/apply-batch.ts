import type pg from 'pg';
import { checkpointOf, compareCheckpoints, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';
import { batchLockKey, readCheckpoint, writeCheckpoint } from './checkpoints.ts';

/**
 * Applies a delivered batch in one transaction with the checkpoint: events at or before the stored
 * checkpoint are skipped (delivery is at-least-once), the rest applied, the checkpoint moved, all or nothing.
 * Returns the events it applied.
 */
export async function applyBatchExactlyOnce(pool: pg.Pool, projection: Projection, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchLockKey(projection.name)]);
    const checkpoint = await readCheckpoint(client, projection.name, true);
    const fresh = events.filter((e) => compareCheckpoints(checkpointOf(e), checkpoint) > 0);
    if (fresh.length > 0) {
      await projection.applyBatch(client, fresh);
      await writeCheckpoint(client, projection.name, checkpointOf(fresh[fresh.length - 1]!));
    }
    await client.query('COMMIT');
    return fresh;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
