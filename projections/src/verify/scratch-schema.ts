import type pg from 'pg';
import { migrateInto } from '../migrate.ts';
import type { Projection } from '../projection.ts';
import { quoteIdent } from '../runner/quote-ident.ts';
import { SHADOW_SCHEMA_PREFIX } from '../runner/rebuild.ts';

/**
 * Where audit:verify builds its fresh copy of every read model: a schema of its own in the live database. It
 * carries the rebuild prefix because projections keep quiet in schemas so named (the orders projection sends
 * no NOTIFY from one): a replay must not tell live listeners that an order changed.
 */
export const VERIFY_SCHEMA = `${SHADOW_SCHEMA_PREFIX}audit_verify`;

/**
 * One verify at a time per database (a session-level advisory lock on the tool's own connection): the
 * scratch schema has one name, so the next run can drop what a crashed one left behind without dropping
 * the schema of a run still going.
 */
const VERIFY_LOCK = 'audit-verify';

export class VerifyAlreadyRunning extends Error {
  override readonly name = 'VerifyAlreadyRunning';
  constructor() {
    super('another audit:verify is running against this database; try again when it has finished');
  }
}

export { quoteIdent };

/** Takes the verify lock and replays the numbered migrations into an empty scratch schema. */
export async function openScratchSchema(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [VERIFY_LOCK]);
  if (!rows[0]?.locked) throw new VerifyAlreadyRunning();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(VERIFY_SCHEMA)} CASCADE`);
    await client.query('BEGIN');
    await migrateInto(client, VERIFY_SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [VERIFY_LOCK]);
    throw error;
  }
}

/** Drops the scratch schema and gives the verify lock back. */
export async function closeScratchSchema(client: pg.PoolClient): Promise<void> {
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(VERIFY_SCHEMA)} CASCADE`);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [VERIFY_LOCK]);
  }
}

/** The tables the migrations made in the scratch schema: every table a read model may have. */
export async function scratchTables(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [VERIFY_SCHEMA],
  );
  return rows.map((r) => r.table_name);
}

/**
 * Drops the scratch copies of the indexes only readers use (the projection's indexesBuiltAfterRebuild): the fresh
 * copies are only compared, by primary key, and keeping those indexes up would slow the replay. A name that is no index
 * there is a mistake in the projection and stops the verify.
 */
export async function dropIndexesBuiltAfterRebuild(client: pg.PoolClient, projection: Projection): Promise<void> {
  const names = projection.indexesBuiltAfterRebuild ?? [];
  if (names.length === 0) return;
  const { rows } = await client.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND indexname = ANY($2)', [
    VERIFY_SCHEMA,
    names,
  ]);
  const missing = names.filter((name) => !rows.some((row) => row.indexname === name));
  if (missing.length > 0) throw new Error(`${projection.name}: indexesBuiltAfterRebuild names no index of its tables: ${missing.join(', ')}`);
  for (const { indexname } of rows) await client.query(`DROP INDEX ${quoteIdent(VERIFY_SCHEMA)}.${quoteIdent(indexname)}`);
}
