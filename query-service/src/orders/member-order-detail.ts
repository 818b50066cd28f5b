import { Router } from 'express';
import type pg from 'pg';
import type { OrderBookView, OrderProgress } from '@certus/contracts';
import { orderRollupOf } from '@certus/contracts/orders/order-views';
import { requireUser } from '@certus/infra';
import { memberScopeOf, orderIdParam, orderNotFound } from './order-access.ts';
import { getOrderDetail, withCoverUrls } from './order-row.ts';
import { pathParam } from '../http/path-params.ts';

/**
 * GET /api/orders/{id} (spec 3 Order summary) and GET /api/orders/{id}/rollup (the tier groups with their
 * books): the caller's own order, or any for a worker; anyone else's answers 404 like an unknown id.
 */
export function memberOrderDetailRoutes(pool: pg.Pool, storagePublicUrl: string): Router {
  const router = Router();

  router.get('/api/orders/:id', requireUser, async (req, res) => {
    const detail = await getOrderDetail(pool, orderIdParam(pathParam(req, 'id')), memberScopeOf(req.user!));
    res.set('Cache-Control', 'private, no-cache').json(detail);
  });

  router.get('/api/orders/:id/rollup', requireUser, async (req, res) => {
    const { rows } = await pool.query<{ progress: OrderProgress; books: OrderBookView[] }>(
      'SELECT progress, books FROM orders WHERE order_id = $1 AND ($2::text IS NULL OR member_id = $2)',
      [orderIdParam(pathParam(req, 'id')), memberScopeOf(req.user!)],
    );
    const row = rows[0];
    if (!row) throw orderNotFound();
    res.set('Cache-Control', 'private, no-cache').json(orderRollupOf(row.progress, withCoverUrls(row.books, row.progress, storagePublicUrl)));
  });

  return router;
}
