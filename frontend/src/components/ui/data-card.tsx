import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** One fact of a card: a name and its value, the row a table would have given a column. */
export type CardFact = [label: string, value: ReactNode];

interface DataCardProps {
  /** What the row is (the book, the order): the card's heading line. */
  title: ReactNode;
  /** Under the title: what qualifies it (services, flags). */
  subtitle?: ReactNode;
  facts: CardFact[];
  /** Actions (edit, remove, open). */
  actions?: ReactNode;
  'data-testid'?: string;
}

/**
 * A table row as a card, for phones: the columns become labelled facts, so nothing is cut off and nothing
 * scrolls sideways. Lists of these are `<ul>` items (`component="li"`), so a screen reader counts them.
 */
export function DataCard({ title, subtitle, facts, actions, 'data-testid': testId }: DataCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid={testId} style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Stack gap={2}>
          <Text fw={700} component="div">
            {title}
          </Text>
          {subtitle ? (
            <Text size="sm" c="dimmed" component="div">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Stack component="dl" gap={4} m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} ta="right">
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        {actions ? (
          <Group gap="sm" justify="flex-end">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The list the cards stand in. */
export function DataCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
      {children}
    </Stack>
  );
}
