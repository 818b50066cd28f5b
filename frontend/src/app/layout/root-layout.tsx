import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { AppFooter } from './app-footer.tsx';
import classes from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <AppHeader />
      {navigation.state === 'loading' ? (
        // A page's code on its way: a striped bar across the top, no value (it is not known how far it is).
        <div role="progressbar" aria-label="Loading page" className={classes.progress} />
      ) : null}
      <Box component="main" id="main" className={classes.main}>
        <Outlet />
      </Box>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
