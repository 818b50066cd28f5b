import { memo, useState } from 'react';
import { Button, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  GRADE_TYPES,
  censusCsvFileName,
  defaultGridDirection,
  gradeColumnKey,
  gradeOfSort,
  type CensusGridRequest,
  type CensusGridResponse,
  type CensusGridSort,
  type GradeType,
} from '@certus/contracts';
import { CategoryBadge } from '../../comics/index.ts';
import { categoryColour } from '../../../lib/visual-system.ts';
import { useExportCensusGridMutation } from '../api/population-api.ts';
import { GRID_PARAMS, comicDetailsHref } from '../lib/census-paths.ts';
import { browserFileHost, saveTextFile } from '../../../lib/save-file.ts';
import { CensusTable } from './census-table.tsx';
import type { Language } from '../../region/index.ts';
import { countIn, useLanguage } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';
import { ResultPages } from './result-pages.tsx';

const ALL_TYPES = 'all';

/** "Copies at 9.8, most first": a sort as the list of sorts names it. */
function sortLabel(sort: CensusGridSort, direction: 'asc' | 'desc', language: Language): string {
  const words = populationWords[language];
  const grade = gradeOfSort(sort);
  if (grade !== null) return words.sortCopiesAt(gradeNumberIn(grade, language), direction === 'desc');
  if (sort === 'total') return words.sortTotal(direction === 'desc');
  if (sort === 'year') return words.sortYear(direction === 'asc');
  return words.sortIssue(direction === 'asc');
}

/** "sorted by copies at 9.8, most first": the same in a sentence. */
function sortText(sort: CensusGridSort, direction: 'asc' | 'desc', language: Language): string {
  const words = populationWords[language];
  if (sort === 'issue') return words.inIssueOrder(direction === 'asc');
  return words.sortedBy(sortLabel(sort, direction, language));
}

/**
 * The census grid's controls, summary, pages and table for one answer (pages/census-grid-page.tsx shows the title
 * first): its own chunk, drawn in the background, so that the title needs neither this code nor its drawing.
 */
const CensusGridBody = memo(function CensusGridBody({ grid: data, request, busy }: { grid: CensusGridResponse; request: CensusGridRequest; busy: boolean }) {
  const [params, setParams] = useSearchParams();
  const language = useLanguage();
  const text = populationWords[language];
  const sorted = sortText(data.sort, data.direction, language);

  /** Moves to other grid parameters; a new sort or grade type starts again at page 1. */
  const change = (next: Partial<Record<(typeof GRID_PARAMS)[number], string | null>>) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) updated.set(name, value);
      else updated.delete(name);
    }
    if (!('Page' in next)) updated.delete('Page');
    setParams(updated);
  };
  const sortAs = (sort: CensusGridSort, direction: 'asc' | 'desc') =>
    change({ Sort: sort === 'issue' && direction === 'asc' ? null : sort, Direction: direction === defaultGridDirection(sort) ? null : direction });
  // A heading clicked: its first direction, or the other one when the grid is sorted by it already.
  const sortBy = (sort: CensusGridSort) => sortAs(sort, sort === data.sort ? (data.direction === 'asc' ? 'desc' : 'asc') : defaultGridDirection(sort));
  const goTo = (page: number) => {
    change({ Page: page > 1 ? String(page) : null });
    window.scrollTo({ top: 0 });
  };
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  const first = (data.page - 1) * data.size + 1;
  const last = first + data.books.length - 1;

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <GradeTypeFilter value={data.gradeType} onChange={(type) => change({ GradeType: type })} />
        <ExportButton grid={data} request={request} />
      </Group>
      <SortSelect grid={data} onSort={sortAs} />
      <Group gap="xs" align="center">
        {data.gradeType ? <CategoryBadge category={data.gradeType} /> : null}
        <Text size="sm" role="status" data-testid="grid-summary">
          {data.books.length > 0 ? (
            text.gridBooks(countIn(first, language), countIn(last, language), countIn(data.total, language), sorted)
          ) : data.total > 0 ? (
            text.gridPastLastPage(data.page, pages)
          ) : (
            <>
              {text.gridNoCopiesBefore}
              {data.gradeType ? <span lang={language === 'en' ? undefined : 'en'}>{data.gradeType}</span> : null}
              {text.gridNoCopiesAfter}
            </>
          )}
        </Text>
      </Group>
      <ResultPages label={text.gridPagesTop} page={data.page} total={pages} onChange={goTo} />
      {data.books.length > 0 ? (
        <CensusTable
          caption={text.gridCaption(data.title.title, sorted)}
          books={data.books}
          grades={data.grades}
          totals={{ copies: data.title.copies, grades: data.totals }}
          sorting={{ sort: data.sort, direction: data.direction, onSort: sortBy }}
          detailsHref={(book) => comicDetailsHref(book.bookId, params, data.title.slug)}
          busy={busy}
        />
      ) : null}
      <ResultPages label={text.gridPages} page={data.page} total={pages} onChange={goTo} />
    </>
  );
});

