import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme.ts';
import type { AppStore } from './store.ts';
import { TOAST_TIMEOUT_MS } from '../components/ui/toast.ts';
import { ConfirmProvider } from '../components/ui/confirm-dialog.tsx';

export { TOAST_TIMEOUT_MS };

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
        <ConfirmProvider>{children}</ConfirmProvider>
      </MantineProvider>
    </ReduxProvider>
  );
}
