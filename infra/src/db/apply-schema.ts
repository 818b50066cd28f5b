import type pg from 'pg';

/**
 * Runs idempotent DDL (CREATE ... IF NOT EXISTS) in one transaction under an advisory lock named after it:
 * several processes starting at once create each table once and never see one another's half-made schema.
 */
export async function applySchema(pool: pg.Pool, name: string, sql: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`certus:${name}:schema`]);
    await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
