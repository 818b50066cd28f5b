import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, whenRouterReady, type AppRouter } from './app/router.tsx';
import { setupStore } from './app/store.ts';

/** Runs `start` once the browser has painted what it holds (a task after the next frame), or after 100 ms at most. */
function afterNextPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab in the background has no frames: the site starts all the same.
  setTimeout(once, 100);
}

// The HTML holds the page as the server drew it (app/server-shell), and its first pictures are on their way. The
// site starts after the browser has painted them: making the router and the store is tens of milliseconds of
// script that would otherwise hold that paint.
afterNextPaint(() => {
  // The store's session rules navigate (to /login, to /) from outside React; the router is made just after.
  let router: AppRouter | undefined;
  const store = setupStore({
    navigation: {
      navigate: (to) => void router?.navigate(to),
      currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    },
  });
  const appRouter = createAppRouter();
  router = appRouter;

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');

  // React draws over the server's page once the page's code is in, so its first commit is the same page, not a
  // loader in place of it; and in a transition, so the drawing yields to the browser every few milliseconds
  // instead of holding it for one long task.
  void whenRouterReady(appRouter).then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProvider store={store}>
            <RouterProvider router={appRouter} />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );
});
