import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MemberView } from '@certus/contracts';

const memberSince = (iso: string) => {
  const date = new Date(iso);
  // Spec 5 Display: dates before year 1600 are shown empty.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1600) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
};

/** Spec 5 Display: a 10-digit phone is shown as (xxx) xxx-xxxx. */
export const formatPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
};

const roleLabel: Record<MemberView['role'], string> = { authenticated: 'Member', worker: 'Staff' };

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export function MemberSummary({ member }: { member: MemberView }) {
  const paid = member.membership !== 'Free';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Your profile
          </Title>
          <Badge color={paid ? 'green' : 'gray'} variant={paid ? 'filled' : 'outline'} size="lg">
            {member.membership} membership
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Detail label="Name" value={`${member.firstName} ${member.lastName}`.trim()} testId="member-name" />
          <Detail label="E-mail" value={member.email} testId="member-email" />
          <Detail label="Phone" value={formatPhone(member.phone)} />
          <Detail label="Role" value={roleLabel[member.role] ?? member.role} />
          <Detail label="Membership" value={member.membership} />
          <Detail label="Member since" value={memberSince(member.registeredAt)} testId="member-since" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
