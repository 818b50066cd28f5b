/**
 * The load generator of bench:submit, forked so that its CPU is not the server's event loop: keeps
 * `concurrency` POST /api/orders/submit in flight over keep-alive connections, each with a fresh
 * Idempotency-Key (every request is a new order), for a fixed time. Each slot owns every
 * concurrency-th member, so no member has two submits in flight at once.
 */
import { randomUUID } from 'node:crypto';
import { keepInFlight, serveLoadRuns, type LoadResult, type LoadRunRequest } from './lib/load-generator.ts';

export interface SubmitTarget {
  token: string;
  /** The JSON body (a five-comic submission of this member). */
  body: string;
}
export type SubmitLoadRequest = LoadRunRequest<SubmitTarget>;
export type SubmitLoadResult = LoadResult;

serveLoadRuns<SubmitLoadRequest>((request) =>
  keepInFlight(request, (target) => ({
    method: 'POST',
    path: '/api/orders/submit',
    headers: {
      Authorization: `Bearer ${target.token}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(target.body),
      'Idempotency-Key': `bench-${randomUUID()}`,
    },
    body: target.body,
  })),
);
