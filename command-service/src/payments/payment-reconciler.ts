import type pg from 'pg';
import { OPEN_PAYMENT_STATUSES, type EventMetadata } from '@certus/contracts';
import { runAsLeader, sleep } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { makeOwedRefunds } from '../orders/staff/cancellation-refunds.ts';
import { RECONCILER } from './payment-process.ts';

export interface ReconcileOptions {
  /**
   * How long a payment must have stood still before it is taken for abandoned by its request: longer than any
   * gateway call can take, so the reconciler never races a request still waiting for the gateway (were it to,
   * both would still do each step once: see payment-process.ts).
   */
  graceMs: number;
  /** At most this many payments per pass. */
  limit?: number;
}

export interface ReconcileReport {
  examined: number;
  finished: number;
  /** Those left for the next pass, with why. */
  failed: { paymentKey: string; error: string }[];
}

interface OpenPaymentRow {
  payment_key: string;
  kind: 'Charge' | 'CancellationRefund';
  order_id: string | null;
}

/**
 * One pass of the payment reconciler: every payment left on its way (OPEN_PAYMENT_STATUSES in the payments
 * read model, which has its own checkpoint) for longer than the grace period is finished: a charge through
 * PaymentProcess.resume (looked up at the gateway, recorded or abandoned, reversed when it cannot be recorded),
 * a refund owed by a cancellation through makeOwedRefunds. Decisions are taken from the streams, never from
 * the read model, which only says where to look. One payment failing (the gateway down) does not stop the others.
 */
export async function reconcilePaymentsOnce(deps: CommandServiceDeps, pool: pg.Pool, options: ReconcileOptions): Promise<ReconcileReport> {
  const settledBefore = new Date(deps.clock.now().getTime() - options.graceMs);
  const { rows } = await pool.query<OpenPaymentRow>(
    `SELECT payment_key, kind, order_id FROM payments WHERE status = ANY($1) AND updated_at <= $2 ORDER BY updated_at LIMIT $3`,
    [OPEN_PAYMENT_STATUSES, settledBefore, options.limit ?? 100],
  );
  const report: ReconcileReport = { examined: rows.length, finished: 0, failed: [] };
  const ordersDone = new Set<string>();
  for (const row of rows) {
    try {
      if (row.kind === 'Charge') {
        const outcome = await deps.paymentProcess.resume(row.payment_key);
        deps.logger.warn({ paymentKey: row.payment_key, status: outcome?.state.status }, 'payment reconciler finished a payment left half way');
      } else if (row.order_id && !ordersDone.has(row.order_id)) {
        ordersDone.add(row.order_id);
        const metadata: EventMetadata = { correlationId: `reconcile:${row.order_id}`, causationId: row.payment_key, actor: RECONCILER };
        await makeOwedRefunds(deps, row.order_id, metadata);
        deps.logger.warn({ orderId: row.order_id }, 'payment reconciler made the refunds a cancellation still owed');
      }
      report.finished++;
    } catch (error) {
      report.failed.push({ paymentKey: row.payment_key, error: error instanceof Error ? error.message : String(error) });
      deps.logger.error({ err: error, paymentKey: row.payment_key }, 'payment reconciler could not finish a payment; it will try again');
    }
  }
  return report;
}

/** The leader lock of the payment reconciler: one command-service process at a time runs it. */
export const PAYMENT_RECONCILER_LOCK = 'payment-reconciler';

/**
 * Runs the reconciler while this process holds its leader lock (one process at a time; another waits as a
 * hot standby): a pass at start, then one every `intervalMs`.
 */
export async function runPaymentReconciler(options: ReconcileOptions & { deps: CommandServiceDeps; pool: pg.Pool; signal: AbortSignal; intervalMs?: number; standbyRetryMs?: number }): Promise<void> {
  const { deps, pool, signal } = options;
  const leadership = { pool, lockKey: PAYMENT_RECONCILER_LOCK, logger: deps.logger, label: 'payment reconciler', logFields: {}, signal, ...(options.standbyRetryMs ? { standbyRetryMs: options.standbyRetryMs } : {}) };
  await runAsLeader(leadership, async (leading) => {
    while (!leading.aborted) {
      await reconcilePaymentsOnce(deps, pool, options);
      await sleep(options.intervalMs ?? 15_000, leading);
    }
  });
}
