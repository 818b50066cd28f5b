import type { Request, RequestHandler } from 'express';
import { AuditRecordOpened, auditViewStreamId, type EventMetadata } from '@certus/contracts';
import { NO_STREAM, actorOf, type Clock, type EventStore, type IdGenerator } from '@certus/infra';
import { auditedLookOf } from './audited-reads.ts';

/**
 * The auditors' trail (issue [4/7]): every record an auditor opens is recorded as an AuditRecordOpened, on a new
 * stream AuditView-{viewId}, by the server that answers the read (a browser could leave it out), and before the
 * read answers: when the append fails the read fails too, since a look nobody can trace is not allowed.
 *
 * One middleware in front of every /api/audit route of the query router (the order reads, the search, the
 * ledgers, custody and the exports; audited-reads.ts maps each path to its read and words), rather than a call in
 * each route: a read added there cannot forget it, only fail to be named in the map.
 *
 * Only an auditor's request is recorded. Anyone else is answered 401 or 403 by the read's own requireRole, and
 * opened nothing. GET /api/audit/trail is not recorded: reading the trail is not opening a record.
 */
export function recordAuditedReads(options: { store: Pick<EventStore, 'append'>; clock: Clock; ids: IdGenerator }): RequestHandler {
  return async (req, _res, next) => {
    // A HEAD runs the GET route too: the read is made even when its body is not sent.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.user?.role !== 'auditor') return next();
    const now = options.clock.now();
    const look = auditedLookOf({ path: req.baseUrl + req.path, query: req.query as Record<string, unknown> }, now);
    if (!look) return next();
    const metadata = metadataOf(req);
    const viewId = options.ids.uuid();
    const event = AuditRecordOpened.parse({
      type: 'AuditRecordOpened',
      data: { viewId, auditorId: req.user.userId, read: look.read, orderId: look.orderId, detail: look.detail, at: now.toISOString() },
    });
    // No command id: asking again is another look, recorded again.
    await options.store.append(auditViewStreamId(viewId), NO_STREAM, [{ ...event, metadata }]);
    next();
  };
}

/**
 * Who looked, under which request: as the command side stamps its events (command-service/src/shared/metadata.ts),
 * the look being its own cause. The correlation id comes from the service app's frame (infra/src/http/correlation.ts);
 * a request without one did not come through it, and a look that could not be traced to its request is not
 * recorded (nor answered). That also keeps a probe that calls this middleware on a hand-made request (the route
 * table's guard check, tests/fuzz/lib/route-table.ts) from writing to the log.
 */
function metadataOf(req: Request): EventMetadata {
  if (!req.correlationId) throw new Error('An audited read came without a correlation id: it cannot be recorded, so it is not answered.');
  return { correlationId: req.correlationId, causationId: req.correlationId, actor: actorOf(req.user) };
}
