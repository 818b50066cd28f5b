/**
 * Which service answers an API call in distributed mode (web.ts without nginx; infra/ops/nginx.conf says the same
 * for nginx): queries (GET) go to the query service, commands (POST/PUT/DELETE) to the command service, with
 * the exceptions below. tests/integration/api-sides.int.test.ts holds both to every route the two routers mount.
 * The command service's auditor guard (command-service/src/shared/auditors-change-nothing.ts) reads it too: a
 * call this sends to the command service is a command, in the one-process platform as much as in distributed mode.
 */

// The external sign-in GETs (providers list, start, callback) belong to the command service, which holds the providers.
// The newsletter's unsubscribe link is a GET (it is followed from a mail) that records the unsubscription.
export const COMMAND_SIDE_GETS = ['/api/altcha/', '/api/docs', '/api/openapi.json', '/api/health', '/api/account/external/', '/api/userprofile/unsubscribe/'];

// Shipping rates are a read with a body (POST /api/data/sh/...): the query side computes them from its read models.
// Population report reads are POSTs (spec 7.4, filters in the body); only /userrequest records something.
// The store search (spec 7.5, POST /api/storelocator/nearbylocation) is a read with a body too.
export const QUERY_SIDE_POSTS = ['/api/data/sh/', '/api/popreport/search', '/api/popreport/detail', '/api/popreport/comiclisting', '/api/popreport/gradedcomicdetails', '/api/storelocator/nearbylocation'];

export type ApiSide = 'query' | 'command';

/** The service that answers `method path` (an /api/ path or /token). */
export function apiSideOf(method: string, path: string): ApiSide {
  const reads =
    ((method === 'GET' || method === 'HEAD') && !COMMAND_SIDE_GETS.some((p) => path.startsWith(p))) ||
    (method === 'POST' && QUERY_SIDE_POSTS.some((p) => path.toLowerCase().startsWith(p)));
  return reads ? 'query' : 'command';
}
