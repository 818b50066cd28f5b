import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { REWARDS_EARNING_RULE } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetRewardsHistoryQuery } from '../api/rewards-api.ts';
import { RewardsBalance } from '../components/rewards-balance.tsx';
import { RewardsHistoryTable } from '../components/rewards-history-table.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';

const RECENT_ENTRIES = 5;

/** /account/rewards (spec 2.2): the member's points and available dollars (spec 9), and the latest entries. */
export function RewardsPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetRewardsHistoryQuery();
  return (
    <AccountPageLayout title="Rewards">
      {isLoading ? <PageLoader label="Loading your rewards…" /> : null}
      {error && !data ? <LoadFailureAlert title="Your rewards could not be loaded" onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <>
          <RewardsBalance rewards={data.rewards} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              How rewards work
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>You earn {REWARDS_EARNING_RULE.percentBack}% back on what you pay, club membership included.</List.Item>
              <List.Item>A gift card you redeem adds its whole value to your rewards.</List.Item>
              <List.Item>At checkout, rewards pay for up to the order total after discounts.</List.Item>
            </List>
          </Stack>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4">
                Latest activity
              </Title>
              <Anchor component={Link} to="/account/rewards/history">
                Full history
              </Anchor>
            </Group>
            <RewardsHistoryTable entries={data.entries.slice(0, RECENT_ENTRIES)} />
          </Stack>
          <Text size="sm">
            Have a gift card code, or want to give one?{' '}
            <Anchor component={Link} to="/account/rewards/giftcards">
              Gift cards
            </Anchor>
          </Text>
        </>
      ) : null}
    </AccountPageLayout>
  );
}
