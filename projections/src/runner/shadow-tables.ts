import type pg from 'pg';
import type { Projection } from '../projection.ts';
import { quoteIdent } from './quote-ident.ts';

/** An index left out of a shadow table until its rows are in: its table's name and the definition to run on the copy. */
export interface DeferredIndex {
  table: string;
  definition: string;
}

/**
 * Creates `schema` holding empty copies of the projection's live (public) tables: what a rebuild projects into. Each
 * copy has the live table's columns, defaults, checks, storage and comments (CREATE TABLE ... LIKE), and its keys and
 * indexes under their own names (LIKE would name them afresh, and the names outlive the swap). Copying the few tables a
 * projection owns, rather than replaying every migration into the schema, spares each rebuild the creation of every
 * other projection's tables: a third of a second here, most of a small projection's rebuild.
 *
 * The indexes the projection builds after its rebuild (indexesBuiltAfterRebuild) are not built here: their definitions
 * are returned, to be run once the rows are in. A name that is no index of these tables is a mistake in the projection:
 * the rebuild stops rather than leave a read model without an index it was meant to have.
 */
export async function createShadowTables(
  client: pg.PoolClient,
  schema: string,
  projection: Pick<Projection, 'name' | 'tables' | 'indexesBuiltAfterRebuild'>,
): Promise<{ deferredIndexes: DeferredIndex[] }> {
  const { tables } = projection;
  const deferred = projection.indexesBuiltAfterRebuild ?? [];
  const { rows: live } = await client.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname = ANY($1)`,
    [tables],
  );
  const missing = tables.filter((table) => !live.some((row) => row.relname === table));
  if (missing.length > 0) throw new Error(`${projection.name}: no live table to copy for its rebuild: ${missing.join(', ')}`);

  await client.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  for (const table of tables) {
    await client.query(`CREATE TABLE ${quoteIdent(schema)}.${quoteIdent(table)} (LIKE public.${quoteIdent(table)} INCLUDING ALL EXCLUDING INDEXES)`);
  }
  for (const key of await keysOf(client, tables)) {
    await client.query(`ALTER TABLE ${quoteIdent(schema)}.${quoteIdent(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
  }
  const indexes = await indexesOf(client, tables, schema);
  const unknown = deferred.filter((name) => !indexes.some((index) => index.name === name));
  if (unknown.length > 0) throw new Error(`${projection.name}: indexesBuiltAfterRebuild names no index of its tables: ${unknown.join(', ')}`);
  const deferredIndexes: DeferredIndex[] = [];
  for (const index of indexes) {
    if (deferred.includes(index.name)) deferredIndexes.push({ table: index.table, definition: index.definition });
    else await client.query(index.definition);
  }
  return { deferredIndexes };
}

/** The keys (primary, unique, exclusion) of the live tables: constraints, each with the index of its name. */
async function keysOf(client: pg.PoolClient, tables: readonly string[]) {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT t.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY($1) AND k.contype IN ('p', 'u', 'x')
      ORDER BY t.relname, k.conname`,
    [tables],
  );
  return rows;
}

/**
 * The other indexes of the live tables, each defined on its table's copy in `schema`. pg_get_indexdef names the table
 * with its schema; the definition is checked to have been moved to the copy, so an unforeseen form stops the rebuild
 * instead of indexing the live table.
 */
async function indexesOf(client: pg.PoolClient, tables: readonly string[], schema: string) {
  const { rows } = await client.query<{ name: string; table: string; definition: string; moved: boolean }>(
    `SELECT name, "table", replace(definition, live, copy) AS definition, strpos(definition, live) > 0 AS moved
       FROM (SELECT ic.relname AS name, t.relname AS "table", pg_get_indexdef(i.indexrelid) AS definition,
                    format(' ON %I.%I USING ', 'public', t.relname) AS live, format(' ON %I.%I USING ', $2::text, t.relname) AS copy
               FROM pg_index i
               JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
               JOIN pg_class ic ON ic.oid = i.indexrelid
              WHERE n.nspname = 'public' AND t.relname = ANY($1)
                AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))) found
      ORDER BY name`,
    [tables, schema],
  );
  const unmoved = rows.filter((row) => !row.moved);
  if (unmoved.length > 0) throw new Error(`cannot copy the definition of index ${unmoved.map((row) => row.name).join(', ')} for the rebuild`);
  return rows;
}
