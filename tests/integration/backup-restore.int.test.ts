import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStreamId } from '@certus/contracts';
import { NO_STREAM, PostgresEventStore, randomIds, systemClock } from '@certus/infra';
import { seedDemoAccounts } from '@certus/command-service';
import { BackupError, allProjections, allReactors, migrate, rebuildProjection, restoreBackup, writeBackup } from '@certus/projections';
import { takeCensus } from '../../command-service/src/demo/census-generator.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { runCli } from '../support/run-cli.ts';
import { untilQuiet } from '../support/until-quiet.ts';
import { freshDatabase } from '../support/postgres.ts';

/**
 * npm run backup / npm run restore (issue [7/7]): a backup taken while the platform writes holds the log up to its
 * moment, in order; restored into a new database, the read models rebuilt from it equal the original's.
 */
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cli = (script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) => runCli(`projections/src/cli/${script}.ts`, args, { ...process.env, ...env });

/** The log as the services see it, in its order: everything of each event but its place. */
async function logOf(db: pg.Pool) {
  const { rows } = await db.query(
    `SELECT event_id, stream_id, stream_version, type, data, metadata, command_id, recorded_at FROM events ORDER BY tx_id, global_position`,
  );
  return rows as { event_id: string }[];
}

/** Every read-model row (a place in the log, `position`, aside: the restored log numbers its events anew). */
async function readModels(db: pg.Pool) {
  const dump: Record<string, string[]> = {};
  for (const table of allProjections.flatMap((p) => p.tables)) {
    const { rows } = await db.query<{ row: string }>(`SELECT (to_jsonb(t) - 'position')::text AS row FROM "${table}" t`);
    dump[table] = rows.map((r) => r.row).sort();
  }
  return dump;
}

describe('npm run backup and npm run restore (real PostgreSQL)', () => {
  let platform: Platform;
  let work: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemoAccounts(platform.deps);
    work = await mkdtemp(path.join(tmpdir(), 'certus-backup-'));
    await mkdir(path.join(platform.storageDir, 'comic', 'demo'), { recursive: true });
    await writeFile(path.join(platform.storageDir, 'comic', 'demo', 'cover-m.jpg'), Buffer.from('a cover photo'));
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('given certificates recorded all the while, when a backup is taken and restored into a new database, then the log is the original\'s up to the backup, in its order, with every event acknowledged before it', async () => {
    const copies = takeCensus({ seed: 21, now: platform.deps.clock.now() }, 5_000);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (const copy of copies) {
        if (!writing) break;
        const commandId = `backup-test:${copy.certificationId}`;
        await platform.store.append(certificateStreamId(copy.certificationId), NO_STREAM, [
          { type: 'ComicCertified', data: copy, metadata: { correlationId: commandId, causationId: commandId, commandId, actor: { userId: null, role: 'system' } } },
        ], { commandId });
        acknowledged.push(copy.certificationId);
        await sleep(5); // a steady trickle that outlasts the backup
      }
    })();
    while (acknowledged.length < 20) await sleep(10);
    const before = [...acknowledged];
    const folder = path.join(work, 'under-load');
    const backup = await cli('backup', [folder], { DATABASE_URL: platform.databaseUrl, STORAGE_DIR: platform.storageDir });
    writing = false;
    await writer;
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(/^Backed up [\d,]+ events and \d+ stored files into /);

    const target = await freshDatabase('restored_under_load');
    const storage = path.join(work, 'restored-storage');
    try {
      const restore = await cli('restore', [folder], { DATABASE_URL: target.url, STORAGE_DIR: storage });
      expect(restore, restore.stderr).toMatchObject({ code: 0 });
      const restored = await logOf(target.pool);
      const original = await logOf(platform.pool);
      // A prefix of the original's log as it stands now, none missing in between, in the same order.
      expect(restored).toEqual(original.slice(0, restored.length));
      const certified = new Set((await target.pool.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'ComicCertified'")).rows.map((r) => r.stream_id));
      for (const id of before) expect(certified.has(certificateStreamId(id)), id).toBe(true);
      expect(restored.length).toBeLessThan(original.length); // the writes after it are not in it
      expect(await readFile(path.join(storage, 'comic', 'demo', 'cover-m.jpg'), 'utf8')).toBe('a cover photo');
      // Written after the restore, an event comes after every restored one.
      const { rows } = await target.pool.query<{ newer: boolean }>(
        `WITH last AS (SELECT tx_id, global_position FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1)
         SELECT pg_current_xact_id() > (SELECT tx_id FROM last) AS newer`,
      );
      expect(rows[0]!.newer).toBe(true);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it('given the platform at rest, when it is backed up and restored, then every read model rebuilt from the restored log equals the original\'s', async () => {
    await untilQuiet(platform);
    const folder = path.join(work, 'at-rest');
    await writeBackup(platform.pool, folder, { storageDir: platform.storageDir, now: () => new Date() });
    const target = await freshDatabase('restored_at_rest');
    const store = new PostgresEventStore(target.pool, systemClock, randomIds);
    try {
      // As npm run restore does it (the CLI itself is run in the test above).
      await PostgresEventStore.ensureSchema(target.pool);
      await migrate(target.pool);
      await restoreBackup(target.pool, folder, { storageDir: path.join(work, 'storage-2') });
      for (const projection of allProjections) await rebuildProjection(target.pool, store, projection);
      const [original, restored] = [await readModels(platform.pool), await readModels(target.pool)];
      for (const table of Object.keys(original)) expect(restored[table], table).toEqual(original[table]);
      expect(original.population_copies!.length).toBeGreaterThan(0);
      // The reactors carry on where they were: none acts again on what it had done.
      const { rows } = await target.pool.query<{ reactor: string; behind: number }>(
        `SELECT c.reactor, (SELECT count(*)::int FROM events e WHERE (e.tx_id, e.global_position) > (c.tx_id, c.global_position)) AS behind FROM reactor_checkpoints c ORDER BY reactor`,
      );
      expect(rows.map((r) => r.reactor)).toEqual(allReactors(platform.store).map((r) => r.name).sort());
      for (const row of rows) expect(row.behind, row.reactor).toBe(0);
    } finally {
      await store.close();
      await target.drop();
    }
  });

  it('given a database that holds events, or a backup changed by one byte, then restore refuses and changes nothing', async () => {
    const folder = path.join(work, 'at-rest');
    await expect(restoreBackup(platform.pool, folder, { storageDir: path.join(work, 'storage-3') })).rejects.toThrow('The event store is not empty');

    const file = path.join(folder, 'events.ndjson.gz');
    const lines = gunzipSync(await readFile(file)).toString('utf8');
    await writeFile(file, gzipSync(lines.replace('"ComicCertified"', '"ComicCertifiee"')));
    const target = await freshDatabase('restored_tampered');
    try {
      await PostgresEventStore.ensureSchema(target.pool);
      await migrate(target.pool);
      await expect(restoreBackup(target.pool, folder, { storageDir: path.join(work, 'storage-4') })).rejects.toThrow(BackupError);
      await expect(restoreBackup(target.pool, folder, { storageDir: path.join(work, 'storage-4') })).rejects.toThrow('SHA-256 differs');
      expect((await target.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(0);
    } finally {
      await target.drop();
    }
  });
});
