import { Router } from 'express';
import type pg from 'pg';
import {
  ORDERS_LIST_LIMIT,
  StaffQueueQuery,
  parseOrderId,
  type OrderBookView,
  type OrderDetail,
  type OrderProgress,
  type OrderSubmittedData,
  type StaffOrderRow,
} from '@certus/contracts';
import { staffOrderViewOf } from '@certus/contracts/orders/order-views';
import { parseOr400, requireRole } from '@certus/infra';
import { containsPattern, statusParam } from '../orders/order-list-filters.ts';
import { withCoverUrls } from '../orders/order-row.ts';
import { orderIdParam, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';

/**
 * The staff queue (worker role; members get 403):
 * GET /api/staff/orders?status=&q=: orders oldest first (the work waiting longest on top), at most 300; q
 * finds an order id however typed, a title, or the member's name or e-mail.
 * GET /api/staff/orders/{id}: the order with every book, for the work screen.
 */
export function staffOrderRoutes(pool: pg.Pool, storagePublicUrl: string): Router {
  const router = Router();

  router.get('/api/staff/orders', requireRole('worker'), async (req, res) => {
    const query = parseOr400(StaffQueueQuery, req.query);
    const open = query.status?.toLowerCase() === 'open';
    const status = open ? null : statusParam(query.status);
    const text = query.q ? query.q.toLowerCase() : null;
    const { rows } = await pool.query<{ staff_row: StaffOrderRow }>(
      `SELECT staff_row FROM orders
       WHERE ($1::text IS NULL OR status = $1)
         AND (NOT $2::boolean OR status NOT IN ('Completed', 'Cancelled'))
         AND ($3::text IS NULL OR search_text LIKE $3 ESCAPE '\\' OR lower(member_name) LIKE $3 ESCAPE '\\'
              OR lower(member_email) LIKE $3 ESCAPE '\\' OR order_id = $4)
       ORDER BY submitted_at ASC, order_id ASC LIMIT $5`,
      [status, open, text ? containsPattern(text) : null, text ? parseOrderId(text) : null, ORDERS_LIST_LIMIT],
    );
    res.set('Cache-Control', 'private, no-cache').json(rows.map((r) => r.staff_row));
  });

  router.get('/api/staff/orders/:id', requireRole('worker'), async (req, res) => {
    const { rows } = await pool.query<{ submitted: OrderSubmittedData; progress: OrderProgress; detail: OrderDetail; books: OrderBookView[] }>(
      'SELECT submitted, progress, detail, books FROM orders WHERE order_id = $1',
      [orderIdParam(pathParam(req, 'id'))],
    );
    const row = rows[0];
    if (!row) throw orderNotFound();
    res.set('Cache-Control', 'private, no-cache').json(staffOrderViewOf(row.submitted, row.progress, row.detail, withCoverUrls(row.books, row.progress, storagePublicUrl)));
  });

  return router;
}
