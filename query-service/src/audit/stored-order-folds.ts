import type pg from 'pg';
import type { OrderFold } from '@certus/contracts';
import type { StoredOrderFolds } from './order-as-of-read.ts';

/**
 * The order folds the orders projection keeps every 100 versions (order_fold_snapshots, migration 021), for the
 * as-of view's first read of a long order. They are a read model like any other: folded by the same code as the
 * as-of view, rebuilt with the orders, and compared with a fresh fold of the log by `npm run audit:verify`.
 */
export function storedOrderFolds(pool: pg.Pool): StoredOrderFolds {
  return {
    async nearest(orderId, version) {
      const { rows } = await pool.query<{ version: number; recorded_at: Date; fold: OrderFold }>(
        'SELECT version, recorded_at, fold FROM order_fold_snapshots WHERE order_id = $1 AND version <= $2 ORDER BY version DESC LIMIT 1',
        [orderId, version],
      );
      const row = rows[0];
      return row ? { version: row.version, recordedAt: row.recorded_at.toISOString(), fold: row.fold } : null;
    },
  };
}
