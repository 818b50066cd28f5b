import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
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

/** One layout route per kind of access, holding the states that share it. */
function guarded(access: StateAccess, children: RouteObject[]): RouteObject[] {
  if (access === 'public') return children;
  if (access === 'guest') return [{ Component: AnonymousOnly, children }];
  if (access === 'member') return [{ element: <RequireIdentity />, children }];
  if (access === 'member-requested-url') return [{ element: <RequireIdentity rememberAsRequestedAccessUrl />, children }];
  return [{ element: <RequireIdentity roles={access.roles} />, children }];
}

function stateRoutes(): RouteObject[] {
  const groups = new Map<string, { access: StateAccess; routes: RouteObject[] }>();
  for (const state of allStates()) {
    const key = accessKey(state.access);
    const group = groups.get(key) ?? { access: state.access, routes: [] };
    group.routes.push(...routesOf(state));
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ access, routes }) => guarded(access, routes));
}

const redirectRoutes: RouteObject[] = siteRedirects.map((redirect) => ({ path: redirect.from, element: <SiteRedirectRoute redirect={redirect} /> }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page are shown inside the layout, keeping the header and its links.
        ErrorBoundary: RouteError,
        children: [
          ...stateRoutes(),
          ...redirectRoutes,
          // Spec 2: unknown paths go to the home page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
