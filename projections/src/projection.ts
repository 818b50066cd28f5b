import type pg from 'pg';
import type { RecordedEvent } from '@certus/contracts';

/**
 * A projection turns events into read-model rows. It owns its tables (created by the numbered
 * migrations) and writes them only through applyBatch, which the runner calls inside the transaction
 * that also moves the checkpoint. Table names are never schema-qualified: a rebuild runs the same
 * code against a shadow schema through search_path.
 */
export interface Projection {
  name: string;
  /** The tables this projection owns, swapped in whole by a rebuild. */
  tables: string[];
  /**
   * Whether the projection reads this event at all. A batch with none it reads only moves the checkpoint
   * (one statement instead of a transaction): most events concern one read model, and every projection sees
   * every event. Without it, every event counts as read.
   */
  handles?(event: RecordedEvent): boolean;
  /**
   * The only types of events the projection reads, when it can name them: its rebuild then takes just those from the
   * log (EventStore.readAllOfTypes) and passes over the rest unparsed. An event of any other type changes nothing.
   */
  eventTypes?: readonly string[];
  /** Applies events (already filtered to those after the checkpoint, in global order). Must not commit. */
  applyBatch(client: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
  /**
   * A rebuild's own way through the log from zero, for a projection whose batch-by-batch upkeep costs more the more
   * earlier batches wrote. Without it a rebuild applies the log with applyBatch; with it, the session's batches and
   * then its finish, after which batches (a rebuild catching up with the live worker) go through applyBatch again.
   */
  startRebuild?(options?: RebuildOptions): RebuildSession;
  /**
   * Indexes (by name, on this projection's tables) that only readers use: a rebuild leaves them out of its shadow
   * tables and builds each once after its last batch, instead of keeping them up to date row by row. An index a batch's
   * own statements look rows up by must not be listed, or each batch would scan its table.
   */
  indexesBuiltAfterRebuild?: readonly string[];
}

export interface RebuildOptions {
  /** The most rows a session keeps in memory before it writes them (a default of the projection's own when absent). */
  heldRows?: number;
}

/** One rebuild of a projection from zero (its tables empty at the start), each call inside a transaction of the rebuild's. */
export interface RebuildSession {
  /** The log's next events after the previous call's, in global order. Must not commit. */
  applyBatch(client: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
  /** After the last batch: writes what the batches held back, so that the tables equal those of live batches. */
  finish(client: pg.PoolClient): Promise<void>;
  /**
   * Tables the batches have written whole, which finish only reads: their indexesBuiltAfterRebuild are built on another
   * connection while finish runs (PostgreSQL building them while Node folds), not after it.
   */
  readonly completeBeforeFinish?: readonly string[];
}
