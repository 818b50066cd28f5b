import path from 'node:path';
import { PostgresEventStore, applicationNameOf, createPool, databaseUrl, randomIds, storageDirFromEnv, systemClock } from '@certus/infra';
import { BackupError, restoreBackup } from '../backup/event-log-backup.ts';
import { migrate } from '../migrate.ts';
import { allProjections } from '../registry.ts';
import { rebuildProjection } from '../runner/rebuild.ts';
import { progressBar } from './progress-bar.ts';

/**
 * npm run restore -- <folder>: a backup (npm run backup) into an empty database (DATABASE_URL) and STORAGE_DIR, then
 * every read model rebuilt from the restored log. Run it before starting any service on that database. With
 * DELIVERY=nats, empty the JetStream stream first (infra/ops/README.md, Backups). Exit status 0 done, 1 refused.
 */
const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const pool = createPool(databaseUrl(), 20, applicationNameOf('restore'));
const store = new PostgresEventStore(pool, systemClock, randomIds);
let exitCode = 0;
try {
  await PostgresEventStore.ensureSchema(pool);
  await migrate(pool);
  const manifest = await restoreBackup(pool, path.resolve(folder), { storageDir: storageDirFromEnv() });
  console.log(`Restored ${manifest.events.toLocaleString('en-US')} events (backup of ${manifest.createdAt}) and ${manifest.storage.files} stored files. Rebuilding the read models:`);
  for (const projection of allProjections) {
    const bar = progressBar(projection.name);
    const result = await rebuildProjection(pool, store, projection, { onProgress: (p) => bar.update(p.done, p.total) });
    bar.finish(result.events, result.events);
  }
  console.log('Done: the services can be started.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await store.close();
  await pool.end();
}
process.exit(exitCode);
