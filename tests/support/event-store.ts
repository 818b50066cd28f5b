import { PostgresEventStore, randomIds, systemClock, type Clock, type IdGenerator } from '@certus/infra';
import { freshDatabase } from './postgres.ts';

/** A fresh database with the event store schema, and a store on it. */
export async function freshEventStore(options: { clock?: Clock; ids?: IdGenerator; label?: string } = {}) {
  const db = await freshDatabase(options.label ?? 'es');
  await PostgresEventStore.ensureSchema(db.pool);
  const store = new PostgresEventStore(db.pool, options.clock ?? systemClock, options.ids ?? randomIds, { idlePollMs: 10 });
  return {
    ...db,
    store,
    drop: async () => {
      await store.close();
      await db.drop();
    },
  };
}

export const testMetadata = (overrides: Partial<{ correlationId: string; userId: string | null }> = {}) => ({
  correlationId: overrides.correlationId ?? 'test-correlation',
  causationId: overrides.correlationId ?? 'test-correlation',
  actor: { userId: overrides.userId ?? null, role: 'system' as const },
});

/**
 * Appends through certus_append inside a transaction and commits only once `beforeCommit` resolves:
 * the commit-order inversion (a lower global position committing after a higher one) that tests of
 * gap-free reading need. Returns the stream's new version and the last position taken.
 */
export async function appendCommittingLate(
  pool: import('pg').Pool,
  streamId: string,
  expectedVersion: number,
  events: { eventId?: string; type: string; data: unknown; metadata: unknown }[],
  beforeCommit: (lastPosition: bigint) => Promise<void>,
): Promise<{ version: number; lastPosition: bigint }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ position: string; version: number }>(
      'SELECT out_position::text AS position, out_version AS version FROM certus_append($1, $2, NULL, now(), $3::jsonb)',
      [streamId, expectedVersion, JSON.stringify(events)],
    );
    const lastPosition = BigInt(rows[0]!.position);
    await beforeCommit(lastPosition);
    await client.query('COMMIT');
    return { version: rows[0]!.version, lastPosition };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
