import { createAppRouter, whenRouterReady, type AppRouter } from './app/router.tsx';
import { startApp } from './app/start-app.tsx';
import { setupStore } from './app/store.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { forgetPositionOfNewVisit } from './app/routing/scroll-positions.ts';

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
// script that would otherwise hold that paint. The store and the router are made in tasks of their own.
afterNextPaint(async () => {
  // The store's session rules navigate (to /login, to /) from outside React; the router is made just after.
  let router: AppRouter | undefined;
  const store = setupStore({
    navigation: {
      navigate: (to) => void router?.navigate(to),
      currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    },
  });
  await yieldToMain();
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  forgetPositionOfNewVisit(() => window.sessionStorage, navigation?.type, window.location);
  const appRouter = createAppRouter();
  router = appRouter;

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');

  // React starts once the page's code is in: it hydrates the page the server drew (app/start-app.tsx), which needs
  // the page's components, and where it draws the page itself, its first commit is the page, not a loader.
  // A task of its own too: the page's code has just been evaluated in this one.
  await whenRouterReady(appRouter);
  await yieldToMain();
  startApp({ container, store, router: appRouter });
});
