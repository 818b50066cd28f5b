import { Router } from 'express';
import type pg from 'pg';
import type { TrackerView } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { memberScopeOf, orderIdParam, orderNotFound } from './order-access.ts';
import { pathParam } from '../http/path-params.ts';

/** GET /api/orders/{id}/tracker (spec 4 Tracker): the 5 steps of the caller's own order, or any for a worker. */
export function orderTrackerRoute(pool: pg.Pool): Router {
  return Router().get('/api/orders/:id/tracker', requireUser, async (req, res) => {
    const view = await readTrackerView(pool, orderIdParam(pathParam(req, 'id')), memberScopeOf(req.user!));
    if (!view) throw orderNotFound();
    res.set('Cache-Control', 'private, no-cache').json(view);
  });
}

/** The projected tracker of an order, if the scope (a member id, or null for any) may see it. */
export async function readTrackerView(pool: pg.Pool, orderId: string, memberScope: string | null): Promise<TrackerView | null> {
  const { rows } = await pool.query<{ view: TrackerView }>(
    'SELECT view FROM order_tracker WHERE order_id = $1 AND ($2::text IS NULL OR member_id = $2)',
    [orderId, memberScope],
  );
  return rows[0]?.view ?? null;
}
