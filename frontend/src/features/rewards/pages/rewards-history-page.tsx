import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AccountPageLayout } from '../../account/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetRewardsHistoryQuery } from '../api/rewards-api.ts';
import { RewardsHistoryTable } from '../components/rewards-history-table.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { pointsIn, rewardsText } from '../rewards-messages.ts';

/** /account/rewards/history (spec 2.2): every earning, use and gift card credit, with its date and reason. */
export function RewardsHistoryPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetRewardsHistoryQuery();
  const text = useMessages(rewardsText);
  const locale = localeOf(useLanguage());
  return (
    <AccountPageLayout title={text.historyTitle}>
      <Anchor component={Link} to="/account/rewards" size="sm">
        {text.backToRewards}
      </Anchor>
      {isLoading ? <PageLoader label={text.loadingHistory} /> : null}
      {error && !data ? <LoadFailureAlert title={text.historyLoadFailed} hint={text.tryAgainHint} retryLabel={text.tryAgain} onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <>
          <Text data-testid="rewards-history-balance">
            {text.availableNow}
            <strong>{text.pointsCount(pointsIn(locale, data.rewards.availableCents))}</strong> ({formatMoney(data.rewards.availableCents, data.rewards.currency, locale)})
          </Text>
          <RewardsHistoryTable entries={data.entries} />
        </>
      ) : null}
    </AccountPageLayout>
  );
}
