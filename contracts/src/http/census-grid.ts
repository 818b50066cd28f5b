import { z } from 'zod';
import { text } from '../rules/text.ts';
import { GRADE_SCALE, isOnGradeScale } from '../orders/grading.ts';
import { GRADE_TYPES, POPULATION_MAX_PAGE_SIZE, populationMessages } from '../population/population-words.ts';
import { asOfFilter, blankToUndefined, gradeTypeFilter, numberish, pageNumber } from './population-query.ts';

// The census grid (GET /api/popreport/grid, /grid/csv): one title, its issues by the grades. Its query, sorts and
// file name in a module of their own: the grid's page reads its address with CensusGridQuery and its controls
// with these rules, without the population report's other schemas (the census, certificates, orders and the
// catalogue behind them), which it does not use (issue [2/7]). The answer's schema (CensusGridResponse) is with
// the census's own, in population.ts.

type GradeType = (typeof GRADE_TYPES)[number];

/** Rows of the grid a page: a long run reads in a few pages, and a collector scrolls one table rather than pages. */
export const CENSUS_GRID_PAGE_SIZE = 100;

/** A grade column, as the grid names it in Sort: "9.8", "10.0" (one decimal, like the census keeps grades). */
export const gradeColumnKey = (grade: number) => grade.toFixed(1);
/** What the grid sorts by: the issue (the run's natural order), the cover year, the total, or a grade column. */
export const CENSUS_GRID_SORTS = ['issue', 'year', 'total', ...GRADE_SCALE.map(gradeColumnKey)] as const;
export type CensusGridSort = (typeof CENSUS_GRID_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** A column's first click: a run reads from its first issue and year, counts from the most copies. */
export const defaultGridDirection = (sort: CensusGridSort): SortDirection => (sort === 'issue' || sort === 'year' ? 'asc' : 'desc');
/** A grade column's grade, or null for issue, year and total. */
export const gradeOfSort = (sort: CensusGridSort): number | null => (sort === 'issue' || sort === 'year' || sort === 'total' ? null : Number(sort));

/** "9.8", " 9.80 ", "10" name the grade column "9.8", "10.0"; words are compared without case. */
const sortKey = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  const typed = blank.trim().toLowerCase();
  return /^\d{1,2}(\.\d+)?$/.test(typed) && isOnGradeScale(Number(typed)) ? gradeColumnKey(Number(typed)) : typed;
};

const gridFilters = {
  /** The title as any of its copies spells it, or its slug ("amazing-spider-man"). */
  Title: z.preprocess(
    (v) => blankToUndefined(v) ?? '',
    text().trim().min(1, { error: populationMessages.titleMandatory, abort: true }).max(200),
  ),
  GradeType: gradeTypeFilter,
  Sort: z.preprocess((v) => sortKey(v) ?? 'issue', z.enum(CENSUS_GRID_SORTS, { error: populationMessages.gridSortUnknown })),
  AsOf: asOfFilter,
  /** Left out: the sort's own first direction (defaultGridDirection). */
  Direction: z.preprocess(
    (v) => (typeof v === 'string' ? (blankToUndefined(v) as string | undefined)?.trim().toLowerCase() : v),
    z.enum(SORT_DIRECTIONS, { error: populationMessages.gridDirectionUnknown }).optional(),
  ),
};

/** GET /api/popreport/grid: query parameters (text, as an address carries them). */
export const CensusGridQuery = z.object({
  ...gridFilters,
  Page: pageNumber,
  Size: z.preprocess(
    (v) => numberish(v) ?? CENSUS_GRID_PAGE_SIZE,
    z.number({ error: populationMessages.sizeInvalid }).int(populationMessages.sizeInvalid).min(1, populationMessages.sizeInvalid).max(POPULATION_MAX_PAGE_SIZE, populationMessages.sizeInvalid),
  ),
});
export type CensusGridQueryInput = z.input<typeof CensusGridQuery>;
export type CensusGridRequest = z.output<typeof CensusGridQuery>;

/**
 * The export's file name, the server's attachment and the browser's download alike: census-amazing-spider-man-verified.csv,
 * and census-amazing-spider-man-2019-06-30.csv for the census as of a day.
 */
export const censusCsvFileName = (slug: string, gradeType: GradeType | null, asOf: string | null = null) =>
  `census-${slug}${gradeType ? `-${gradeType.toLowerCase().replace(/ /g, '-')}` : ''}${asOf ? `-${asOf}` : ''}.csv`;

/** GET /api/popreport/grid/csv: the same grid, every row of the title (no pages). */
export const CensusGridExportQuery = z.object(gridFilters);
export type CensusGridExportRequest = z.output<typeof CensusGridExportQuery>;
