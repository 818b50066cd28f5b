import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { compareCheckpoints, type Checkpoint } from '@certus/contracts';

/**
 * A backup of what Certus cannot rebuild (issue [7/7]): the event log, in its order, the reactors' places in it, and
 * the stored files (cover photos). The read models are not in it: a restore rebuilds them from the log.
 *
 * The log is read in one repeatable-read snapshot, so the backup is consistent while the services keep writing: it
 * holds every event committed before it began and none committed after. A folder:
 *   manifest.json     format, when, how many events, the last one's place, the reactors' checkpoints, a SHA-256 of
 *                     events.ndjson.gz, the files copied
 *   events.ndjson.gz  one event a line, in the log's order (transaction, position)
 *   storage/          a copy of STORAGE_DIR
 */
export const BACKUP_FORMAT = 'certus-backup/1';
const EVENTS_FILE = 'events.ndjson.gz';
const MANIFEST_FILE = 'manifest.json';
const PAGE = 5_000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  events: number;
  /** The last event's place in the source log (its transaction and position there). */
  last: Checkpoint | null;
  eventsSha256: string;
  /** Where each reactor had got to, in the source log's coordinates. */
  reactorCheckpoints: { reactor: string; checkpoint: Checkpoint }[];
  storage: { files: number; bytes: number };
}

interface EventLine {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  commandId: string | null;
  recordedAt: string;
  /** The event's place in the source log. */
  txId: string;
  globalPosition: string;
}

/** Writes a backup into `dir` (new, or empty). */
export async function writeBackup(pool: pg.Pool, dir: string, options: { storageDir: string; now: () => Date }): Promise<BackupManifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new BackupError(`${dir} is not empty: a backup goes into a new folder.`);
  mkdirSync(dir, { recursive: true });
  const client = await pool.connect();
  const hash = createHash('sha256');
  let events = 0;
  let last: Checkpoint | null = null;
  let reactorCheckpoints: BackupManifest['reactorCheckpoints'] = [];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Read only where the projections' migrations made the table: a failed query would end the snapshot's transaction.
    const { rows: tables } = await client.query<{ migrated: boolean }>("SELECT to_regclass('reactor_checkpoints') IS NOT NULL AS migrated");
    const { rows: reactors } = tables[0]!.migrated
      ? await client.query<{ reactor: string; tx_id: string; global_position: string }>(
          'SELECT reactor, tx_id::text AS tx_id, global_position::text AS global_position FROM reactor_checkpoints ORDER BY reactor',
        )
      : { rows: [] };
    reactorCheckpoints = reactors.map((r) => ({ reactor: r.reactor, checkpoint: { txId: r.tx_id, position: r.global_position } }));
    async function* lines() {
      let after: Checkpoint = { txId: '0', position: '0' };
      for (;;) {
        const { rows } = await client.query<EventLine>(
          `SELECT event_id AS "eventId", stream_id AS "streamId", stream_version AS "streamVersion", type, data, metadata,
                  command_id AS "commandId", to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "recordedAt",
                  tx_id::text AS "txId", global_position::text AS "globalPosition"
             FROM events WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
            ORDER BY tx_id, global_position LIMIT ${PAGE}`,
          [after.txId, after.position],
        );
        for (const row of rows) yield `${JSON.stringify(row)}\n`;
        events += rows.length;
        const end = rows.at(-1);
        if (end) last = after = { txId: end.txId, position: end.globalPosition };
        if (rows.length < PAGE) return;
      }
    }
    const file = path.join(dir, EVENTS_FILE);
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
    await client.query('COMMIT');
    await pipeline(createReadStream(file), hash);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const storage = existsSync(options.storageDir) ? await copyFolder(options.storageDir, path.join(dir, 'storage')) : { files: 0, bytes: 0 };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: options.now().toISOString(),
    events,
    last,
    eventsSha256: hash.digest('hex'),
    reactorCheckpoints,
    storage,
  };
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup's log into an empty event store, in one transaction, and its files into `storageDir`; the caller
 * then rebuilds the read models. The events keep everything of theirs but their place: a new cluster counts
 * transaction ids from its own start, so a restored event keeping its old transaction id could sort after the
 * events written once the services are back (or before, and be missed by every reader). So they all take the
 * restoring transaction's id and positions 1..n in the backup's order: the log's order is kept exactly, and
 * everything written later comes after it, with no pg_resetwal. The reactors' checkpoints are carried over to the
 * new places, so no reactor acts twice on what it had done (a mail sent again) or skips what it had not.
 */
