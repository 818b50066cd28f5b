import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

interface DashboardPanelProps {
  title: string;
  /** Shown while the panel has nothing to list. */
  empty: ReactNode;
}

/**
 * A dashboard list (spec 2.2: up to 10 open orders, up to 20 comics). Orders and graded comics arrive with
 * submission and grading; until a member has any, the panel says where they will come from.
 */
export function DashboardPanel({ title, empty }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" component="div">
          {empty}
        </Text>
      </Stack>
    </Paper>
  );
}
