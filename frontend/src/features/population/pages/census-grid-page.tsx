import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router';
import { CensusGridQuery, type CensusGridRequest } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetCensusGridQuery } from '../api/population-api.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
import { GRID_PARAMS } from '../lib/census-paths.ts';
import { asOfIn } from '../lib/census-date.ts';
import { CensusDateControl } from '../components/census-date-control.tsx';

/** The grid's paging parameter: another census day starts at its first page. */
const GRID_PAGE_PARAMS = ['Page'];
import { useInlinedCensusTitle } from '../lib/inlined-census-title.ts';

// The controls and the table: their own chunk (chips, selects, the export, the table), drawn after the title.
const CensusGridBody = lazy(() => import('../components/census-grid-body.tsx'));

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * /census/{title} (not in spec 2.1): one title's census as the big graders publish it, issues down, grades
 * across, with totals; sorted by any column, filtered by grade type, exported as a CSV file. Its state lives in
 * the address (grade type, sort, direction, page), so Back, reload and a shared link show the same grid.
 */
export function CensusGridPage() {
  const { title: slug = '' } = useParams();
  const [params] = useSearchParams();
  const [GradeType, Sort, Direction, Page] = GRID_PARAMS.map((p) => params.get(p) ?? undefined);
  const AsOf = asOfIn(params);
  // One request object per grid asked for: the grid's body is memoised on it.
  const checked = useMemo(
    () => CensusGridQuery.safeParse({ Title: slug, GradeType, Sort, Direction, Page, AsOf }),
    [slug, GradeType, Sort, Direction, Page, AsOf],
  );
  const text = useMessages(populationWords);
  useDocumentTitle(text.gridDocumentTitle);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/comic-report" size="sm">
          {text.backToReport}
        </Anchor>
        {checked.success ? (
          <Grid request={checked.data} />
        ) : (
          <>
            <Title order={1}>{text.gridHeading}</Title>
            <Alert color="red" variant="light" role="alert" title={text.gridCannotShow} data-testid="grid-invalid">
              <Stack gap="xs" align="flex-start">
                <Text size="sm" lang={text === populationWords.en ? undefined : 'en'}>
                  {[...new Set(checked.error.issues.map((issue) => issue.message))].join(' ')}
                </Text>
                <Anchor component={Link} to={`/census/${encodeURIComponent(slug)}`}>
                  {text.wholeGrid}
                </Anchor>
              </Stack>
            </Alert>
          </>
        )}
      </Stack>
    </Container>
  );
}

function Grid({ request }: { request: CensusGridRequest }) {
  const { data, error, isLoading, isFetching, refetch } = useGetCensusGridQuery(request);
  const language = useLanguage();
  const text = populationWords[language];
  useDocumentTitle(data ? text.gridOfDocumentTitle(data.title.title) : text.gridDocumentTitle);
  // Up to a hundred rows by a dozen grades: the controls and the table are drawn in the background, a few
  // milliseconds at a time (the body is memoised), after the title, which shows first; no long task holds the page.
  const shown = useDeferredValue(data);
  const shownBusy = useDeferredValue(isFetching);
  // The title's name came with the page (the server drew the heading): it stays in place while the grid loads.
  const inlinedTitle = useInlinedCensusTitle(request.Title);

  if (isLoading) {
    return (
      <>
        {inlinedTitle ? <Title order={1}>{inlinedTitle}</Title> : null}
        <PageLoader label={text.loadingGrid} />
      </>
    );
  }
  if (!data) {
    if (isNotFound(error)) {
      return (
        <>
          <Title order={1}>{text.gridHeading}</Title>
          <Alert color="red" variant="light" role="alert" title={text.titleNotFoundTitle} data-testid="grid-not-found">
            {text.titleNotFound}
          </Alert>
        </>
      );
    }
    return <LoadFailureAlert title={text.gridLoadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} />;
  }

  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{data.title.title}</Title>
        <Text c="dimmed" data-testid="grid-title-summary">
          {text.gridSummary(data.title.copies, data.title.books)}
          {data.gradeType ? (
            <>
              {' ('}
              <span lang={language === 'en' ? undefined : 'en'}>{data.gradeType}</span>)
            </>
          ) : null}
        </Text>
      </Stack>
      <CensusDateControl pageParams={GRID_PAGE_PARAMS} />
      {shown ? (
        <Suspense fallback={null}>
          <CensusGridBody grid={shown} request={request} busy={shownBusy} />
        </Suspense>
      ) : null}
    </>
  );
}

