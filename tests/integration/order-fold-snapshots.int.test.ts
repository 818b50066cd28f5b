import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, auditedOrderEventsOf, foldOrderEvents, orderStreamId } from '@certus/contracts';
import { migrate, ordersProjection, rebuildProjection } from '@certus/projections';
import { readOrderAsOf } from '../../query-service/src/audit/order-as-of-read.ts';
import { storedOrderFolds } from '../../query-service/src/audit/stored-order-folds.ts';
import { anOrderLife, BENCH_ORDER_ID } from '../bench/audit/order-life.ts';
import { freshEventStore } from '../support/event-store.ts';
import { projectToHead } from '../support/projection-checks.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;

/**
 * The folds the orders projection keeps every 100 versions of an order's stream (order_fold_snapshots), on real
 * PostgreSQL: a long order (20 books, 250 events, the audit bench's order at a smaller size) appended a step at a time
 * and projected in batches of 50 events, so the versions kept fall inside batches.
 */
describe('order fold snapshots: the orders projection keeps the fold every 100 versions', () => {
  let env: Env;
  const life = anOrderLife({ books: 20, events: 250 });
  const streamId = orderStreamId(BENCH_ORDER_ID);
  const snapshots = async () =>
    (await env.pool.query('SELECT order_id, version, recorded_at, fold::text AS fold FROM order_fold_snapshots ORDER BY order_id, version')).rows;

  beforeAll(async () => {
    env = await freshEventStore({ label: 'order_fold_snapshots' });
    await migrate(env.pool);
    let version = 0;
    for (let i = 0; i < life.events.length; i += 10) {
      const batch = life.events.slice(i, i + 10);
      await env.store.append(streamId, version, batch.map(({ event, metadata }) => ({ type: event.type, data: event.data, metadata })));
      version += batch.length;
    }
    await projectToHead(env, ordersProjection);
  }, 120_000);

  afterAll(async () => {
    await env?.drop();
  });

  it('given 250 events, then the folds at versions 100 and 200 are kept, each the order fold of the events up to it', async () => {
    const rows = await snapshots();
    expect(rows.map((r) => r.version)).toEqual([100, 200]);
    const events = auditedOrderEventsOf(await env.store.readStream(streamId));
    for (const row of rows) {
      expect(row.order_id).toBe(BENCH_ORDER_ID);
      expect(row.recorded_at.toISOString()).toBe(events[row.version - 1]!.recordedAt);
      expect(JSON.parse(row.fold)).toEqual(JSON.parse(JSON.stringify(foldOrderEvents(events.slice(0, row.version)))));
    }
  });

  it('given the kept folds, when moments before, on and after them are read, then each answer is the one folded from the first event', async () => {
    const storedFolds = storedOrderFolds(env.pool);
    for (const version of [1, 99, 100, 101, 199, 200, 250]) {
      const fromStart = await readOrderAsOf(env.store, BENCH_ORDER_ID, { version });
      expect(await readOrderAsOf(env.store, BENCH_ORDER_ID, { version }, { storedFolds })).toEqual(fromStart);
    }
    expect(await storedFolds.nearest(BENCH_ORDER_ID, 99)).toBeNull();
    expect((await storedFolds.nearest(BENCH_ORDER_ID, 250))?.version).toBe(200);
  });

  it('given the whole log applied again, and a rebuild from zero, then the kept folds are the same, byte for byte', async () => {
    const live = await snapshots();
    const client = await env.pool.connect();
    try {
      await client.query('BEGIN');
      await ordersProjection.applyBatch(client, await env.store.readAll(START, 100_000));
      expect((await client.query('SELECT order_id, version, recorded_at, fold::text AS fold FROM order_fold_snapshots ORDER BY order_id, version')).rows).toEqual(live);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    await rebuildProjection(env.pool, env.store, ordersProjection);
    expect(await snapshots()).toEqual(live);
  });
});
