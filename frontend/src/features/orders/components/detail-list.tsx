import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

export interface DetailItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs as a description list; items whose value is null, false or '' are left out. */
export function DetailList({ items, cols = 2 }: { items: readonly (DetailItem | null | false)[]; cols?: number }) {
  const shown = items.filter((item): item is DetailItem => !!item && item.value !== null && item.value !== '' && item.value !== false);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="xs" verticalSpacing="xs" m={0}>
      {shown.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} data-testid={item.testId}>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
