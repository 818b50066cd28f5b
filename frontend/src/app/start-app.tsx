import { StrictMode, startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MEMBER_DRAWN_ATTRIBUTE, SERVER_DRAWN_ATTRIBUTE, isDrawnScreen, type DrawnScreen } from '@certus/contracts';
import { AppProvider } from './provider.tsx';
import type { AppRouter } from './router.tsx';
import type { AppStore, RootState } from './store.ts';
import { tabMemberNamed } from './server-shell/tab-member.ts';
import { AssumedScreenContext } from '../components/ui/use-narrow-screen.ts';
import { ServerDrawing } from '../lib/server-drawing.ts';

/** What the server drew into the root (contracts http/server-drawn-pages.ts): the screen it drew for, and for whom. */
export interface RootDrawing {
  screen: DrawnScreen;
  /** Drawn for the tab's member (contracts http/member-drawn-pages.ts), whose name the page's first script wrote in. */
  forMember: boolean;
}

/**
 * The server's drawing of the whole page, or null where the browser draws it: a page drawn as its frame alone or
 * not at all, and a member page whose first script removed the drawing (the tab holds no sign-in).
 */
export function rootDrawing(container: Element): RootDrawing | null {
  const screen = container.getAttribute(SERVER_DRAWN_ATTRIBUTE);
  if (!isDrawnScreen(screen) || !container.firstChild) return null;
  return { screen, forMember: container.hasAttribute(MEMBER_DRAWN_ATTRIBUTE) };
}

/**
 * The state the server drew with (app/server-shell: a visitor nobody knows, or `TAB_MEMBER` on a member page), as
 * the tab shows it: the member's name written in. The rest (the site and language, read from the same cookie;
 * everything else at its start) is the store's own. Null when this tab cannot show that drawing: a member page
 * drawn for a name the store holds no sign-in for.
 */
export function drawnState(state: RootState, { forMember }: RootDrawing): RootState | null {
  const identity = state.identity.current;
  if (forMember && !identity) return null;
  return { ...state, identity: { ...state.identity, current: forMember && identity ? tabMemberNamed(identity.displayName) : null } };
}

/**
 * While React hydrates the server's drawing, the page is drawn as the server drew it: for the server's screen and
 * as a server draws (lib/server-drawing.ts: controls inert, parts the browser loads on its own as placeholders).
 * Once hydrated, the browser's own: its real screen, live controls, its lazy parts; only what differs is redrawn.
 */
function AsTheServerDrew({ screen, children }: { screen: DrawnScreen; children: ReactNode }) {
  const [asDrawn, setAsDrawn] = useState(true);
  useEffect(() => startTransition(() => setAsDrawn(false)), []);
  return (
    <ServerDrawing.Provider value={asDrawn}>
      <AssumedScreenContext.Provider value={asDrawn ? screen : null}>{children}</AssumedScreenContext.Provider>
    </ServerDrawing.Provider>
  );
}

/**
 * A drawing React could not hydrate (it differed from the browser's first render, so React drew it again: the
 * whole page's worth of work hydration was meant to save). Said on the console in development, where the tests
 * look for it; a production build leaves it to React's own report (an uncaught "Minified React error #418"
 * on the console), so the main bundle carries no second one.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('Hydration of the server-drawn page failed, drawn again in the browser:', error, info.componentStack ?? '');
}

export interface StartOptions {
  container: Element;
  store: AppStore;
  /** Ready (whenRouterReady): its first location matched and its page's code loaded, as the drawing needs. */
  router: AppRouter;
  onRecoverableError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Starts the site in the root: hydrates the page the server drew (its DOM is kept, React attaches to it), or
 * draws the page where the server did not. In a transition either way (hydrateRoot starts its work at the lane of
 * the update that asks), so the work yields to the browser every few milliseconds instead of holding it for one
 * long task. Says which it did.
 */
export function startApp({ container, store, router, onRecoverableError = import.meta.env.DEV ? reportRecoverableError : undefined }: StartOptions): { root: Root; hydrated: boolean } {
  const drawing = rootDrawing(container);
  const serverState = drawing && drawnState(store.getState(), drawing);
  const page = <RouterProvider router={router} />;
  const app = (
    <StrictMode>
      <AppProvider store={store} serverState={serverState || undefined}>
        {serverState ? <AsTheServerDrew screen={drawing.screen}>{page}</AsTheServerDrew> : page}
      </AppProvider>
    </StrictMode>
  );
  const options = { onRecoverableError };
  // startTransition runs its function at once: the root is made when it returns.
  let root!: Root;
  startTransition(() => {
    if (serverState) root = hydrateRoot(container, app, options);
    else (root = createRoot(container, options)).render(app);
  });
  return { root, hydrated: Boolean(serverState) };
}
