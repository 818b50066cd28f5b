import type pg from 'pg';
import { EVENT_STORE_SCHEMA_SQL } from '@certus/infra/event-store/postgres/schema';

const NOTIFY = /^\s*PERFORM pg_notify\('certus_events', ''\);\s*$/m;
const FUNCTION_START = 'CREATE OR REPLACE FUNCTION certus_append(';

/**
 * Bench-only experiment (never applied outside the benchmark's own databases): certus_append exactly as
 * the schema defines it, with or without its pg_notify, to show what the notification costs.
 * Undefined when the schema no longer has that shape.
 */
export function appendFunctionSql(withNotify: boolean): string | undefined {
  const start = EVENT_STORE_SCHEMA_SQL.indexOf(FUNCTION_START);
  if (start < 0 || !NOTIFY.test(EVENT_STORE_SCHEMA_SQL)) return undefined;
  const fn = EVENT_STORE_SCHEMA_SQL.slice(start);
  return withNotify ? fn : fn.replace(NOTIFY, '');
}

export async function useAppendFunction(pool: pg.Pool, withNotify: boolean): Promise<boolean> {
  const sql = appendFunctionSql(withNotify);
  if (!sql) return false;
  await pool.query(sql);
  return true;
}
