import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** The frame of the staff and editor screens: wide (their tables and lists have many columns), the heading first. */
export function WidePageLayout({ title, documentTitle = title, children }: { title: string; documentTitle?: string; children: ReactNode }) {
  useDocumentTitle(`${documentTitle} | Certus`);
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
