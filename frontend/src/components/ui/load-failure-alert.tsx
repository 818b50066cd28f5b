import { Alert, Button, Stack, Text } from '@mantine/core';

/** A read that failed: say so and offer to ask again (the hint and button in the page's language, English unless given). */
export function LoadFailureAlert({
  title,
  onRetry,
  retrying,
  hint = 'Please try again in a moment.',
  retryLabel = 'Try again',
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  hint?: string;
  retryLabel?: string;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{hint}</Text>
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
