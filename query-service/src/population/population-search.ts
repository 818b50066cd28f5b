import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  GRADE_TYPES,
  censusTitleSlug,
  dayNumber,
  escapeLike,
  gradeSlot,
  issueSortOf,
  normalizeIssue,
  normalizeText,
  normalizeTitle,
  pathTo,
  type PopulationSearch,
  type PopulationSearchResponse,
  type SearchPattern,
} from '@certus/contracts';
import { bookColumnsOf, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { ALL_BOOKS, ALL_TITLES, booksByStateOnDay, stateInEffect, statesOnDay, titleStatesOnDay } from './census-as-of.ts';

/**
 * POST /api/popreport/search (spec 3 Population report filters, 5 Population search), in short steps so a
 * census of a million copies answers in a few milliseconds:
 * 1. the typed title against population_titles (a few thousand rows), normalised the way the projection
 *    filed every copy (census-keys.ts: "Amazing Spider-Man, The" = "the amazing spider-man");
 * 2. the matching books counted per title (books and copies), read through the population_books_listing index; a
 *    title asked alone (no other filter) by its own latest state instead (population_title_states: one lookup);
 * 3. the page: the listing is ordered by title, then within a title by the index's own order, so the page is
 *    one index walk per title it spans, stopping after Size rows: no sort of a popular title's thousands of books;
 * 4. each book's grade distribution comes with its row (grade_slots), its title's spelling with its title row.
 * Every value is a parameter; typed text used in LIKE is normalised and escaped.
 * As of a day (`asOf`, yyyy-mm-dd), the same steps run on the census of then: the titles it ever had, and each
 * book's state of that day (population_book_states, one row a book like today's, in the same order), each step
 * reading those states the way that touches the fewest rows (statesAsOf).
 */
export async function searchPopulation(pool: pg.Pool, search: PopulationSearch, asOf: string | null = null): Promise<PopulationSearchResponse> {
  const empty: PopulationSearchResponse = { page: search.Page, size: search.Size, total: 0, totalCopies: 0, titles: [], books: [] };
  const titles = await matchingTitles(pool, search.RequestTitle, search.SearchPattern, asOf !== null);
  if (titles.length === 0) return empty;

  const filters = bookFilters(titles.map((t) => t.title_key), search, asOf);
  const { rows: perTitle } = await pool.query<{ title_key: string; books: number; copies: string }>(prepared(filters.count, filters.countParams));
  const counted = perTitle.sort((a, b) => compareKeys(a.title_key, b.title_key));
  const segments = pageSegments(counted, (search.Page - 1) * search.Size, search.Size);
  const page = segments.length === 0 ? [] : await pageRows(pool, filters, segments);
  const byKey = new Map(titles.map((t) => [t.title_key, t]));
  return {
    ...empty,
    total: counted.reduce((sum, t) => sum + t.books, 0),
    totalCopies: counted.reduce((sum, t) => sum + Number(t.copies), 0),
    titles: counted.map((t) => ({ slug: censusTitleSlug(t.title_key), title: byKey.get(t.title_key)?.title ?? t.title_key, books: t.books, copies: Number(t.copies) })),
    books: page.map((row) => censusBookOf(row, gradeCountsFromSlots(row.grade_slots, search.GradeType ?? null))),
  };
}

/**
 * What a search's answer depends on, as text (the answer cache's key): every filter as parsed, the title as the
 * search matches it (normalised: "The Amazing Spider-Man" and "amazing spider-man" find the same titles), and the
 * day of the census asked (null: today's).
 */
export function searchKey(search: PopulationSearch, asOf: string | null): string {
  return JSON.stringify({ ...search, RequestTitle: normalizeTitle(search.RequestTitle), AsOf: asOf });
}

/**
 * A query the server plans once per connection and shape: its text names the filters asked, never their values
 * (those are parameters), so the same search shape reuses its plan (pg's named statements; PostgreSQL keeps a
 * generic plan once it costs no more than planning each time).
 */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  return { name: `census-${createHash('sha1').update(text).digest('base64url')}`, text, values };
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

/**
 * The page's books: per title an index walk in listing order (OFFSET/LIMIT within the title), in one query, then
 * each book's description (of now, also as of a day) and its title's spelling.
 */
async function pageRows(pool: pg.Pool, filters: BookFilters, segments: PageSegment[]): Promise<BookWithSlots[]> {
  const params = [...filters.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Each segment's title named as an element of $1 (the matching titles), so the query uses every parameter and the
  // planner sees one condition on the title, not two.
  const titleKeys = filters.params[0] as string[];
  // As of a day, the walk reads only the listing index (whose entries say when each state was in effect), and the
  // states it keeps are then read whole: a popular book has a state for each day it gained a copy.
  const walked = filters.pageStates
    ? 'b.book_id, b.from_day'
    : `b.book_id, ${filters.copies('b')} AS copies, b.grade_slots`;
  const parts = segments.map(
    (segment, ordinal) => `(SELECT ${ordinal} AS segment, ${walked},
        b.issue_sort, b.issue_key, b.year, b.month, b.variant_key
      FROM ${filters.pageBooks} WHERE ${filters.pageWhere} AND b.title_key = ($1::text[])[${param(titleKeys.indexOf(segment.titleKey) + 1)}::int]
      ORDER BY b.issue_sort, b.issue_key, b.year, b.month, b.variant_key, b.book_id
      OFFSET ${param(segment.skip)} LIMIT ${param(segment.take)})`,
  );
  const counted = filters.pageStates
    ? `${filters.copies('s')} AS copies, s.grade_slots`
    : 'page.copies, page.grade_slots';
  const states = filters.pageStates ? ' JOIN population_book_states s ON s.book_id = page.book_id AND s.from_day = page.from_day' : '';
  const { rows } = await pool.query<BookWithSlots>(
    prepared(
      `SELECT ${bookColumnsOf('d')}, ${counted}
         FROM (${parts.join(' UNION ALL ')}) AS page${states} JOIN ${filters.descriptions} ON d.book_id = page.book_id
        ORDER BY page.segment, page.issue_sort, page.issue_key, page.year, page.month, page.variant_key, page.book_id`,
      params,
    ),
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
  const match = titleMatch(requestTitle, pattern);
  if (match === null) return [];
  const titles = everHeld ? `${ALL_TITLES} AS titles` : 'population_titles';
  const { rows } = await pool.query<TitleRow>(`SELECT title_key, title, copies FROM ${titles} WHERE ${match.where} ORDER BY title_key`, [match.value]);
  return rows;
}

/**
 * Which rows of the census a search's answer is read from, as text that changes whenever they do: the matching
 * titles, each with the transaction that last wrote its row (xmin). Every batch that changes a title's books,
 * grades or history rewrites its title row (its copies, or its spelling's upsert), and a title made or emptied
 * changes which rows match, so an answer read after this text was taken is the census's as long as the text stays
 * the same (the answer cache's check once the census has moved on: census-answer-cache.ts).
 */
export async function searchedRowsVersion(pool: pg.Pool, search: PopulationSearch, asOf: string | null): Promise<string> {
  const match = titleMatch(search.RequestTitle, search.SearchPattern);
  if (match === null) return '';
  const titles =
    asOf === null
      ? 'population_titles'
      : '(SELECT title_key, xmin FROM population_titles UNION ALL SELECT title_key, xmin FROM population_titles_gone) AS titles';
  const { rows } = await pool.query<{ title_key: string; xmin: string }>(
    `SELECT title_key, xmin::text AS xmin FROM ${titles} WHERE ${match.where} ORDER BY title_key, xmin::text`,
    [match.value],
  );
  return rows.map((r) => `${r.title_key}@${r.xmin}`).join('\n');
}

/** The condition on title_key ($1) that picks the titles a typed title names; null when it names none. */
function titleMatch(requestTitle: string, pattern: SearchPattern): { where: string; value: string } | null {
  const key = normalizeTitle(requestTitle);
  if (key === '') return null; // only punctuation was typed: it names no title (and must not match them all)
  if (pattern === 'exact') return { where: 'title_key = $1', value: key };
  return { where: "title_key LIKE $1 ESCAPE '\\'", value: pattern === 'begins' ? `${escapeLike(key)}%` : `%${escapeLike(key)}%` };
}

/**
 * The matching books (alias `b`): FROM, WHERE, the copies to count per book, and the parameters ($1 being the title
 * keys). Today they are population_books rows; as of a day, the books' states of that day (population_book_states,
 * with the same columns but the descriptions, joined as `d` when a filter needs them). A grade or grade type is
 * checked on the row's own grade_slots / type_copies (the projection folds population_grades into them): a
 * popular title's thousands of books need no lookup each.
 */
interface BookFilters {
  /** The matching books counted per title (title_key, books, copies). */
  count: string;
  /** The books a page walks in listing order, and which of them it takes. */
  pageBooks: string;
  pageWhere: string;
  /** Where each book's description and its title's spelling are read (`d`, `t`). */
  descriptions: string;
  /** The copies of a book counted (on its row `alias`: all, or those of the grade type asked). */
  copies: (alias: string) => string;
  /** As of a day: a page walks the states' listing index alone, then reads the states it keeps (as `s`). */
  pageStates: boolean;
  params: unknown[];
  /** The count's parameters: `params`, and as of a day through the tree, its nodes. */
  countParams: unknown[];
}

/**
 * Where a search as of a day reads each book's state of that day. A popular book has a state for every day it
 * gained a copy, so each read takes the way that touches the fewest:
 * - counting: titles asked alone by their own states of the day (population_title_states, one lookup a title);
 *   otherwise through the day interval tree (only states in effect, from the indexes), unless the issue or year
 *   narrows the books to a few, each then looking up its own state of the day;
 * - a page: along the states' listing index, deciding from the index alone which state was in effect; with a grade
 *   asked, every state walked would have to be read whole for its grades, so there each book looks up its own.
 */
function statesAsOf(day: string, asOf: string, params: readonly unknown[], options: { alone: boolean; narrowed: boolean; byGrade: boolean; described: boolean }) {
  // The tree's nodes on the way down to the day are parameters of the count alone (a page's query does not use them).
  const { began, ended } = pathTo(dayNumber(asOf));
  const byTree = `${statesOnDay('$1::text[]', day, `$${params.length + 1}`, `$${params.length + 2}`)} b`;
  const byBook = `${booksByStateOnDay('$1::text[]', day)} b`;
  const counted = options.alone
    ? { books: null, countParams: [...params] }
    : options.narrowed || options.described
      ? { books: byBook, countParams: [...params] }
      : { books: byTree, countParams: [...params, began, ended] };
  return options.byGrade || options.described
    ? { ...counted, pageBooks: byBook, inEffect: null, pageStates: false }
    : { ...counted, pageBooks: 'population_book_states b', inEffect: stateInEffect(day), pageStates: true };
}

function bookFilters(titleKeys: string[], search: PopulationSearch, asOf: string | null): BookFilters {
  const params: unknown[] = [titleKeys];
  // The conditions besides the title: counted books are found by title first (as of a day, the states read are the
  // titles' already: saying it again would make the planner count it twice), and a page names its title.
  const conditions: string[] = [];
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
  // A book's sort number is its issue's (issueSortOf of its normalised issue, as typed here): it lets the listing's
  // index find the issue within each title.
  if (issue !== '') conditions.push(`b.issue_key = ${param(issue)} AND b.issue_sort = ${param(issueSortOf(search.IssueNumber!))}`);
  if (search.Month !== undefined) conditions.push(`b.month = ${param(search.Month)}`);
  if (search.Year !== undefined) conditions.push(`b.year = ${param(search.Year)}`);
  if (search.CollectibleType !== undefined) conditions.push(`b.collectible_type = ${param(search.CollectibleType)}`);

  const byGrade = search.Grade !== undefined || search.GradeType !== undefined;
  let copies = (alias: string) => `${alias}.copies`;
  if (byGrade) {
    const type = search.GradeType;
    const grade = search.Grade === undefined ? undefined : gradeKey(search.Grade);
    if (grade !== undefined) {
      const slots = (type === undefined ? GRADE_TYPES : [type]).map((t) => gradeSlot(t, grade));
      conditions.push(`b.grade_slots ?| ${param(slots)}::text[]`);
    }
    if (type !== undefined) {
      const typeParam = param(type);
      conditions.push(`b.type_copies ? ${typeParam}::text`);
      copies = (alias: string) => `(${alias}.type_copies ->> ${typeParam}::text)::int`;
    }
  }
  const all = (list: string[]) => (list.length === 0 ? 'true' : list.join(' AND '));
  /** Titles asked alone (no other filter): a title's own counts serve. */
  const alone = !byGrade && conditions.length === 0;
  const countBooks = (books: string, where: string) =>
    `SELECT b.title_key, count(*)::int AS books, coalesce(sum(${copies('b')}), 0)::bigint AS copies
       FROM ${books} WHERE ${where} GROUP BY b.title_key`;
  /** Titles asked alone are counted by their own state (of the day asked, or their latest: today's). */
  const countTitles = (day: string | null) => `SELECT s.title_key, s.books, s.copies::bigint AS copies FROM ${titleStatesOnDay('$1::text[]', day)} s`;
  const descriptions = asOf === null ? 'population_books d JOIN population_titles t ON t.title_key = d.title_key' : `${ALL_BOOKS} d JOIN ${ALL_TITLES} t ON t.title_key = d.title_key`;
  if (asOf === null) {
    return {
      count: alone ? countTitles(null) : countBooks('population_books b', all(['b.title_key = ANY($1::text[])', ...conditions])),
      pageBooks: 'population_books b',
      pageWhere: all(conditions),
      descriptions,
      copies,
      pageStates: false,
      params,
      countParams: params,
    };
  }
  // The issue, year or variant narrows a title's books to a few; a description (of now: a state has none) is the
  // book's, read with it before its state.
  const narrowed = issue !== '' || search.Year !== undefined || (search.Variant ?? '') !== '';
  const described = (search.KeyComments ?? '') !== '' || (search.ArtStoryCover ?? '') !== '';
  const day = param(asOf);
  const states = statesAsOf(day, asOf, params, { alone, narrowed, byGrade, described });
  return {
    count: states.books === null ? countTitles(day) : countBooks(states.books, all(conditions)),
    countParams: states.countParams,
    pageBooks: states.pageBooks,
    pageWhere: all(states.inEffect === null ? conditions : [...conditions, states.inEffect]),
    descriptions,
    copies,
    pageStates: states.pageStates,
    params,
  };
}
