import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function AppFooter() {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Certus. Grading, pressing and certification of comics, magazines and manga.
          </Text>
          <Group component="nav" aria-label="Footer" gap="md">
            <Anchor component={Link} to="/" size="sm">
              Home
            </Anchor>
            <Anchor component={Link} to="/register" size="sm">
              Create an account
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
