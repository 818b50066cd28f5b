import type pg from 'pg';
import { quoteIdent } from './scratch-schema.ts';

export type Row = Record<string, unknown>;

export interface ColumnDifference {
  column: string;
  live: unknown;
  replayed: unknown;
}

/**
 * One row that is not the same in the live table and in the replay, by its primary key:
 * - changed: both have the key, some columns differ (named, with both values);
 * - missing: the replay has the row, the live table does not (a row lost or deleted by hand);
 * - extra: the live table has a row no event accounts for.
 */
export type RowDifference =
  | { kind: 'changed'; key: Row; columns: ColumnDifference[] }
  | { kind: 'missing'; key: Row; replayed: Row }
  | { kind: 'extra'; key: Row; live: Row };

export interface TableComparison {
  table: string;
  projection: string;
  liveRows: number;
  replayedRows: number;
  /** Every difference found, by kind (the list below may stop earlier). */
  counts: { changed: number; missing: number; extra: number };
  /** The first differences in key order, up to the limit asked for. */
  differences: RowDifference[];
  /** Why the rows could not be compared (a table missing, columns not the same), if so: that alone is drift. */
  problem?: string;
}

export const differenceCount = (t: Pick<TableComparison, 'counts'>) => t.counts.changed + t.counts.missing + t.counts.extra;
export const hasDrift = (t: TableComparison) => t.problem !== undefined || differenceCount(t) > 0;

async function columnsOf(db: pg.PoolClient, schema: string, table: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [schema, table],
  );
  return new Map(rows.map((r) => [r.column_name, r.data_type]));
}

async function primaryKeyOf(db: pg.PoolClient, schema: string, table: string): Promise<string[]> {
  const { rows } = await db.query<{ attname: string }>(
    `SELECT a.attname FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = to_regclass($1) AND i.indisprimary
      ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [`${quoteIdent(schema)}.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.attname);
}

/** Why the two tables cannot be compared row by row, or undefined when they have the same columns. */
function schemaProblem(live: Map<string, string>, replayed: Map<string, string>): string | undefined {
  if (live.size === 0) return 'no such table in the live schema (a migration not applied there?)';
  const describe = (c: string, types: Map<string, string>) => `${c} ${types.get(c)}`;
  const liveOnly = [...live.keys()].filter((c) => live.get(c) !== replayed.get(c)).map((c) => describe(c, live));
  const replayOnly = [...replayed.keys()].filter((c) => live.get(c) !== replayed.get(c)).map((c) => describe(c, replayed));
  if (liveOnly.length === 0 && replayOnly.length === 0) return undefined;
  return `columns differ: live has ${liveOnly.join(', ') || 'nothing else'}; the migrations give ${replayOnly.join(', ') || 'nothing else'}`;
}

/**
 * Compares one table of the live schema with its copy in the replay's schema, in SQL: each row as jsonb (every
 * column type has jsonb equality, json and point do not), the rows of each side not in the other (EXCEPT ALL,
 * both ways), paired by primary key so that a changed row shows once, with its differing columns. Run inside
 * the transaction whose snapshot both sides are read in.
 */
export async function compareTable(
  db: pg.PoolClient,
  { table, projection, liveSchema, replaySchema, limit }: { table: string; projection: string; liveSchema: string; replaySchema: string; limit: number },
): Promise<TableComparison> {
  const live = `${quoteIdent(liveSchema)}.${quoteIdent(table)}`;
  const replayed = `${quoteIdent(replaySchema)}.${quoteIdent(table)}`;
  const replayedColumns = await columnsOf(db, replaySchema, table);
  const problem = schemaProblem(await columnsOf(db, liveSchema, table), replayedColumns);
  const { rows: sizes } = await db.query<{ live: number | null; replayed: number }>(
    `SELECT ${problem?.startsWith('no such table') ? 'NULL' : `(SELECT count(*) FROM ${live})`}::int AS live, (SELECT count(*) FROM ${replayed})::int AS replayed`,
  );
  const liveRows = sizes[0]!.live ?? 0;
  const replayedRows = sizes[0]!.replayed;
  if (problem) return { table, projection, liveRows, replayedRows, counts: { changed: 0, missing: 0, extra: 0 }, differences: [], problem };

  // Without a primary key a row is its own key: a changed row then shows as one missing and one extra.
  const primaryKey = await primaryKeyOf(db, replaySchema, table);
  const keyColumns = primaryKey.length > 0 ? primaryKey : [...replayedColumns.keys()].sort();
  const keyOf = (alias: string) => `jsonb_build_array(${keyColumns.map((c) => `${alias}.${quoteIdent(c)}`).join(', ')})`;
  const { rows } = await db.query<{ key: unknown[]; live: Row | null; replayed: Row | null; columns: string[] | null; changed: number; missing: number; extra: number }>(
    `WITH live AS (SELECT ${keyOf('t')} AS key, to_jsonb(t) AS row FROM ${live} t),
          replayed AS (SELECT ${keyOf('t')} AS key, to_jsonb(t) AS row FROM ${replayed} t),
          live_only AS (SELECT key, row FROM live EXCEPT ALL SELECT key, row FROM replayed),
          replayed_only AS (SELECT key, row FROM replayed EXCEPT ALL SELECT key, row FROM live),
          paired AS (
            SELECT coalesce(l.key, r.key) AS key, l.row AS live_row, r.row AS replayed_row
              FROM live_only l FULL JOIN replayed_only r ON l.key = r.key)
     SELECT key, live_row AS live, replayed_row AS replayed,
            CASE WHEN live_row IS NOT NULL AND replayed_row IS NOT NULL THEN
              ARRAY(SELECT c FROM jsonb_object_keys(live_row || replayed_row) AS c WHERE live_row -> c IS DISTINCT FROM replayed_row -> c ORDER BY c)
            END AS columns,
            (count(*) FILTER (WHERE live_row IS NOT NULL AND replayed_row IS NOT NULL) OVER ())::int AS changed,
            (count(*) FILTER (WHERE live_row IS NULL) OVER ())::int AS missing,
            (count(*) FILTER (WHERE replayed_row IS NULL) OVER ())::int AS extra
       FROM paired
      ORDER BY key
      LIMIT $1`,
    [Math.max(limit, 1)],
  );
  const first = rows[0];
  const counts = first ? { changed: first.changed, missing: first.missing, extra: first.extra } : { changed: 0, missing: 0, extra: 0 };
  const differences = rows.slice(0, limit).map((r): RowDifference => {
    const key = Object.fromEntries(keyColumns.map((c, i) => [c, r.key[i]]));
    if (r.live && r.replayed) {
      const { live: was, replayed: fresh } = r;
      return { kind: 'changed', key, columns: r.columns!.map((column) => ({ column, live: was[column], replayed: fresh[column] })) };
    }
    return r.live ? { kind: 'extra', key, live: r.live } : { kind: 'missing', key, replayed: r.replayed! };
  });
  return { table, projection, liveRows, replayedRows, counts, differences };
}
