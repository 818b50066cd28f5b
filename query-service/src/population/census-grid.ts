import type pg from 'pg';
import {
  GRADE_TYPES,
  censusTitleSlug,
  defaultGridDirection,
  gradeOfSort,
  gradeSlot,
  normalizeTitle,
  type CensusBook,
  type CensusGridExportRequest,
  type CensusGridRequest,
  type CensusGridResponse,
  type CensusTitleName,
  type CensusTitleSummary,
  type GradeCount,
  type GradeType,
  type SortDirection,
} from '@certus/contracts';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { ALL_TITLES, bookSourceAsOf, booksAsOf } from './census-as-of.ts';

/**
 * The census grid of one title (GET /api/popreport/grid, /grid/csv): its books as rows, its grades as columns.
 * Two reads whatever the size of the run, in parallel:
 * - the title: its row, its copies per grade from population_title_grades (the columns and their totals, kept
 *   by the projection, so no book is summed here) and its books counted through the listing index;
 * - the page: the title's book rows with their own grade counts (grade_slots), sorted in SQL and cut to the page.
 * Every value is a parameter; the sort is one of a closed list (contracts CENSUS_GRID_SORTS).
 * As of a day (`asOf`, yyyy-mm-dd), the same reads run on the census of then (census-as-of.ts): the title's totals
 * and books summed from its history up to that day.
 */

export interface CensusTitleGrades {
  summary: CensusTitleSummary;
  /** Copies per grade (of the grade type asked), highest grade first: the grid's columns and totals. */
  totals: GradeCount[];
}

interface TitleRow {
  title_key: string;
  title: string;
  books: number;
  totals: { grade: number; copies: number }[];
}

/** The title a typed title or slug names (any spelling), with its totals per grade; null when the census has none. */
export async function readCensusTitle(pool: pg.Pool, typed: string, gradeType: GradeType | null, asOf: string | null = null): Promise<CensusTitleGrades | null> {
  const key = normalizeTitle(typed);
  if (key === '') return null;
  const { rows } = await (asOf === null ? readTitleToday(pool, key, gradeType) : readTitleAsOf(pool, key, gradeType, asOf));
  const row = rows[0];
  if (!row) return null;
  const totals = row.totals.map((g) => ({ grade: Number(g.grade), copies: g.copies }));
  return {
    summary: { slug: censusTitleSlug(row.title_key), title: row.title, books: row.books, copies: totals.reduce((sum, g) => sum + g.copies, 0) },
    totals,
  };
}

function readTitleToday(pool: pg.Pool, key: string, gradeType: GradeType | null) {
  return pool.query<TitleRow>(
    `SELECT t.title_key, t.title,
            (SELECT count(*) FROM population_books b WHERE b.title_key = t.title_key AND ($2::text IS NULL OR b.type_copies ? $2::text))::int AS books,
            coalesce((SELECT jsonb_agg(jsonb_build_object('grade', g.grade, 'copies', g.copies) ORDER BY g.grade DESC)
                        FROM (SELECT grade, sum(copies)::int AS copies FROM population_title_grades
                               WHERE title_key = t.title_key AND ($2::text IS NULL OR grade_type = $2::text)
                               GROUP BY grade HAVING sum(copies) > 0) AS g), '[]') AS totals
       FROM population_titles t WHERE t.title_key = $1`,
    [key, gradeType],
  );
}

/** The title at the end of `asOf`: its books that held a copy then, and its copies per grade summed from its history. */
function readTitleAsOf(pool: pg.Pool, key: string, gradeType: GradeType | null, asOf: string) {
  return pool.query<TitleRow>(
    `SELECT t.title_key, t.title,
            (SELECT count(*) FROM ${booksAsOf('g.title_key = $1', '$3')} WHERE $2::text IS NULL OR b.type_copies ? $2::text)::int AS books,
            coalesce((SELECT jsonb_agg(jsonb_build_object('grade', g.grade, 'copies', g.copies) ORDER BY g.grade DESC)
                        FROM (SELECT grade, sum(delta)::int AS copies FROM population_grade_days
                               WHERE title_key = t.title_key AND day <= $3::date AND ($2::text IS NULL OR grade_type = $2::text)
                               GROUP BY grade HAVING sum(delta) > 0) AS g), '[]') AS totals
       FROM ${ALL_TITLES} t WHERE t.title_key = $1`,
    [key, gradeType, asOf],
  );
}

