import pg from 'pg';

// Keep bigint and numeric columns as strings unless a query casts them: JavaScript numbers lose digits.
export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits here; without a listener Node would crash the process.
  pool.on('error', () => undefined);
  return pool;
}
