import { createBrowserRouter } from 'react-router';
import { discoverableRoutes } from './routes.tsx';

/** The site's router: its pages' routes are added as they are first visited (routes.tsx discoverableRoutes). */
export function createAppRouter() {
  const { routes, patchRoutesOnNavigation } = discoverableRoutes();
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched the first location and loaded its lazy routes (the page's code). */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
