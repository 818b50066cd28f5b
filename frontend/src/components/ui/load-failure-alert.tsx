import { Alert, Button, Stack, Text } from '@mantine/core';

const WORDS = {
  en: { body: 'Please try again in a moment.', retry: 'Try again' },
  fr: { body: 'Veuillez réessayer dans un moment.', retry: 'Réessayer' },
} as const;

/**
 * A read that failed: say so and offer to ask again. `language`: the page's (spec 2.1: 'fr' on the pages of the
 * French variant that read in French; an English-only page keeps the default). A page with words of its own
 * for the hint and the button gives them instead.
 */
export function LoadFailureAlert({
  title,
  onRetry,
  retrying,
  language = 'en',
  hint,
  retryLabel,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  language?: 'en' | 'fr';
  hint?: string;
  retryLabel?: string;
}) {
  const words = WORDS[language];
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{hint ?? words.body}</Text>
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel ?? words.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
