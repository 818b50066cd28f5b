import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { discoverableRoutes, routes, statesAt } from './routes.tsx';
import { allStates } from './site-states.ts';

/** A URL a path of the table takes: each parameter filled in, an optional one left out and given. */
function urlsOf(path: string): string[] {
  if (/[^/]:/.test(path)) return [`${path.split(':')[0]}ada-quill`];
  const filled = (keepOptional: boolean) =>
    path
      .split('/')
      .filter((segment) => keepOptional || !segment.endsWith('?'))
      .map((segment) => (segment.startsWith(':') ? 'x7' : segment.replace(/\?$/, '')))
      .join('/') || '/';
  return [...new Set([filled(true), filled(false)])];
}

/** What React Router's patch does: the children appended under the route with that id. */
function patchInto(tree: RouteObject[]) {
  const find = (nodes: RouteObject[], id: string): RouteObject | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children ?? [], id);
      if (inner) return inner;
    }
    return undefined;
  };
  return (parentId: string | null, children: RouteObject[]) => {
    const parent = parentId === null ? undefined : find(tree, parentId);
    if (!parent) throw new Error(`no route ${parentId}`);
    // Appended in front of the catch-all and the redirects, as order only breaks ties between equal ranks.
    (parent.children ??= []).unshift(...children);
  };
}

/** The ids of the routes a path matches, from the layout to the page (with the guard between, where there is one). */
const matchedIds = (tree: RouteObject[], url: string) => (matchRoutes(tree, url) ?? []).map((match) => match.route.id ?? `(${match.route.path})`);

describe('the browser’s routes, added as they are visited', () => {
  const everyUrl = allStates().flatMap((state) => [state.path, ...(state.aliases ?? [])].flatMap(urlsOf));

  it('given every path of the table, when it is visited first, then it matches the same guard and page as the whole table', () => {
    for (const url of everyUrl) {
      const { routes: tree, patchRoutesOnNavigation } = discoverableRoutes();
      patchRoutesOnNavigation({ path: url, patch: patchInto(tree) });
      expect(matchedIds(tree, url), url).toEqual(matchedIds(routes, url));
    }
  });

  it('given one visitor going through every path in turn, then each matches as in the whole table, and no route is added twice', () => {
    const { routes: tree, patchRoutesOnNavigation } = discoverableRoutes();
    const patch = patchInto(tree);
    for (const url of everyUrl) {
      patchRoutesOnNavigation({ path: url, patch });
      expect(matchedIds(tree, url), url).toEqual(matchedIds(routes, url));
    }
    const ids: string[] = [];
    const collect = (nodes: RouteObject[]) => nodes.forEach((node) => (node.id && ids.push(node.id), collect(node.children ?? [])));
    collect(tree);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('given an unknown path or an old address sent on, then nothing is added: the catch-all sends it home, the redirect sends it on', () => {
    const { routes: tree, patchRoutesOnNavigation } = discoverableRoutes();
    const patched: string[] = [];
    const patch = (_: string | null, children: RouteObject[]) => patched.push(...children.map((child) => child.id ?? ''));
    // (The whole table sends a one-segment unknown path home through the partial-segment page, which finds no prefix.)
    for (const path of ['/no-such-page', '/account/orders/x7/nope', '/new-signing-']) {
      patchRoutesOnNavigation({ path, patch });
      expect(matchedIds(tree, path), path).toEqual(['root', 'pages', '(*)']);
    }
    patchRoutesOnNavigation({ path: '/faq', patch });
    expect(matchedIds(tree, '/faq')).toEqual(matchedIds(routes, '/faq'));
    expect(patched).toEqual([]);
  });

  it('given a path in another case, then its state is found as the router matches it', () => {
    expect(statesAt('/ACCOUNT/Orders').map((state) => state.path)).toEqual(['/account/orders']);
    const { routes: tree, patchRoutesOnNavigation } = discoverableRoutes();
    patchRoutesOnNavigation({ path: '/Census/hulk', patch: patchInto(tree) });
    expect(matchedIds(tree, '/Census/hulk')).toEqual(matchedIds(routes, '/Census/hulk'));
  });
});
