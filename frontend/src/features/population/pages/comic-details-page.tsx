import { useState } from 'react';
import { Alert, Anchor, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { COMIC_LISTING_PAGE_SIZE, type PopulationBookDetail } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetComicListingQuery, useGetPopulationDetailQuery } from '../api/population-api.ts';
import { BookFacts } from '../components/book-facts.tsx';
import { CertificateDialog } from '../components/certificate-dialog.tsx';
import { CopiesTable } from '../components/copies-table.tsx';
import { GradeDistributionChart } from '../components/grade-distribution-chart.tsx';
import { ResultPages } from '../components/result-pages.tsx';
import { CategoryBadge, comicName, formatGrade } from '../../comics/index.ts';
import { formatDay } from '../lib/census-format.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';
import { FROM_GRID, censusGridPath } from '../lib/census-paths.ts';
import { asOfIn } from '../lib/census-date.ts';
import { CensusDateControl } from '../components/census-date-control.tsx';
import { PopulationOverTime } from '../components/population-over-time.tsx';

/** The details page's own parameters; every other one belongs to the listing it was opened from. */
const BOOK = 'book';
const COPY_GRADE = 'copyGrade';
const COPY_GRADE_TYPE = 'copyGradeType';
const COPY_PAGE = 'copyPage';
const OWN_PARAMS = [BOOK, COPY_GRADE, COPY_GRADE_TYPE, COPY_PAGE, FROM_GRID];
/** Another census day starts the copies again at their first page. */
const DETAILS_PAGE_PARAMS = [COPY_PAGE];

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** The listing or census grid this page was opened from (its query kept in ours), or the saved search when there is none. */
function listingHref(params: URLSearchParams): string {
  const listing = new URLSearchParams(params);
  for (const own of OWN_PARAMS) listing.delete(own);
  const query = listing.toString();
  const grid = params.get(FROM_GRID);
  const path = grid ? censusGridPath(grid) : '/comic-report';
  return query ? `${path}?${query}` : path;
}

/**
 * /comic-details?book={id} (spec 2.1 all.comicdetails, 7.4): one book of the census, its copies per grade for
 * each grade type, and its graded copies (filtered by grade and grade type, paged); a copy opens its
 * certificate in a dialog.
 */
export function ComicDetailsPage() {
  const [params] = useSearchParams();
  const bookId = params.get(BOOK) ?? '';
  const asOf = asOfIn(params);
  const { data, error, isLoading, isFetching, refetch } = useGetPopulationDetailQuery({ bookId, ...(asOf ? { AsOf: asOf } : {}) }, { skip: !bookId });
  const language = useLanguage();
  const text = populationWords[language];
  useDocumentTitle(data ? `${comicName(data.book)} | ${text.heading} | Certus` : text.documentTitle);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={listingHref(params)} size="sm">
          {params.get(FROM_GRID) ? text.backToGrid : text.backToResults}
        </Anchor>
        {isLoading ? <PageLoader label={text.loadingBook} /> : null}
        {!bookId || isNotFound(error) ? (
          <>
            <Title order={1}>{text.heading}</Title>
            {asOf ? <CensusDateControl pageParams={DETAILS_PAGE_PARAMS} /> : null}
            <Alert color="red" variant="light" role="alert" title={text.bookNotFoundTitle} data-testid="book-not-found">
              {asOf ? text.bookNotYetCounted : text.bookNotFound}
            </Alert>
          </>
        ) : null}
        {bookId && error && !isNotFound(error) && !data ? (
          <LoadFailureAlert title={text.bookLoadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} />
        ) : null}
        {data ? <BookDetails detail={data} /> : null}
      </Stack>
    </Container>
  );
}

