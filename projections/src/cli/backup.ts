import path from 'node:path';
import { applicationNameOf, createPool, databaseUrl, storageDirFromEnv } from '@certus/infra';
import { BackupError, writeBackup } from '../backup/event-log-backup.ts';

/**
 * npm run backup -- <folder>: a consistent backup of the event log, the reactors' checkpoints and the stored files
 * (backup/event-log-backup.ts), taken while the services run. DATABASE_URL (or the running npm start's server),
 * STORAGE_DIR. Exit status 0 done, 1 refused, 2 wrong usage.
 */
const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run backup -- <new folder>');
  process.exit(2);
}
const pool = createPool(databaseUrl(), 2, applicationNameOf('backup'));
let exitCode = 0;
try {
  const started = performance.now();
  const manifest = await writeBackup(pool, path.resolve(folder), { storageDir: storageDirFromEnv(), now: () => new Date() });
  console.log(
    `Backed up ${manifest.events.toLocaleString('en-US')} events and ${manifest.storage.files} stored files into ${path.resolve(folder)} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s. Restore with: npm run restore -- ${folder}`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await pool.end();
}
process.exit(exitCode);
