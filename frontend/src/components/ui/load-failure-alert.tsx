import { Alert, Button, Stack, Text } from '@mantine/core';

/** A read that failed: say so and offer to ask again. */
export function LoadFailureAlert({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Please try again in a moment.</Text>
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
