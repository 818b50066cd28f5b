import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

/**
 * A screen of the site whose feature is still being built: its title and a plain notice, never made-up
 * data. The route exists so links, sign-in rules and bookmarks already behave as they will.
 */
export function PlannedPage({ title }: { title: string }) {
  useDocumentTitle(`${title} | Certus`);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert color="ink" variant="light" title="Not available yet" role="status" data-testid="not-available-yet">
          <Text size="sm">
            This part of the site is not available yet. We are building it now; nothing on this page is shown until it
            works for real.
          </Text>
        </Alert>
        <Text size="sm">
          Questions in the meantime? See the{' '}
          <Anchor component={Link} to="/faqs-help-center">
            help center
          </Anchor>{' '}
          or go back to the{' '}
          <Anchor component={Link} to="/">
            home page
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
