import { isPaidMembership } from '@certus/contracts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberView } from '@certus/contracts';
import { displayDate, formatPhone } from '../member-display.ts';
import { MemberDetail } from './member-detail.tsx';

const roleLabel: Record<MemberView['role'], string> = { authenticated: 'Member', worker: 'Staff (grading)', editor: 'Staff (site content)' };

/** The member at a glance, for the dashboard; the full profile and its editing are at /account/profile. */
export function MemberSummary({ member }: { member: MemberView }) {
  const paid = isPaidMembership(member.membership);
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
          <MemberDetail label="Name" value={`${member.firstName} ${member.lastName}`.trim()} testId="member-name" />
          <MemberDetail label="E-mail" value={member.email} testId="member-email" />
          <MemberDetail label="Phone" value={formatPhone(member.phone)} />
          <MemberDetail label="Role" value={roleLabel[member.role] ?? member.role} />
          <MemberDetail label="Membership" value={member.membership} />
          <MemberDetail label="Member since" value={displayDate(member.registeredAt)} testId="member-since" />
        </SimpleGrid>
        <Anchor component={Link} to="/account/profile" size="sm">
          View and edit your profile
        </Anchor>
      </Stack>
    </Paper>
  );
}
