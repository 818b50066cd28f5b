import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isPaidMembership } from '@certus/contracts';
import { formatMembershipDate } from './format-date.ts';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { membershipText } from '../membership-messages.ts';

/** The membership the member holds now: paid (level, until when) or Free (spec 3 Member, 6). */
export function MembershipStatus({ membership, membershipExpiryDate }: { membership: string; membershipExpiryDate: string | null }) {
  const paid = isPaidMembership(membership);
  const text = useMessages(membershipText);
  const locale = localeOf(useLanguage());
  return (
    <Paper withBorder p="lg" radius="md" data-testid="membership-status">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {text.yourMembership}
          </Title>
          <Badge color={paid ? 'green' : 'gray'} variant={paid ? 'filled' : 'outline'} size="lg">
            {paid ? text.paidBadge(membership) : text.free}
          </Badge>
        </Group>
        {paid ? (
          <Text>
            {text.paidBefore(membership)}
            <strong>{formatMembershipDate(membershipExpiryDate, locale)}</strong>
            {text.paidAfter}
          </Text>
        ) : (
          <Text>{text.freeText}</Text>
        )}
      </Stack>
    </Paper>
  );
}
