import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isPaidMembership } from '@certus/contracts';
import { formatMembershipDate } from './format-date.ts';

/** The membership the member holds now: paid (level, until when) or Free (spec 3 Member, 6). */
export function MembershipStatus({ membership, membershipExpiryDate }: { membership: string; membershipExpiryDate: string | null }) {
  const paid = isPaidMembership(membership);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="membership-status">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Your membership
          </Title>
          <Badge color={paid ? 'green' : 'gray'} variant={paid ? 'filled' : 'outline'} size="lg">
            {paid ? `${membership} · Paid` : 'Free'}
          </Badge>
        </Group>
        {paid ? (
          <Text>
            You are a {membership}. Your membership is paid until <strong>{formatMembershipDate(membershipExpiryDate)}</strong>.
          </Text>
        ) : (
          <Text>You are on the Free membership. Club members get discounts on grading and pressing, and promo codes at checkout.</Text>
        )}
      </Stack>
    </Paper>
  );
}
