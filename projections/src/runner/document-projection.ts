import type pg from 'pg';
import type { RecordedEvent } from '@certus/contracts';
import type { Projection, RebuildOptions, RebuildSession } from '../projection.ts';
import { copyRows, jsonRowSpellings, type CopySpelling } from './copy-rows.ts';

export type Row = Record<string, unknown>;

/**
 * The common kind of read model: one row per key (a member, an order), computed by a pure `evolve`
 * from the row as it was and one event. A batch loads the rows it touches in one query, folds every
 * event in memory, and writes the changed rows back in one upsert and one delete: a few round trips
 * per batch rather than per event, which is what makes rebuilds fast. Rows travel as json, not jsonb, both ways:
 * PostgreSQL writes and reads plain json text faster (no binary form built only to be printed or taken apart).
 */
export interface DocumentProjectionDefinition {
  name: string;
  table: string;
  keyColumn: string;
  columns: string[];
  /**
   * Which row an event changes, or undefined when the projection ignores it; several keys when one event
   * changes several rows (evolve is then called once per key).
   */
  keyOf(event: RecordedEvent): string | readonly string[] | undefined;
  /** Every type keyOf gives a key for (Projection.eventTypes): events of other types are then never looked at. */
  eventTypes?: readonly string[];
  /** The row after the event; null deletes it. Pure: everything it needs is in the row, the event and the key. */
  evolve(row: Row | null, event: RecordedEvent, key: string): Row | null;
  /**
   * Columns derived from the folded state (views), computed once per changed row and batch rather than after
   * every event: a rebuild folds hundreds of events of one order in one batch. Pure, like evolve.
   */
  finish?(row: Row): Row;
  /** Further tables written by afterWrite: swapped in with the main one by a rebuild. */
  alsoOwns?: string[];
  /**
   * A row of another table recorded at this event (or undefined), from the row just after it: what only an event's
   * own moment shows (the orders' fold at a version), which the batch's last row no longer does. Given to afterWrite
   * in event order. Pure, like evolve.
   */
  emit?(row: Row | null, event: RecordedEvent, key: string): Row | undefined;
  /**
   * Runs in the batch's transaction after the rows are written, with the rows written, the keys deleted and the rows
   * emitted: tables derived from them (one per order, counts per member) and notifications, which fire at commit.
   */
  afterWrite?(client: pg.PoolClient, written: { upserted: Row[]; deleted: string[]; emitted: Row[] }): Promise<void>;
}

/**
 * Rows a rebuild session keeps in memory at most before writing them (one batch of the log touches up to its 20,000
 * events' keys; a few hundred bytes to a few kilobytes a row).
 */
const DEFAULT_HELD_ROWS = 50_000;

interface Keyed {
  key: string;
  event: RecordedEvent;
}

