import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The narrow card every account form (log in, register, resend, verify) sits in. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
