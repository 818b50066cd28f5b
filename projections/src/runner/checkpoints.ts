import type pg from 'pg';
import { START, type Checkpoint } from '@certus/contracts';

// Always schema-qualified: a rebuild runs projection code with search_path on a shadow schema,
// but checkpoints live in one place.
export async function readCheckpoint(db: pg.Pool | pg.PoolClient, projection: string, forUpdate = false): Promise<Checkpoint> {
  const { rows } = await db.query<{ tx_id: string; global_position: string }>(
    `SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM public.projection_checkpoints
     WHERE projection = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [projection],
  );
  const row = rows[0];
  return row ? { txId: row.tx_id, position: row.global_position } : START;
}

export async function writeCheckpoint(client: pg.PoolClient, projection: string, checkpoint: Checkpoint): Promise<void> {
  await client.query(
    `INSERT INTO public.projection_checkpoints (projection, tx_id, global_position, updated_at)
     VALUES ($1, $2::xid8, $3::bigint, now())
     ON CONFLICT (projection) DO UPDATE SET tx_id = EXCLUDED.tx_id, global_position = EXCLUDED.global_position, updated_at = now()`,
    [projection, checkpoint.txId, checkpoint.position],
  );
}

/** Serialises the batches of one projection across processes (live workers and a rebuild's swap). */
export const batchLockKey = (projection: string) => `projection-batch:${projection}`;
/** Held for as long as a worker runs a projection: the other workers wait as hot standbys. */
export const leaderLockKey = (projection: string) => `projection-leader:${projection}`;
