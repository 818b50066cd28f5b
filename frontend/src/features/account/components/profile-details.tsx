import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { MemberView } from '@certus/contracts';
import { formatPhone } from '../member-display.ts';
import { MemberDetail } from './member-detail.tsx';
import { SubScreenHeading } from './sub-screen-heading.tsx';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

interface ProfileDetailsProps {
  member: MemberView;
  onEdit: () => void;
  onChangePassword: () => void;
  /** Back from a sub-screen: the heading takes focus again. */
  returning: boolean;
}

/** The member view of /account/profile (spec 2.2), with the way into its two sub-screens. */
export function ProfileDetails({ member, onEdit, onChangePassword, returning }: ProfileDetailsProps) {
  const text = useMessages(accountText);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <SubScreenHeading focusOnShow={returning}>{text.memberInformation}</SubScreenHeading>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <MemberDetail label={text.firstName} value={member.firstName} testId="profile-first-name" />
          <MemberDetail label={text.lastName} value={member.lastName} testId="profile-last-name" />
          <MemberDetail label={text.email} value={member.email} testId="profile-email" />
          <MemberDetail label={text.phone} value={formatPhone(member.phone)} testId="profile-phone" />
          <MemberDetail label={text.fedExAccount} value={member.fedExAccount} testId="profile-fedex-account" />
          <MemberDetail label={text.upsAccount} value={member.upsAccount} testId="profile-ups-account" />
          <MemberDetail label={text.dhlAccountInternational} value={member.dhlAccount} testId="profile-dhl-account" />
        </SimpleGrid>
        <Group>
          <Button onClick={onEdit}>{text.edit}</Button>
          <Button variant="outline" onClick={onChangePassword}>
            {text.changePassword}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
