import { Group, Paper, Stack, Text } from '@mantine/core';
import { POINTS_PER_DOLLAR, formatCents, formatPoints, type RewardsView } from '@certus/contracts';

/** Spec 3 Rewards and 9: the available value in dollars, and the same value as points (100 per dollar). */
export function RewardsBalance({ rewards }: { rewards: RewardsView }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group gap="xl" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="rewards-points-label">
            Points
          </Text>
          <Text fz={32} fw={700} lh={1.1} aria-labelledby="rewards-points-label" data-testid="rewards-points">
            {formatPoints(rewards.availableCents)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="rewards-available-label">
            Available to spend
          </Text>
          <Text fz={32} fw={700} lh={1.1} aria-labelledby="rewards-available-label" data-testid="rewards-available">
            {formatCents(rewards.availableCents, rewards.currency)}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {POINTS_PER_DOLLAR} points are worth $1.00.
      </Text>
    </Paper>
  );
}