function BookDetails({ detail }: { detail: PopulationBookDetail }) {
  const { book } = detail;
  const name = comicName(book);
  const gradeTypes = detail.byGradeType.filter((t) => t.copies > 0);
  const language = useLanguage();
  const text = populationWords[language];
  return (
    <>
      <Title order={1}>{name}</Title>
      <CensusDateControl pageParams={DETAILS_PAGE_PARAMS} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <BookFacts book={book} size="md" />
          <Text fw={700} data-testid="book-copies">
            {text.certified(book.copies)}
            <Text span c="dimmed" fw={400} size="sm">
              {' '}
              {text.firstAndLatest(formatDay(detail.firstCertifiedAt, language), formatDay(detail.lastCertifiedAt, language))}
            </Text>
          </Text>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="grades-by-type">
        <Title order={2} size="h3" id="grades-by-type">
          {text.copiesPerGrade}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {gradeTypes.map((type) => (
            <Paper key={type.gradeType} withBorder p="md" radius="md" data-testid="grade-type-chart">
              <Group gap="xs" mb="xs">
                <CategoryBadge category={type.gradeType} />
                <Text size="sm">{text.copies(type.copies)}</Text>
              </Group>
              <GradeDistributionChart grades={type.grades} label={`${type.gradeType} ${text.gradeTypeCopiesPerGrade}`} />
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      <PopulationOverTime detail={detail} />
      <GradedCopies detail={detail} />
    </>
  );
}

function GradedCopies({ detail }: { detail: PopulationBookDetail }) {
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<string | null>(null);
  const language = useLanguage();
  const text = useMessages(populationWords);
  const grade = params.get(COPY_GRADE) ?? '';
  const gradeType = params.get(COPY_GRADE_TYPE) ?? '';
  const page = Math.max(1, Number(params.get(COPY_PAGE)) || 1);
  const asOf = asOfIn(params);
  const { data, error, isLoading, isFetching, refetch } = useGetComicListingQuery({
    bookId: detail.book.bookId,
    ...(asOf ? { AsOf: asOf } : {}),
    Grade: grade || undefined,
    GradeType: gradeType || undefined,
    Page: page,
    Size: COMIC_LISTING_PAGE_SIZE,
  });

  // The filters offer what this book has: its grades (best first) and its grade types.
  const grades = [...new Set(detail.byGradeType.flatMap((t) => t.grades.map((g) => g.grade)))].sort((a, b) => b - a);
  const gradeTypes = detail.byGradeType.filter((t) => t.copies > 0).map((t) => t.gradeType);

  /** A filter or a page: the other copy parameters stay, a new filter starts again at its first page. */
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === COPY_PAGE && value === '1')) next.set(name, value);
    else next.delete(name);
    if (name !== COPY_PAGE) next.delete(COPY_PAGE);
    setParams(next, { replace: name !== COPY_PAGE });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="graded-copies">
      <Title order={2} size="h3" id="graded-copies">
        {text.gradedCopies}
      </Title>
      <Group gap="sm" align="flex-end" role="group" aria-label={text.filterCopies}>
        <NativeSelect
          label={text.grade}
          value={grade}
          onChange={(event) => change(COPY_GRADE, event.currentTarget.value)}
          data={[{ value: '', label: text.anyGrade }, ...grades.map((g) => ({ value: formatGrade(g), label: gradeNumberIn(g, language) }))]}
        />
        <NativeSelect
          label={text.gradeType}
          value={gradeType}
          onChange={(event) => change(COPY_GRADE_TYPE, event.currentTarget.value)}
          data={[{ value: '', label: text.anyGradeType }, ...gradeTypes.map((t) => ({ value: t, label: t }))]}
        />
      </Group>
      {isLoading ? <PageLoader label={text.loadingCopies} /> : null}
      {!data && error ? <LoadFailureAlert title={text.copiesLoadFailed} onRetry={() => void refetch()} retrying={isFetching} language={language} /> : null}
      {data ? (
        <>
          <Text size="sm" role="status" data-testid="copies-summary">
            {data.total === 0 ? text.noCopiesMatch : data.total > data.size ? text.copiesPage(text.copies(data.total), data.page, Math.ceil(data.total / data.size)) : text.copies(data.total)}
          </Text>
          {data.copies.length > 0 ? (
            <div aria-busy={isFetching}>
              <CopiesTable book={data.book} copies={data.copies} labelledBy="graded-copies" onOpen={setOpened} />
            </div>
          ) : null}
          <ResultPages label={text.copyPages} page={data.page} total={Math.ceil(data.total / data.size)} onChange={(p) => change(COPY_PAGE, String(p))} />
        </>
      ) : null}
      <CertificateDialog certificationId={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
