import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNameOf, createPool } from '@certus/infra';
import { freshDatabase } from '../support/postgres.ts';

describe('the connections of a service process (real PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase('connection_names');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('given a pool made with the process name, when it connects, then pg_stat_activity shows that name', async () => {
    const pool = createPool(db.url, 1, applicationNameOf('projections', 'worker-host', 77));
    try {
      const { rows } = await pool.query<{ name: string }>('SELECT application_name AS name FROM pg_stat_activity WHERE pid = pg_backend_pid()');
      expect(rows).toEqual([{ name: 'certus-projections worker-host:77' }]);
    } finally {
      await pool.end();
    }
  });
});
