import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '@certus/contracts';
import { DOCS_PATH, OPENAPI_JSON_PATH } from '../../command-service/src/openapi/docs-router.ts';
import { FuzzWorld } from '../fuzz/lib/world.ts';
import { formatMatrix, runAccessMatrix, type MatrixReport } from '../fuzz/lib/access-matrix.ts';
import { accessOf, documentedOperations, pathShape, readRouteTable, PRINCIPALS, type RouteTable } from '../fuzz/lib/route-table.ts';

/**
 * The access matrix (see tests/fuzz/README.md), generated from the route table: the routes the command and
 * query routers really mount (walked from the app's router stacks) are checked against the OpenAPI
 * operations, then every endpoint that takes an id is tried with member A's real ids by nobody, by member B
 * and by every role, expecting what each route's own guards and the document declare.
 */

describe('access matrix (generated from the route table)', () => {
  let world: FuzzWorld;
  let table: RouteTable;
  let report: MatrixReport;

  beforeAll(async () => {
    world = await FuzzWorld.start();
    table = readRouteTable(world.platform.app as never);
    report = await runAccessMatrix(world);
    console.log(formatMatrix(report));
  }, 300_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('given the routes mounted and the OpenAPI operations, when compared, then each side has every route of the other', () => {
    const documented = new Set(documentedOperations().map((o) => `${o.method} ${pathShape(o.path)}`));
    // The document's own pages (the JSON and the viewer) are not operations of it.
    const isDocsPage = (path: string) => path === OPENAPI_JSON_PATH || path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);
    const undocumented = table.routes.filter((r) => !isDocsPage(r.path) && !documented.has(`${r.method} ${pathShape(r.path)}`)).map((r) => `${r.method} ${r.path}`);
    const mounted = new Set(table.routes.map((r) => `${r.method} ${pathShape(r.path)}`));
    // A documented path no route declares may still be served by a mount (the storage folder): it must lie under one.
    const unmounted = documentedOperations()
      .filter((o) => !mounted.has(`${o.method} ${pathShape(o.path)}`) && !table.mounts.some((m) => o.path.startsWith(`${m}/`)))
      .map((o) => `${o.method} ${o.path}`);
    expect({ undocumented, unmounted }).toEqual({ undocumented: [], unmounted: [] });
  });

  it("given each documented operation, when its route's guards are asked, then they refuse nobody exactly where the document says bearer", () => {
    const disagreements = documentedOperations().flatMap((o) => {
      const route = table.routes.find((r) => r.method === o.method && pathShape(r.path) === pathShape(o.path));
      if (!route) return [];
      const refusesNobody = accessOf(route).anonymous === 401;
      return refusesNobody === (o.row.bearer === true) ? [] : [`${o.method} ${o.path}: bearer ${o.row.bearer === true}, guard refuses nobody ${refusesNobody}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('given the roles of the contracts, when the platform issues a token of each, then the token check takes it, and no other role', async () => {
    expect(PRINCIPALS).toEqual(['anonymous', ...MemberRole.options]);
    for (const role of MemberRole.options) {
      const token = await world.platform.deps.tokens.issue({ userId: 'x', email: 'x@example.test', role, sessionId: 's', displayName: 'X' });
      expect((await world.platform.deps.tokens.verify(token))?.role).toBe(role);
    }
    expect(await world.platform.deps.tokens.verify(world.unknownRoleToken)).toBeUndefined();
  });

  it("given every id-taking endpoint, when the owner reads their own ids, then each answers 2xx (so the ids tried below are real)", () => {
    expect(report.idTakingEndpoints.length).toBeGreaterThan(20);
    expect(report.attempts.filter((a) => a.principal === 'owner').length).toBeGreaterThan(5);
    expect(report.wrongAnswers.filter((a) => a.principal === 'owner').map((a) => `${a.method} ${a.path}: ${a.problem}`)).toEqual([]);
  });

  it("given member A's ids, when nobody, member B or a worker tries them on every id-taking endpoint, then member B never sees or changes A's data", () => {
    expect(report.leaks.map((a) => `${a.principal} ${a.method} ${a.path} (${a.kind}): ${a.problem}`)).toEqual([]);
    expect(report.readModelChanges).toEqual([]);
  });

  it("given the same attempts, then each caller gets what the route's guards declare (401 for nobody on bearer routes, 403 for a member on staff routes), never a 5xx, and every 4xx in the error shape", () => {
    expect(report.wrongAnswers.filter((a) => a.principal !== 'owner').map((a) => `${a.principal} ${a.method} ${a.path} (${a.kind}): ${a.problem} (${a.status})`)).toEqual([]);
  });
});
