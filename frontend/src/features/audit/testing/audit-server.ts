import { http, HttpResponse } from 'msw';
import { DomainError, modelStateError, orderAsOf, type AuditOrderSearchResult, type AuditTrail, type AuditTrailEntry } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import type { AuditedOrder } from './audit-builders.ts';

/** What the audit API was asked, in order: each request's path and query. */
export type Asked = string[];
const askedOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The audit reads of one order, answered by the contracts' folds as the server answers them: history, as-of (by
 * version or time, a refused moment as the 400 the server gives), ledger, custody, the trail of the order, and
 * the two downloads. Any other order is not found.
 */
export function auditOrderServer(order: AuditedOrder, options: { trail?: AuditTrailEntry[]; ledgerCsv?: string } = {}) {
  const asked: Asked = [];
  const orderId = order.history.orderId;
  const notFound = () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
  const known = (params: Record<string, unknown>) => params.orderId === orderId;
  server.use(
    http.get(apiUrl('/api/audit/orders/:orderId/history'), ({ request, params }) => {
      asked.push(askedOf(request));
      return known(params) ? HttpResponse.json(order.history) : notFound();
    }),
    http.get(apiUrl('/api/audit/orders/:orderId/as-of'), ({ request, params }) => {
      asked.push(askedOf(request));
      if (!known(params)) return notFound();
      const url = new URL(request.url);
      const version = url.searchParams.get('version');
      const at = url.searchParams.get('at');
      try {
        return HttpResponse.json(orderAsOf(order.events, version ? { version: Number(version) } : { at: at! }));
      } catch (error) {
        if (error instanceof DomainError && error.field) return HttpResponse.json(modelStateError({ [error.field]: error.message }), { status: 400 });
        throw error;
      }
    }),
    http.get(apiUrl('/api/audit/orders/:orderId/ledger'), ({ request, params }) => {
      asked.push(askedOf(request));
      return known(params) ? HttpResponse.json(order.ledger) : notFound();
    }),
    http.get(apiUrl('/api/audit/orders/:orderId/custody'), ({ request, params }) => {
      asked.push(askedOf(request));
      return known(params) ? HttpResponse.json(order.custody) : notFound();
    }),
    http.get(apiUrl('/api/audit/orders/:orderId/ledger.csv'), ({ request, params }) => {
      asked.push(askedOf(request));
      return known(params) ? new HttpResponse(options.ledgerCsv ?? 'version,kind\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) : notFound();
    }),
    http.get(apiUrl('/api/audit/trail'), ({ request }) => {
      asked.push(askedOf(request));
      const entries = (options.trail ?? []).filter((e) => e.orderId === new URL(request.url).searchParams.get('orderId'));
      return HttpResponse.json({ entries, total: entries.length, page: 1, pageSize: 50 } satisfies AuditTrail);
    }),
  );
  return asked;
}

/** GET /api/audit/orders answering `answer(query)`; records each query string. */
export function auditSearchEndpoint(answer: (query: URLSearchParams) => AuditOrderSearchResult) {
  const asked: Asked = [];
  server.use(
    http.get(apiUrl('/api/audit/orders'), ({ request }) => {
      asked.push(askedOf(request));
      return HttpResponse.json(answer(new URL(request.url).searchParams));
    }),
  );
  return asked;
}

/** GET /api/audit/trail answering `answer(query)`; records each query string. */
export function auditTrailEndpoint(answer: (query: URLSearchParams) => AuditTrail) {
  const asked: Asked = [];
  server.use(
    http.get(apiUrl('/api/audit/trail'), ({ request }) => {
      asked.push(askedOf(request));
      return HttpResponse.json(answer(new URL(request.url).searchParams));
    }),
  );
  return asked;
}