/** The SQL of a grid read: WHERE, the copies of a row, the ORDER BY, and their parameters ($1 the title key). */
function gridQuery(titleKey: string, request: CensusGridExportRequest, direction: SortDirection, asOf: string | null) {
  const params: unknown[] = [titleKey];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const source = asOf === null ? BOOK_SOURCE : bookSourceAsOf('g.title_key = $1', param(asOf));
  const type = request.GradeType ?? null;
  const conditions = ['b.title_key = $1'];
  let copies = 'b.copies';
  if (type !== null) {
    const typeParam = param(type);
    conditions.push(`b.type_copies ? ${typeParam}::text`);
    copies = `(b.type_copies ->> ${typeParam}::text)::int`;
  }
  const way = direction === 'asc' ? 'ASC' : 'DESC';
  // The run's own order (as the listing index has it) settles ties, and is the whole order of an issue sort.
  const runOrder = (dir: string) => ['b.issue_sort', 'b.issue_key', 'b.year', 'b.month', 'b.variant_key', 'b.book_id'].map((c) => `${c} ${dir}`).join(', ');
  const grade = gradeOfSort(request.Sort);
  let orderBy: string;
  if (request.Sort === 'issue') orderBy = runOrder(way);
  else if (request.Sort === 'year') orderBy = `b.year ${way}, b.month ${way}, ${runOrder('ASC')}`;
  else if (request.Sort === 'total') orderBy = `${copies} ${way}, ${runOrder('ASC')}`;
  else {
    const slots = (type === null ? GRADE_TYPES : [type]).map((t) => `coalesce((b.grade_slots ->> ${param(gradeSlot(t, grade!))}::text)::int, 0)`);
    orderBy = `(${slots.join(' + ')}) ${way}, ${runOrder('ASC')}`;
  }
  return { source, where: conditions.join(' AND '), copies, orderBy, params, param };
}

/** The title's book rows in the order asked, a page of them or (no page) all of them. */
export async function readCensusGridRows(
  pool: pg.Pool,
  titleKey: string,
  request: CensusGridExportRequest,
  direction: SortDirection,
  page?: { page: number; size: number },
  asOf: string | null = null,
): Promise<CensusBook[]> {
  const query = gridQuery(titleKey, request, direction, asOf);
  const cut = page ? `LIMIT ${query.param(page.size)} OFFSET ${query.param((page.page - 1) * page.size)}` : '';
  const { rows } = await pool.query<BookWithSlots>(
    `SELECT ${BOOK_COLUMNS}, ${query.copies} AS copies, b.grade_slots FROM ${query.source}
      WHERE ${query.where} ORDER BY ${query.orderBy} ${cut}`,
    query.params,
  );
  const type = request.GradeType ?? null;
  return rows.map((row) => censusBookOf(row, gradeCountsFromSlots(row.grade_slots, type)));
}

/** GET /api/popreport/grid: the title and one page of its rows, or null when the census has no such title. */
export async function readCensusGrid(pool: pg.Pool, request: CensusGridRequest, asOf: string | null = null): Promise<CensusGridResponse | null> {
  const key = normalizeTitle(request.Title);
  const direction = request.Direction ?? defaultGridDirection(request.Sort);
  const type = request.GradeType ?? null;
  const [title, books] = await Promise.all([
    readCensusTitle(pool, request.Title, type, asOf),
    key === '' ? [] : readCensusGridRows(pool, key, request, direction, { page: request.Page, size: request.Size }, asOf),
  ]);
  if (!title) return null;
  return {
    title: title.summary,
    gradeType: type,
    sort: request.Sort,
    direction,
    grades: title.totals.map((g) => g.grade),
    totals: title.totals,
    page: request.Page,
    size: request.Size,
    total: title.summary.books,
    books,
  };
}

/** GET /api/popreport/titles/{slug}: the name of the title a slug or any spelling names; null when the census has none. */
export async function readCensusTitleName(pool: pg.Pool, typed: string): Promise<CensusTitleName | null> {
  const key = normalizeTitle(typed);
  if (key === '') return null;
  const { rows } = await pool.query<{ title: string }>('SELECT title FROM population_titles WHERE title_key = $1', [key]);
  const row = rows[0];
  return row ? { slug: censusTitleSlug(key), title: row.title } : null;
}

/** The reader the site's server heads a census grid's page with, in one process (infra/platform census-title-names.ts). */
export const censusTitleNameReader = (pool: pg.Pool) => (slug: string) => readCensusTitleName(pool, slug);
