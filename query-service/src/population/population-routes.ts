import { Router } from 'express';
import type pg from 'pg';
import {
  CENSUS_TITLE_LOOKUP_LIMIT,
  CensusGridExportQuery,
  CensusGridQuery,
  ComicListingBody,
  DomainError,
  GRADE_TYPES,
  GradedComicDetailsBody,
  POPULATION_LOOKUP_MIN,
  PUBLIC_RESOURCE_CACHE_CONTROL,
  PopulationDetailBody,
  RECENT_SEARCHES_SHOWN,
  censusCsvFileName,
  censusTitleSlug,
  defaultGridDirection,
  escapeLike,
  normalizeTitle,
  populationMessages,
  type ComicListingResponse,
  type PopulationBookDetail,
  type PopulationRecentSearches,
} from '@certus/contracts';
import { parseOr400, requireUser, type Clock } from '@certus/infra';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { COPY_COLUMNS, censusCopyOf, type PopulationCopyRow } from './copy-view.ts';
import { certificateNotFound, readCertificate } from './certificate-reads.ts';
import { readCensusGrid, readCensusGridRows, readCensusTitle, readCensusTitleName } from './census-grid.ts';
import { censusCsv } from './census-csv.ts';
import { readBookDetail } from './book-detail.ts';
import { readBookListing } from './book-listing.ts';
import { asOfDay, todayOf } from './census-as-of.ts';
import { gradeKey, searchKey, searchPopulation, searchedRowsVersion } from './population-search.ts';
import type { CensusAnswerCache } from './census-answer-cache.ts';
import { populationSearchBodyFor } from './search-body.ts';

const bookNotFound = () => new DomainError('not_found', populationMessages.bookNotFound);
const titleNotFound = () => new DomainError('not_found', populationMessages.titleNotFound);
/** Census reads change only when a comic is certified: the browser may reuse an answer for a short while. */
const CENSUS_CACHE = 'private, max-age=30';

/**
 * The population report (spec 2.1 /population-report, /comic-report, /comic-details; 3 Population report
 * filters; 5 Population search; 7.4), read from the `population` read model. Every route needs a signed-in
 * member, as the pages do, but a title's name (GET /api/popreport/titles/{slug}). The reads are POSTs (filters in
 * the body) except the title look-ups and the member's recent searches.
 */
export interface PopulationReportOptions {
  clock: Clock;
  storagePublicUrl: string;
  /** Search answers kept between reads of the same census; every search read afresh when null. */
  censusAnswers: CensusAnswerCache | null;
}

