import type pg from 'pg';
import {
  GRADE_TYPES,
  escapeLike,
  gradeSlot,
  normalizeIssue,
  normalizeText,
  normalizeTitle,
  type PopulationSearch,
  type PopulationSearchResponse,
  type SearchPattern,
} from '@certus/contracts';
import { BOOK_COLUMNS, censusBookOf, gradeCountsOf, type PopulationBookRow } from './book-view.ts';

/**
 * POST /api/popreport/search (spec 3 Population report filters, 5 Population search), in three short steps
 * so a census of a million copies answers in a few milliseconds:
 * 1. the typed title against population_titles (a few thousand rows), normalised the way the projection
 *    filed every copy (census-keys.ts: "Amazing Spider-Man, The" = "the amazing spider-man");
 * 2. the books of those titles through the population_books_listing index (title_key = ANY(...) keeps its
 *    order, so a page stops after Size rows), filtered, while a second query counts the books and their
 *    copies (with no other filter, the copies are the titles' own count);
 * 3. the grade distribution of that page's books, in one query.
 * Every value is a parameter; typed text used in LIKE is normalised and escaped.
 */
export async function searchPopulation(pool: pg.Pool, search: PopulationSearch): Promise<PopulationSearchResponse> {
  const empty: PopulationSearchResponse = { page: search.Page, size: search.Size, total: 0, totalCopies: 0, books: [] };
  const titles = await matchingTitles(pool, search.RequestTitle, search.SearchPattern);
  if (titles.length === 0) return empty;

  const filters = bookFilters(titles.map((t) => t.title_key), search);
  const { from, where, copies, params } = filters;
  const [page, totals] = await Promise.all([
    pool.query<PopulationBookRow>(
      `SELECT ${BOOK_COLUMNS}, ${copies} AS copies FROM ${from} WHERE ${where}
       ORDER BY b.title_key, b.issue_sort, b.issue_key, b.year, b.month, b.variant_key, b.book_id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, search.Size, (search.Page - 1) * search.Size],
    ),
    // A title alone: its books are counted from the listing index alone, its copies are population_titles'.
    pool.query<{ total: number; total_copies: string | null }>(
      `SELECT count(*)::int AS total, ${filters.titleOnly ? 'NULL' : `coalesce(sum(${copies}), 0)`}::bigint AS total_copies FROM ${from} WHERE ${where}`,
      params,
    ),
  ]);
  const grades = await gradeCountsOf(pool, page.rows.map((b) => b.book_id), search.GradeType ?? null);
  return {
    ...empty,
    total: totals.rows[0]?.total ?? 0,
    totalCopies: filters.titleOnly ? titles.reduce((sum, t) => sum + t.copies, 0) : Number(totals.rows[0]?.total_copies ?? 0),
    books: page.rows.map((row) => censusBookOf(row, grades.get(row.book_id) ?? [])),
  };
}

/** A grade as the census files it (numeric(3, 1)): 9.4 and 9.40000001 are the same slider value. */
export const gradeKey = (grade: number) => Math.round(grade * 10) / 10;

/** The census titles the typed title names: anywhere in (any), at the start of (begins) or equal to (exact). */
export async function matchingTitles(pool: pg.Pool, requestTitle: string, pattern: SearchPattern): Promise<{ title_key: string; copies: number }[]> {
  const key = normalizeTitle(requestTitle);
  if (key === '') return []; // only punctuation was typed: it names no title (and must not match them all)
  const { rows } =
    pattern === 'exact'
      ? await pool.query<{ title_key: string; copies: number }>('SELECT title_key, copies FROM population_titles WHERE title_key = $1', [key])
      : await pool.query<{ title_key: string; copies: number }>(`SELECT title_key, copies FROM population_titles WHERE title_key LIKE $1 ESCAPE '\\' ORDER BY title_key`, [
          pattern === 'begins' ? `${escapeLike(key)}%` : `%${escapeLike(key)}%`,
        ]);
  return rows;
}

/**
 * The matching books (alias `b`): FROM, WHERE, the copies to count per book, and the parameters ($1 being the
 * title keys). A grade or grade type is checked on the book row's own grade_slots / type_copies (the projection
 * folds population_grades into them): a popular title's thousands of books need no lookup each.
 */
function bookFilters(titleKeys: string[], search: PopulationSearch): { from: string; where: string; copies: string; params: unknown[]; titleOnly: boolean } {
  const params: unknown[] = [titleKeys];
  const conditions = ['b.title_key = ANY($1::text[])'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const contains = (column: string, typed: string | undefined) => {
    const key = typed === undefined ? '' : normalizeText(typed);
    if (key !== '') conditions.push(`b.${column} LIKE ${param(`%${escapeLike(key)}%`)} ESCAPE '\\'`);
  };

  contains('publisher_key', search.Publisher);
  contains('art_story_cover_key', search.ArtStoryCover);
  contains('key_comments_key', search.KeyComments);
  contains('variant_key', search.Variant);
  const issue = search.IssueNumber === undefined ? '' : normalizeIssue(search.IssueNumber);
  if (issue !== '') conditions.push(`b.issue_key = ${param(issue)}`);
  if (search.Month !== undefined) conditions.push(`b.month = ${param(search.Month)}`);
  if (search.Year !== undefined) conditions.push(`b.year = ${param(search.Year)}`);
  if (search.CollectibleType !== undefined) conditions.push(`b.collectible_type = ${param(search.CollectibleType)}`);

  if (search.Grade === undefined && search.GradeType === undefined) {
    return { from: 'population_books b', where: conditions.join(' AND '), copies: 'b.copies', params, titleOnly: conditions.length === 1 };
  }
  // The book's own copy of its grade counts (grade_slots, type_copies): no other table is read per book.
  const type = search.GradeType;
  const grade = search.Grade === undefined ? undefined : gradeKey(search.Grade);
  if (grade !== undefined) {
    const slots = (type === undefined ? GRADE_TYPES : [type]).map((t) => gradeSlot(t, grade));
    conditions.push(`b.grade_slots ?| ${param(slots)}::text[]`);
  }
  if (type === undefined) return { from: 'population_books b', where: conditions.join(' AND '), copies: 'b.copies', params, titleOnly: false };
  const typeParam = param(type);
  conditions.push(`b.type_copies ? ${typeParam}::text`);
  return { from: 'population_books b', where: conditions.join(' AND '), copies: `(b.type_copies ->> ${typeParam}::text)::int`, params, titleOnly: false };
}
