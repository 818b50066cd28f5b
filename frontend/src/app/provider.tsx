import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from './theme.ts';
import type { AppStore } from './store.ts';

/** Spec 9: toasts close after 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
        {children}
      </MantineProvider>
    </ReduxProvider>
  );
}
