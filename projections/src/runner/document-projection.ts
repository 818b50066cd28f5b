import type pg from 'pg';
import type { RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

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

export function documentProjection(def: DocumentProjectionDefinition): Projection {
  const quoted = (c: string) => `"${c}"`;
  const columnList = def.columns.map(quoted).join(', ');
  const updates = def.columns.filter((c) => c !== def.keyColumn).map((c) => `${quoted(c)} = EXCLUDED.${quoted(c)}`).join(', ');
  return {
    name: def.name,
    tables: [def.table, ...(def.alsoOwns ?? [])],
    handles: (event) => def.keyOf(event) !== undefined,
    async applyBatch(client, events) {
      const relevant = events.flatMap((event) => {
        const key = def.keyOf(event);
        if (key === undefined) return [];
        return typeof key === 'string' ? [{ key, event }] : key.map((k) => ({ key: k, event }));
      });
      if (relevant.length === 0) return;
      const keys = [...new Set(relevant.map((r) => r.key))];
      const { rows } = await client.query<{ key: string; row: Row }>(
        `SELECT t.${quoted(def.keyColumn)} AS key, row_to_json(t) AS row FROM ${quoted(def.table)} t WHERE t.${quoted(def.keyColumn)} = ANY($1)`,
        [keys],
      );
      const current = new Map<string, Row | null>(rows.map((r) => [r.key, r.row]));
      const touched = new Set<string>();
      const emitted: Row[] = [];
      for (const { key, event } of relevant) {
        const row = def.evolve(current.get(key) ?? null, event, key);
        current.set(key, row);
        touched.add(key);
        const extra = def.emit?.(row, event, key);
        if (extra) emitted.push(extra);
      }
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const key of touched) {
        const row = current.get(key);
        if (row) upserts.push(def.finish ? def.finish(row) : row);
        else deletes.push(key);
      }
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
      await def.afterWrite?.(client, { upserted: upserts, deleted: deletes, emitted });
    },
  };
}
