import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { Projection } from '@certus/projections';
import { createShadowTables } from '@certus/projections/runner/shadow-tables';
import { quoteIdent } from '@certus/projections/runner/quote-ident';
import { cpuSince, cpuSnapshot, type CpuUse } from './cpu.ts';

export interface WriteFloor {
  seconds: number;
  rows: number;
  cpu: CpuUse;
}

const FLOOR_SCHEMA = 'bench_write_floor';

/**
 * What PostgreSQL alone takes to write a projection's tables as its rebuild leaves them, with no Node work at all: the
 * rows of the live tables are saved to files on the server (untimed), then, timed, loaded with COPY into tables made as
 * a rebuild makes them (createShadowTables: keys, the deferred indexes left out), the deferred indexes built and every
 * table vacuumed and analysed, as the rebuild does after its swap. No rebuild of these tables on this server can be
 * quicker: reading the log, folding it and spelling the rows all come on top.
 *
 * Server-side COPY: the embedded PostgreSQL's superuser, as the bench runs it.
 */
export async function measureWriteFloor(pool: pg.Pool, projection: Projection): Promise<WriteFloor> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'certus-write-floor-'));
  // The server runs as its own user: it writes and reads the files.
  chmodSync(dir, 0o777);
  const file = (table: string) => `'${path.join(dir, `${table}.copy`)}'`;
  const client = await pool.connect();
  try {
    let rows = 0;
    for (const table of projection.tables) {
      const saved = await client.query(`COPY public.${quoteIdent(table)} TO ${file(table)}`);
      rows += saved.rowCount ?? 0;
    }
    await client.query(`DROP SCHEMA IF EXISTS ${FLOOR_SCHEMA} CASCADE`);

    const cpu0 = cpuSnapshot();
    const t0 = performance.now();
    await client.query('BEGIN');
    const { deferredIndexes } = await createShadowTables(client, FLOOR_SCHEMA, projection);
    await client.query('COMMIT');
    for (const table of projection.tables) await client.query(`COPY ${FLOOR_SCHEMA}.${quoteIdent(table)} FROM ${file(table)}`);
    for (const index of deferredIndexes) await client.query(index.definition);
    for (const table of projection.tables) await client.query(`VACUUM (ANALYZE) ${FLOOR_SCHEMA}.${quoteIdent(table)}`);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSince(cpu0);

    await client.query(`DROP SCHEMA ${FLOOR_SCHEMA} CASCADE`);
    return { seconds, rows, cpu };
  } finally {
    client.release();
    rmSync(dir, { recursive: true, force: true });
  }
}
