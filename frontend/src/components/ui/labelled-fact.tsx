import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/**
 * One fact of a summary line, as a term and its value in a `<dl>` (the parent is the list): a small capitalised
 * name over the value. The staff order header and the audit screens line them up in a grid.
 */
export function LabelledFact({ term, children, testId, className, px }: { term: string; children: ReactNode; testId?: string; className?: string; px?: number }) {
  return (
    <Stack gap={0} className={className} px={px}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
