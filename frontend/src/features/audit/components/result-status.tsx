import { Text } from '@mantine/core';

/** How many records a search found, said politely to a screen reader as the results change. */
export function ResultStatus({ message }: { message: string }) {
  return (
    <Text role="status" aria-live="polite" aria-atomic data-testid="audit-status" size="sm" fw={500} mih="1.5em">
      {message}
    </Text>
  );
}
