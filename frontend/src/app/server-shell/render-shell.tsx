import { createContext, useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_SITE_VARIANT, siteVariantCookieValue, type SiteVariant } from '@certus/contracts';
import { AppProvider } from '../provider.tsx';
import { RootLayout } from '../layout/root-layout.tsx';
import { componentOf } from '../routes.tsx';
import { CanonicalPath } from '../routing/canonical-path.tsx';
import { loadEveryContentBody } from '../../features/content/content-route.tsx';
import { allStates, drawnForMember, drawnOnServer } from '../site-states.ts';
import { setupStore } from '../store.ts';
import { TAB_MEMBER } from './tab-member.ts';
import { AssumedScreenContext, type AssumedScreen } from '../../components/ui/use-narrow-screen.ts';
import { ServerInlinedData } from '../../lib/inlined-data.ts';
import { ServerDrawing } from '../../lib/server-drawing.ts';

export type { AssumedScreen };
export { TAB_MEMBER };

export interface ShellRequest {
  /** The path asked for (no query string: no page's first drawing depends on it). */
  path: string;
  /** The screen to draw for: the server guesses it from the browser (phones say so in their User-Agent). */
  screen: AssumedScreen;
  /** The JSON the server writes into the page, by element id (lib/inlined-data.ts): the page draws with it. */
  inlined: Readonly<Record<string, unknown>>;
  /** The site and language the visitor reads (their cookie, or the path's own): US English when not given. */
  variant?: SiteVariant;
  /**
   * A member page, drawn for the tab's member (contracts http/member-drawn-pages.ts): signed in as `TAB_MEMBER`,
   * whose name the page's first script replaces with the tab's own.
   */
  forMember?: boolean;
}

/**
 * Whether the request is drawn for the tab's member: a page drawn for members is drawn only then, else the frame
 * alone; and only such a page is drawn signed in (its `handle` says so).
 */
const DrawingForMember = createContext(false);

/**
 * A route's handle: its state's name, as the browser's routes carry it (the layout reads it: a page of the French
 * variant with no French version says so), and whether the page is drawn for the tab's member.
 */
interface ShellRouteHandle {
  stateName: string;
  forMember: boolean;
}
function ForMemberOnly({ children }: { children: ReactNode }) {
  return useContext(DrawingForMember) ? children : null;
}

/** Draws the HTML of `<div id="root">` for a request: the site's frame, and the page where it is drawn on the server. */
export type ShellRenderer = (request: ShellRequest) => string;

/**
 * The site's server draws each page into its HTML with this (built by scripts/server-shell-build.ts into the
 * site's `.server` folder; infra/platform/src/server-shell.ts runs it): the header, the footer and, for the
 * pages the site-state table says (`drawnOnServer`), the page itself, so that a visit sees the page before
 * the site's code has downloaded and run. The browser then hydrates it (app/start-app.tsx, once the page's code
 * is in, with the same inlined data and the state drawn here), so nothing moves and nothing is built twice.
 *
 * Every page's code is loaded once, here (the content pages' bodies too); each request gets a router of its own on
 * one store per site variant and kind of page (the state of a visitor nobody knows yet: signed out, or signed in
 * as `TAB_MEMBER` on a page drawn for the tab's member, reading that variant; nothing dispatches while drawing on a
 * server).
 */
export async function createShellRenderer(): Promise<ShellRenderer> {
  // A content page is drawn whole, its body included (features/content/content-route.tsx).
  await loadEveryContentBody();
  const children: RouteObject[] = [];
  for (const state of allStates()) {
    const Page = drawnOnServer(state) ? await componentOf(state) : null;
    const forMember = drawnForMember(state);
    for (const path of [state.path, ...(state.aliases ?? [])]) {
      // A route with a partial segment (/new-signing-:name) cannot be said to a router: the frame alone.
      if (/[^/]:/.test(path)) continue;
      const page = Page ? (
        <CanonicalPath pattern={path.replace(/\?$/, '')}>
          <Page />
        </CanonicalPath>
      ) : null;
      const handle: ShellRouteHandle = { stateName: state.name, forMember };
      children.push({ path, element: forMember ? <ForMemberOnly>{page}</ForMemberOnly> : page, handle });
    }
  }
  // Any other path: the frame alone (the browser's router decides where it goes).
  children.push({ path: '*', element: null });
  const routes: RouteObject[] = [{ Component: RootLayout, children }];
  const stores = new Map<string, ReturnType<typeof setupStore>>();
  const storeFor = (variant: SiteVariant, forMember: boolean) => {
    const key = `${siteVariantCookieValue(variant)}${forMember ? ' member' : ''}`;
    let store = stores.get(key);
    if (!store) {
      store = setupStore({
        navigation: { navigate: () => undefined, currentPath: () => '/' },
        preloadedState: { region: { ...variant }, identity: { current: forMember ? TAB_MEMBER : null } },
      });
      stores.set(key, store);
    }
    return store;
  };

  return ({ path, screen, inlined, variant = DEFAULT_SITE_VARIANT, forMember = false }) => {
    const drawingForMember = forMember && (matchRoutes(routes, path)?.at(-1)?.route.handle as ShellRouteHandle | undefined)?.forMember === true;
    const store = storeFor(variant, drawingForMember);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    try {
      return renderToString(
        <AppProvider store={store}>
          <DrawingForMember.Provider value={drawingForMember}>
            <ServerDrawing.Provider value>
              <AssumedScreenContext.Provider value={screen}>
                <ServerInlinedData.Provider value={inlined}>
                  <RouterProvider router={router} />
                </ServerInlinedData.Provider>
              </AssumedScreenContext.Provider>
            </ServerDrawing.Provider>
          </DrawingForMember.Provider>
        </AppProvider>,
      );
    } finally {
      router.dispose();
    }
  };
}