export function populationReportRoutes(pool: pg.Pool, options: PopulationReportOptions): Router {
  const router = Router();

  router.post('/api/popreport/search', requireUser, async (req, res) => {
    const search = parseOr400(populationSearchBodyFor(options.clock), req.body);
    const asOf = asOfDay(search.AsOf, options.clock);
    const read = () => searchPopulation(pool, search, asOf);
    const answer = options.censusAnswers
      ? await options.censusAnswers.answer(searchKey(search, asOf), { read, rowsVersion: () => searchedRowsVersion(pool, search, asOf) })
      : JSON.stringify(await read());
    res.set('Cache-Control', CENSUS_CACHE).type('json').send(answer);
  });

  router.post('/api/popreport/detail', requireUser, async (req, res) => {
    const { bookId, AsOf } = parseOr400(PopulationDetailBody, req.body);
    const detail = await readBookDetail(pool, bookId, { asOf: asOfDay(AsOf, options.clock), today: todayOf(options.clock) });
    if (!detail) throw bookNotFound();
    res.set('Cache-Control', CENSUS_CACHE).json(detail);
  });

  router.post('/api/popreport/comiclisting', requireUser, async (req, res) => {
    const listing = parseOr400(ComicListingBody, req.body);
    const answer = await readBookListing(pool, listing, asOfDay(listing.AsOf, options.clock), options.storagePublicUrl);
    if (!answer) throw bookNotFound();
    res.set('Cache-Control', CENSUS_CACHE).json(answer);
  });

  router.post('/api/popreport/gradedComicDetails', requireUser, async (req, res) => {
    const { certificationId } = parseOr400(GradedComicDetailsBody, req.body);
    const certificate = await readCertificate(pool, certificationId, options.storagePublicUrl);
    if (!certificate) throw certificateNotFound();
    res.set('Cache-Control', CENSUS_CACHE).json(certificate);
  });

  // The popup's title look-up (spec 5: 3 characters or more): census titles holding the text, most copies first.
  router.get('/api/popreport/titles', requireUser, async (req, res) => {
    const typed = typeof req.query.value === 'string' ? req.query.value.trim() : '';
    const key = normalizeTitle(typed);
    if (typed.length < POPULATION_LOOKUP_MIN || key === '') return void res.set('Cache-Control', CENSUS_CACHE).json([]);
    const { rows } = await pool.query<{ title_key: string; title: string; copies: number }>(
      `SELECT title_key, title, copies FROM population_titles WHERE title_key LIKE $1 ESCAPE '\\' ORDER BY copies DESC, title_key LIMIT $2`,
      [`%${escapeLike(key)}%`, CENSUS_TITLE_LOOKUP_LIMIT],
    );
    res.set('Cache-Control', CENSUS_CACHE).json(rows.map((r) => ({ title: r.title, copies: r.copies, slug: censusTitleSlug(r.title_key) })));
  });

  // A title's name, for anyone: the site's server heads the grid's page with it (issue [2/7]); no count is told.
  router.get('/api/popreport/titles/:slug', async (req, res) => {
    const name = await readCensusTitleName(pool, req.params.slug);
    if (!name) throw titleNotFound();
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(name);
  });

  // The census grid of one title: its books by grades, a page at a time, sorted as asked.
  router.get('/api/popreport/grid', requireUser, async (req, res) => {
    const request = parseOr400(CensusGridQuery, req.query);
    const grid = await readCensusGrid(pool, request, asOfDay(request.AsOf, options.clock));
    if (!grid) throw titleNotFound();
    res.set('Cache-Control', CENSUS_CACHE).json(grid);
  });

  // The same grid as a CSV file: every row of the title, in the order asked.
  router.get('/api/popreport/grid/csv', requireUser, async (req, res) => {
    const request = parseOr400(CensusGridExportQuery, req.query);
    const gradeType = request.GradeType ?? null;
    const asOf = asOfDay(request.AsOf, options.clock);
    const title = await readCensusTitle(pool, request.Title, gradeType, asOf);
    if (!title) throw titleNotFound();
    const books = await readCensusGridRows(pool, normalizeTitle(request.Title), request, request.Direction ?? defaultGridDirection(request.Sort), undefined, asOf);
    const csv = censusCsv({ title: title.summary.title, gradeType, grades: title.totals.map((g) => g.grade), totals: title.totals, books });
    res
      .set('Cache-Control', CENSUS_CACHE)
      .attachment(censusCsvFileName(title.summary.slug, gradeType, asOf))
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  // The member's recent searches (recorded by POST /api/popreport/userrequest on the command side).
  router.get('/api/popreport/userrequest', requireUser, async (req, res) => {
    const { rows } = await pool.query<{ request_id: string; filters: PopulationRecentSearches[number]['filters']; requested_at: Date }>(
      `SELECT request_id, filters, requested_at FROM population_requests WHERE member_id = $1
       ORDER BY requested_at DESC, request_id DESC LIMIT $2`,
      [req.user!.userId, RECENT_SEARCHES_SHOWN],
    );
    res.set('Cache-Control', 'private, no-cache').json(
      rows.map((r) => ({ requestId: r.request_id, requestedAt: r.requested_at.toISOString(), filters: r.filters })) satisfies PopulationRecentSearches,
    );
  });

  return router;
}
