import { Alert, Button, Container, Stack } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort error screen of the router, e.g. when a page's code cannot be downloaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title="Something went wrong" role="alert">
          The page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
