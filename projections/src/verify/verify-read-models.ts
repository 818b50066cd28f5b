import type pg from 'pg';
import { START, checkpointOf, compareCheckpoints, type Checkpoint } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import type { Projection } from '../projection.ts';
import { allProjections } from '../registry.ts';
import { batchLockKey, readCheckpoint } from '../runner/checkpoints.ts';
import { compareTable, hasDrift, type TableComparison } from './compare-table.ts';
import { notComparedReason } from './not-compared.ts';
import { ScratchReplay } from './scratch-replay.ts';
import { VERIFY_SCHEMA, closeScratchSchema, dropIndexesBuiltAfterRebuild, openScratchSchema, scratchTables } from './scratch-schema.ts';

export interface ProjectionVerified {
  projection: string;
  /** The live checkpoint both sides were read at. */
  comparedAt: Checkpoint;
  /** Whether its live worker was held for a moment to get a still picture (it kept moving on every try before). */
  pausedLiveWorker: boolean;
}

export interface VerifyReport {
  /** The last event readers could see when the verify started. */
  head: Checkpoint;
  /** Events of the log replayed (up to the furthest live checkpoint). */
  events: number;
  projections: ProjectionVerified[];
  tables: TableComparison[];
  /** Tables of the database's migrations no projection owns, with why they are left out. */
  notCompared: { table: string; reason: string }[];
  drift: boolean;
}

export interface VerifyProgress {
  phase: 'replay' | 'compare';
  done: number;
  total: number;
}

export interface VerifyOptions {
  projections?: readonly Projection[];
  /** Events a replay batch reads (a rebuild's size: each touched row is written once per batch). */
  batchSize?: number;
  /** Rows a projection's first replay keeps in memory before writing them (RebuildOptions; each projection's own default when absent). */
  heldRows?: number;
  /** Differences listed per table (all are counted). */
  differencesPerTable?: number;
  /**
   * How often to look for a still moment, between the live checkpoint and the live rows, before holding the
   * projection's live worker for the length of its comparison.
   */
  triesBeforePausing?: number;
  onProgress?: (progress: VerifyProgress) => void;
}

/**
 * Replays the whole log into a fresh copy of every read model and compares it with the live one, table by
 * table and key by key (architecture rule 4: a rebuild from zero gives identical tables). The live tables are
 * only read. The fresh copy lives in a scratch schema of the same database, made and dropped here.
 *
 * The live read models keep moving while this runs, each projection at its own pace. So each projection is
 * replayed up to the checkpoint its live worker has reached, and compared inside one REPEATABLE READ READ ONLY
 * transaction whose snapshot shows that checkpoint and the rows written with it (the runner commits them
 * together). If the checkpoint has moved past what was replayed, over events the projection reads, the replay
 * catches up and tries again; after a few tries it holds the projection's batch lock (the live worker waits)
 * for as long as that projection's tables are compared.
 */