export async function restoreBackup(pool: pg.Pool, dir: string, options: { storageDir: string }): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const file = path.join(dir, EVENTS_FILE);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  if (hash.digest('hex') !== manifest.eventsSha256) throw new BackupError(`${file} is not the file the backup wrote (its SHA-256 differs from the manifest's): nothing restored.`);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: present } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM events LIMIT 1) AS any_event');
    if (present[0]!.n > 0) throw new BackupError('The event store is not empty: a backup is restored into a new database only.');
    // Each reactor's new checkpoint: the number of events at or before its old one (positions are 1..n in order).
    const reactors = manifest.reactorCheckpoints.map((r) => ({ ...r, upTo: 0 }));
    let position = 0;
    let batch: EventLine[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await client.query(
        `INSERT INTO events (global_position, event_id, stream_id, stream_version, type, data, metadata, command_id, recorded_at)
         OVERRIDING SYSTEM VALUE
         SELECT $1::bigint + n.ordinality, n.event_id, n.stream_id, n.stream_version, n.type, n.data, n.metadata, n.command_id, n.recorded_at
           FROM unnest($2::uuid[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[], $8::text[], $9::timestamptz[])
                WITH ORDINALITY AS n(event_id, stream_id, stream_version, type, data, metadata, command_id, recorded_at, ordinality)`,
        [
          position - batch.length,
          batch.map((e) => e.eventId),
          batch.map((e) => e.streamId),
          batch.map((e) => e.streamVersion),
          batch.map((e) => e.type),
          batch.map((e) => JSON.stringify(e.data)),
          batch.map((e) => JSON.stringify(e.metadata)),
          batch.map((e) => e.commandId),
          batch.map((e) => e.recordedAt),
        ],
      );
      batch = [];
    };
    const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line === '') continue;
      const event = JSON.parse(line) as EventLine;
      position++;
      for (const r of reactors) if (compareCheckpoints({ txId: event.txId, position: event.globalPosition }, r.checkpoint) <= 0) r.upTo = position;
      batch.push(event);
      if (batch.length >= PAGE) await flush();
    }
    await flush();
    if (position !== manifest.events) throw new BackupError(`The backup holds ${position} events where its manifest says ${manifest.events}: nothing restored.`);
    if (position > 0) await client.query(`SELECT setval(pg_get_serial_sequence('events', 'global_position'), $1)`, [position]);
    // A command repeated after the restore is still recognised (the store keeps each command id once).
    await client.query(
      `INSERT INTO processed_commands (command_id, stream_id)
       SELECT DISTINCT ON (command_id) command_id, stream_id FROM events WHERE command_id IS NOT NULL ORDER BY command_id, global_position`,
    );
    for (const r of reactors.filter((r) => r.upTo > 0)) {
      await client.query(
        `INSERT INTO reactor_checkpoints (reactor, tx_id, global_position) VALUES ($1, pg_current_xact_id(), $2)
         ON CONFLICT (reactor) DO UPDATE SET tx_id = EXCLUDED.tx_id, global_position = EXCLUDED.global_position, updated_at = now()`,
        [r.reactor, r.upTo],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const storage = path.join(dir, 'storage');
  if (existsSync(storage)) await cp(storage, options.storageDir, { recursive: true, force: false, errorOnExist: false });
  return manifest;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${dir} holds no ${MANIFEST_FILE}: not a Certus backup (or not a finished one).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is of format ${String(manifest.format)}; this version reads ${BACKUP_FORMAT}.`);
  return manifest;
}

/** A backup or restore refused, with the reason in words: nothing was changed. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

async function copyFolder(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await cp(from, to, { recursive: true });
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files++;
        bytes += statSync(full).size;
      }
    }
  };
  walk(to);
  return { files, bytes };
}