/** All grade types, or one (spec 4: the certificate's category, in its colour): chips that wrap on a narrow screen. */
function GradeTypeFilter({ value, onChange }: { value: GradeType | null; onChange(type: GradeType | null): void }) {
  const language = useLanguage();
  const text = populationWords[language];
  return (
    <Stack gap={4} role="radiogroup" aria-labelledby="grid-grade-type">
      <Text size="sm" fw={700} id="grid-grade-type">
        {text.gradeType}
      </Text>
      <Chip.Group multiple={false} value={value ?? ALL_TYPES} onChange={(next) => onChange(next === ALL_TYPES ? null : (next as GradeType))}>
        <Group gap={6}>
          <Chip value={ALL_TYPES} size="sm" radius="sm">
            {text.all}
          </Chip>
          {GRADE_TYPES.map((type) => (
            <Chip key={type} value={type} size="sm" radius="sm" color={categoryColour(type).background} autoContrast lang={language === 'en' ? undefined : 'en'}>
              {type}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/**
 * The sort as a list, for a narrow screen, where the column headings (buttons too) sit in a table that
 * scrolls sideways and the cover date column gives way.
 */
function SortSelect({ grid, onSort }: { grid: CensusGridResponse; onSort(sort: CensusGridSort, direction: 'asc' | 'desc'): void }) {
  const options = [
    ...(['issue', 'year', 'total'] as const).flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction }))),
    ...grid.grades.map((grade) => ({ sort: gradeColumnKey(grade) as CensusGridSort, direction: 'desc' as const })),
  ];
  const current = `${grid.sort} ${grid.direction}`;
  const language = useLanguage();
  const known = options.some((o) => `${o.sort} ${o.direction}` === current);
  return (
    <NativeSelect
      hiddenFrom="sm"
      label={populationWords[language].sort}
      size="sm"
      value={current}
      onChange={(event) => {
        const [sort, direction] = event.currentTarget.value.split(' ') as [CensusGridSort, 'asc' | 'desc'];
        onSort(sort, direction);
      }}
      data={[
        ...(known ? [] : [{ value: current, label: sortLabel(grid.sort, grid.direction, language) }]),
        ...options.map((o) => ({ value: `${o.sort} ${o.direction}`, label: sortLabel(o.sort, o.direction, language) })),
      ]}
    />
  );
}

/** Fetches every row of the grid as a CSV file and hands it to the browser's downloads. */
function ExportButton({ grid, request }: { grid: CensusGridResponse; request: CensusGridRequest }) {
  const [exportGrid, { isLoading }] = useExportCensusGridMutation();
  const [failed, setFailed] = useState(false);
  const text = populationWords[useLanguage()];
  const download = async () => {
    setFailed(false);
    const answer = await exportGrid({ Title: request.Title, GradeType: request.GradeType, Sort: request.Sort, Direction: request.Direction, AsOf: request.AsOf });
    if ('error' in answer && answer.error) return setFailed(true);
    saveTextFile(browserFileHost(), answer.data ?? '', censusCsvFileName(grid.title.slug, grid.gradeType, request.AsOf ?? null), 'text/csv;charset=utf-8');
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" onClick={() => void download()} loading={isLoading} data-testid="grid-export">
        {text.downloadCsv(grid.total)}
      </Button>
      {failed ? (
        <Text size="sm" c="red.7" role="alert">
          {text.csvFailed}
        </Text>
      ) : null}
    </Stack>
  );
}

export default CensusGridBody;
