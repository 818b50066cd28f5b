import { Group, Paper, Stack, Text } from '@mantine/core';
import type { RewardsView } from '@certus/contracts';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { pointsIn, rewardsText } from '../rewards-messages.ts';

/** Spec 3 Rewards and 9: the available value in dollars, and the same value as points (100 per dollar). */
export function RewardsBalance({ rewards }: { rewards: RewardsView }) {
  const text = useMessages(rewardsText);
  const locale = localeOf(useLanguage());
  return (
    <Paper withBorder p="lg" radius="md">
      <Group gap="xl" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="rewards-points-label">
            {text.points}
          </Text>
          <Text fz={32} fw={700} lh={1.1} aria-labelledby="rewards-points-label" data-testid="rewards-points">
            {pointsIn(locale, rewards.availableCents)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="rewards-available-label">
            {text.availableToSpend}
          </Text>
          <Text fz={32} fw={700} lh={1.1} aria-labelledby="rewards-available-label" data-testid="rewards-available">
            {formatMoney(rewards.availableCents, rewards.currency, locale)}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {text.pointsWorth(formatMoney(100, rewards.currency, locale))}
      </Text>
    </Paper>
  );
}
