// Mantine's global sheets; each component's own stylesheet comes with the chunk that uses it
// (scripts/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme.ts';
import type { AppStore, RootState } from './store.ts';
import { TOAST_TIMEOUT_MS } from '../components/ui/toast.ts';
import { ConfirmProvider } from '../components/ui/confirm-dialog.tsx';

export { TOAST_TIMEOUT_MS };

const Notifications = lazy(async () => ({ default: (await import('./toasts-container.ts')).Notifications }));

/**
 * The toasts' container, loaded with the first toast: most visits show none, and its code (transitions,
 * portal, the notification card) would otherwise weigh on every first load. A toast raised before it has
 * loaded waits in Mantine's store and shows as soon as it has.
 */
function ToastsWhenWanted() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
    </Suspense>
  );
}

interface AppProviderProps {
  store: AppStore;
  /**
   * The state the server drew the page with, as this tab shows it (app/start-app.tsx): what the components read
   * while they hydrate the server's drawing; the store's own state from the next render on.
   */
  serverState?: RootState;
  children: ReactNode;
}

export function AppProvider({ store, serverState, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastsWhenWanted />
        <ConfirmProvider>{children}</ConfirmProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
