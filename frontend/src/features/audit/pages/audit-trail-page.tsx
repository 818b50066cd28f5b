import { useMemo, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetAuditTrailQuery } from '../api/audit-api.ts';
import { auditPagePaths } from '../api/audit-paths.ts';
import { AuditPageLayout } from '../components/audit-page-layout.tsx';
import { ResultPages, rangeOfPage } from '../components/result-pages.tsx';
import { ResultStatus } from '../components/result-status.tsx';
import { TrailTable } from '../components/trail-table.tsx';
import { readAuditorId, trailParamsOf, trailQueryOf } from '../lib/trail-query.ts';

/**
 * /audit/trail (issue [4/7]): what every auditor opened, newest first, recorded by the reads themselves; every
 * auditor sees all of it. Filtered by auditor id; the filter and the page live in the URL.
 */
export function AuditTrailPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => trailQueryOf(params), [params]);
  const trail = useGetAuditTrailQuery(query, { refetchOnMountOrArgChange: true });
  const found = trail.currentData;
  const page = Number(query.page ?? '1');

  return (
    <AuditPageLayout title="Audit: the auditors’ trail" documentTitle="Auditors’ trail">
      <Text size="sm">
        Every search, order, ledger, custody timeline and download an auditor opened, as the server recorded it.{' '}
        <Anchor component={Link} to={auditPagePaths.search}>
          Find orders
        </Anchor>
      </Text>
      <AuditorFilter key={query.auditorId ?? ''} initial={query.auditorId ?? ''} onFilter={(auditorId) => setParams(trailParamsOf({ auditorId }))} />
      <ResultStatus message={found ? `${found.total} ${found.total === 1 ? 'reading' : 'readings'}${query.auditorId ? ` by ${query.auditorId}` : ''}` : ''} />
      {trail.isFetching && !found ? <PageLoader label="Loading the trail…" /> : null}
      {trail.error && !trail.isFetching ? <LoadFailureAlert title="The trail could not be loaded" onRetry={() => void trail.refetch()} retrying={trail.isFetching} /> : null}
      {found && !trail.error ? (
        found.entries.length === 0 ? (
          <Text size="sm" data-testid="trail-empty">
            {query.auditorId ? `No reading by ${query.auditorId} is recorded.` : 'No auditor has opened anything yet.'}
          </Text>
        ) : (
          <>
            <TrailTable entries={found.entries} caption={rangeOfPage('readings', found.page, found.pageSize, found.entries.length, found.total)} withOrder />
            <ResultPages
              label="Pages of the trail"
              page={page}
              total={found.total}
              pageSize={found.pageSize}
              onChange={(next) => setParams(trailParamsOf({ ...query, page: String(next) }))}
            />
          </>
        )
      ) : null}
    </AuditPageLayout>
  );
}

function AuditorFilter({ initial, onFilter }: { initial: string; onFilter(auditorId: string): void }) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readAuditorId(typed);
    if ('error' in read) return setError(read.error);
    setError(null);
    onFilter(read.auditorId);
  };
  return (
    <form role="search" aria-label="Filter the trail" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Auditor id"
          description="Leave empty for every auditor"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          maw={360}
          style={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="default">
          Filter
        </Button>
      </Group>
    </form>
  );
}
