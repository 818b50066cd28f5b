import { Router } from 'express';
import type pg from 'pg';
import { TRACKER_SSE_EVENT, type TrackerView } from '@certus/contracts';
import { HttpResponseError, requireUser } from '@certus/infra';
import { memberScopeOf, orderIdParam, orderNotFound } from './order-access.ts';
import { readTrackerView } from './order-tracker.ts';
import type { TrackerHub } from './tracker-hub.ts';
import { pathParam } from '../http/path-params.ts';

/** A comment line every 15 s keeps proxies and the browser from taking a quiet stream for a dead one. */
export const TRACKER_PING_MS = 15_000;

/**
 * GET /api/stream/orders/{id}/tracker: the tracker of the caller's own order (any, for a worker) as
 * server-sent events: `event: tracker` with the TrackerView at once and at each change, `: ping` between.
 * Who may watch is checked once, before the stream starts, exactly as the tracker GET does (404 for
 * someone else's order). The browser reads it with fetch, so the token travels in the Authorization header.
 */
export function trackerStreamRoute(pool: pg.Pool, hub: TrackerHub, options: { pingMs?: number } = {}): Router {
  const pingMs = options.pingMs ?? TRACKER_PING_MS;
  return Router().get('/api/stream/orders/:id/tracker', requireUser, async (req, res) => {
    const orderId = orderIdParam(pathParam(req, 'id'));
    const first = await readTrackerView(pool, orderId, memberScopeOf(req.user!));
    if (!first) throw orderNotFound();
    if (hub.isClosed) throw new HttpResponseError(503, { message: 'The service is stopping: open the tracker again in a moment.' });

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx: pass each event on at once (the /api/stream/ location turns buffering off too).
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();

    let closed = false;
    let last = '';
    const send = (view: TrackerView) => {
      if (closed) return;
      const data = JSON.stringify(view);
      last = data;
      res.write(`event: ${TRACKER_SSE_EVENT}\ndata: ${data}\n\n`);
    };
    const ping = setInterval(() => {
      if (!closed) res.write(': ping\n\n');
    }, pingMs);
    let unsubscribe = () => undefined as void;
    res.on('close', () => {
      closed = true;
      clearInterval(ping);
      unsubscribe();
    });

    try {
      send(first);
      const stop = await hub.subscribe(orderId, { send, end: () => res.end() });
      if (closed) return stop();
      unsubscribe = stop;
      // A change between the first read and the LISTEN taking effect sent no NOTIFY we could hear: read once more.
      const now = await readTrackerView(pool, orderId, null);
      if (now && JSON.stringify(now) !== last) send(now);
    } catch (error) {
      // The status line is gone already: end the stream, and the browser opens a new one.
      (req as { log?: { warn: (o: object, m: string) => void } }).log?.warn({ err: error, orderId }, 'tracker stream failed');
      res.end();
    }
  });
}
