import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { AuditOrderSearchQuery } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useSearchAuditOrdersQuery } from '../api/audit-api.ts';
import { auditPagePaths } from '../api/audit-paths.ts';
import { AuditPageLayout } from '../components/audit-page-layout.tsx';
import { RangeExportBox } from '../components/range-export-box.tsx';
import { ResultPages, rangeOfPage } from '../components/result-pages.tsx';
import { ResultStatus } from '../components/result-status.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResultsTable } from '../components/search-results-table.tsx';
import { formValuesOf, pageOf, searchParamsOf, searchQueryOf, withPage } from '../lib/search-query.ts';

/**
 * /audit (issue [4/7]): find orders to audit, open one; export a whole date range. The search lives in the URL
 * (the API's own parameters), so Back and Forward step through searches and a link shows the same results.
 * Every search is recorded by the server in the auditors' trail.
 */
export function AuditSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => searchQueryOf(params), [params]);
  const results = useSearchAuditOrdersQuery(query, { refetchOnMountOrArgChange: true });
  // Each new search is a new entry of the history (Back returns to the one before).
  const show = (next: AuditOrderSearchQuery) => setParams(searchParamsOf(next));
  const found = results.currentData;
  const page = pageOf(query);
  const caption = found ? rangeOfPage('orders', found.page, found.pageSize, found.hits.length, found.total) : '';

  return (
    <AuditPageLayout title="Audit: find orders" documentTitle="Find orders">
      <Text size="sm">
        Open an order to replay its history, see it as it stood at any moment, trace its fees and the custody of its books. What you open is
        recorded in the{' '}
        <Anchor component={Link} to={auditPagePaths.trail}>
          auditors’ trail
        </Anchor>
        .
      </Text>
      {/* Started afresh from the URL whenever the search shown changes (a new search, Back, Forward). */}
      <SearchForm key={searchParamsOf(query).toString()} initial={formValuesOf(query)} onSearch={(next) => show(next)} />
      <ResultStatus message={found ? `${found.total} ${found.total === 1 ? 'order' : 'orders'} found` : ''} />
      {results.isFetching && !found ? <PageLoader label="Searching the orders…" /> : null}
      {results.error && !results.isFetching ? (
        <LoadFailureAlert title="The orders could not be searched" onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : null}
      {found && !results.error ? (
        <>
          <SearchResultsTable hits={found.hits} caption={caption} />
          <ResultPages label="Pages of orders" page={page} total={found.total} pageSize={found.pageSize} onChange={(next) => show(withPage(query, next))} />
        </>
      ) : null}
      <RangeExportBox />
    </AuditPageLayout>
  );
}
