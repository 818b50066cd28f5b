import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { setupStore } from './app/store.ts';

// The store's session rules navigate (to /login, to /) from outside React; the router is made just after.
let router: AppRouter | undefined;
const store = setupStore({
  navigation: {
    navigate: (to) => void router?.navigate(to),
    currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  },
});
router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
