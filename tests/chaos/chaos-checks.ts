import type pg from 'pg';
import { compareCheckpoints, type Checkpoint } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { MAIL_REACTOR_NAMES, allProjections, allReactors, readCheckpoint, readReactorCheckpoint } from '@certus/projections';
import { differenceCount, hasDrift } from '@certus/projections/verify/compare-table';
import { verifyReadModels } from '@certus/projections/verify/verify-read-models';
import type { Attempt } from './chaos-load.ts';
import { writtenHead } from '../support/written-head.ts';

/** What one trial's checks found; every list and count is zero when nothing went wrong. */
export interface Findings {
  /** Acknowledged commands whose event is not in the log. */
  lost: Attempt[];
  /** Commands (acknowledged or not) whose event is in the log more than once. */
  duplicated: Attempt[];
  /** Money the gateway's books and the payments' records do not agree on, in words. */
  payments: string[];
  /** Rows of the live read models that differ from a replay of the whole log. */
  readModelDifferences: number;
  driftedTables: string[];
}

/** Payment states that say something is still under way: after quiet, the reconciler must have ended each. */
const UNDER_WAY = ['Requested', 'Approved', 'ReversalRequested'];

/**
 * Until the platform has finished with everything the load started: every projection and reactor at the head of
 * the log, the log still for a moment, and no payment left under way (a killed command service's half-made
 * payment is finished by the reconciler of another). False when that did not happen within `timeoutMs`.
 */
export async function untilSettled(pool: pg.Pool, store: EventStore, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const reactors = [...allReactors(store).map((r) => r.name), ...MAIL_REACTOR_NAMES];
  const behind = async (head: Checkpoint) => {
    const positions = [
      ...(await Promise.all(allProjections.map((p) => readCheckpoint(pool, p.name)))),
      ...(await Promise.all(reactors.map((name) => readReactorCheckpoint(pool, name)))),
    ];
    return positions.some((p) => compareCheckpoints(p, head) < 0);
  };
  while (Date.now() < deadline) {
    try {
      const head = await writtenHead(pool);
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE status = ANY($1)', [UNDER_WAY]);
      if (!(await behind(head)) && rows[0]!.n === 0) {
        await new Promise((r) => setTimeout(r, 300));
        if (compareCheckpoints(await writtenHead(pool), head) === 0) return true;
      }
    } catch {
      // PostgreSQL may still be starting again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function checkFindings(pool: pg.Pool, store: EventStore, attempts: readonly Attempt[]): Promise<Findings> {
  const { lost, duplicated } = await eventsOfAttempts(pool, attempts);
  const report = await verifyReadModels(pool, store, { differencesPerTable: 5 });
  const drifted = report.tables.filter(hasDrift);
  return {
    lost,
    duplicated,
    payments: await paymentsAgainstGateway(pool),
    readModelDifferences: drifted.reduce((sum, t) => sum + Math.max(1, differenceCount(t)), 0),
    driftedTables: drifted.map((t) => `${t.table}: ${t.problem ?? JSON.stringify(t.counts)} ${JSON.stringify(t.differences.slice(0, 2))}`),
  };
}

/** Each command's expected event, counted in the log by the command's correlation id. */
async function eventsOfAttempts(pool: pg.Pool, attempts: readonly Attempt[]): Promise<{ lost: Attempt[]; duplicated: Attempt[] }> {
  const { rows } = await pool.query<{ correlation_id: string; type: string; n: number }>(
    `SELECT metadata->>'correlationId' AS correlation_id, type, count(*)::int AS n
       FROM events WHERE metadata->>'correlationId' = ANY($1) GROUP BY 1, 2`,
    [attempts.map((a) => a.correlationId)],
  );
  const counts = new Map(rows.map((r) => [`${r.correlation_id} ${r.type}`, r.n]));
  const countOf = (a: Attempt) => counts.get(`${a.correlationId} ${a.expectedType}`) ?? 0;
  return { lost: attempts.filter((a) => a.acknowledged && countOf(a) === 0), duplicated: attempts.filter((a) => countOf(a) > 1) };
}

/**
 * Money against its records (architecture rule 7), from the test gateway's own books: a settled payment was charged
 * exactly its amount once; one that failed, was declined, abandoned or reversed has nothing left charged; no charge
 * exists without a payment that records it; an order's submission and its balance are each paid at most once.
 */
async function paymentsAgainstGateway(pool: pg.Pool): Promise<string[]> {
  const problems: string[] = [];
  const { rows: payments } = await pool.query<{ payment_key: string; purpose: string; order_id: string | null; status: string; amount_cents: number; transaction_id: string | null }>(
    'SELECT payment_key, purpose, order_id, status, amount_cents, transaction_id FROM payments',
  );
  const { rows: charges } = await pool.query<{ idempotency_key: string; transaction_id: string; amount_cents: number; refunded_cents: number }>(
    "SELECT idempotency_key, transaction_id, amount_cents, refunded_cents FROM test_gateway.charges WHERE outcome = 'approved'",
  );
  const paymentKeyOf = (idempotencyKey: string) => idempotencyKey.split('#')[0]!;
  const chargesOf = new Map<string, typeof charges>();
  for (const charge of charges) chargesOf.set(paymentKeyOf(charge.idempotency_key), [...(chargesOf.get(paymentKeyOf(charge.idempotency_key)) ?? []), charge]);
  const known = new Set(payments.map((p) => p.payment_key));
  for (const key of chargesOf.keys()) if (!known.has(key)) problems.push(`charged under ${key}, which no payment records`);
  const settledPerOrder = new Map<string, number>();
  for (const payment of payments) {
    const kept = (chargesOf.get(payment.payment_key) ?? []).reduce((sum, c) => sum + c.amount_cents - c.refunded_cents, 0);
    if (UNDER_WAY.includes(payment.status)) problems.push(`${payment.payment_key} is still ${payment.status}`);
    else if (payment.status === 'Settled' && kept !== payment.amount_cents) problems.push(`${payment.payment_key} settled for ${payment.amount_cents} cents, the gateway kept ${kept}`);
    else if (payment.status !== 'Settled' && payment.status !== 'Refunded' && kept !== 0) problems.push(`${payment.payment_key} is ${payment.status}, the gateway kept ${kept} cents`);
    if (payment.status === 'Settled' && payment.order_id) {
      const key = `${payment.order_id} ${payment.purpose}`;
      settledPerOrder.set(key, (settledPerOrder.get(key) ?? 0) + 1);
    }
  }
  for (const [key, n] of settledPerOrder) if (n > 1) problems.push(`${key} paid ${n} times`);
  return problems;
}
