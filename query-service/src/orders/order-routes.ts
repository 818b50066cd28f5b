import { Router } from 'express';
import type pg from 'pg';
import { memberOrderListRoutes } from './member-order-lists.ts';
import { memberOrderDetailRoutes } from './member-order-detail.ts';
import { orderTrackerRoute } from './order-tracker.ts';
import { trackerStreamRoute } from './tracker-stream.ts';
import type { TrackerHub } from './tracker-hub.ts';
import { invoiceRoute } from '../invoice/invoice-route.ts';
import { packingSlipRoute } from '../packing-slip/packing-slip-route.ts';
import { memberComicsRoutes } from '../comics/member-comics.ts';
import { staffOrderRoutes } from '../staff/staff-orders.ts';

/**
 * The reads of the order lifecycle (issue [5/6]): the member's orders, tracker (also live), invoice, packing
 * slip and graded comics, and the staff queue. The lists come first: /api/orders/dataCount and the like must not be
 * taken for an order id.
 */
export function orderLifecycleRoutes(pool: pg.Pool, options: { trackerHub: TrackerHub; storagePublicUrl: string; trackerPingMs?: number }): Router {
  return Router()
    .use(memberOrderListRoutes(pool))
    .use(memberOrderDetailRoutes(pool, options.storagePublicUrl))
    .use(orderTrackerRoute(pool))
    .use(trackerStreamRoute(pool, options.trackerHub, options.trackerPingMs === undefined ? {} : { pingMs: options.trackerPingMs }))
    .use(invoiceRoute(pool))
    .use(packingSlipRoute(pool))
    .use(memberComicsRoutes(pool, options.storagePublicUrl))
    .use(staffOrderRoutes(pool, options.storagePublicUrl));
}
