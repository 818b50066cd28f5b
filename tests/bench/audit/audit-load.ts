/**
 * The load generator of bench:audit, forked so its CPU is not the server's: keeps `concurrency` GETs in flight for
 * a fixed time (lib/load-generator.ts keepInFlight), each slot going through its share of the paths in turn, and
 * reports throughput and the p50 / p95 / p99 latency of the 200 answers (others count as errors).
 */
import { keepInFlight, serveLoadRuns, type LoadRunRequest } from '../lib/load-generator.ts';

export interface AuditTarget {
  path: string;
  token: string;
}
export type AuditLoadRequest = LoadRunRequest<AuditTarget>;

serveLoadRuns<AuditLoadRequest>((request) =>
  keepInFlight(request, (target) => ({ method: 'GET', path: target.path, headers: { Authorization: `Bearer ${target.token}`, Accept: 'application/json' } })),
);
