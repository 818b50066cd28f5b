import { Stack, Text } from '@mantine/core';

/** One labelled value of a member description list (the parent is a <dl>); empty values show a dash. */
export function MemberDetail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}
