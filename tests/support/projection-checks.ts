import { expect } from 'vitest';
import type pg from 'pg';
import { START, compareCheckpoints } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { InProcessDelivery, createLogger } from '@certus/infra';
import { readCheckpoint, rebuildProjection, runProjectionWorker, type Projection } from '@certus/projections';
import { tableRows } from './member-histories.ts';
import { untilPassed, writtenHead } from './written-head.ts';

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
  // The live rows are taken at a moment when the log stood still: a reactor may still append (a reward
  // earned, a credit) after the projection first caught up, and a rebuild would then see more than they do.
  let live: unknown[];
  for (;;) {
    const head = await writtenHead(platform.pool);
    await untilPassed(() => readCheckpoint(platform.pool, projection.name), head, `projection ${projection.name}`);
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
  try {
    await untilPassed(() => readCheckpoint(platform.pool, projection.name), await writtenHead(platform.pool), `projection ${projection.name}`);
  } finally {
    stop.abort();
    await worker;
  }
}
