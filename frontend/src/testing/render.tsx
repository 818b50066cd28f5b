import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { setupStore, type RootState } from '../app/store.ts';

interface RenderRouteOptions {
  /** Where the memory router starts. */
  path: string;
  routes: RouteObject[];
  preloadedState?: Partial<RootState>;
}

/** Renders real routes with the real store and providers, against whatever msw handlers the test set up. */
export function renderRoutes({ path, routes, preloadedState }: RenderRouteOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
