import type { ReactNode } from 'react';
import { Paper, Stack, type MantineSpacing } from '@mantine/core';

interface StepPanelProps {
  children: ReactNode;
  /** Space between the panel's parts. */
  gap?: MantineSpacing;
  'data-testid'?: string;
}

/** A bordered section of a checkout step, its parts stacked. */
export function StepPanel({ children, gap = 'sm', 'data-testid': testId }: StepPanelProps) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <Stack gap={gap}>{children}</Stack>
    </Paper>
  );
}
