import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandRouter } from '@certus/command-service';
import { queryRouter } from '@certus/query-service';
import { apiSideOf, type ApiSide } from '@certus/infra';
import { nginxApiSideOf } from '../../infra/platform/src/testing/nginx-locations.ts';
import { readRouteTable } from '../fuzz/lib/route-table.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * Distributed mode splits the API between two services behind one origin: web.ts (infra/src/http/api-sides.ts) and nginx
 * (infra/ops/nginx.conf) each decide from the method and path which one a call goes to. A route one service
 * mounts and the split sends to the other answers 404 there, and only in distributed mode: so every route the
 * two routers really mount is checked against both (a new POST that only reads, like the store search, has to be
 * named in both places).
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** A path the route matches: each parameter given a plain value (a case-insensitive path keeps its case). */
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, 'x1').replace(/\*\w*/g, 'x1');

describe('which service answers each API route in distributed mode (web.ts and nginx.conf)', () => {
  let platform: Platform;
  let routes: { method: string; path: string; side: ApiSide }[];

  beforeAll(async () => {
    platform = await startTestPlatform();
    const sided = (router: unknown, side: ApiSide) =>
      readRouteTable(router as Parameters<typeof readRouteTable>[0])
        .routes.filter((route) => route.path.startsWith('/api/') || route.path === '/token')
        .map((route) => ({ method: route.method.toUpperCase(), path: concrete(route.path), side }));
    routes = [...sided(commandRouter(platform.deps), 'command'), ...sided(queryRouter({ pool: platform.pool }), 'query')];
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the routes the command and query routers mount, then there are routes of both, the store search among the query side\'s', () => {
    expect(routes.filter((r) => r.side === 'command').length).toBeGreaterThan(20);
    expect(routes.filter((r) => r.side === 'query').length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/storelocator/nearbylocation', side: 'query' });
  });

  it('given every mounted route, when web.ts routes its method and path, then it reaches the service that mounts it', () => {
    const misrouted = routes.filter((r) => apiSideOf(r.method, r.path) !== r.side).map((r) => `${r.method} ${r.path} (mounted by the ${r.side} service)`);
    expect(misrouted).toEqual([]);
  });

  it('given every mounted route, when nginx.conf routes its method and path, then it reaches the service that mounts it', () => {
    const misrouted = routes.filter((r) => nginxApiSideOf(r.method, r.path) !== r.side).map((r) => `${r.method} ${r.path} (mounted by the ${r.side} service, nginx: ${nginxApiSideOf(r.method, r.path)})`);
    expect(misrouted).toEqual([]);
  });
});
