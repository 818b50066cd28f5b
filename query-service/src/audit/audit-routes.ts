import { Router } from 'express';
import type pg from 'pg';
import { AuditAsOfQuery, auditedOrderEventsOf, auditMomentOf, orderHistoryOf, orderStreamId, type AuditedOrderEvent } from '@certus/contracts';
import { parseOr400, requireRole, type Clock, type EventStore } from '@certus/infra';
import { orderIdParam, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';
import { coverUrlFor } from '../storage/cover-url.ts';
import { readAuditNames } from './people-names.ts';
import { readOrderAsOf } from './order-as-of-read.ts';
import { OrderFoldCheckpoints } from './order-fold-checkpoints.ts';
import { storedOrderFolds } from './stored-order-folds.ts';

/** What an auditor reads is the record itself: never kept by a browser or a proxy. */
export const AUDIT_CACHE = 'private, no-store';

/**
 * The auditor's reads of an order (issue [4/7]), from its event stream: the history is the log itself, and a past
 * moment is the log folded up to it (from a fold kept on the way: in this process, or by the orders projection). Auditor role only (401 without a
 * token, 403 for any other role); an unknown or malformed order id is not found.
 * GET /api/audit/orders/{orderId}/history: every event with its actor, ids and a line of English, and who each person is.
 * GET /api/audit/orders/{orderId}/as-of?version=N | ?at=ISO-8601: the order as it stood then.
 */
export function auditRoutes(options: { store: EventStore; pool: pg.Pool; clock: Clock; storagePublicUrl: string; foldCheckpoints?: OrderFoldCheckpoints }): Router {
  const router = Router();
  // Folds of the orders read lately, kept in this process: an auditor moving the slider asks the same order again.
  const checkpoints = options.foldCheckpoints ?? new OrderFoldCheckpoints();
  // ... and the folds the orders projection keeps every 100 versions: the first read of a long order starts there.
  const storedFolds = storedOrderFolds(options.pool);

  async function orderEvents(orderIdText: string): Promise<AuditedOrderEvent[]> {
    const events = auditedOrderEventsOf(await options.store.readStream(orderStreamId(orderIdParam(orderIdText))));
    if (events.length === 0) throw orderNotFound();
    return events;
  }

  router.get('/api/audit/orders/:orderId/history', requireRole('auditor'), async (req, res) => {
    const events = await orderEvents(pathParam(req, 'orderId'));
    const history = orderHistoryOf(events, await readAuditNames(options.pool, events));
    res.set('Cache-Control', AUDIT_CACHE).json(history);
  });

  router.get('/api/audit/orders/:orderId/as-of', requireRole('auditor'), async (req, res) => {
    // The moment is checked before the log is read: a bad one is the caller's 400 whatever the order.
    const moment = auditMomentOf(parseOr400(AuditAsOfQuery, req.query), options.clock.now());
    const asOf = await readOrderAsOf(options.store, pathParam(req, 'orderId'), moment, {
      coverUrl: (certificationId, sha256) => coverUrlFor(certificationId, options.storagePublicUrl, sha256),
      checkpoints,
      storedFolds,
    });
    res.set('Cache-Control', AUDIT_CACHE).json(asOf);
  });

  return router;
}
