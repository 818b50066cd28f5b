import type pg from 'pg';
import { censusTitleSlug, type CensusGridSort, type CollectibleType, type GradeType, type SearchPattern } from '@certus/contracts';
import { CENSUS_SERIES, type CensusSeries } from '@certus/command-service/demo/census-catalogue';
import { SeededRandom, censusIssues, type CensusIssue } from '@certus/command-service/demo/census-generator';

/**
 * What collectors send the population report, for the benchmark's load: searches typed the way people type
 * (part of a title, its beginning, or all of it with or without "The"; often an issue number, sometimes a
 * year, a grade, a grade type, a publisher), and the books they then open (detail, graded copies). Drawn
 * from the same catalogue as the census, popular series more often, with a seeded generator.
 */

/** What the popup sends (spec 3 filters), the fields a search uses; the rest default. */
export interface SearchRequestBody {
  RequestTitle: string;
  SearchPattern: SearchPattern;
  IssueNumber?: string;
  Year?: number;
  Grade?: number;
  GradeType?: GradeType;
  Publisher?: string;
  Variant?: string;
  KeyComments?: string;
  CollectibleType?: CollectibleType;
  Page?: number;
  AsOf?: string;
}

export interface ListingRequestBody {
  bookId: string;
  Grade?: number;
  GradeType?: GradeType;
  Page?: number;
}

const words = (title: string) => title.split(/[\s:/]+/).filter((w) => w.replace(/[^\p{L}\p{N}]/gu, '').length >= 3);

/** Part of a title as typed in "contains" mode: a word, two words, or the start of a word, lower case now and then. */
function typedFragment(random: SeededRandom, title: string): string {
  const list = words(title);
  if (list.length === 0) return title;
  const at = random.int(list.length);
  const roll = random.next();
  let text: string;
  if (roll < 0.45) text = list[at]!;
  else if (roll < 0.75 && at + 1 < list.length) text = `${list[at]} ${list[at + 1]}`;
  else if (roll < 0.9) text = list[at]!.slice(0, Math.max(3, Math.ceil(list[at]!.length * 0.7)));
  else text = title;
  return random.chance(0.5) ? text.toLowerCase() : text;
}

function typedTitle(random: SeededRandom, series: CensusSeries): Pick<SearchRequestBody, 'RequestTitle' | 'SearchPattern'> {
  const roll = random.next();
  if (roll < 0.55) return { RequestTitle: typedFragment(random, series.title), SearchPattern: 'any' };
  if (roll < 0.8) {
    const length = Math.min(series.title.length, 3 + random.int(Math.max(1, series.title.length - 2)));
    const start = series.the && random.chance(0.3) ? `The ${series.title}` : series.title;
    const prefix = start.slice(0, Math.max(3, length)).trim();
    return { RequestTitle: prefix.length >= 3 ? prefix : start, SearchPattern: 'begins' };
  }
  const exact = series.the && random.chance(0.4) ? (random.chance(0.5) ? `${series.title}, The` : `The ${series.title}`) : series.title;
  return { RequestTitle: random.chance(0.3) ? exact.toLowerCase() : exact, SearchPattern: 'exact' };
}

export function searchBodies(count: number, now: Date, seed = 11): SearchRequestBody[] {
  const random = new SeededRandom(seed);
  const { issues } = censusIssues(now);
  const bySeries = new Map<CensusSeries, CensusIssue[]>();
  for (const issue of issues) bySeries.set(issue.series, [...(bySeries.get(issue.series) ?? []), issue]);
  const popular = CENSUS_SERIES.map((s) => [s, s.pop] as const);
  const bodies: SearchRequestBody[] = [];
  while (bodies.length < count) {
    const series = random.weighted(popular);
    const runIssues = bySeries.get(series) ?? [];
    const keys = runIssues.filter((i) => i.keyComments !== '');
    const issue = keys.length > 0 && random.chance(0.6) ? random.pick(keys) : runIssues.length > 0 ? random.pick(runIssues) : undefined;
    const body: SearchRequestBody = typedTitle(random, series);
    if (issue && random.chance(0.35)) body.IssueNumber = random.chance(0.3) ? `#${issue.issue}` : String(issue.issue);
    if (issue && random.chance(0.15)) body.Year = issue.year;
    if (random.chance(0.12)) body.Grade = issue && issue.year >= 1985 ? random.pick([9.8, 9.6, 9.4]) : random.pick([4, 6, 8]);
    if (random.chance(0.08)) body.GradeType = random.weighted([['Certified', 7], ['Verified', 2], ['Authentic', 1]] as const);
    if (random.chance(0.08)) body.Publisher = series.publisher.toLowerCase().slice(0, Math.max(2, 2 + random.int(series.publisher.length)));
    if (random.chance(0.05)) body.Variant = random.pick(['newsstand', 'direct', 'variant', 'virgin']);
    if (random.chance(0.04)) body.KeyComments = random.pick(['1st appearance', 'origin', 'death of']);
    if (random.chance(0.05)) body.CollectibleType = series.collectibleType;
    if (random.chance(0.1)) body.Page = 2 + random.int(2);
    bodies.push(body);
  }
  return bodies;
}