export function documentProjection(def: DocumentProjectionDefinition): Projection {
  const quoted = (c: string) => `"${c}"`;
  const columnList = def.columns.map(quoted).join(', ');
  const updates = def.columns.filter((c) => c !== def.keyColumn).map((c) => `${quoted(c)} = EXCLUDED.${quoted(c)}`).join(', ');

  const named = def.eventTypes ? new Set(def.eventTypes) : undefined;
  const keyOf = (event: RecordedEvent) => (named && !named.has(event.type) ? undefined : def.keyOf(event));
  /** The events the projection reads, each with the key of the row it changes (one entry per key). */
  const keyed = (events: RecordedEvent[]): Keyed[] =>
    events.flatMap((event) => {
      const key = keyOf(event);
      if (key === undefined) return [];
      return typeof key === 'string' ? [{ key, event }] : key.map((k) => ({ key: k, event }));
    });
  /** The rows a batch touches, each once. */
  const keysOf = (relevant: Keyed[]) => [...new Set(relevant.map((r) => r.key))];
  const readRows = async (client: pg.PoolClient, keys: string[]) => {
    const { rows } = await client.query<{ key: string; row: Row }>(
      `SELECT t.${quoted(def.keyColumn)} AS key, row_to_json(t) AS row FROM ${quoted(def.table)} t WHERE t.${quoted(def.keyColumn)} = ANY($1)`,
      [keys],
    );
    return rows;
  };
  /** Folds the events into `current` (keys absent there start from no row); returns the keys changed, in first-touch order. */
  const fold = (current: Map<string, Row | null>, relevant: Keyed[], emitted: Row[]) => {
    const touched = new Set<string>();
    for (const { key, event } of relevant) {
      const row = def.evolve(current.get(key) ?? null, event, key);
      current.set(key, row);
      touched.add(key);
      const extra = def.emit?.(row, event, key);
      if (extra) emitted.push(extra);
    }
    return touched;
  };
  const writeRows = async (client: pg.PoolClient, upserts: Row[], deletes: string[]) => {
    if (upserts.length) {
      await client.query(
        `INSERT INTO ${quoted(def.table)} (${columnList})
         SELECT ${columnList} FROM json_populate_recordset(NULL::${quoted(def.table)}, $1::json)
         ON CONFLICT (${quoted(def.keyColumn)}) DO UPDATE SET ${updates}`,
        [JSON.stringify(upserts)],
      );
    }
    if (deletes.length) {
      await client.query(`DELETE FROM ${quoted(def.table)} WHERE ${quoted(def.keyColumn)} = ANY($1)`, [deletes]);
    }
  };

  /**
   * A rebuild holds the rows it folds across batches and writes each once when it holds `heldRows` of them (and at the
   * end), instead of reading and writing every row a batch touches: a member's events spread over many batches. Rows
   * not held are read back only if an earlier write put them in the table (it starts empty), and rows written for the
   * first time are appended with COPY (twice the rate of the upsert here). Only for projections whose rows alone are
   * the read model: with `finish`, `emit` or `afterWrite`, what is written depends on each batch.
   */
  const startRebuild = (options: RebuildOptions = {}): RebuildSession => {
    const heldRows = options.heldRows ?? DEFAULT_HELD_ROWS;
    const held = new Map<string, Row | null>();
    const inTable = new Set<string>();
    let spellings: CopySpelling[] | undefined;
    const writeHeld = async (client: pg.PoolClient) => {
      const appended: Row[] = [];
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const [key, row] of held) {
        if (row) {
          if (inTable.has(key)) upserts.push(row);
          else appended.push(row);
          inTable.add(key);
        } else if (inTable.delete(key)) deletes.push(key);
      }
      held.clear();
      if (appended.length) {
        spellings ??= await jsonRowSpellings(client, def.table, def.columns);
        await copyRows(client, def.table, def.columns, appended, spellings);
      }
      await writeRows(client, upserts, deletes);
    };
    return {
      async applyBatch(client, events) {
        const relevant = keyed(events);
        const unread = keysOf(relevant).filter((key) => !held.has(key) && inTable.has(key));
        if (unread.length) for (const { key, row } of await readRows(client, unread)) held.set(key, row);
        fold(held, relevant, []);
        if (held.size >= heldRows) await writeHeld(client);
      },
      finish: writeHeld,
    };
  };

  return {
    name: def.name,
    tables: [def.table, ...(def.alsoOwns ?? [])],
    handles: (event) => keyOf(event) !== undefined,
    ...(def.eventTypes ? { eventTypes: def.eventTypes } : {}),
    async applyBatch(client, events) {
      const relevant = keyed(events);
      if (relevant.length === 0) return;
      const rows = await readRows(client, keysOf(relevant));
      const current = new Map<string, Row | null>(rows.map((r) => [r.key, r.row]));
      const emitted: Row[] = [];
      const touched = fold(current, relevant, emitted);
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const key of touched) {
        const row = current.get(key);
        if (row) upserts.push(def.finish ? def.finish(row) : row);
        else deletes.push(key);
      }
      await writeRows(client, upserts, deletes);
      await def.afterWrite?.(client, { upserted: upserts, deleted: deletes, emitted });
    },
    ...(def.finish || def.emit || def.afterWrite ? {} : { startRebuild }),
  };
}