export async function verifyReadModels(pool: pg.Pool, store: EventStore, options: VerifyOptions = {}): Promise<VerifyReport> {
  const projections = options.projections ?? allProjections;
  const limit = options.differencesPerTable ?? 50;
  const triesBeforePausing = options.triesBeforePausing ?? 3;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await openScratchSchema(client);
    try {
      // The fresh copies are only compared, by primary key: the indexes readers search by are not worth keeping up.
      for (const projection of projections) await dropIndexesBuiltAfterRebuild(client, projection);
      const replay = new ScratchReplay(client, store, options.batchSize ?? 20_000, { heldRows: options.heldRows });
      const owned = new Set(projections.flatMap((p) => p.tables));
      const notCompared = (await scratchTables(client)).filter((t) => !owned.has(t)).map((table) => ({ table, reason: notComparedReason(table) }));

      // 1. The whole log, each projection up to where its live worker stands now (checkpoints only move forward).
      const head = await store.headCheckpoint();
      const total = await store.countAfter(START);
      let replayed = 0;
      const targets = new Map<Projection, Checkpoint>();
      for (const projection of projections) targets.set(projection, await readCheckpoint(pool, projection.name));
      options.onProgress?.({ phase: 'replay', done: 0, total });
      const events = await replay.projectTo(targets, (n) => options.onProgress?.({ phase: 'replay', done: (replayed += n), total: Math.max(total, replayed) }));
      options.onProgress?.({ phase: 'replay', done: events, total: events });

      // 2. Each projection's tables, at a checkpoint both sides agree on.
      const tableCount = projections.reduce((n, p) => n + p.tables.length, 0);
      const verified: ProjectionVerified[] = [];
      const tables: TableComparison[] = [];
      options.onProgress?.({ phase: 'compare', done: 0, total: tableCount });
      for (const projection of projections) {
        const compared = await compareAtOneCheckpoint(pool, store, client, replay, projection, { limit, triesBeforePausing });
        verified.push(compared.verified);
        tables.push(...compared.tables);
        options.onProgress?.({ phase: 'compare', done: tables.length, total: tableCount });
      }
      return { head, events, projections: verified, tables, notCompared, drift: tables.some(hasDrift) };
    } finally {
      await closeScratchSchema(client);
    }
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    client.release(broken);
  }
}

async function compareAtOneCheckpoint(
  pool: pg.Pool,
  store: EventStore,
  client: pg.PoolClient,
  replay: ScratchReplay,
  projection: Projection,
  { limit, triesBeforePausing }: { limit: number; triesBeforePausing: number },
): Promise<{ verified: ProjectionVerified; tables: TableComparison[] }> {
  for (let attempt = 1; ; attempt++) {
    const pause = attempt > triesBeforePausing ? await pauseLiveWorker(pool, projection) : undefined;
    try {
      await replay.projectTo(new Map([[projection, await readCheckpoint(pool, projection.name)]]));
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        // The snapshot is taken at this first read: the checkpoint and the rows below are of one moment.
        const live = await readCheckpoint(client, projection.name);
        if (await readsAnyBetween(store, projection, replay.cursorOf(projection), live)) {
          await client.query('ROLLBACK');
          continue;
        }
        const tables: TableComparison[] = [];
        for (const table of projection.tables) {
          tables.push(await compareTable(client, { table, projection: projection.name, liveSchema: 'public', replaySchema: VERIFY_SCHEMA, limit }));
        }
        await client.query('COMMIT');
        return { verified: { projection: projection.name, comparedAt: live, pausedLiveWorker: pause !== undefined }, tables };
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      await pause?.();
    }
  }
}

/**
 * Whether the live checkpoint is past the replay over an event the projection reads. A checkpoint also moves
 * over batches the projection does not read (the runner then writes no row), which leaves its tables as the
 * replay has them.
 */
async function readsAnyBetween(store: EventStore, projection: Projection, replayed: Checkpoint, live: Checkpoint): Promise<boolean> {
  let cursor = replayed;
  while (compareCheckpoints(cursor, live) < 0) {
    const events = (await store.readAll(cursor, 1_000)).filter((e) => compareCheckpoints(checkpointOf(e), live) <= 0);
    if (events.length === 0) return false;
    if (events.some((e) => projection.handles?.(e) ?? true)) return true;
    cursor = checkpointOf(events[events.length - 1]!);
  }
  return false;
}

/**
 * Holds the projection's batch lock (the one its live workers take per batch, and a rebuild for its swap) on a
 * connection of its own until the returned function is called: the live worker finishes the batch it is in and
 * waits. Only for the length of one projection's comparison, and only when it would not hold still otherwise.
 */
async function pauseLiveWorker(pool: pg.Pool, projection: Projection): Promise<() => Promise<void>> {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [batchLockKey(projection.name)]);
  } catch (error) {
    holder.release(error as Error);
    throw error;
  }
  return async () => {
    let broken: Error | undefined;
    await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [batchLockKey(projection.name)]).catch((e: Error) => (broken = e));
    holder.release(broken);
  };
}
