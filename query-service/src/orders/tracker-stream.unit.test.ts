import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKER_SSE_EVENT, type TrackerView } from '@certus/contracts';
import { createLogger, errorHandler, type AuthenticatedUser } from '@certus/infra';
import type { ListenConnection } from '../notifications/channel-listener.ts';
import { aTrackerView } from '../testing/order-builders.ts';
import { createTrackerFeed } from './tracker-hub.ts';
import { trackerStreamRoute } from './tracker-stream.ts';

const OWN = '25-OWNORD1';
const member: AuthenticatedUser = { userId: 'member-1', email: 'm@example.test', role: 'authenticated', sessionId: 's', displayName: 'M' };

/** order_tracker as a map, behind the one query the route and the hub make. */
function aTrackerTable() {
  const rows = new Map<string, { memberId: string; view: TrackerView }>([[OWN, { memberId: 'member-1', view: aTrackerView(OWN) }]]);
  const pool = {
    query: async (_sql: string, [orderId, memberScope]: [string, string | null]) => {
      const row = rows.get(orderId);
      return { rows: row && (memberScope === null || row.memberId === memberScope) ? [{ view: row.view }] : [] };
    },
  } as unknown as pg.Pool;
  const viewOf = async (orderId: string) => rows.get(orderId)?.view ?? null;
  return { rows, pool, viewOf };
}

/** One LISTEN connection, faked: the test NOTIFYs through it. */
function aListenConnection() {
  const state: { notify: ((payload: string) => void) | null; closed: boolean } = { notify: null, closed: false };
  const connect = async (): Promise<ListenConnection> => ({
    listen: async (_channel, onNotify) => void (state.notify = onNotify),
    close: async () => void (state.closed = true),
  });
  return { state, connect };
}

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      // Streams a test left open would hold the server; the browser side is gone with the test.
      server.closeAllConnections();
    }),
);

async function serve(table: ReturnType<typeof aTrackerTable>, connect: () => Promise<ListenConnection>, pingMs = 60_000) {
  const { pool } = table;
  const hub = createTrackerFeed({ readView: table.viewOf, connect });
  const app = express()
    .use((req, _res, next) => {
      if (req.get('x-test-user')) req.user = member;
      next();
    })
    .use(trackerStreamRoute(pool, hub, { pingMs }))
    .use(errorHandler(createLogger('test', 'silent')));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { hub, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Reads the raw stream text until `done` says enough. */
async function readUntil(response: Response, done: (text: string) => boolean): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

describe('GET /api/stream/orders/{id}/tracker', () => {
  it('given the member owns the order, when the stream opens, then it is an event stream that starts with the current view', async () => {
    const { base } = await serve(aTrackerTable(), aListenConnection().connect);
    const response = await fetch(`${base}/api/stream/orders/${OWN}/tracker`, { headers: { 'x-test-user': '1' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const text = await readUntil(response, (t) => t.includes('\n\n'));
    expect(text).toBe(`event: ${TRACKER_SSE_EVENT}\ndata: ${JSON.stringify(aTrackerView(OWN))}\n\n`);
  });

  it('given an open stream, when the order is NOTIFYed, then the new view follows; between events a ping comment keeps it alive', async () => {
    const table = aTrackerTable();
    const { rows } = table;
    const listen = aListenConnection();
    const { base } = await serve(table, listen.connect, 30);
    const response = await fetch(`${base}/api/stream/orders/${OWN}/tracker`, { headers: { 'x-test-user': '1' } });
    const shipped = aTrackerView(OWN, { status: 'Shipping', displayStatus: 'Shipping', updatedAt: '2025-07-01T00:00:00.000Z' });

    const text = await readUntil(response, (t) => {
      if (t.includes('\n\n') && listen.state.notify && !rows.get(OWN)!.view.status.startsWith('Ship')) {
        rows.set(OWN, { memberId: 'member-1', view: shipped });
        listen.state.notify(OWN);
      }
      return t.includes('"Shipping"') && t.includes(': ping\n\n');
    });

    const events = text.split('\n\n').filter(Boolean);
    expect(events[0]).toBe(`event: tracker\ndata: ${JSON.stringify(aTrackerView(OWN))}`);
    expect(events).toContain(`event: tracker\ndata: ${JSON.stringify(shipped)}`);
    expect(events).toContain(': ping');
  });

  it('given the browser leaves, when its connection closes, then the stream is dropped and the LISTEN connection given back', async () => {
    const listen = aListenConnection();
    const { base, hub } = await serve(aTrackerTable(), listen.connect);
    const leaving = new AbortController();
    const response = await fetch(`${base}/api/stream/orders/${OWN}/tracker`, { headers: { 'x-test-user': '1' }, signal: leaving.signal });
    await response.body!.getReader().read();
    expect(hub.openStreams).toBe(1);

    leaving.abort();

    await vi.waitFor(() => expect(hub.openStreams).toBe(0));
    await vi.waitFor(() => expect(listen.state.closed).toBe(true));

  });

  it("given someone else's or an unknown order, when the stream is asked for, then 404 JSON and no stream; without a user 401", async () => {
    const table = aTrackerTable();
    table.rows.set('25-THEIRS1', { memberId: 'member-2', view: aTrackerView('25-THEIRS1') });
    const { base, hub } = await serve(table, aListenConnection().connect);

    for (const id of ['25-THEIRS1', '25-NOSUCH1', 'nonsense']) {
      const response = await fetch(`${base}/api/stream/orders/${id}/tracker`, { headers: { 'x-test-user': '1' } });
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe('Order not found.');
    }
    expect((await fetch(`${base}/api/stream/orders/${OWN}/tracker`)).status).toBe(401);
    expect(hub.openStreams).toBe(0);
  });

  it('given the service stops, when the hub closes, then open streams end', async () => {
    const { base, hub } = await serve(aTrackerTable(), aListenConnection().connect);
    const response = await fetch(`${base}/api/stream/orders/${OWN}/tracker`, { headers: { 'x-test-user': '1' } });
    const reader = response.body!.getReader();
    await reader.read();
    await vi.waitFor(() => expect(hub.openStreams).toBe(1));

    await hub.close();

    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(ended).toBe(true);
  });
});
