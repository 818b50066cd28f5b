import type { ComponentType, ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IconProps } from '../../../components/ui/icons.tsx';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** The read behind a panel, as RTK Query reports it. */
export interface PanelLoad {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

interface DashboardPanelProps {
  title: string;
  /** Shown while the panel has nothing to list: a sentence and, in it, what to do. */
  empty: ReactNode;
  /** The empty state's icon. */
  emptyIcon: ComponentType<IconProps>;
  /** The list; null or absent when there is nothing in it. */
  children?: ReactNode;
  load?: PanelLoad;
  /** The page with everything (the dashboard shows the first few). */
  more?: { to: string; label: string };
}

/**
 * A dashboard list (spec 2.2: up to 10 open orders, up to 20 comics). Until a member has any, the panel
 * says where they will come from.
 */
export function DashboardPanel({ title, empty, emptyIcon, children, load, more }: DashboardPanelProps) {
  const headingId = useId();
  const text = useMessages(accountText);
  const listed = children !== null && children !== undefined && children !== false;
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId} aria-busy={load?.loading || load?.retrying || undefined}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {load?.loading ? (
          <Text size="sm" c="dimmed">
            {text.loading}
          </Text>
        ) : load?.failed ? (
          <Group gap="xs" role="alert">
            <Text size="sm">{text.listFailed}</Text>
            <Button size="compact-xs" variant="outline" onClick={load.retry} loading={load.retrying}>
              {text.tryAgain}
            </Button>
          </Group>
        ) : listed ? (
          children
        ) : (
          <EmptyState icon={emptyIcon} compact>
            {empty}
          </EmptyState>
        )}
        {more && listed ? (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
