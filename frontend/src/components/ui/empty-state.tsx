import type { ComponentType, ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { IconProps } from './icons.tsx';

interface EmptyStateProps {
  /** A line icon (components/ui/icons.tsx), decorative: the sentence says it all. */
  icon: ComponentType<IconProps>;
  /** One sentence: why the list is empty and what fills it. */
  children: ReactNode;
  /** What to do about it (a link or a button); none when there is nothing to do. */
  action?: ReactNode;
  /** Smaller, for a panel inside a page (the dashboard's lists). */
  compact?: boolean;
  'data-testid'?: string;
}

/**
 * What a list shows when it has nothing in it, the same everywhere: an icon, a sentence and an action, so an
 * empty page reads as "nothing here yet, here is how" rather than as a page that failed to load.
 */
export function EmptyState({ icon: Icon, children, action, compact = false, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap={compact ? 'xs' : 'sm'} py={compact ? 'sm' : 'xl'} px="md" ta="center" data-testid={testId}>
      <ThemeIcon variant="light" color="ink" radius="xl" size={compact ? 40 : 56} aria-hidden>
        <Icon size={compact ? 20 : 28} />
      </ThemeIcon>
      <Text size={compact ? 'sm' : 'md'} maw={460} component="div">
        {children}
      </Text>
      {action ? <div>{action}</div> : null}
    </Stack>
  );
}
