import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { CensusTitleSummary, PopulationSearch } from '@certus/contracts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useSearchPopulationQuery } from '../api/population-api.ts';
import { CensusTable, gradeColumnsOf } from '../components/census-table.tsx';
import { censusGridPath, comicDetailsHref } from '../lib/census-paths.ts';
import { ResultPages } from '../components/result-pages.tsx';
import { countIn, useLanguage, useMessages } from '../../region/index.ts';
import { populationWords } from '../population-messages.ts';
import { describeFilter, filterFromQuery, filterToQuery, pageFromQuery, populationSearchSchema } from '../lib/population-filter.ts';
import { readSavedFilter, savedPageSize } from '../lib/saved-filter.ts';
import { asOfIn } from '../lib/census-date.ts';
import { CensusDateControl } from '../components/census-date-control.tsx';
import type { PopupState } from './population-search-page.tsx';

const SEARCH_POPUP = '/population-report/new';
/** The listing's paging parameter: another census day starts at its first page. */
const LISTING_PAGE_PARAMS = ['Page'];

/**
 * /comic-report (spec 2.1 all.comiclist, 7.4): the books matching the filters of the query string, or of the
 * saved filter when the address names none, a page at a time (the page size is the saved filter's, spec 9),
 * as one compact table: a row per book under its title, a column per grade; each title leads to its census grid.
 */
export function ComicReportPage() {
  const [params] = useSearchParams();
  // The browser's page size, read once per visit so paging does not jump if another tab saves a new one.
  const [size] = useState(savedPageSize);
  const language = useLanguage();
  const text = useMessages(populationWords);
  useDocumentTitle(text.resultsDocumentTitle);
  const filter = filterFromQuery(params, String(size));
  if (!filter) {
    const saved = readSavedFilter();
    // The saved search is written into the address, so Back, reload and the details page's link lead here again.
    return <Navigate to={saved ? `/comic-report?${filterToQuery(saved)}` : SEARCH_POPUP} replace />;
  }
  const checked = populationSearchSchema().safeParse({ ...filter, Page: pageFromQuery(params), Size: size, AsOf: asOfIn(params) });
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{text.heading}</Title>
        <CensusDateControl pageParams={LISTING_PAGE_PARAMS} />
        {checked.success ? (
          <Listing search={checked.data} />
        ) : (
          <Alert color="red" variant="light" role="alert" title={text.searchCannotRun} data-testid="report-invalid">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" lang={language === 'en' ? undefined : 'en'}>
                {[...new Set(checked.error.issues.map((issue) => issue.message))].join(' ')}
              </Text>
              <ChangeSearchButton />
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

/** Opens the popup over the page; closing it comes back to these results. */
function ChangeSearchButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  const location = useLocation();
  const state: PopupState = { returnTo: `${location.pathname}${location.search}` };
  const text = useMessages(populationWords);
  return (
    <Button component={Link} to={SEARCH_POPUP} state={state} variant={variant}>
      {text.changeSearch}
    </Button>
  );
}

/** The titles the books belong to, each a link to its census grid (a title's rows may be pages away). */
function TitlesFound({ titles }: { titles: readonly CensusTitleSummary[] }) {
  const text = useMessages(populationWords);
  if (titles.length === 0) return null;
  return (
    <nav aria-label={text.titlesFound}>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={700} component="span">
          {text.titleCount(titles.length)}
        </Text>
        {titles.map((title, index) => (
          <Text key={title.slug} size="sm" component="span" data-testid="title-found">
            <Anchor component={Link} to={censusGridPath(title.slug)}>
              {title.title}
            </Anchor>{' '}
            <Text component="span" size="xs" c="dimmed">
              ({text.copies(title.copies)})
            </Text>
            {index < titles.length - 1 ? <span aria-hidden="true"> · </span> : null}
          </Text>
        ))}
      </Group>
    </nav>
  );
}

function Listing({ search }: { search: PopulationSearch }) {
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useSearchPopulationQuery(search);
  const language = useLanguage();
  const text = populationWords[language];
  const described = describeFilter(search, language);

  if (isLoading) return <PageLoader label={text.searching} />;
  if (!data) {
    const failure = readServerFailure(error);
    return failure.status === 400 ? (
      <Stack gap="sm" align="flex-start">
        <ServerFailureAlert heading={text.searchRefused} failure={failure} language={language} />
        <ChangeSearchButton />
      </Stack>
    ) : (
      <LoadFailureAlert title={text.reportLoadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} />
    );
  }
  if (data.total === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="report-empty">
        <Text size="lg">{text.noMatch(described)}</Text>
        <Text c="dimmed">{text.fewerFilters}</Text>
        <ChangeSearchButton />
      </Stack>
    );
  }

  const pages = Math.ceil(data.total / data.size);
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('Page', String(page));
    else next.delete('Page');
    setParams(next);
    window.scrollTo({ top: 0 });
    // The table scrolls in its own box: a new page starts at its top too.
    document.querySelector('[data-testid="census-table-scroller"]')?.scrollTo?.({ top: 0 });
  };
  // The details page keeps the listing's own query, so its "Back to the results" returns to this very page.
  const detailsHref = (bookId: string) => comicDetailsHref(bookId, params);
  const first = (data.page - 1) * data.size + 1;
  const last = first + data.books.length - 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text role="status" data-testid="report-summary">
          {data.books.length > 0
            ? text.booksRange(countIn(first, language), countIn(last, language), countIn(data.total, language), text.copies(data.totalCopies), described)
            : text.pastLastPage(data.page, pages, described)}
        </Text>
        <ChangeSearchButton variant="default" />
      </Group>
      <TitlesFound titles={data.titles} />
      <ResultPages label={text.resultPagesTop} page={data.page} total={pages} onChange={goTo} />
      {data.books.length > 0 ? (
        <CensusTable
          caption={text.listingCaption(described, data.page, pages)}
          books={data.books}
          grades={gradeColumnsOf(data.books)}
          titles={data.titles}
          detailsHref={(book) => detailsHref(book.bookId)}
          busy={isFetching}
        />
      ) : null}
      <ResultPages label={text.resultPages} page={data.page} total={pages} onChange={goTo} />
    </Stack>
  );
}
