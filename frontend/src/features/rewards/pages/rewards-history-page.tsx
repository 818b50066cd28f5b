import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, formatPoints } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetRewardsHistoryQuery } from '../api/rewards-api.ts';
import { RewardsHistoryTable } from '../components/rewards-history-table.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';

/** /account/rewards/history (spec 2.2): every earning, use and gift card credit, with its date and reason. */
export function RewardsHistoryPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetRewardsHistoryQuery();
  return (
    <AccountPageLayout title="Rewards history">
      <Anchor component={Link} to="/account/rewards" size="sm">
        Back to rewards
      </Anchor>
      {isLoading ? <PageLoader label="Loading your rewards history…" /> : null}
      {error && !data ? <LoadFailureAlert title="Your rewards history could not be loaded" onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <>
          <Text data-testid="rewards-history-balance">
            Available now: <strong>{formatPoints(data.rewards.availableCents)} points</strong> ({formatCents(data.rewards.availableCents, data.rewards.currency)})
          </Text>
          <RewardsHistoryTable entries={data.entries} />
        </>
      ) : null}
    </AccountPageLayout>
  );
}
