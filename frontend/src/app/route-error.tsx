import { useEffect } from 'react';
import { Button, Container, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import classes from './route-error.module.css';

// Spec 2.5: "A state error goes once to all.main". Once per page load, so a failing home page cannot loop.
let sentHomeAfterError = false;

/** The router's error screen: a page that fails goes home once; after that (or on home) the error is shown. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const goHome = !sentHomeAfterError && pathname !== '/';
  useEffect(() => {
    if (!goHome) return;
    sentHomeAfterError = true;
    notifications.show({ color: 'red', title: 'Something went wrong', message: 'That page could not be shown.' });
  }, [goHome]);
  if (goHome) return <Navigate to="/" replace />;

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py="xl">
      <Stack>
        {/* A box styled as an alert rather than Mantine's Alert: this screen is in every first load. */}
        <div className={classes.alert} role="alert">
          <strong className={classes.title}>Something went wrong</strong>
          The page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.
        </div>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
