import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { setupStore, type RootState } from '../app/store.ts';

interface RenderRouteOptions {
  /** Where the router starts. */
  path: string;
  routes: RouteObject[];
  preloadedState?: Partial<RootState>;
  /**
   * 'memory' (the default) keeps the URL in the router; 'browser' drives jsdom's window.history as the site does
   * (frontend app/router.tsx), for code that reads the browser's history itself.
   */
  history?: 'memory' | 'browser';
}

/** Renders real routes with the real store and providers, against whatever msw handlers the test set up. */
export function renderRoutes({ path, routes, preloadedState, history = 'memory' }: RenderRouteOptions) {
  if (history === 'browser') window.history.replaceState(null, '', path);
  const router = history === 'browser' ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [path] });
  const navigate = vi.fn((to: string) => void router.navigate(to));
  const store = setupStore({
    navigation: {
      navigate,
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    },
    preloadedState,
  });
  // Strict mode as in main.tsx: effects run twice, which the pages must survive (e.g. one activation call).
  const view = render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return { ...view, store, router, navigate };
}

/** A page on its own path, for page-level tests. */
export const routeTo = (path: string, element: ReactElement): RouteObject[] => [{ path, element }];
