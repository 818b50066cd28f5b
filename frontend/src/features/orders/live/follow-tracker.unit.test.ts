import { describe, expect, it, vi } from 'vitest';
import type { TrackerView } from '@certus/contracts';
import { aTrackerView } from '../testing/order-builders.ts';
import { followTracker, reconnectDelayMs, type FollowTrackerDeps, type LiveState } from './follow-tracker.ts';

const encoder = new TextEncoder();
const frame = (view: TrackerView) => `event: tracker\ndata: ${JSON.stringify(view)}\n\n`;

/** A response whose body is fed by the test; `end()` closes it as the server would. */
function streamedResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function harness(responses: (() => Response | Promise<Response>)[], overrides: Partial<FollowTrackerDeps> = {}) {
  const views: TrackerView[] = [];
  const states: LiveState[] = [];
  const waits: number[] = [];
  const requests: { url: string; authorization: string | null }[] = [];
  let token = 'access-1';
  const deps: FollowTrackerDeps = {
    url: 'http://localhost/api/stream/orders/25-A1B2C3D/tracker',
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
      const next = responses.shift();
      if (!next) return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      return next();
    }) as typeof fetch,
    accessToken: () => token,
    renewSession: vi.fn(async () => {
      token = 'access-2';
      return true;
    }),
    onView: (view) => views.push(view),
    onState: (state) => states.push(state),
    wait: async (ms) => void waits.push(ms),
    random: () => 1,
    ...overrides,
  };
  return { deps, views, states, waits, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following the live tracker', () => {
  it('given a stream, when tracker events arrive, then each view is handed on with the bearer token sent', async () => {
    const stream = streamedResponse();
    const { deps, views, states, requests } = harness([() => stream.response]);
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);

    const first = aTrackerView('Submitted');
    const second = aTrackerView('Processing', [{ status: 'Grading' }]);
    stream.send(frame(first));
    stream.send(': ping\n\n');
    stream.send(frame(second).slice(0, 20));
    stream.send(frame(second).slice(20));
    await vi.waitFor(() => expect(views).toHaveLength(2));
    stop.abort();
    await following;

    expect(views).toEqual([first, second]);
    expect(states.slice(0, 2)).toEqual(['connecting', 'live']);
    expect(requests[0]).toEqual({ url: deps.url, authorization: 'Bearer access-1' });
  });

  it('skips data that is not a tracker view', async () => {
    const stream = streamedResponse();
    const { deps, views } = harness([() => stream.response]);
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);

    stream.send('event: tracker\ndata: {"not":"a view"}\n\nevent: tracker\ndata: not json\n\nevent: other\ndata: {}\n\n');
    const view = aTrackerView('Billing', [{ status: 'PreGrade' }]);
    stream.send(frame(view));
    await vi.waitFor(() => expect(views).toHaveLength(1));
    stop.abort();
    await following;
    expect(views).toEqual([view]);
  });

  it('given the stream ends or fails, then it reconnects with growing delays, back to the first after a view arrived', async () => {
    const delivering = streamedResponse();
    const { deps, waits, states } = harness([
      () => new Response('down', { status: 503 }),
      () => Promise.reject(new TypeError('network')),
      () => delivering.response,
      () => new Response('down', { status: 502 }),
    ]);
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);

    await vi.waitFor(() => expect(waits).toHaveLength(2));
    delivering.send(frame(aTrackerView('Submitted')));
    delivering.end();
    await vi.waitFor(() => expect(waits).toHaveLength(4));
    stop.abort();
    await following;

    expect(waits).toEqual([1_000, 2_000, 1_000, 2_000]);
    expect(states).toContain('reconnecting');
  });

  it('given a 401, then the session is renewed once and the stream reopened at once with the new token', async () => {
    const stream = streamedResponse();
    const { deps, requests, waits } = harness([() => new Response(null, { status: 401 }), () => stream.response]);
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);

    await vi.waitFor(() => expect(requests).toHaveLength(2));
    stop.abort();
    await following;

    expect(deps.renewSession).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(waits).toEqual([]);
  });

  it('given the session cannot be renewed, then following stops', async () => {
    const { deps, states } = harness([() => new Response(null, { status: 401 })], { renewSession: async () => false });
    await followTracker(deps, new AbortController().signal);
    expect(states.at(-1)).toBe('stopped');
  });

  it('given the order is not the member\'s (404), then following stops without retrying', async () => {
    const { deps, states, requests } = harness([() => new Response(null, { status: 404 })]);
    await followTracker(deps, new AbortController().signal);
    expect(states.at(-1)).toBe('stopped');
    expect(requests).toHaveLength(1);
  });

  it('given a connection that goes silent (no ping), then it is dropped and reopened', async () => {
    const silent = streamedResponse();
    const { deps, requests, states } = harness([() => silent.response], { silenceMs: 20 });
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);

    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    expect(states.slice(0, 3)).toEqual(['connecting', 'live', 'reconnecting']);
    stop.abort();
    await following;
  });

  it('given an abort while connected, then it ends quietly', async () => {
    const stream = streamedResponse();
    const { deps, states } = harness([() => stream.response]);
    const stop = new AbortController();
    const following = followTracker(deps, stop.signal);
    await settle();
    stop.abort();
    await following;
    expect(states).not.toContain('reconnecting');
  });
});

describe('reconnect delays', () => {
  it('double from 1 s up to 30 s, jittered between half and all of that', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelayMs(n, 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(reconnectDelayMs(3, 0)).toBe(2_000);
  });
});
