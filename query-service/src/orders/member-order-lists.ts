import { Router } from 'express';
import type pg from 'pg';
import {
  COMPLETED_ORDERS_LIMIT,
  DASHBOARD_ORDERS_LIMIT,
  ORDERS_LIST_LIMIT,
  parseOrderId,
  type OrderDataCount,
  type OrderListItem,
} from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { containsPattern, countParam, pageParam, parseOrderListFilter, type OrderListFilter } from './order-list-filters.ts';
import { pathParam } from '../http/path-params.ts';

/**
 * The caller's order lists (spec 2.2 /account and /account/orders, 7.3): always the signed-in member's own
 * orders, from the token; a worker gets their own too (staff read others' orders through /api/staff/orders).
 * Each list is the projected OrderListItem of the `orders` read model, newest first.
 */
export function memberOrderListRoutes(pool: pg.Pool): Router {
  const router = Router();

  router.get('/api/orders/user/default/:count/:startDate/:endDate/:status/:text', requireUser, async (req, res) => {
    const filter = parseOrderListFilter(
      {
        count: pathParam(req, 'count'),
        startDate: pathParam(req, 'startDate'),
        endDate: pathParam(req, 'endDate'),
        status: pathParam(req, 'status'),
        text: pathParam(req, 'text'),
      },
      ORDERS_LIST_LIMIT,
    );
    res.set('Cache-Control', 'private, no-cache').json(await readOrderList(pool, req.user!.userId, filter));
  });

  // The dashboard's open orders (spec 2.2: status not Completed or Cancelled, up to 10).
  router.get('/api/orders/userorders/:count', requireUser, async (req, res) => {
    const count = countParam(pathParam(req, 'count'), DASHBOARD_ORDERS_LIMIT);
    const { rows } = await pool.query<{ list_item: OrderListItem }>(
      `SELECT list_item FROM orders WHERE member_id = $1 AND status NOT IN ('Completed', 'Cancelled')
       ORDER BY submitted_at DESC, order_id DESC LIMIT $2`,
      [req.user!.userId, count],
    );
    res.set('Cache-Control', 'private, no-cache').json(rows.map((r) => r.list_item));
  });

  // Completed orders, a page at a time (spec 7.3: at most 10), the most recently completed first.
  router.get('/api/orders/userCompletedOrders/:page/:size', requireUser, async (req, res) => {
    const page = pageParam(pathParam(req, 'page'));
    const size = countParam(pathParam(req, 'size'), COMPLETED_ORDERS_LIMIT);
    const { rows } = await pool.query<{ list_item: OrderListItem }>(
      `SELECT list_item FROM orders WHERE member_id = $1 AND status = 'Completed'
       ORDER BY updated_at DESC, order_id DESC LIMIT $2 OFFSET $3`,
      [req.user!.userId, size, (page - 1) * size],
    );
    res.set('Cache-Control', 'private, no-cache').json(rows.map((r) => r.list_item));
  });

  router.get('/api/orders/dataCount', requireUser, async (req, res) => {
    res.set('Cache-Control', 'private, no-cache').json(await readOrderDataCount(pool, req.user!.userId));
  });

  return router;
}

export async function readOrderList(pool: pg.Pool, memberId: string, filter: OrderListFilter): Promise<OrderListItem[]> {
  // Dates are whole UTC days, both ends included. The search finds the text in the order id or a title
  // (search_text is lower-case), or the order an id names however it was typed ('12 a1b2c3d', '1234567').
  const orderId = filter.text ? parseOrderId(filter.text) : null;
  const { rows } = await pool.query<{ list_item: OrderListItem }>(
    `SELECT list_item FROM orders
     WHERE member_id = $1
       AND ($2::date IS NULL OR submitted_at >= ($2::date)::timestamp AT TIME ZONE 'UTC')
       AND ($3::date IS NULL OR submitted_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')
       AND ($4::text IS NULL OR status = $4)
       AND ($5::text IS NULL OR search_text LIKE $5 ESCAPE '\\' OR order_id = $6)
     ORDER BY submitted_at DESC, order_id DESC
     LIMIT $7`,
    [memberId, filter.startDate, filter.endDate, filter.status, filter.text ? containsPattern(filter.text) : null, orderId, filter.count],
  );
  return rows.map((r) => r.list_item);
}

/** The dashboard counts: the orders from member_dashboard (zero before the first order), the graded comics counted. */
export async function readOrderDataCount(pool: pg.Pool, memberId: string): Promise<OrderDataCount> {
  const { rows } = await pool.query<{ open_orders: number | null; completed_orders: number | null; total_orders: number | null; comics: string }>(
    `SELECT d.open_orders, d.completed_orders, d.total_orders,
            (SELECT count(*) FROM member_comics c WHERE c.member_id = $1) AS comics
     FROM (SELECT $1::text AS member_id) m LEFT JOIN member_dashboard d ON d.member_id = m.member_id`,
    [memberId],
  );
  const row = rows[0]!;
  return { openOrders: row.open_orders ?? 0, completedOrders: row.completed_orders ?? 0, totalOrders: row.total_orders ?? 0, comics: Number(row.comics) };
}
