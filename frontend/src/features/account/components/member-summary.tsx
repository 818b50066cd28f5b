import { MEMBER_ROLES, isPaidMembership } from '@certus/contracts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberView } from '@certus/contracts';
import { displayDate, formatPhone } from '../member-display.ts';
import { MemberDetail } from './member-detail.tsx';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { accountText, membershipName } from '../account-messages.ts';

/** The member at a glance, for the dashboard; the full profile and its editing are at /account/profile. */
export function MemberSummary({ member }: { member: MemberView }) {
  const paid = isPaidMembership(member.membership);
  const text = useMessages(accountText);
  const language = useLanguage();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {text.yourProfile}
          </Title>
          <Badge color={paid ? 'green' : 'gray'} variant={paid ? 'filled' : 'outline'} size="lg">
            {text.membershipBadge(member.membership)}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <MemberDetail label={text.name} value={`${member.firstName} ${member.lastName}`.trim()} testId="member-name" />
          <MemberDetail label={text.email} value={member.email} testId="member-email" />
          <MemberDetail label={text.phone} value={formatPhone(member.phone)} />
          <MemberDetail label={text.role} value={text.roles[MEMBER_ROLES.indexOf(member.role)] ?? member.role} />
          <MemberDetail label={text.membership} value={membershipName(text, member.membership)} />
          <MemberDetail label={text.memberSince} value={displayDate(member.registeredAt, localeOf(language))} testId="member-since" />
        </SimpleGrid>
        <Anchor component={Link} to="/account/profile" size="sm">
          {text.viewProfile}
        </Anchor>
      </Stack>
    </Paper>
  );
}
