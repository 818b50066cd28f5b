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
