import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetRewardsHistoryQuery } from '../api/rewards-api.ts';
import { RewardsBalance } from '../components/rewards-balance.tsx';
import { RewardsHistoryTable } from '../components/rewards-history-table.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useMessages } from '../../region/index.ts';
import { rewardsText } from '../rewards-messages.ts';

const RECENT_ENTRIES = 5;

/** /account/rewards (spec 2.2): the member's points and available dollars (spec 9), and the latest entries. */
export function RewardsPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetRewardsHistoryQuery();
  const text = useMessages(rewardsText);
  return (
    <AccountPageLayout title={text.title}>
      {isLoading ? <PageLoader label={text.loading} /> : null}
      {error && !data ? <LoadFailureAlert title={text.loadFailed} hint={text.tryAgainHint} retryLabel={text.tryAgain} onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data ? (
        <>
          <RewardsBalance rewards={data.rewards} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {text.howTitle}
            </Title>
            <List size="sm" spacing={4}>
              {text.how.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {text.latest}
              </Title>
              <Anchor component={Link} to="/account/rewards/history">
                {text.fullHistory}
              </Anchor>
            </Group>
            <RewardsHistoryTable entries={data.entries.slice(0, RECENT_ENTRIES)} />
          </Stack>
          <Text size="sm">
            {text.giftCardQuestion}{' '}
            <Anchor component={Link} to="/account/rewards/giftcards">
              {text.giftCards}
            </Anchor>
          </Text>
        </>
      ) : null}
    </AccountPageLayout>
  );
}
