import type pg from 'pg';
import {
  GRADE_TYPES,
  censusTitleSlug,
  escapeLike,
  gradeSlot,
  normalizeIssue,
  normalizeText,
  normalizeTitle,
  type PopulationSearch,
  type PopulationSearchResponse,
  type SearchPattern,
} from '@certus/contracts';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { ALL_BOOKS, ALL_TITLES, bookCountsAsOf, bookSourceAsOf, booksAsOf } from './census-as-of.ts';

/**
 * POST /api/popreport/search (spec 3 Population report filters, 5 Population search), in short steps so a
 * census of a million copies answers in a few milliseconds:
 * 1. the typed title against population_titles (a few thousand rows), normalised the way the projection
 *    filed every copy (census-keys.ts: "Amazing Spider-Man, The" = "the amazing spider-man");
 * 2. the matching books counted per title (books and copies), read through the population_books_listing index;
 * 3. the page: the listing is ordered by title, then within a title by the index's own order, so the page is
 *    one index walk per title it spans, stopping after Size rows: no sort of a popular title's thousands of books;
 * 4. each book's grade distribution comes with its row (grade_slots), its title's spelling with its title row.
 * Every value is a parameter; typed text used in LIKE is normalised and escaped.
 * As of a day (`asOf`, yyyy-mm-dd), the same steps run on the census of then (census-as-of.ts): the titles and books
 * it ever had, counted from the history up to that day.
 */
export async function searchPopulation(pool: pg.Pool, search: PopulationSearch, asOf: string | null = null): Promise<PopulationSearchResponse> {
  const empty: PopulationSearchResponse = { page: search.Page, size: search.Size, total: 0, totalCopies: 0, titles: [], books: [] };
  const titles = await matchingTitles(pool, search.RequestTitle, search.SearchPattern, asOf !== null);
  if (titles.length === 0) return empty;

  const filters = bookFilters(titles.map((t) => t.title_key), search, asOf);
  const { where, copies, params } = filters;
  const { rows: perTitle } = await pool.query<{ title_key: string; books: number; copies: string }>(
    `SELECT b.title_key, count(*)::int AS books, ${filters.titleOnly ? '0' : `coalesce(sum(${copies}), 0)`}::bigint AS copies
       FROM ${filters.books} WHERE ${where} GROUP BY b.title_key`,
    params,
  );
  const counted = perTitle.sort((a, b) => compareKeys(a.title_key, b.title_key));
  const segments = pageSegments(counted, (search.Page - 1) * search.Size, search.Size);
  const [listed, titleCopies] = await Promise.all([
    segments.length === 0 ? [] : pageRows(pool, filters, segments),
    filters.titleOnly && asOf !== null ? titleCopiesAsOf(pool, counted.map((t) => t.title_key), asOf) : null,
  ]);
  // As of a day, the page's books get their counts of then (the listing read only which books held copies).
  const page = filters.countsAfter && asOf !== null ? await withCountsAsOf(pool, listed, asOf) : listed;
  const byKey = new Map(titles.map((t) => [t.title_key, t]));
  // A title alone: its copies are population_titles' own count, or as of a day its history's.
  const copiesOf = (t: { title_key: string; copies: string }) =>
    filters.titleOnly ? (titleCopies ? (titleCopies.get(t.title_key) ?? 0) : (byKey.get(t.title_key)?.copies ?? 0)) : Number(t.copies);
  return {
    ...empty,
    total: counted.reduce((sum, t) => sum + t.books, 0),
    totalCopies: counted.reduce((sum, t) => sum + copiesOf(t), 0),
    titles: counted.map((t) => ({ slug: censusTitleSlug(t.title_key), title: byKey.get(t.title_key)?.title ?? t.title_key, books: t.books, copies: copiesOf(t) })),
    books: page.map((row) => censusBookOf(row, gradeCountsFromSlots(row.grade_slots, search.GradeType ?? null))),
  };
}

/** Titles in the listing's order: by their normalised key, code point by code point (the same on every server). */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface PageSegment {
  titleKey: string;
  skip: number;
  take: number;
}

