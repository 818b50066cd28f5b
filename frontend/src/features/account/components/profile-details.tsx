import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { MemberView } from '@certus/contracts';
import { formatPhone } from '../member-display.ts';
import { MemberDetail } from './member-detail.tsx';
import { SubScreenHeading } from './sub-screen-heading.tsx';

interface ProfileDetailsProps {
  member: MemberView;
  onEdit: () => void;
  onChangePassword: () => void;
  /** Back from a sub-screen: the heading takes focus again. */
  returning: boolean;
}

/** The member view of /account/profile (spec 2.2), with the way into its two sub-screens. */
export function ProfileDetails({ member, onEdit, onChangePassword, returning }: ProfileDetailsProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <SubScreenHeading focusOnShow={returning}>Member information</SubScreenHeading>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <MemberDetail label="First name" value={member.firstName} testId="profile-first-name" />
          <MemberDetail label="Last name" value={member.lastName} testId="profile-last-name" />
          <MemberDetail label="E-mail" value={member.email} testId="profile-email" />
          <MemberDetail label="Phone" value={formatPhone(member.phone)} testId="profile-phone" />
          <MemberDetail label="FedEx account" value={member.fedExAccount} testId="profile-fedex-account" />
          <MemberDetail label="UPS account" value={member.upsAccount} testId="profile-ups-account" />
          <MemberDetail label="DHL account (international shipments)" value={member.dhlAccount} testId="profile-dhl-account" />
        </SimpleGrid>
        <Group>
          <Button onClick={onEdit}>Edit</Button>
          <Button variant="outline" onClick={onChangePassword}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
