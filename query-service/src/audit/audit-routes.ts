import { Router } from 'express';
import { AuditAsOfQuery, auditedOrderEventsOf, auditMomentOf, orderAsOf, orderHistoryOf, orderStreamId, type AuditedOrderEvent } from '@certus/contracts';
import { parseOr400, requireRole, type Clock, type EventStore } from '@certus/infra';
import { orderIdParam, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';
import { coverUrlFor } from '../storage/cover-url.ts';

/** What an auditor reads is the record itself: never kept by a browser or a proxy. */
export const AUDIT_CACHE = 'private, no-store';

/**
 * The auditor's reads of an order (issue [4/7]), straight from its event stream rather than a read model: the
 * history is the log itself, and a past moment is a fold no table keeps. Auditor role only (401 without a
 * token, 403 for any other role); an unknown or malformed order id is not found.
 * GET /api/audit/orders/{orderId}/history: every event with its actor, ids and a line of English.
 * GET /api/audit/orders/{orderId}/as-of?version=N | ?at=ISO-8601: the order as it stood then.
 */
export function auditRoutes(options: { store: EventStore; clock: Clock; storagePublicUrl: string }): Router {
  const router = Router();

  async function orderEvents(orderIdText: string): Promise<AuditedOrderEvent[]> {
    const events = auditedOrderEventsOf(await options.store.readStream(orderStreamId(orderIdParam(orderIdText))));
    if (events.length === 0) throw orderNotFound();
    return events;
  }

  router.get('/api/audit/orders/:orderId/history', requireRole('auditor'), async (req, res) => {
    const history = orderHistoryOf(await orderEvents(pathParam(req, 'orderId')));
    res.set('Cache-Control', AUDIT_CACHE).json(history);
  });

  router.get('/api/audit/orders/:orderId/as-of', requireRole('auditor'), async (req, res) => {
    // The moment is checked before the log is read: a bad one is the caller's 400 whatever the order.
    const moment = auditMomentOf(parseOr400(AuditAsOfQuery, req.query), options.clock.now());
    const events = await orderEvents(pathParam(req, 'orderId'));
    const asOf = orderAsOf(events, moment, { coverUrl: (certificationId, sha256) => coverUrlFor(certificationId, options.storagePublicUrl, sha256) });
    res.set('Cache-Control', AUDIT_CACHE).json(asOf);
  });

  return router;
}
