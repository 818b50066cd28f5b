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
   * Applies events (already filtered to those after the checkpoint, in global order). Must not commit. A rebuild
   * passes `rebuilding` for its batches from zero: a projection with `finishRebuild` may then leave tables that it
   * derives from its other rows to that step.
   */
  applyBatch(client: pg.PoolClient, events: RecordedEvent[], options?: { rebuilding?: boolean }): Promise<void>;
  /**
   * Derives, once, what applyBatch left out while rebuilding (inside the rebuild's transaction, before any batch
   * that is not a rebuild's): for tables whose batch-by-batch upkeep costs more the more earlier batches wrote.
   */
  finishRebuild?(client: pg.PoolClient): Promise<void>;
  /**
   * Indexes (by name, on this projection's tables) that only readers use: a rebuild drops them before its first
   * batch and builds each once after finishRebuild, instead of keeping them up to date row by row. An index a batch's
   * own statements look rows up by must not be listed, or each batch would scan its table.
   */
  indexesBuiltAfterRebuild?: readonly string[];
}
