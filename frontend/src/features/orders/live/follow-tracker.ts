import { TRACKER_SSE_EVENT, TrackerView } from '@certus/contracts';
import { createEventStreamParser } from './event-stream-parser.ts';

/** Where the live tracker stands, for the page to say (not by colour alone). */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface FollowTrackerDeps {
  /** Absolute URL of GET /api/stream/orders/{id}/tracker. */
  url: string;
  fetch: typeof fetch;
  /** The access token now (read at each connect, so a refreshed token is used). Null once signed out. */
  accessToken(): string | null;
  /**
   * After a 401: renew the session the way every API call does (refresh the token once). False when the
   * session is over, and the stream stops.
   */
  renewSession(): Promise<boolean>;
  onView(view: TrackerView): void;
  onState(state: LiveState): void;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** In [0, 1): spreads reconnects so many tabs do not come back in step after a server restart. */
  random(): number;
  /**
   * With nothing at all received (not even the server's 15 s `: ping`) for this long, the connection is
   * taken for dead (a proxy or a sleeping laptop can leave a socket open that delivers nothing) and
   * reconnected.
   */
  silenceMs?: number;
}

/** Reconnect delays: 1 s, 2 s, 4 s ... up to 30 s, each between half and all of that (jitter). */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Three missed pings. */
export const SILENCE_MS = 45_000;

export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

type Outcome =
  /** The server closed the stream, or the connection broke or went silent. `received`: a view arrived. */
  | { kind: 'dropped'; received: boolean }
  | { kind: 'unauthorized' }
  /** The order is not (or no longer) the member's, or the member signed out: stop following. */
  | { kind: 'gone' }
  | { kind: 'aborted' };

/**
 * Follows the live tracker until `signal` aborts: every `tracker` event's data is parsed (contracts
 * TrackerView) and handed to onView. When the stream ends or fails it reconnects with backoff, starting
 * over from the first delay once a connection delivered a view; a 401 renews the session and reconnects at
 * once; 403 and 404 stop it.
 */
export async function followTracker(deps: FollowTrackerDeps, signal: AbortSignal): Promise<void> {
  let failures = 0;
  let justRenewed = false;
  while (!signal.aborted) {
    deps.onState(failures === 0 && !justRenewed ? 'connecting' : 'reconnecting');
    const outcome = await connectOnce(deps, signal);
    if (outcome.kind === 'aborted' || signal.aborted) return;
    if (outcome.kind === 'gone') return deps.onState('stopped');
    if (outcome.kind === 'unauthorized') {
      // A 401 right after a renewal means the stream will not take this session: back off like any failure.
      if (!justRenewed) {
        if (!(await deps.renewSession())) return deps.onState('stopped');
        justRenewed = true;
        continue;
      }
    } else if (outcome.received) {
      failures = 0;
    }
    justRenewed = false;
    failures += 1;
    deps.onState('reconnecting');
    await deps.wait(reconnectDelayMs(failures, deps.random()), signal);
  }
}

async function connectOnce(deps: FollowTrackerDeps, outer: AbortSignal): Promise<Outcome> {
  const token = deps.accessToken();
  if (!token) return { kind: 'gone' };
  const connection = new AbortController();
  const abort = () => connection.abort();
  outer.addEventListener('abort', abort);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heardFrom = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, deps.silenceMs ?? SILENCE_MS);
  };
  let received = false;
  try {
    heardFrom();
    const response = await deps.fetch(deps.url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal: connection.signal,
    });
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 403 || response.status === 404) return { kind: 'gone' };
    if (!response.ok || !response.body) return { kind: 'dropped', received };

    deps.onState('live');
    const parser = createEventStreamParser(({ event, data }) => {
      if (event !== TRACKER_SSE_EVENT) return;
      const view = parseView(data);
      if (!view) return;
      received = true;
      deps.onView(view);
    });
    const reader = response.body.getReader();
    // Cancelling the reader ends a pending read at once, whatever the body's source does with the abort.
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heardFrom();
      parser.push(decoder.decode(value, { stream: true }));
    }
    return outer.aborted ? { kind: 'aborted' } : { kind: 'dropped', received };
  } catch {
    return outer.aborted ? { kind: 'aborted' } : { kind: 'dropped', received };
  } finally {
    clearTimeout(silence);
    outer.removeEventListener('abort', abort);
    connection.abort();
  }
}

/** A message the server sent that is not a TrackerView (a newer server, a proxy's page) is skipped. */
function parseView(data: string): TrackerView | null {
  try {
    const parsed = TrackerView.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The default `wait`: a timer that an abort cuts short. */
export function waitOrAbort(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
