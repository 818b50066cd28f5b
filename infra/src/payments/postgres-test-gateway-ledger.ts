import type pg from 'pg';
import type { ChargeResult, RefundResult } from './port.ts';
import { applySchema } from '../db/apply-schema.ts';
import { REFUND_OVER_CHARGE, type LedgerCharge, type TestGatewayLedger } from './test-gateway-ledger.ts';

/**
 * The test gateway's books in PostgreSQL (schema `test_gateway`, apart from the platform's tables): shared by
 * every process of the platform and kept across restarts, as a real gateway's are. Tests read them to count
 * what a member was really charged.
 */
const SCHEMA_SQL = /* sql */ `
CREATE SCHEMA IF NOT EXISTS test_gateway;
CREATE TABLE IF NOT EXISTS test_gateway.charges (
  idempotency_key text PRIMARY KEY,
  outcome text NOT NULL CHECK (outcome IN ('approved', 'declined')),
  transaction_id text UNIQUE,
  reason text,
  amount_cents integer NOT NULL,
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS test_gateway.refunds (
  idempotency_key text PRIMARY KEY,
  transaction_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('refunded', 'refused')),
  refund_id text,
  reason text,
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

interface ChargeRow {
  outcome: 'approved' | 'declined';
  transaction_id: string | null;
  reason: string | null;
  amount_cents: number;
  refunded_cents: number;
}

const chargeResultOf = (row: ChargeRow): ChargeResult =>
  row.outcome === 'approved' ? { outcome: 'approved', transactionId: row.transaction_id! } : { outcome: 'declined', reason: row.reason ?? '' };
const refundResultOf = (row: { outcome: 'refunded' | 'refused'; refund_id: string | null; reason: string | null }): RefundResult =>
  row.outcome === 'refunded' ? { outcome: 'refunded', refundId: row.refund_id! } : { outcome: 'refused', reason: row.reason ?? '' };

export class PostgresTestGatewayLedger implements TestGatewayLedger {
  private constructor(private readonly pool: pg.Pool) {}

  static async create(pool: pg.Pool): Promise<PostgresTestGatewayLedger> {
    await applySchema(pool, 'test-gateway', SCHEMA_SQL);
    return new PostgresTestGatewayLedger(pool);
  }

  async chargeUnder(idempotencyKey: string): Promise<LedgerCharge | undefined> {
    const { rows } = await this.pool.query<ChargeRow>('SELECT * FROM test_gateway.charges WHERE idempotency_key = $1', [idempotencyKey]);
    const row = rows[0];
    return row ? { result: chargeResultOf(row), amountCents: row.amount_cents, refundedCents: row.refunded_cents } : undefined;
  }

  async recordCharge(idempotencyKey: string, result: ChargeResult, amountCents: number): Promise<ChargeResult> {
    // Two copies of one charge racing: the first insert stands and both answer with it. The standing row is read
    // by a statement of its own: within the INSERT's statement the snapshot predates a copy that committed while
    // the insert waited on it, so a SELECT there would find nothing.
    const inserted = await this.pool.query<ChargeRow>(
      `INSERT INTO test_gateway.charges (idempotency_key, outcome, transaction_id, reason, amount_cents)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [idempotencyKey, result.outcome, result.outcome === 'approved' ? result.transactionId : null, result.outcome === 'declined' ? result.reason : null, amountCents],
    );
    const row = inserted.rows[0] ?? (await this.pool.query<ChargeRow>('SELECT * FROM test_gateway.charges WHERE idempotency_key = $1', [idempotencyKey])).rows[0];
    if (!row) throw new Error(`test gateway: no charge stands under ${idempotencyKey} after recording one`);
    return chargeResultOf(row);
  }

  async refundUnder(idempotencyKey: string): Promise<RefundResult | undefined> {
    const { rows } = await this.pool.query('SELECT outcome, refund_id, reason FROM test_gateway.refunds WHERE idempotency_key = $1', [idempotencyKey]);
    return rows[0] ? refundResultOf(rows[0]) : undefined;
  }

  async recordRefund(idempotencyKey: string, transactionId: string, amountCents: number, refundId: string): Promise<RefundResult> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      // The charge row is locked, so two refunds of one transaction are checked one after the other.
      const charge = await client.query<ChargeRow>('SELECT * FROM test_gateway.charges WHERE transaction_id = $1 FOR UPDATE', [transactionId]);
      const earlier = await client.query('SELECT outcome, refund_id, reason FROM test_gateway.refunds WHERE idempotency_key = $1', [idempotencyKey]);
      if (earlier.rows[0]) {
        await client.query('COMMIT');
        return refundResultOf(earlier.rows[0]);
      }
      const row = charge.rows[0];
      const result: RefundResult =
        row && row.refunded_cents + amountCents > row.amount_cents ? { outcome: 'refused', reason: REFUND_OVER_CHARGE } : { outcome: 'refunded', refundId };
      await client.query(
        'INSERT INTO test_gateway.refunds (idempotency_key, transaction_id, outcome, refund_id, reason, amount_cents) VALUES ($1, $2, $3, $4, $5, $6)',
        [idempotencyKey, transactionId, result.outcome, result.outcome === 'refunded' ? result.refundId : null, result.outcome === 'refused' ? result.reason : null, amountCents],
      );
      if (row && result.outcome === 'refunded') {
        await client.query('UPDATE test_gateway.charges SET refunded_cents = refunded_cents + $2 WHERE transaction_id = $1', [transactionId, amountCents]);
      }
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      // A refund under the same key committed by another process in between: answer with it.
      if ((error as { code?: string }).code === '23505') {
        const standing = await this.refundUnder(idempotencyKey);
        if (standing) return standing;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
