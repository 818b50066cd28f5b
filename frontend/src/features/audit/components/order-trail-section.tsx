import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetAuditTrailQuery } from '../api/audit-api.ts';
import { rangeOfPage, ResultPages } from './result-pages.tsx';
import { TrailTable } from './trail-table.tsx';

/**
 * Who opened this order and when (GET /api/audit/trail?orderId=). The trail is written as auditors read, and
 * reaches its list a moment later: reading this page is itself in it once refreshed.
 */
export function OrderTrailSection({ orderId }: { orderId: string }) {
  const [page, setPage] = useState(1);
  const trail = useGetAuditTrailQuery({ orderId, page: String(page) }, { refetchOnMountOrArgChange: true });
  const found = trail.currentData;
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-trail-heading" data-testid="order-trail">
      <Title order={2} id="order-trail-heading">
        Who opened this order
      </Title>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Every auditor’s reading of this order, newest first.
        </Text>
        <Button variant="default" size="xs" onClick={() => void trail.refetch()} loading={trail.isFetching}>
          Refresh the trail
        </Button>
      </Group>
      {trail.isFetching && !found ? <PageLoader label="Loading the trail…" /> : null}
      {trail.error && !trail.isFetching ? <LoadFailureAlert title="The trail could not be loaded" onRetry={() => void trail.refetch()} retrying={trail.isFetching} /> : null}
      {found && !trail.error ? (
        found.entries.length === 0 ? (
          <Text size="sm">No auditor has opened this order yet.</Text>
        ) : (
          <>
            <TrailTable entries={found.entries} caption={rangeOfPage('readings', found.page, found.pageSize, found.entries.length, found.total)} withOrder={false} />
            <ResultPages label="Pages of the order's trail" page={page} total={found.total} pageSize={found.pageSize} onChange={setPage} />
          </>
        )
      ) : null}
    </Stack>
  );
}
