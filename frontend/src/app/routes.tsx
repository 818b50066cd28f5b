import type { ComponentType } from 'react';
import { Navigate, matchPath, useParams, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { AnonymousOnly } from '../features/auth/components/anonymous-only.tsx';
import { RequireIdentity } from '../features/auth/components/require-identity.tsx';
import type { ContentSlug } from '../features/content/content-slugs.ts';
import { CanonicalPath } from './routing/canonical-path.tsx';
import { SiteRedirectRoute } from './routing/region-redirect.tsx';
import { allStates, siteRedirects, type SiteState, type StateAccess } from './site-states.ts';

/**
 * The router's view of the site-state table (site-states.ts). Every page is its own chunk, loaded when its
 * route is first visited, so the home page's first load carries no account, checkout or sign-in code.
 * Paths match case-insensitively (React Router's default; spec 2) and are then shown in their usual case.
 */

/** A state's page component: its own page, or the content page of its slug. */
export async function componentOf(state: SiteState): Promise<ComponentType> {
  const { page } = state;
  if ('load' in page) return page.load();
  const { ContentRoute } = await import('../features/content/content-route.tsx');
  const slug = page.content as ContentSlug;
  return () => <ContentRoute slug={slug} />;
}

/**
 * React Router has no partial segments (/new-signing-:name), so such a state is a one-segment route that
 * checks its own prefix and sends anything else home, as an unknown path would go (spec 2).
 */
function prefixedSegmentRoute(state: SiteState, path: string): RouteObject {
  const prefix = path.slice(1).split(':')[0] ?? '';
  return {
    path: '/:prefixedSegment',
    // The state's name, as every route has it (the French variant's screens are named, app/routing/french-pages.ts).
    handle: { stateName: state.name },
    lazy: async () => {
      const Page = await componentOf(state);
      return {
        Component: function PrefixedSegment() {
          const { prefixedSegment = '' } = useParams();
          const matches = prefixedSegment.toLowerCase().startsWith(prefix.toLowerCase()) && prefixedSegment.length > prefix.length;
          if (!matches) return <Navigate to="/" replace />;
          return <Page />;
        },
      };
    },
  };
}

function routesOf(state: SiteState): RouteObject[] {
  return [state.path, ...(state.aliases ?? [])].map((path) => {
    if (/[^/]:/.test(path)) return prefixedSegmentRoute(state, path);
    return {
      path,
      id: path === state.path ? state.name : `${state.name}@${path}`,
      handle: { stateName: state.name },
      lazy: async () => {
        const Page = await componentOf(state);
        return {
          Component: () => (
            <CanonicalPath pattern={path.replace(/\?$/, '')}>
              <Page />
            </CanonicalPath>
          ),
        };
      },
    };
  });
}

const accessKey = (access: StateAccess) => (typeof access === 'string' ? access : `roles:${access.roles.join(',')}`);

/** The layout route of a kind of access, holding the states that share it (none for public pages). */
function guardOf(access: StateAccess): (NonIndexRouteObject & { id: string }) | null {
  const id = `guard:${accessKey(access)}`;
  if (access === 'public') return null;
  if (access === 'guest') return { id, Component: AnonymousOnly };
  if (access === 'member') return { id, element: <RequireIdentity /> };
  if (access === 'member-requested-url') return { id, element: <RequireIdentity rememberAsRequestedAccessUrl /> };
  return { id, element: <RequireIdentity roles={access.roles} /> };
}

function stateRoutes(): RouteObject[] {
  const groups = new Map<string, { access: StateAccess; routes: RouteObject[] }>();
  for (const state of allStates()) {
    const key = accessKey(state.access);
    const group = groups.get(key) ?? { access: state.access, routes: [] };
    group.routes.push(...routesOf(state));
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ access, routes }) => {
    const guard = guardOf(access);
    return guard ? [{ ...guard, children: routes }] : routes;
  });
}

/**
 * The states whose paths take a pathname, as the router would match them: case-insensitively, a partial segment
 * (/new-signing-:name) by its prefix, an optional segment with or without it.
 */
export function statesAt(pathname: string): SiteState[] {
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1]?.toLowerCase() ?? '';
  const first = firstSegmentOf(pathname);
  return allStates().filter((state) =>
    [state.path, ...(state.aliases ?? [])].some((path) => {
      const [prefix = '', name] = path.slice(1).toLowerCase().split(':');
      if (/[^/]:/.test(path)) return name !== undefined && segment.startsWith(prefix) && segment.length > prefix.length;
      return mayMatchFirstSegment(path, first) && matchPath({ path, caseSensitive: false }, pathname);
    }),
  );
}

/** A path's first segment, lower case and decoded as the router reads it ('' for the root). */
function firstSegmentOf(pathname: string): string {
  const raw = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Whether a route path could take a pathname with this first segment: a path whose first segment is plain text
 * takes only that text. Asked before `matchPath`, which builds an expression for each of the 143 paths: on a
 * first visit (cold) that was a fifth of the router's start, in the task that holds the page back.
 */
function mayMatchFirstSegment(path: string, first: string): boolean {
  const own = path.split('/')[1] ?? '';
  return /[:*?]/.test(own) || own.toLowerCase() === first;
}

const redirectRoutes: RouteObject[] = siteRedirects.map((redirect) => ({ path: redirect.from, element: <SiteRedirectRoute redirect={redirect} /> }));

/** Where the pages' routes hang: inside the layout, under the boundary that shows a page's errors there. */
const PAGES_ROUTE_ID = 'pages';

/** The site's routes around its pages: the layout, the old addresses sent on, and unknown paths sent home. */
function frameRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // Errors of a page are shown inside the layout, keeping the header and its links.
          ErrorBoundary: RouteError,
          children: [
            ...pages,
            ...redirectRoutes,
            // Spec 2: unknown paths go to the home page.
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}

/** Every route of the site, at once (the tests' memory routers). Pure: the browser's bundle starts from `discoverableRoutes` and drops it. */
export const routes: RouteObject[] = /* @__PURE__ */ frameRoutes(/* @__PURE__ */ stateRoutes());

type PatchRoutes = (parentId: string | null, children: RouteObject[]) => void;

/**
 * The browser's routes: the frame alone at first, each state's routes added the first time a path of its is
 * visited (React Router's patchRoutesOnNavigation, called for a path only the catch-all or a dynamic route takes).
 * Making the router with all 143 routes ranked them at start: about 25 ms of a phone's first second, in one task.
 * The routes a state gets, and the guard around them, are the same as in `routes` (routes-discovery.unit.test.ts).
 */
export function discoverableRoutes(): {
  routes: RouteObject[];
  /** `path` is the pathname React Router is going to (no query). */
  patchRoutesOnNavigation: (args: { path: string; patch: PatchRoutes }) => void;
} {
  const added = new Set<string>();
  const patchRoutesOnNavigation = ({ path, patch }: { path: string; patch: PatchRoutes }) => {
    for (const state of statesAt(path)) {
      if (added.has(state.name)) continue;
      added.add(state.name);
      const guard = guardOf(state.access);
      if (!guard) patch(PAGES_ROUTE_ID, routesOf(state));
      else if (added.has(guard.id)) patch(guard.id, routesOf(state));
      else {
        added.add(guard.id);
        patch(PAGES_ROUTE_ID, [{ ...guard, children: routesOf(state) }]);
      }
    }
  };
  return { routes: frameRoutes([]), patchRoutesOnNavigation };
}