/**
 * The same searches asked of the census as it stood on a day in the past: mostly the last few years (a collector
 * checking how a book's population moved), some anywhere since the census began; never today.
 */
export function asOfSearchBodies(bodies: readonly SearchRequestBody[], now: Date, seed = 23): SearchRequestBody[] {
  const random = new SeededRandom(seed);
  const DAY = 86_400_000;
  const first = Date.UTC(2001, 0, 1);
  return bodies.map((body) => {
    const daysBack = random.chance(0.7) ? 1 + random.int(5 * 365) : 1 + random.int(Math.floor((now.getTime() - first) / DAY));
    return { ...body, AsOf: new Date(now.getTime() - daysBack * DAY).toISOString().slice(0, 10) };
  });
}

/**
 * Books people open: half among the most certified (the keys everyone looks up), half anywhere in the census.
 * Read from the rebuilt read model (the generator does not know book ids).
 */
export async function sampleBookIds(pool: pg.Pool, count: number): Promise<string[]> {
  const half = Math.ceil(count / 2);
  const popular = await pool.query<{ book_id: string }>('SELECT book_id FROM population_books ORDER BY copies DESC, book_id LIMIT $1', [half]);
  const anywhere = await pool.query<{ book_id: string }>('SELECT book_id FROM population_books ORDER BY md5(book_id) LIMIT $1', [count - half]);
  const random = new SeededRandom(13);
  return random.sample([...popular.rows, ...anywhere.rows].map((r) => r.book_id), count);
}

export function listingBodies(bookIds: readonly string[], seed = 17): ListingRequestBody[] {
  const random = new SeededRandom(seed);
  return bookIds.map((bookId) => {
    const body: ListingRequestBody = { bookId };
    if (random.chance(0.2)) body.Grade = random.pick([9.8, 9.6, 9.4, 9.2, 8, 6]);
    if (random.chance(0.1)) body.GradeType = random.weighted([['Certified', 8], ['Verified', 2]] as const);
    if (random.chance(0.1)) body.Page = 2;
    return body;
  });
}

/** A census grid as collectors open it (GET /api/popreport/grid's parameters). */
export interface GridRequestQuery {
  Title: string;
  Sort: CensusGridSort;
  GradeType?: GradeType;
  Page?: number;
}

/**
 * Grids people open: half among the titles with the most copies (the long runs, thousands of books at a
 * million copies), half any title; mostly in issue order, often by a top grade or the total, now and then
 * of one grade type or a second page. Titles are read from the rebuilt read model, as their slugs.
 */
export async function gridQueries(pool: pg.Pool, count: number, seed = 19): Promise<GridRequestQuery[]> {
  const half = Math.ceil(count / 2);
  const popular = await pool.query<{ title_key: string }>('SELECT title_key FROM population_titles ORDER BY copies DESC, title_key LIMIT 40');
  const anywhere = await pool.query<{ title_key: string }>('SELECT title_key FROM population_titles ORDER BY md5(title_key) LIMIT $1', [count - half]);
  const random = new SeededRandom(seed);
  const titles = [...Array.from({ length: half }, () => random.pick(popular.rows)), ...anywhere.rows].map((r) => censusTitleSlug(r.title_key));
  return random.sample(titles, titles.length).map((Title) => {
    const query: GridRequestQuery = { Title, Sort: random.weighted([['issue', 5], ['9.8', 2], ['total', 2], ['9.6', 1], ['year', 1]] as const) };
    if (random.chance(0.1)) query.GradeType = random.weighted([['Certified', 8], ['Verified', 2]] as const);
    if (random.chance(0.1)) query.Page = 2;
    return query;
  });
}

/** A grid query as the address of its GET (csv: the export's). */
export const gridPath = (query: GridRequestQuery, csv = false) =>
  `/api/popreport/grid${csv ? '/csv' : ''}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
