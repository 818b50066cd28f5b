import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { freshDatabase } from '../../../tests/support/postgres.ts';
import { createPool } from '../db/pool.ts';
import { ManualClock } from '../runtime/clock.ts';
import { randomIds } from '../runtime/ids.ts';
import { PostgresTestGatewayLedger } from './postgres-test-gateway-ledger.ts';
import { REFUND_OVER_CHARGE } from './test-gateway-ledger.ts';
import { TEST_CARDS, TestPaymentGateway } from './test-gateway.ts';

/**
 * The test gateway's books in PostgreSQL, as the platform's processes share them: each "process" has its own
 * pool and its own gateway on the one database, so what one charged or refunded the other sees, and copies of
 * one call racing from both move money once.
 */
describe('test gateway ledger in PostgreSQL (two processes on one database)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let secondPool: pg.Pool;
  let secondLedger: PostgresTestGatewayLedger;
  let first: TestPaymentGateway;
  let second: TestPaymentGateway;
  let token: string;
  let keys = 0;
  const aKey = (what: string) => `${what}:${++keys}`;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));

  beforeAll(async () => {
    db = await freshDatabase('test_gateway');
    secondPool = createPool(db.url, 20);
    // Both processes start at once: each creates the schema (serialised by an advisory lock).
    const [firstLedger, ledger] = await Promise.all([PostgresTestGatewayLedger.create(db.pool), PostgresTestGatewayLedger.create(secondPool)]);
    secondLedger = ledger;
    first = new TestPaymentGateway(clock, randomIds, firstLedger);
    second = new TestPaymentGateway(clock, randomIds, secondLedger);
    const stored = await first.storeCard({ number: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
    if (stored.outcome !== 'stored') throw new Error(stored.reason);
    token = stored.instrument.token;
  });

  afterAll(async () => {
    await secondPool?.end();
    await db?.drop();
  });

  const charge = (gateway: TestPaymentGateway, idempotencyKey: string, amountCents = 5_000) =>
    gateway.charge({ token, amountCents, currency: 'USD', description: 'Gift card', idempotencyKey });
  async function aTransaction(amountCents = 5_000) {
    const charged = await charge(first, aKey('charge'), amountCents);
    if (charged.outcome !== 'approved') throw new Error(charged.reason);
    return charged.transactionId;
  }
  const chargeRows = async (idempotencyKey: string) =>
    (await db.pool.query('SELECT transaction_id, amount_cents, refunded_cents FROM test_gateway.charges WHERE idempotency_key = $1', [idempotencyKey])).rows;
  const refundedOf = async (transactionId: string) =>
    (await db.pool.query<{ refunded_cents: number }>('SELECT refunded_cents FROM test_gateway.charges WHERE transaction_id = $1', [transactionId])).rows[0]?.refunded_cents;

  it('given a charge made by one process, when the other looks it up or charges again under its key, then it finds that charge and charges nothing more', async () => {
    const key = aKey('order');
    const charged = await charge(first, key);

    expect(await second.findCharge(key)).toEqual(charged);
    expect(await charge(second, key)).toEqual(charged);
    expect(await chargeRows(key)).toHaveLength(1);
  });

  it('given a charge declined by one process, when the other looks it up, then it is found as declined', async () => {
    const stored = await second.storeCard({ number: TEST_CARDS.declined, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
    const declining = (stored as { instrument: { token: string } }).instrument.token;
    const key = aKey('order');
    await second.charge({ token: declining, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: key });

    expect(await first.findCharge(key)).toEqual({ outcome: 'declined', reason: 'The card was declined.' });
  });

  it('given a key never charged, when looked up, then nothing is found', async () => {
    expect(await first.findCharge(aKey('never'))).toBeNull();
  });

  it('given a charge made before a restart, when a new process (a new pool and ledger) looks it up, then it is found', async () => {
    const key = aKey('order');
    const charged = await charge(first, key);
    const restartedPool = createPool(db.url, 2);
    try {
      const restarted = new TestPaymentGateway(clock, randomIds, await PostgresTestGatewayLedger.create(restartedPool));
      expect(await restarted.findCharge(key)).toEqual(charged);
    } finally {
      await restartedPool.end();
    }
  });

  it('given 10 copies of one charge racing from both processes, when all are made, then one transaction answers them all (ten keys, one after the other)', async () => {
    for (let round = 0; round < 10; round++) {
      const key = aKey('race');

      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => charge(i % 2 ? second : first, key)));

      const rows = await chargeRows(key);
      expect(rows).toHaveLength(1);
      expect(answers).toEqual(Array(10).fill({ outcome: 'approved', transactionId: rows[0].transaction_id }));
    }
  });

  it('given a charge under a key being written by the other process, when this one records its own answer under the key meanwhile, then it waits and answers with the one that stood', async () => {
    const key = aKey('race');
    const holder = await db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`INSERT INTO test_gateway.charges (idempotency_key, outcome, transaction_id, amount_cents) VALUES ($1, 'approved', $2, 5000)`, [key, `${key}-first`]);
      const recording = secondLedger.recordCharge(key, { outcome: 'approved', transactionId: `${key}-second` }, 5_000);
      // Commit only once the second insert waits on the first (its statement began before the first committed).
      for (let waiting = 0; waiting === 0; ) {
        const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        waiting = rows[0]!.n;
      }
      await holder.query('COMMIT');

      expect(await recording).toEqual({ outcome: 'approved', transactionId: `${key}-first` });
    } finally {
      holder.release();
    }
  });

  it('given 10 copies of one refund racing from both processes, when all are made, then it is refunded once and every copy answers with that refund', async () => {
    const transactionId = await aTransaction(5_000);
    const key = aKey('refund');

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? second : first).refund({ transactionId, amountCents: 5_000, idempotencyKey: key })));

    const { rows } = await db.pool.query('SELECT refund_id FROM test_gateway.refunds WHERE idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
    expect(answers).toEqual(Array(10).fill({ outcome: 'refunded', refundId: rows[0].refund_id }));
    expect(await refundedOf(transactionId)).toBe(5_000);
  });

  it('given a charge partly refunded by one process, when the other asks for more than is left, then it is refused, and what is left can still be refunded', async () => {
    const transactionId = await aTransaction(5_000);
    expect((await first.refund({ transactionId, amountCents: 3_000, idempotencyKey: aKey('refund') })).outcome).toBe('refunded');

    expect(await second.refund({ transactionId, amountCents: 2_001, idempotencyKey: aKey('refund') })).toEqual({ outcome: 'refused', reason: REFUND_OVER_CHARGE });
    expect((await second.refund({ transactionId, amountCents: 2_000, idempotencyKey: aKey('refund') })).outcome).toBe('refunded');
    expect(await refundedOf(transactionId)).toBe(5_000);
  });

  it('given 10 refunds of a fifth of a charge each, under different keys from both processes at once, then exactly five are made and the rest refused', async () => {
    const transactionId = await aTransaction(5_000);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? second : first).refund({ transactionId, amountCents: 1_000, idempotencyKey: aKey('part') })));

    expect(answers.filter((a) => a.outcome === 'refunded')).toHaveLength(5);
    expect(answers.filter((a) => a.outcome === 'refused')).toEqual(Array(5).fill({ outcome: 'refused', reason: REFUND_OVER_CHARGE }));
    expect(await refundedOf(transactionId)).toBe(5_000);
  });
});
