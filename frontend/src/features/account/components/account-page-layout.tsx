import type { ReactNode } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { AccountNav } from './account-nav.tsx';

export interface AccountPageLayoutProps {
  /** The page's heading (h1) and, unless `documentTitle` is given, the first part of the document title. */
  title: string;
  /** For a heading that reads badly as a tab title (the dashboard's "Welcome, Ada Lovelace"). */
  documentTitle?: string;
  children: ReactNode;
}

/**
 * The frame every account page shares (profile, address book, payment methods, settings, rewards, gift
 * cards, club membership): the account sub-navigation beside the page on wide screens; on narrow ones a
 * single "My account" line that opens it, above the page's heading.
 */
export function AccountPageLayout({ title, documentTitle = title, children }: AccountPageLayoutProps) {
  useDocumentTitle(`${documentTitle} | Certus`);
  const narrow = useNarrowScreen('md');
  if (narrow) {
    return (
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <AccountNav compact />
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AccountNav />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Title order={1}>{title}</Title>
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
