import { DomainError, MemberRole } from '@certus/contracts';
import { buildOpenApiDocument, operations, type OperationRow } from '@certus/contracts/openapi/document';

/**
 * The routes an Express 5 app really serves, read from its router stacks (package `router` 2.x): each layer
 * has `rawPath` (what was given to use() or route()), `route` (a Route with its methods and handler layers)
 * or a `handle` that is itself a router (it has a `stack`). Paths are path-to-regexp 8 patterns: `:name`
 * parameters and `{...}` optional groups, expanded here to every form they match and written as OpenAPI
 * paths (`{name}`), so they can be compared with the document's.
 */

type Handler = (...args: unknown[]) => unknown;
interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: Handler; method?: string }[] };
  handle: Handler & { stack?: LayerLike[] };
}
interface RouterLike {
  stack: LayerLike[];
}

export interface MountedRoute {
  method: string;
  /** As OpenAPI writes it: /api/orders/{id}. */
  path: string;
  /**
   * The route's handlers in order (guards first, the endpoint last), after the middleware its routers put in
   * front of every route of theirs (such as the command router's refusal of an auditor's commands).
   */
  handlers: Handler[];
}

export interface RouteTable {
  routes: MountedRoute[];
  /** Prefixes where a middleware (not a route) answers whole subtrees, e.g. the static storage folder. */
  mounts: string[];
}

const joinPaths = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path)).replace(/\/+/g, '/') || '/';

/** `/a/:x{/:y}` -> ['/a/{x}', '/a/{x}/{y}']: every optional group left out or kept. */
export function expandPattern(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern.replace(/[:*](\w+)/g, '{$1}')];
  let depth = 0;
  let close = -1;
  for (let i = open; i < pattern.length; i++) {
    if (pattern[i] === '{') depth++;
    if (pattern[i] === '}' && --depth === 0) {
      close = i;
      break;
    }
  }
  const before = pattern.slice(0, open);
  const inner = pattern.slice(open + 1, close);
  const after = pattern.slice(close + 1);
  return [...expandPattern(before + after), ...expandPattern(before + inner + after)];
}

function pathsOf(rawPath: unknown): string[] {
  const list = Array.isArray(rawPath) ? rawPath.flat(Infinity) : [rawPath];
  return list.flatMap((p) => (typeof p === 'string' ? expandPattern(p) : []));
}

/**
 * Walks an app's (or a router's) stack. Takes the app itself (`app.router`) or a router. A router's middleware
 * over all its paths (`router.use(fn)`) runs before every route after it, so it is put in front of their handlers,
 * to be asked as a guard; the app's own frame (body parsers, logging, the token check) guards nothing and is not.
 */
export function readRouteTable(appOrRouter: { router?: RouterLike } | RouterLike): RouteTable {
  const isApp = !('stack' in appOrRouter);
  const root = isApp ? appOrRouter.router! : appOrRouter;
  const routes: MountedRoute[] = [];
  const mounts: string[] = [];
  const walk = (router: RouterLike, prefix: string, inFront: readonly Handler[]) => {
    const before = [...inFront];
    for (const layer of router.stack) {
      if (layer.route) {
        for (const path of pathsOf(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            const own = layer.route.stack.filter((l) => !l.method || l.method === method).map((l) => l.handle);
            routes.push({ method, path: joinPaths(prefix, path), handlers: [...before, ...own] });
          }
        }
      } else if (Array.isArray(layer.handle.stack)) {
        for (const path of pathsOf(layer.rawPath ?? '/')) walk(layer.handle as RouterLike, joinPaths(prefix, path), before);
      } else {
        const paths = pathsOf(layer.rawPath ?? '/');
        for (const path of paths) if (path !== '/') mounts.push(joinPaths(prefix, path));
        if (paths.length === 1 && paths[0] === '/' && !(isApp && router === root)) before.push(layer.handle);
      }
    }
  };
  walk(root, '', []);
  return { routes, mounts: [...new Set(mounts)] };
}

// --- Who a route lets through, read from its own guard middleware ---------------------------------------------

/** A caller as the guards see it: nobody, or a signed-in user of one role. */
export type Principal = 'anonymous' | MemberRole;
/** Every principal: anonymous and each role an access token may carry (contracts' MemberRole, as the token check reads it). */
export const PRINCIPALS: readonly Principal[] = ['anonymous', ...MemberRole.options];

export type GuardAnswer = 'pass' | 401 | 403;
export type RouteAccess = Record<Principal, GuardAnswer>;

/**
 * Asks one handler what it does with a request from `principal`: a guard (requireUser, requireRole(...))
 * calls next() at once, with nothing or with an unauthorized/forbidden DomainError. Anything else (a body
 * parser that finds no body, an endpoint) is not a guard and counts as 'pass'. Only the handlers before the
 * endpoint are asked: the endpoint itself is never run here.
 */
function askGuard(handler: Handler, principal: Principal, route: MountedRoute): GuardAnswer {
  let answer: GuardAnswer = 'pass';
  const user = principal === 'anonymous' ? undefined : { userId: 'probe', email: 'probe@example.test', role: principal, sessionId: 'probe', displayName: 'Probe' };
  // The route's own method and a path it matches: a guard in front of many routes tells them apart by these.
  const path = route.path.replace(/\{[^}]+\}/g, 'x1');
  const req = { user, headers: {}, method: route.method.toUpperCase(), url: path, baseUrl: '', path, params: {}, query: {}, get: () => undefined, header: () => undefined };
  const res = {};
  try {
    const returned = handler(req, res, (error?: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthorized') answer = 401;
      else if (error instanceof DomainError && error.kind === 'forbidden') answer = 403;
    });
    // An async handler that is not a guard may fail on the fake request later: that is no answer.
    if (returned instanceof Promise) returned.catch(() => undefined);
  } catch {
    // not a guard
  }
  return answer;
}

/** The route's access for every principal: the first guard that refuses decides. */
export function accessOf(route: MountedRoute): RouteAccess {
  const guards = route.handlers.slice(0, -1);
  const access = {} as RouteAccess;
  for (const principal of PRINCIPALS) {
    access[principal] = 'pass';
    for (const guard of guards) {
      const answer = askGuard(guard, principal, route);
      if (answer !== 'pass') {
        access[principal] = answer;
        break;
      }
    }
  }
  return access;
}

// --- The document's side -----------------------------------------------------------------------------------------

export interface DocumentedOperation {
  row: OperationRow;
  method: string;
  path: string;
  /** The operation's JSON in the generated document (parameters, requestBody with JSON Schemas, responses). */
  spec: Record<string, any>;
}

let documentCache: Record<string, any> | undefined;
/** The generated OpenAPI document, as JSON (what GET /api/openapi.json serves). */
export function openApiDocument(): Record<string, any> {
  documentCache ??= JSON.parse(JSON.stringify(buildOpenApiDocument()));
  return documentCache!;
}

/** Every operation of the document with the contracts row it was generated from. */
export function documentedOperations(): DocumentedOperation[] {
  const document = openApiDocument();
  return operations.map((row) => ({ row, method: row.method, path: row.path, spec: document.paths[row.path][row.method] }));
}

/** A path's shape with parameter names left out: /api/comics/featured/{month}/{count} and .../{yyyymm}/{count} are one route. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
