import { Suspense } from 'react';
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectIdentity } from '../../auth/index.ts';
import { LazyNewsletterSignUp } from '../../newsletter/index.ts';

const services = [
  'Grading on a 10-point scale, encapsulated and certified',
  'Pressing: cleaning and flattening before grading',
  'Signature authentication, witnessed or verified',
  'Comics, magazines and manga',
];

export function HomePage() {
  useDocumentTitle('Certus: comic book grading and certification');
  const identity = useSelector(selectIdentity);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" maw={720}>
        <Title order={1}>Grading you can trust, for the books you love</Title>
        <Text size="lg">
          Certus grades, presses, authenticates signatures on and certifies comic books, magazines and manga.
        </Text>
        <List spacing="xs">
          {services.map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
        <Group>
          {identity ? (
            <Button component={Link} to="/account">
              Go to my account
            </Button>
          ) : (
            <>
              <Button component={Link} to="/register">
                Create an account
              </Button>
              <Button component={Link} to="/login" variant="outline">
                Log in
              </Button>
            </>
          )}
        </Group>
        {/* Its own chunk, loaded after the page shows (spec 1: newsletter sign-up on the home page). */}
        <Suspense fallback={null}>
          <LazyNewsletterSignUp />
        </Suspense>
      </Stack>
    </Container>
  );
}