/** Which books of which titles a page holds, given the books per title in listing order (pure). */
export function pageSegments(perTitle: readonly { title_key: string; books: number }[], offset: number, size: number): PageSegment[] {
  const segments: PageSegment[] = [];
  let skip = offset;
  let wanted = size;
  for (const title of perTitle) {
    if (wanted === 0) break;
    if (skip >= title.books) {
      skip -= title.books;
      continue;
    }
    const take = Math.min(title.books - skip, wanted);
    segments.push({ titleKey: title.title_key, skip, take });
    wanted -= take;
    skip = 0;
  }
  return segments;
}

/** The page's books: per title an index walk in listing order (OFFSET/LIMIT within the title), in one query. */
async function pageRows(pool: pg.Pool, filters: BookFilters, segments: PageSegment[]): Promise<BookWithSlots[]> {
  const params = [...filters.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = segments.map(
    // Counts read after the page (countsAfter) are not summed here for every book the sort goes through.
    (segment, ordinal) => `(SELECT ${ordinal} AS segment, ${BOOK_COLUMNS}, ${filters.countsAfter ? '0' : filters.copies} AS copies,
        b.issue_sort, b.issue_key, b.variant_key, b.grade_slots
      FROM ${filters.bookSource} WHERE ${filters.where} AND b.title_key = ${param(segment.titleKey)}
      ORDER BY b.issue_sort, b.issue_key, b.year, b.month, b.variant_key, b.book_id
      OFFSET ${param(segment.skip)} LIMIT ${param(segment.take)})`,
  );
  const { rows } = await pool.query<BookWithSlots>(
    `SELECT * FROM (${parts.join(' UNION ALL ')}) AS page
      ORDER BY segment, issue_sort, issue_key, year, month, variant_key, book_id`,
    params,
  );
  return rows;
}

/** A grade as the census files it (numeric(3, 1)): 9.4 and 9.40000001 are the same slider value. */
export const gradeKey = (grade: number) => Math.round(grade * 10) / 10;

interface TitleRow {
  title_key: string;
  title: string;
  copies: number;
}

/**
 * The census titles the typed title names: anywhere in (any), at the start of (begins) or equal to (exact). With
 * `everHeld`, those the census ever had (a search as of a day); their copies are then today's, not to be shown.
 */
export async function matchingTitles(pool: pg.Pool, requestTitle: string, pattern: SearchPattern, everHeld = false): Promise<TitleRow[]> {
  const key = normalizeTitle(requestTitle);
  if (key === '') return []; // only punctuation was typed: it names no title (and must not match them all)
  const titles = everHeld ? `${ALL_TITLES} AS titles` : 'population_titles';
  const { rows } =
    pattern === 'exact'
      ? await pool.query<TitleRow>(`SELECT title_key, title, copies FROM ${titles} WHERE title_key = $1`, [key])
      : await pool.query<TitleRow>(`SELECT title_key, title, copies FROM ${titles} WHERE title_key LIKE $1 ESCAPE '\\' ORDER BY title_key`, [
          pattern === 'begins' ? `${escapeLike(key)}%` : `%${escapeLike(key)}%`,
        ]);
  return rows;
}

/**
 * The matching books (alias `b` of population_books): WHERE, the copies to count per book, and the parameters ($1 being the
 * title keys). A grade or grade type is checked on the book row's own grade_slots / type_copies (the projection
 * folds population_grades into them): a popular title's thousands of books need no lookup each.
 */
interface BookFilters {
  /** The books read (aliased b), alone and with their titles (t): today's, or those of the day asked. */
  books: string;
  bookSource: string;
  /** The page's counts are read after it (as of a day, without a grade filter): its rows carry none. */
  countsAfter: boolean;
  where: string;
  copies: string;
  params: unknown[];
  titleOnly: boolean;
}

function bookFilters(titleKeys: string[], search: PopulationSearch, asOf: string | null): BookFilters {
  const params: unknown[] = [titleKeys];
  const conditions = ['b.title_key = ANY($1::text[])'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const day = asOf === null ? null : param(asOf);
  const byGrade = search.Grade !== undefined || search.GradeType !== undefined;
  const source =
    day === null
      ? { books: 'population_books b', bookSource: BOOK_SOURCE, countsAfter: false }
      : byGrade
        ? // Which books held copies at a grade then: their history summed (every row of the matching titles).
          { books: booksAsOf('g.title_key = ANY($1::text[])', day), bookSource: bookSourceAsOf('g.title_key = ANY($1::text[])', day), countsAfter: false }
        : // Which books held copies then: known from their first day, without a sum, but for the few that lost some.
          { books: BOOKS_WITH_FIRSTS, bookSource: `${BOOKS_WITH_FIRSTS} JOIN ${ALL_TITLES} t ON t.title_key = b.title_key`, countsAfter: true };
  if (day !== null && !byGrade) {
    // f's own title and first day lead its index: the matching titles' books that held copies by then, read first.
    conditions.push(`f.title_key = ANY($1::text[]) AND f.first_day <= ${day}::date AND (NOT f.irregular OR ${copiesAsOf(day)} > 0)`);
  }
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

  if (!byGrade) {
    // A title alone is counted by population_titles today, by its history's summaries as of a day (title_key and
    // the day held, nothing else); otherwise each book's copies, summed from its history as of a day.
    const titleOnly = conditions.length === (day === null ? 1 : 2);
    return { ...source, where: conditions.join(' AND '), copies: day === null ? 'b.copies' : copiesAsOf(day), params, titleOnly };
  }
  // The book's own copy of its grade counts (grade_slots, type_copies): no other table is read per book.
  const type = search.GradeType;
  const grade = search.Grade === undefined ? undefined : gradeKey(search.Grade);
  if (grade !== undefined) {
    const slots = (type === undefined ? GRADE_TYPES : [type]).map((t) => gradeSlot(t, grade));
    conditions.push(`b.grade_slots ?| ${param(slots)}::text[]`);
  }
  if (type === undefined) return { ...source, where: conditions.join(' AND '), copies: 'b.copies', params, titleOnly: false };
  const typeParam = param(type);
  conditions.push(`b.type_copies ? ${typeParam}::text`);
  return { ...source, where: conditions.join(' AND '), copies: `(b.type_copies ->> ${typeParam}::text)::int`, params, titleOnly: false };
}

/** Every book the census ever had (`b`), with its first day (`f`). */
const BOOKS_WITH_FIRSTS = `${ALL_BOOKS} b JOIN population_book_firsts f ON f.book_id = b.book_id`;

/** A book `b`'s copies at the end of `day` (a parameter), summed from its history (its primary key's range). */
const copiesAsOf = (day: string) => `(SELECT coalesce(sum(g.delta), 0) FROM population_grade_days g WHERE g.book_id = b.book_id AND g.day <= ${day}::date)`;

/** Titles' copies at the end of `asOf`: their years before its year, and its year's days up to it (a few hundred rows). */
async function titleCopiesAsOf(pool: pg.Pool, titleKeys: string[], asOf: string): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ title_key: string; copies: number }>(
    `SELECT title_key, sum(delta)::int AS copies FROM (
       SELECT title_key, delta FROM population_title_years WHERE title_key = ANY($1) AND year < $2
       UNION ALL
       SELECT title_key, delta FROM population_title_days WHERE title_key = ANY($1) AND day >= make_date($2, 1, 1) AND day <= $3::date
     ) AS history GROUP BY title_key`,
    [titleKeys, Number(asOf.slice(0, 4)), asOf],
  );
  return new Map(rows.map((r) => [r.title_key, r.copies]));
}

/** A page of books with their copies per grade at the end of `asOf` (one read of their history). */
async function withCountsAsOf(pool: pg.Pool, books: BookWithSlots[], asOf: string): Promise<BookWithSlots[]> {
  if (books.length === 0) return books;
  const { rows } = await pool.query<{ book_id: string; copies: number; grade_slots: Record<string, number> }>(
    `SELECT book_id, copies, grade_slots FROM ${bookCountsAsOf('g.book_id = ANY($1::text[])', '$2')} AS counts`,
    [books.map((b) => b.book_id), asOf],
  );
  const counts = new Map(rows.map((r) => [r.book_id, r]));
  return books.map((b) => ({ ...b, copies: counts.get(b.book_id)?.copies ?? 0, grade_slots: counts.get(b.book_id)?.grade_slots ?? {} }));
}
