/**
 * The load generator of the HTTP benchmark, forked by lib/http-path.ts so that its CPU is not the
 * server's event loop: keeps `concurrency` POST /api/account/Login requests in flight (one per slot,
 * back to back) over keep-alive connections for a fixed time, and reports throughput and latency.
 * Each slot owns every concurrency-th session, so no two requests touch one stream at once; it goes
 * through its sessions in turn (with enough of them, each session sees one Login, as on the site).
 */
import { keepInFlight, serveLoadRuns, type LoadRunRequest } from './lib/load-generator.ts';

export type { LoadResult } from './lib/load-generator.ts';

/** One signed-in session: the member's email and the access token issued for that session. */
export interface LoadTarget {
  email: string;
  token: string;
}

export type LoadMode = 'login' | 'frame';

export interface LoadRequest extends LoadRunRequest<LoadTarget> {
  /**
   * login: POST /api/account/Login?Email= (the command: MemberSignedIn on the token's session stream);
   * frame: GET /api/health with the same Bearer header (no database).
   */
  mode: LoadMode;
}

serveLoadRuns<LoadRequest>((request) =>
  keepInFlight(request, (target) => ({
    method: request.mode === 'frame' ? 'GET' : 'POST',
    path: request.mode === 'frame' ? '/api/health' : `/api/account/Login?Email=${encodeURIComponent(target.email)}`,
    headers: { Authorization: `Bearer ${target.token}`, 'Content-Length': '0', Accept: 'application/json' },
  })),
);
