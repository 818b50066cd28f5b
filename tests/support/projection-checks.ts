import { expect } from 'vitest';
import type pg from 'pg';
import { START, compareCheckpoints } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { InProcessDelivery, createLogger } from '@certus/infra';
import { readCheckpoint, rebuildProjection, runProjectionWorker, type Projection } from '@certus/projections';
import { tableRows } from './member-histories.ts';
import { writtenHead } from './written-head.ts';

/**
 * Architecture rule 4 for one projection: once it has caught up, applying the whole log again changes no
 * row (idempotency), and a rebuild from zero gives the same rows.
 */
export async function expectReplayAndRebuildIdentical(
  platform: { pool: pg.Pool; store: EventStore },
  projection: Projection,
  table: string,
  key: string,
): Promise<void> {
  const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
  // The live rows are taken at a moment when the log stood still: a reactor may still append (a reward
  // earned, a credit) after the projection first caught up, and a rebuild would then see more than they do.
  let live: unknown[];
  for (;;) {
    const head = await writtenHead(platform.pool);
    while (compareCheckpoints(await readCheckpoint(platform.pool, projection.name), head) < 0) {
      if (Date.now() > deadline) throw new Error(`projection ${projection.name} did not catch up`);
      await new Promise((r) => setTimeout(r, 20));
    }
    live = await tableRows(platform.pool, table, key);
    if (compareCheckpoints(await writtenHead(platform.pool), head) === 0) break;
  }
  expect(live.length).toBeGreaterThan(0);
  const client = await platform.pool.connect();
  try {
    await client.query('BEGIN');
    await projection.applyBatch(client, await platform.store.readAll(START, 100_000));
    const { rows } = await client.query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY "${key}"`);
    expect(rows.map((r) => r.row)).toEqual(live);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
  await rebuildProjection(platform.pool, platform.store, projection);
  expect(await tableRows(platform.pool, table, key)).toEqual(live);
}

/**
 * Runs a projection's worker (in-process delivery, `batchSize` events a batch) until it has projected the whole log as
 * it stands now, then stops it.
 */
export async function projectToHead(platform: { pool: pg.Pool; store: EventStore }, projection: Projection, batchSize = 50): Promise<void> {
  const stop = new AbortController();
  const worker = runProjectionWorker({ pool: platform.pool, delivery: new InProcessDelivery(platform.store, batchSize), projection, logger: createLogger('test', 'silent'), signal: stop.signal });
  const head = await writtenHead(platform.pool);
  const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
  try {
    while (compareCheckpoints(await readCheckpoint(platform.pool, projection.name), head) < 0) {
      if (Date.now() > deadline) throw new Error(`projection ${projection.name} did not catch up`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    stop.abort();
    await worker;
  }
}
