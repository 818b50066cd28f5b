import { PostgresEventStore, applicationNameOf, createPool, databaseUrl } from '@certus/infra';
import { migrate } from '../migrate.ts';

/** npm run migrate: the event store's schema and the read-model migrations, against DATABASE_URL. */
const pool = createPool(databaseUrl(), 4, applicationNameOf('migrate'));
try {
  await PostgresEventStore.ensureSchema(pool);
  const applied = await migrate(pool);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'read models are up to date');
} finally {
  await pool.end();
}
