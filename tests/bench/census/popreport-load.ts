/**
 * The load generator of bench:popreport, forked so its CPU is not the server's: keeps `concurrency` requests in
 * flight for a fixed time (lib/load-generator.ts keepInFlight), each slot going through its share of the targets
 * in turn, and reports throughput and the p50 / p95 / p99 latency of the 200 answers (others count as errors).
 */
import { keepInFlight, serveLoadRuns, type LoadRunRequest } from '../lib/load-generator.ts';

export interface PopreportTarget {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body of a POST. */
  body?: string;
  token: string;
}
export type PopreportLoadRequest = LoadRunRequest<PopreportTarget>;

serveLoadRuns<PopreportLoadRequest>((request) =>
  keepInFlight(request, (target) => ({
    method: target.method,
    path: target.path,
    headers: {
      Authorization: `Bearer ${target.token}`,
      Accept: 'application/json',
      ...(target.body !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(target.body) } : {}),
    },
    body: target.body,
  })),
);
