import { http, HttpResponse } from 'msw';
import { TRACKER_SSE_EVENT, type OrderCustody, type OrderDetail, type OrderListItem, type OrderRollup, type TrackerView } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';

/** A live tracker stream the test feeds: `push(view)` sends one `tracker` event, `end()` closes it. */
export interface TrackerStream {
  push(view: TrackerView): void;
  ping(): void;
  end(): void;
  /** Whether the browser still holds the stream open. */
  isOpen(): boolean;
  /** The Authorization header of each connection, in order. */
  connections: (string | null)[];
}

const encoder = new TextEncoder();

/** GET /api/stream/orders/{id}/tracker as text/event-stream, held open until the test ends it. */
export function trackerStreamEndpoint(): TrackerStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const connections: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/api/stream/orders/:id/tracker'), ({ request }) => {
      connections.push(request.headers.get('authorization'));
      let own: ReadableStreamDefaultController<Uint8Array> | null = null;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = own = c) });
      // The browser leaving (abort) is what the server sees of a closed page; only this connection ends.
      request.signal.addEventListener('abort', () => {
        if (controller === own) controller = null;
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const send = (text: string) => controller?.enqueue(encoder.encode(text));
  return {
    push: (view) => send(`event: ${TRACKER_SSE_EVENT}\ndata: ${JSON.stringify(view)}\n\n`),
    ping: () => send(': ping\n\n'),
    end: () => {
      controller?.close();
      controller = null;
    },
    isOpen: () => controller !== null,
    connections,
  };
}

/** GET /api/orders/{id}/tracker answering `view`, or a status when given a number. */
export function trackerEndpoint(view: TrackerView | number) {
  server.use(
    http.get(apiUrl('/api/orders/:id/tracker'), () => (typeof view === 'number' ? HttpResponse.json({ message: 'Order not found.' }, { status: view }) : HttpResponse.json(view))),
  );
}

/** GET /api/orders/user/default/...: answers `orders` (or what `answer` gives) and records each URL asked. */
export function orderListEndpoint(answer: OrderListItem[] | ((url: URL) => OrderListItem[])) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/orders/user/default/:count/:startDate/:endDate/:status/:text'), ({ request }) => {
      const url = new URL(request.url);
      requested.push(url.pathname);
      return HttpResponse.json(typeof answer === 'function' ? answer(url) : answer);
    }),
  );
  return requested;
}

/** GET /api/orders/{id} and /rollup, answering the current `detail()` (so a test can change it after a payment). */
export function orderDetailEndpoints(detail: () => OrderDetail | number, rollup?: () => OrderRollup) {
  const reads = { detail: 0, rollup: 0 };
  server.use(
    http.get(apiUrl('/api/orders/:id'), () => {
      reads.detail += 1;
      const current = detail();
      return typeof current === 'number' ? HttpResponse.json({ message: 'Order not found.' }, { status: current }) : HttpResponse.json(current);
    }),
    http.get(apiUrl('/api/orders/:id/rollup'), () => {
      reads.rollup += 1;
      const current = detail();
      if (typeof current === 'number') return HttpResponse.json({ message: 'Order not found.' }, { status: current });
      return HttpResponse.json(rollup ? rollup() : { id: current.id, status: current.status, tiers: [] });
    }),
  );
  return reads;
}

/** GET /api/orders/{id}/custody answering `custody` (or a status); records each path asked. */
export function orderCustodyEndpoint(custody: OrderCustody | number) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/orders/:id/custody'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return typeof custody === 'number' ? HttpResponse.json({ message: 'Order not found.' }, { status: custody }) : HttpResponse.json(custody);
    }),
  );
  return asked;
}
