import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '@certus/infra';

/** A new empty database on the shared test server; returns its URL and a pool. */
export async function freshDatabase(label = 't'): Promise<{ url: string; pool: pg.Pool; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${label.replace(/\W/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Each projection and reactor of a test platform holds one connection for its leader lock; the rest serve
  // requests. Room for the registry to grow (the server allows 300: infra/src/db/embedded-postgres.ts).
  const pool = createPool(url.toString(), 64);
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
