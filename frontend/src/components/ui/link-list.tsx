import type { ReactNode } from 'react';
import { Anchor, Group, List } from '@mantine/core';
import { Link } from 'react-router';

/** A bare list of links, one per item, as the dashboard lists what a member has. */
export function LinkList({ children }: { children: ReactNode }) {
  return (
    <List listStyleType="none" spacing="xs" p={0} m={0}>
      {children}
    </List>
  );
}

interface LinkListItemProps {
  to: string;
  /** The link's text, which is also its accessible name: what the item is, not "open". */
  label: ReactNode;
  testId?: string;
  /** What follows the link on its line (status, grade, ...). */
  children?: ReactNode;
}

/** One item of a LinkList: the link first, its details after it, wrapping on a narrow screen. */
export function LinkListItem({ to, label, testId, children }: LinkListItemProps) {
  return (
    <List.Item data-testid={testId}>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={to} fw={600}>
          {label}
        </Anchor>
        {children}
      </Group>
    </List.Item>
  );
}
