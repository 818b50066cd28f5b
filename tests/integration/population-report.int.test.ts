import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CENSUS_GRID_PAGE_SIZE,
  POPULATION_PAGE_SIZE,
  RECENT_SEARCHES_SHOWN,
  populationMessages,
  type CensusBook,
  type CensusGridResponse,
  type ComicCertifiedData,
  type PopulationSearch,
  type PopulationSearchResponse,
} from '@certus/contracts';
import { csvRecordsOf } from '@certus/contracts/rules/testing/csv-records';
import { ManualClock, createLogger, createServiceApp, randomIds } from '@certus/infra';
import { allProjections } from '@certus/projections';
import { queryRouter } from '@certus/query-service';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { aJpeg, aSubmittedOrder, aWorker, staffStep, uploadCover } from '../../command-service/src/orders/testing/order-journeys.ts';
import { startTestPlatform, TEST_PUBLIC_ORIGIN } from '../support/test-platform.ts';
import { eventually } from '../support/eventually.ts';
import { censusTitleNameOverHttp } from '../../infra/platform/src/census-title-names.ts';
import { aMemberWithAddressAndCard, aSignedInMember, type SignedInMember } from '../support/member-setup.ts';

/**
 * The population report over HTTP (issue [6/6]; spec 3 Population report filters, 5 Population search, 7.4):
 * certificates are appended as ComicCertified through the real event store and projected by the real
 * projections; the query service reads the census, the command service records the member's searches.
 * The query service runs as main.ts composes it, on the same manual clock as the command side, so "the
 * current year" of the year bound is the one the test reads.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
type Response = { status: number; body: any };
/** A search body as the popup sends it: any filter, as a number or as text. */
type Filters = { [Field in keyof PopulationSearch]?: unknown };

/** The census of these tests: two Spider-Man titles, spelled as collectors spell them, and a Batman. */
function census(): ComicCertifiedData[] {
  const asm = (o: Parameters<typeof aCertificate>[0]) => aCertificate({ title: 'Amazing Spider-Man, The', ...o }, '26-POPREP1');
  return [
    // ASM #1 (1963): five copies, three grade types.
    asm({ issue: '#1', grade: 9.8, certifiedAt: '2025-01-10T10:00:00.000Z' }),
    asm({ issue: '1', grade: 9.8, certifiedAt: '2025-01-11T10:00:00.000Z' }),
    asm({ issue: '# 1', grade: 9.4, certifiedAt: '2025-01-12T10:00:00.000Z' }),
    asm({
      issue: '1',
      grade: 9.4,
      category: 'Verified',
      signatures: [
        { type: 'ASP', name: 'Stan Lee' },
        { type: 'ASP', name: 'Steve Ditko' },
        { type: 'VSP', name: 'John Romita' },
      ],
      graderNotes: 'Light spine stress.\nColors bright.',
      certifiedAt: '2025-01-13T10:00:00.000Z',
    }),
    asm({ issue: '1', grade: 6, category: 'Raw Grade', certifiedAt: '2025-02-20T10:00:00.000Z' }),
    asm({ issue: '2', grade: 8, title: 'The Amazing Spider-Man' }),
    asm({ issue: '10', year: 1964, grade: 7.5, title: 'amazing spider-man' }),
    asm({
      issue: '1',
      year: 1999,
      month: 1,
      grade: 9.6,
      variant: 'Dynamic Forces Edition',
      keyComments: 'First appearance of Mattie Franklin',
      artStoryCover: 'Story & Art: John Byrne',
    }),
    aCertificate({ title: 'Spectacular Spider-Man', issue: '1', year: 1976, grade: 9 }, '26-POPREP2'),
    // A label whose text would run as formulas in a spreadsheet (the grid's CSV export must defuse it).
    aCertificate(
      { title: 'Formula Tales', issue: '-1', year: 1997, grade: 9.2, variant: '=HYPERLINK("http://evil.test","Open me")', keyComments: '@SUM(1+1), "quoted"\nand more' },
      '26-POPREP4',
    ),
    aCertificate({ title: 'Batman', issue: '1', year: 1940, publisher: 'DC Comics', grade: 3 }, '26-POPREP3'),
  ];
}

describe('population report (real PostgreSQL, event store and projections)', () => {
  let platform: Platform;
  let queryServer: Server;
  let queryUrl: string;
  let member: SignedInMember;
  let other: SignedInMember;
  let certificates: ComicCertifiedData[];
  const clock = new ManualClock(new Date());
  const thisYear = () => clock.now().getUTCFullYear();

  /** A call to the query service (reads) with the member's token unless told otherwise. */
  async function query(method: 'GET' | 'POST', path: string, json?: unknown, token: string | null = member.token): Promise<Response> {
    const headers: Record<string, string> = json === undefined ? {} : { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(queryUrl + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  const search = (filters: Filters, token: string | null = member.token) => query('POST', '/api/popreport/search', filters, token);
  const found = async (filters: Filters): Promise<PopulationSearchResponse> => {
    const answer = await search(filters);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const labelsOf = (books: CensusBook[]) => books.map((b) => `${b.title} #${b.issue} (${b.year})${b.variant ? ` ${b.variant}` : ''}`);
  const bookOf = async (filters: Filters) => {
    const { books } = await found(filters);
    expect(books).toHaveLength(1);
    return books[0]!;
  };


  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      ids: randomIds,
      tokens: platform.deps.tokens,
      publicOrigin: TEST_PUBLIC_ORIGIN,
      routers: [queryRouter({ pool: platform.pool, clock, projectionNames: allProjections.map((p) => p.name) })],
    });
    queryServer = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    queryUrl = `http://127.0.0.1:${(queryServer.address() as AddressInfo).port}`;
    member = await aSignedInMember(platform, { prefix: 'census-reader' });
    other = await aSignedInMember(platform, { prefix: 'census-other' });
    certificates = census();
    await appendCertificates(platform.store, certificates);
    await eventually(
      () => search({ RequestTitle: 'man' }),
      (r) => r.status === 200 && r.body.totalCopies === 10,
    );
  });
  afterAll(async () => {
    if (queryServer) await new Promise((r) => queryServer.close(r));
    await platform?.stop();
  });

  describe('POST /api/popreport/search', () => {
    it('given the census, when searching a title part, then the books of every matching title come in title, issue, year order with their copies', async () => {
      const answer = await found({ RequestTitle: 'spider' });
      expect(answer).toMatchObject({ page: 1, size: POPULATION_PAGE_SIZE, total: 5, totalCopies: 9 });
      expect(answer.titles).toEqual([
        { slug: 'amazing-spider-man', title: 'Amazing Spider-Man', books: 4, copies: 8 },
        { slug: 'spectacular-spider-man', title: 'Spectacular Spider-Man', books: 1, copies: 1 },
      ]);
      // One title however its copies spell it ("Amazing Spider-Man, The", "The Amazing Spider-Man", "amazing
      // spider-man"): every book of it is shown under the spelling most of them carry, the article dropped.
      expect(labelsOf(answer.books)).toEqual([
        'Amazing Spider-Man #1 (1963)',
        'Amazing Spider-Man #1 (1999) Dynamic Forces Edition',
        'Amazing Spider-Man #2 (1963)',
        'Amazing Spider-Man #10 (1964)',
        'Spectacular Spider-Man #1 (1976)',
      ]);
      const first = answer.books[0]!;
      // "#1", "1" and "# 1" filed the same book.
      expect(first).toMatchObject({ collectibleType: 'Comic', issue: '1', publisher: 'Marvel', copies: 5 });
      expect(first.grades).toEqual([
        { grade: 6, copies: 1 },
        { grade: 9.4, copies: 2 },
        { grade: 9.8, copies: 2 },
      ]);
    });

    it('given "Amazing Spider-Man", when searching any spelling of it, then "Amazing Spider-Man, The" is found (articles, case, punctuation)', async () => {
      for (const [RequestTitle, SearchPattern] of [
        ['Amazing Spider-Man', 'exact'],
        ['amazing SPIDER man', 'exact'],
        ['The Amazing Spider-Man', 'exact'],
        ['Amazing Spider-Man, The', 'any'],
        ['the amazing', 'begins'],
      ] as const) {
        const answer = await found({ RequestTitle, SearchPattern });
        expect([RequestTitle, SearchPattern, answer.total]).toEqual([RequestTitle, SearchPattern, 4]);
        expect(answer.books.every((b) => b.title.toLowerCase().includes('amazing spider-man'))).toBe(true);
      }
      expect((await found({ RequestTitle: 'spider', SearchPattern: 'begins' })).total).toBe(0);
      expect((await found({ RequestTitle: 'Spider-Man', SearchPattern: 'exact' })).total).toBe(0);
      expect((await found({ RequestTitle: 'no such comic' })).books).toEqual([]);
    });

    it('given issue "#1" or "1", when searching, then both find the same books', async () => {
      const hash = await found({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '#1' });
      const plain = await found({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '1' });
      expect(labelsOf(hash.books)).toEqual(['Amazing Spider-Man #1 (1963)', 'Amazing Spider-Man #1 (1999) Dynamic Forces Edition']);
      expect(plain).toEqual(hash);
      expect((await found({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '10' })).total).toBe(1);
    });

    it('given the other filters, when each is set, then only the books it names are left', async () => {
      const variant = 'Amazing Spider-Man #1 (1999) Dynamic Forces Edition';
      expect(labelsOf((await found({ RequestTitle: 'spider', Year: 1999 })).books)).toEqual([variant]);
      expect(labelsOf((await found({ RequestTitle: 'spider', Variant: 'dynamic forces' })).books)).toEqual([variant]);
      expect(labelsOf((await found({ RequestTitle: 'spider', KeyComments: 'MATTIE' })).books)).toEqual([variant]);
      expect(labelsOf((await found({ RequestTitle: 'spider', ArtStoryCover: 'byrne' })).books)).toEqual([variant]);
      expect(labelsOf((await found({ RequestTitle: 'spider', Month: 1 })).books)).toEqual([variant]);
      expect((await found({ RequestTitle: 'spider', Month: '2' })).total).toBe(0);
      expect((await found({ RequestTitle: 'bat', Publisher: 'dc' })).total).toBe(1);
      expect((await found({ RequestTitle: 'bat', Publisher: 'marvel' })).total).toBe(0);
      expect((await found({ RequestTitle: 'bat', CollectibleType: 'Magazine' })).total).toBe(0);
      expect((await found({ RequestTitle: 'bat', CollectibleType: 'Comic' })).total).toBe(1);
    });

    it('given a grade or a grade type, when searching, then only books with copies there are listed, counted in that grade type', async () => {
      const atGrade = await found({ RequestTitle: 'spider', Grade: '9.4' });
      expect(labelsOf(atGrade.books)).toEqual(['Amazing Spider-Man #1 (1963)']);
      // A grade filter picks books; their copies are all of them (all grades).
      expect(atGrade).toMatchObject({ total: 1, totalCopies: 5 });

      const verified = await found({ RequestTitle: 'spider', GradeType: 'Verified' });
      expect(verified).toMatchObject({ total: 1, totalCopies: 1 });
      expect(verified.books[0]).toMatchObject({ copies: 1, grades: [{ grade: 9.4, copies: 1 }] });

      const certified = await found({ RequestTitle: 'Amazing Spider-Man', GradeType: 'Certified' });
      expect(certified).toMatchObject({ total: 4, totalCopies: 6 });
      expect(certified.books[0]).toMatchObject({ copies: 3, grades: [{ grade: 9.4, copies: 1 }, { grade: 9.8, copies: 2 }] });

      expect((await found({ RequestTitle: 'spider', Grade: 9.8, GradeType: 'Verified' })).total).toBe(0);
      expect((await found({ RequestTitle: 'spider', GradeType: 'Authentic' })).total).toBe(0);
    });

    it('given more books than a page, when asking page 2 with a size, then that page, and the total of all pages', async () => {
      const page2 = await found({ RequestTitle: 'spider', Page: 2, Size: 2 });
      expect(page2).toMatchObject({ page: 2, size: 2, total: 5, totalCopies: 9 });
      expect(labelsOf(page2.books)).toEqual(['Amazing Spider-Man #2 (1963)', 'Amazing Spider-Man #10 (1964)']);
      const page3 = await found({ RequestTitle: 'spider', Page: '3', Size: '2' });
      expect(labelsOf(page3.books)).toEqual(['Spectacular Spider-Man #1 (1976)']);
      const beyond = await found({ RequestTitle: 'spider', Page: 9, Size: 2 });
      expect(beyond).toMatchObject({ page: 9, total: 5, totalCopies: 9, books: [] });
    });

    it.each([
      ['no title', {}, 'RequestTitle', populationMessages.titleMandatory],
      ['an empty title', { RequestTitle: '  ' }, 'RequestTitle', populationMessages.titleMandatory],
      ['a title of 2 characters', { RequestTitle: 'ab' }, 'RequestTitle', populationMessages.titleTooShort],
      ['a publisher of 1 character', { RequestTitle: 'spider', Publisher: 'M' }, 'Publisher', populationMessages.publisherTooShort],
      ['a variant of 2 characters', { RequestTitle: 'spider', Variant: 'ab' }, 'Variant', populationMessages.variantTooShort],
      ['an ArtStoryCover of 2 characters', { RequestTitle: 'spider', ArtStoryCover: 'ab' }, 'ArtStoryCover', populationMessages.artStoryCoverTooShort],
      ['key comments of 2 characters', { RequestTitle: 'spider', KeyComments: 'ab' }, 'KeyComments', populationMessages.keyCommentsTooShort],
      ['month 13', { RequestTitle: 'spider', Month: 13 }, 'Month', populationMessages.monthOutOfRange],
      ['a grade off the scale', { RequestTitle: 'spider', Grade: 9.7 }, 'Grade', populationMessages.gradeNotOnScale],
      ['an unknown grade type', { RequestTitle: 'spider', GradeType: 'Gold' }, 'GradeType', populationMessages.gradeTypeUnknown],
      ['page 0', { RequestTitle: 'spider', Page: 0 }, 'Page', populationMessages.pageInvalid],
      ['size 101', { RequestTitle: 'spider', Size: 101 }, 'Size', populationMessages.sizeInvalid],
    ])('given %s, when searching, then 400 with the spec 5 message on the field', async (_case, body, field, message) => {
      const answer = await search(body);
      expect(answer.status).toBe(400);
      expect(answer.body.modelState[`model.${field}`]).toContain(message);
    });

    it('given a year before 1850 or after the current year, when searching, then 400 "Year should be between 1850 and {current year}!"', async () => {
      const message = populationMessages.yearOutOfRange(thisYear());
      for (const Year of [1849, thisYear() + 1]) {
        const answer = await search({ RequestTitle: 'spider', Year });
        expect([Year, answer.status, answer.body.modelState?.['model.Year']]).toEqual([Year, 400, [message]]);
      }
      expect((await search({ RequestTitle: 'spider', Year: 1850 })).status).toBe(200);
      expect((await search({ RequestTitle: 'spider', Year: thisYear() })).status).toBe(200);
    });
  });

  describe('one book: POST /api/popreport/detail and /comiclisting', () => {
    it('given a book of the search, when its detail is asked, then its copies per grade for every grade type it has', async () => {
      const book = await bookOf({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '1', Year: 1963 });
      const detail = await query('POST', '/api/popreport/detail', { bookId: book.bookId });
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({
        book: { ...book },
        byGradeType: [
          { gradeType: 'Verified', copies: 1, grades: [{ grade: 9.4, copies: 1 }] },
          { gradeType: 'Certified', copies: 3, grades: [{ grade: 9.4, copies: 1 }, { grade: 9.8, copies: 2 }] },
          { gradeType: 'Raw Grade', copies: 1, grades: [{ grade: 6, copies: 1 }] },
        ],
        firstCertifiedAt: '2025-01-10T10:00:00.000Z',
        lastCertifiedAt: '2025-02-20T10:00:00.000Z',
        asOf: null,
        history: expect.objectContaining({ months: expect.arrayContaining(['2025-01', '2025-02']) }),
        velocity: expect.objectContaining({ to: clock.now().toISOString().slice(0, 10) }),
      });
      // Month by month: two 9.8s and a 9.4 in January, the Verified 9.4 and the raw 6 later; quiet months carry the count.
      expect(detail.body.history.months.slice(0, 3)).toEqual(['2025-01', '2025-02', '2025-03']);
      expect(detail.body.history.totals.slice(0, 3)).toEqual([4, 5, 5]);
      expect(detail.body.history.totals.at(-1)).toBe(5);
      const unknown = await query('POST', '/api/popreport/detail', { bookId: '0000000000000000' });
      expect(unknown).toMatchObject({ status: 404, body: { message: populationMessages.bookNotFound } });
    });

    it('given a day in the past, when the detail, the copies, the search and the grid are read as of it, then the census of the end of that day', async () => {
      const book = await bookOf({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '1', Year: 1963 });
      const detail = await query('POST', '/api/popreport/detail', { bookId: book.bookId, AsOf: '2025-01-11' });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        asOf: '2025-01-11',
        book: { copies: 2, grades: [{ grade: 9.8, copies: 2 }] },
        byGradeType: [{ gradeType: 'Certified', copies: 2, grades: [{ grade: 9.8, copies: 2 }] }],
        firstCertifiedAt: '2025-01-10T10:00:00.000Z',
        lastCertifiedAt: '2025-01-11T10:00:00.000Z',
        // The month of the day asked ends on that day.
        history: { months: ['2025-01'], totals: [2] },
        velocity: { from: '2024-01-12', to: '2025-01-11', grades: [{ gradeType: 'Certified', grade: 9.8, copies: 2, perMonth: 0.17 }] },
      });
      const listing = await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId, AsOf: '2025-01-11' });
      expect(listing.body).toMatchObject({ total: 2, book: { copies: 2 } });
      expect(listing.body.copies).toHaveLength(2);
      const search = await query('POST', '/api/popreport/search', { RequestTitle: 'Amazing Spider-Man', IssueNumber: '1', Year: 1963, AsOf: '2025-01-11' });
      expect(search.body).toMatchObject({ total: 1, totalCopies: 2, books: [{ bookId: book.bookId, copies: 2 }] });
      const grid = await query('GET', '/api/popreport/grid?Title=amazing-spider-man&AsOf=2025-01-11');
      expect(grid.body.totals).toEqual([{ grade: 9.8, copies: 2 }]);
      // Its CSV export is of the same day, and says so in its name.
      const csv = await fetch(`${queryUrl}/api/popreport/grid/csv?Title=amazing-spider-man&AsOf=2025-01-11`, { headers: { authorization: `Bearer ${member.token}` } });
      expect(csv.headers.get('content-disposition')).toContain('census-amazing-spider-man-2025-01-11.csv');
      expect((await csv.text()).trim().split('\r\n').at(-1)).toBe('Amazing Spider-Man,All issues,,,,,,All,2,2');
      // Before the first copy, the census had none of it.
      const before = await query('POST', '/api/popreport/detail', { bookId: book.bookId, AsOf: '2025-01-09' });
      expect(before).toMatchObject({ status: 404, body: { message: populationMessages.bookNotFound } });
    });

    it('given a census date after today or not a day, when read, then 400 with the message on AsOf', async () => {
      const book = await bookOf({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '1', Year: 1963 });
      const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
      for (const [AsOf, message] of [[tomorrow, populationMessages.asOfInFuture], ['2025-02-30', populationMessages.asOfInvalid], ['1979-12-31', populationMessages.asOfInvalid]] as const) {
        const answer = await query('POST', '/api/popreport/detail', { bookId: book.bookId, AsOf });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).toContain(message);
      }
    });

    it('given a book, when its graded copies are listed, then best grade first, paged, filtered by grade and grade type', async () => {
      const book = await bookOf({ RequestTitle: 'Amazing Spider-Man', IssueNumber: '1', Year: 1963 });
      const ids = certificates.filter((c) => c.year === 1963 && c.issue.replace(/\D/g, '') === '1').map((c) => c.certificationId);
      const all = await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ book: { bookId: book.bookId, copies: 5 }, page: 1, size: 50, total: 5 });
      expect(all.body.copies.map((c: { certificationId: string; grade: number }) => [c.grade, c.certificationId])).toEqual([
        [9.8, ids[0]],
        [9.8, ids[1]],
        [9.4, ids[2]],
        [9.4, ids[3]],
        [6, ids[4]],
      ]);
      expect(all.body.copies[3]).toEqual({
        certificationId: ids[3],
        grade: 9.4,
        category: 'Verified',
        collection: null,
        signees: ['Stan Lee', 'Steve Ditko', 'John Romita'],
        hasCover: false,
        coverUrl: '',
        certifiedAt: '2025-01-13T10:00:00.000Z',
        tierLabel: null,
      });

      const page2 = await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId, Page: 2, Size: 2 });
      expect(page2.body).toMatchObject({ page: 2, size: 2, total: 5 });
      expect(page2.body.copies.map((c: { certificationId: string }) => c.certificationId)).toEqual([ids[2], ids[3]]);

      const certified = await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId, GradeType: 'Certified' });
      expect(certified.body).toMatchObject({ total: 3, book: { copies: 3 } });
      const at94 = await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId, Grade: '9.4' });
      expect(at94.body.copies.map((c: { certificationId: string }) => c.certificationId)).toEqual([ids[2], ids[3]]);

      expect(await query('POST', '/api/popreport/comiclisting', { bookId: 'nope' })).toMatchObject({ status: 404, body: { message: populationMessages.bookNotFound } });
      expect((await query('POST', '/api/popreport/comiclisting', { bookId: book.bookId, Size: 0 })).status).toBe(400);
    });
  });

  describe('one copy: POST /api/popreport/gradedComicDetails', () => {
    it('given a signed copy with notes, when its details are asked, then signers and notes are lists joined with ~, and its census is given', async () => {
      const signed = certificates.find((c) => c.category === 'Verified')!;
      const answer = await query('POST', '/api/popreport/gradedComicDetails', { certificationId: signed.certificationId.toLowerCase() });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        certificationId: signed.certificationId,
        title: 'Amazing Spider-Man, The',
        grade: 9.4,
        category: 'Verified',
        signees: ['Stan Lee', 'Steve Ditko', 'John Romita'],
        graderNotes: 'Light spine stress.\nColors bright.',
        comics_details: { ASP_Signers: 'Stan Lee~Steve Ditko', VSP_Signers: 'John Romita', Grader_Notes: 'Light spine stress.~Colors bright.' },
        census: { copies: 1, atGrade: 1, higher: 0 },
      });
      // The buyer of a slab sees the label, never who submitted it.
      expect(answer.body).not.toHaveProperty('memberId');
      expect(answer.body).not.toHaveProperty('orderId');
      expect(JSON.stringify(answer.body)).not.toContain('member-census');

      const certified94 = certificates.find((c) => c.category === 'Certified' && c.grade === 9.4 && c.year === 1963)!;
      const census = await query('POST', '/api/popreport/gradedComicDetails', { certificationId: certified94.certificationId });
      expect(census.body.census).toEqual({ copies: 3, atGrade: 1, higher: 2, gradedOrdinal: 1 });
      expect(census.body.comics_details).toEqual({ ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' });
    });

    it('given an unknown or malformed id, when its details are asked, then 404 with the message', async () => {
      for (const certificationId of ['26-NOSUCH1-001', 'not an id']) {
        const answer = await query('POST', '/api/popreport/gradedComicDetails', { certificationId });
        expect(answer).toMatchObject({ status: 404, body: { message: populationMessages.certificateNotFound } });
      }
    });
  });

  describe('the census grid: GET /api/popreport/grid and /grid/csv', () => {
    type Grid = CensusGridResponse;
    const grid = (params: Record<string, string>, token: string | null = member.token) =>
      query('GET', `/api/popreport/grid?${new URLSearchParams(params).toString()}`, undefined, token);
    const gridOf = async (params: Record<string, string>): Promise<Grid> => {
      const answer = await grid(params);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const rowsOf = (answer: Grid) => answer.books.map((b) => `#${b.issue} (${b.year})`);
    const csv = async (params: Record<string, string>, token: string | null = member.token) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await fetch(`${queryUrl}/api/popreport/grid/csv?${new URLSearchParams(params).toString()}`, { headers });
      // Decoded with its byte order mark kept (response.text() drops it), to see the file as it is stored.
      return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
    };

    it('given any spelling of a title, when its grid is read, then its books in run order, a column per grade with copies, and totals equal to the grade rows', async () => {
      const answer = await gridOf({ Title: 'The Amazing Spider-Man' });
      expect(answer).toMatchObject({
        title: { slug: 'amazing-spider-man', title: 'Amazing Spider-Man', books: 4, copies: 8 },
        gradeType: null,
        sort: 'issue',
        direction: 'asc',
        grades: [9.8, 9.6, 9.4, 8, 7.5, 6],
        page: 1,
        size: CENSUS_GRID_PAGE_SIZE,
        total: 4,
      });
      expect(rowsOf(answer)).toEqual(['#1 (1963)', '#1 (1999)', '#2 (1963)', '#10 (1964)']);
      expect(answer.books.every((b) => b.title === 'Amazing Spider-Man')).toBe(true);
      expect(await gridOf({ Title: 'amazing-spider-man' })).toEqual(answer);

      // Each row's counts are its book's population_grades; the totals are the title's books' rows summed.
      const { rows } = await platform.pool.query<{ book_id: string; grade: number; copies: number }>(
        `SELECT g.book_id, g.grade::float AS grade, sum(g.copies)::int AS copies FROM population_grades g
           JOIN population_books b USING (book_id) WHERE b.title_key = 'amazing spider man' GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      for (const book of answer.books) {
        expect([book.bookId, book.grades]).toEqual([book.bookId, rows.filter((r) => r.book_id === book.bookId).map(({ grade, copies }) => ({ grade, copies }))]);
        expect(book.copies).toBe(book.grades.reduce((sum, g) => sum + g.copies, 0));
      }
      const summed = new Map<number, number>();
      for (const r of rows) summed.set(r.grade, (summed.get(r.grade) ?? 0) + r.copies);
      expect(answer.totals).toEqual([...summed].sort(([a], [b]) => b - a).map(([grade, copies]) => ({ grade, copies })));
    });

    it('given a sort by a grade column, the total, the year or the issue, when read, then the rows come in that order, ties in run order', async () => {
      const sorted = async (params: Record<string, string>) => rowsOf(await gridOf({ Title: 'amazing-spider-man', ...params }));
      expect(await sorted({ Sort: '9.8' })).toEqual(['#1 (1963)', '#1 (1999)', '#2 (1963)', '#10 (1964)']);
      expect(await sorted({ Sort: ' 9.60 ' })).toEqual(['#1 (1999)', '#1 (1963)', '#2 (1963)', '#10 (1964)']);
      expect(await sorted({ Sort: '7.5', Direction: 'desc' })).toEqual(['#10 (1964)', '#1 (1963)', '#1 (1999)', '#2 (1963)']);
      expect(await sorted({ Sort: 'total', Direction: 'asc' })).toEqual(['#1 (1999)', '#2 (1963)', '#10 (1964)', '#1 (1963)']);
      expect(await sorted({ Sort: 'year', Direction: 'desc' })).toEqual(['#1 (1999)', '#10 (1964)', '#1 (1963)', '#2 (1963)']);
      expect(await sorted({ Sort: 'ISSUE', Direction: 'DESC' })).toEqual(['#10 (1964)', '#2 (1963)', '#1 (1999)', '#1 (1963)']);
      const page2 = await gridOf({ Title: 'amazing-spider-man', Sort: 'total', Page: '2', Size: '3' });
      expect([page2.total, page2.direction, rowsOf(page2)]).toEqual([4, 'desc', ['#10 (1964)']]);
    });

    it('given a grade type, when the grid is read, then only its copies are counted, in the rows that have some', async () => {
      const verified = await gridOf({ Title: 'amazing-spider-man', GradeType: 'Verified' });
      expect(verified).toMatchObject({ title: { books: 1, copies: 1 }, gradeType: 'Verified', grades: [9.4], totals: [{ grade: 9.4, copies: 1 }], total: 1 });
      expect(verified.books.map((b) => [b.issue, b.year, b.copies, b.grades])).toEqual([['1', 1963, 1, [{ grade: 9.4, copies: 1 }]]]);
      const certified = await gridOf({ Title: 'amazing-spider-man', GradeType: 'Certified', Sort: 'total' });
      expect([certified.title.copies, certified.grades, rowsOf(certified)[0], certified.books[0]!.copies]).toEqual([6, [9.8, 9.6, 9.4, 8, 7.5], '#1 (1963)', 3]);
    });

    it('given a bad parameter or an unknown title, when the grid is read, then 400 naming the parameter, or 404', async () => {
      const refused = async (params: Record<string, string>, field: string, message: string) => {
        const answer = await grid(params);
        expect([JSON.stringify(params), answer.status, answer.body.modelState?.[`model.${field}`]]).toEqual([JSON.stringify(params), 400, [message]]);
      };
      await refused({ Title: 'spider', Sort: 'price' }, 'Sort', populationMessages.gridSortUnknown);
      await refused({ Title: 'spider', Sort: '9.7' }, 'Sort', populationMessages.gridSortUnknown);
      await refused({ Title: 'spider', Direction: 'up' }, 'Direction', populationMessages.gridDirectionUnknown);
      await refused({ Title: 'spider', GradeType: 'Gold' }, 'GradeType', populationMessages.gradeTypeUnknown);
      await refused({ Title: 'spider', Size: '101' }, 'Size', populationMessages.sizeInvalid);
      await refused({}, 'Title', populationMessages.titleMandatory);
      for (const Title of ['spider', 'no such comic', '!!!']) {
        expect([Title, await grid({ Title })]).toEqual([Title, { status: 404, body: expect.objectContaining({ message: populationMessages.titleNotFound }) }]);
      }
      expect((await csv({ Title: 'no such comic' })).status).toBe(404);
    });

    it('given a title, when its grid is exported, then a CSV file of every row in the order asked, with the totals last', async () => {
      const answer = await csv({ Title: 'Amazing Spider-Man, The', Sort: '9.8', Size: '1' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename=census-amazing-spider-man.csv');
      expect(answer.text.startsWith('\uFEFF')).toBe(true);
      expect(answer.text.endsWith('\r\n')).toBe(true);
      expect(csvRecordsOf(answer.text)).toEqual([
        ['Title', 'Issue', 'Month', 'Year', 'Publisher', 'Variant', 'Key comments', 'Grade type', 'Total', '9.8', '9.6', '9.4', '8.0', '7.5', '6.0'],
        ['Amazing Spider-Man', '1', '', '1963', 'Marvel', '', '', 'All', '5', '2', '0', '2', '0', '0', '1'],
        ['Amazing Spider-Man', '1', '1', '1999', 'Marvel', 'Dynamic Forces Edition', 'First appearance of Mattie Franklin', 'All', '1', '0', '1', '0', '0', '0', '0'],
        ['Amazing Spider-Man', '2', '', '1963', 'Marvel', '', '', 'All', '1', '0', '0', '0', '1', '0', '0'],
        ['Amazing Spider-Man', '10', '', '1964', 'Marvel', '', '', 'All', '1', '0', '0', '0', '0', '1', '0'],
        ['Amazing Spider-Man', 'All issues', '', '', '', '', '', 'All', '8', '2', '1', '2', '1', '1', '1'],
      ]);
      const verified = await csv({ Title: 'amazing-spider-man', GradeType: 'Verified' });
      expect(verified.headers.get('content-disposition')).toBe('attachment; filename=census-amazing-spider-man-verified.csv');
      expect(csvRecordsOf(verified.text).map((row) => row.slice(7))).toEqual([
        ['Grade type', 'Total', '9.4'],
        ['Verified', '1', '1'],
        ['Verified', '1', '1'],
      ]);
    });

    it('given label text that a spreadsheet would run as a formula, when exported, then the cell starts with a quote and is quoted as RFC 4180 says', async () => {
      const answer = await csv({ Title: 'formula-tales' });
      const lines = answer.text.slice(1).split('\r\n');
      expect(lines[1]).toBe(`Formula Tales,'-1,,1997,Marvel,"'=HYPERLINK(""http://evil.test"",""Open me"")","'@SUM(1+1), ""quoted""\nand more",All,1,1`);
      expect(csvRecordsOf(answer.text)[1]).toEqual([
        'Formula Tales',
        "'-1",
        '',
        '1997',
        'Marvel',
        `'=HYPERLINK("http://evil.test","Open me")`,
        `'@SUM(1+1), "quoted"\nand more`,
        'All',
        '1',
        '1',
      ]);
      // The JSON grid gives the label as it is: only the file is defused.
      expect((await gridOf({ Title: 'formula-tales' })).books[0]).toMatchObject({ issue: '-1', variant: '=HYPERLINK("http://evil.test","Open me")' });
    });
  });

  describe('GET /api/popreport/titles', () => {
    it('given 3 characters or more, when looking titles up, then census titles holding them, most copies first; fewer gives none', async () => {
      expect(await query('GET', '/api/popreport/titles?value=spider')).toEqual({
        status: 200,
        body: [
          { title: 'Amazing Spider-Man', copies: 8, slug: 'amazing-spider-man' },
          { title: 'Spectacular Spider-Man', copies: 1, slug: 'spectacular-spider-man' },
        ],
      });
      expect((await query('GET', '/api/popreport/titles?value=BAT')).body).toEqual([{ title: 'Batman', copies: 1, slug: 'batman' }]);
      expect((await query('GET', '/api/popreport/titles?value=sp')).body).toEqual([]);
      expect((await query('GET', '/api/popreport/titles')).body).toEqual([]);
    });
  });

  describe('GET /api/popreport/titles/{slug}: a title\'s name, public', () => {
    it('given any spelling or the slug of a census title, when its name is asked without a token, then its slug and the name most copies carry, cached as a public resource', async () => {
      for (const typed of ['amazing-spider-man', 'The%20Amazing%20Spider-Man', 'AMAZING%20SPIDER%20MAN']) {
        expect(await query('GET', `/api/popreport/titles/${typed}`, undefined, null), typed).toEqual({
          status: 200,
          body: { slug: 'amazing-spider-man', title: 'Amazing Spider-Man' },
        });
      }
      expect((await fetch(`${queryUrl}/api/popreport/titles/batman`)).headers.get('cache-control')).toBe('public, max-age=300');
    });

    it('given a title the census does not have, or no title at all, when its name is asked, then 404 with the message; no count is ever told', async () => {
      for (const typed of ['no-such-title', '%20', 'a'.repeat(400)]) {
        expect(await query('GET', `/api/popreport/titles/${typed}`, undefined, null), typed).toEqual({
          status: 404,
          body: expect.objectContaining({ message: populationMessages.titleNotFound }),
        });
      }
    });

    it('given the web front of distributed mode, when it reads a name over HTTP for a grid\'s page, then it gets the same name, and null for an unknown title', async () => {
      const read = censusTitleNameOverHttp(queryUrl);
      expect(await read('amazing-spider-man')).toEqual({ slug: 'amazing-spider-man', title: 'Amazing Spider-Man' });
      expect(await read('no-such-title')).toBeNull();
    });
  });

  describe('recent searches: POST /api/popreport/userrequest (command) and GET (query)', () => {
    const record = (json: unknown, token: string | undefined = member.token) => platform.api('/api/popreport/userrequest', { method: 'POST', json, ...(token ? { token } : {}) });

    it('given a member who searched, when reading their recent searches, then the newest 10 come first with their filters, and no one else sees them', async () => {
      const ids: string[] = [];
      for (let i = 1; i <= RECENT_SEARCHES_SHOWN + 1; i++) {
        clock.advance(60_000);
        const answer = await record({ RequestTitle: `Spider ${i}`, Year: String(1960 + i), Publisher: '' });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ requestId: expect.any(String) });
        ids.push(answer.body.requestId);
      }
      const recent = await eventually(
        () => query('GET', '/api/popreport/userrequest'),
        (r) => r.status === 200 && r.body.length === RECENT_SEARCHES_SHOWN && r.body[0].requestId === ids.at(-1),
      );
      expect(recent.body.map((r: { requestId: string }) => r.requestId)).toEqual(ids.slice(1).reverse());
      expect(recent.body[0]).toEqual({
        requestId: ids.at(-1),
        requestedAt: clock.now().toISOString(),
        filters: { RequestTitle: 'Spider 11', SearchPattern: 'any', Year: 1971, Page: 1, Size: POPULATION_PAGE_SIZE },
      });
      expect((await query('GET', '/api/popreport/userrequest', undefined, other.token)).body).toEqual([]);
    });

    it('given the same Idempotency-Key twice, when recording, then one search is recorded and both answers name it', async () => {
      const send = () =>
        fetch(`${platform.baseUrl}/api/popreport/userrequest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}`, 'idempotency-key': 'census-search-retry-1' },
          body: JSON.stringify({ RequestTitle: 'Batman' }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const [first, again] = [await send(), await send()];
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      const recent = await eventually(
        () => query('GET', '/api/popreport/userrequest', undefined, other.token),
        (r) => r.status === 200 && r.body.length > 0,
      );
      expect(recent.body.map((r: { requestId: string }) => r.requestId)).toEqual([first.body.requestId]);
    });

    it('given invalid filters, when recording, then 400 with the same spec 5 messages and nothing recorded', async () => {
      const noTitle = await record({ Publisher: 'Marvel' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.modelState['model.RequestTitle']).toContain(populationMessages.titleMandatory);
      const nextYear = await record({ RequestTitle: 'spider', Year: thisYear() + 1 });
      expect(nextYear.body.modelState).toEqual({ 'model.Year': [populationMessages.yearOutOfRange(thisYear())] });
      const shortVariant = await record({ RequestTitle: 'spider', Variant: 'ab', ArtStoryCover: 'cd' });
      expect(shortVariant.body.modelState).toEqual({
        'model.Variant': [populationMessages.variantTooShort],
        'model.ArtStoryCover': [populationMessages.artStoryCoverTooShort],
      });
    });
  });

  it('given no token, when calling any population report endpoint, then 401', async () => {
    const calls: [string, 'GET' | 'POST', unknown][] = [
      ['/api/popreport/search', 'POST', { RequestTitle: 'spider' }],
      ['/api/popreport/detail', 'POST', { bookId: 'x' }],
      ['/api/popreport/comiclisting', 'POST', { bookId: 'x' }],
      ['/api/popreport/gradedComicDetails', 'POST', { certificationId: certificates[0]!.certificationId }],
      ['/api/popreport/titles?value=spider', 'GET', undefined],
      ['/api/popreport/grid?Title=amazing-spider-man', 'GET', undefined],
      ['/api/popreport/grid/csv?Title=amazing-spider-man', 'GET', undefined],
      ['/api/popreport/userrequest', 'GET', undefined],
    ];
    for (const [path, method, json] of calls) expect([path, (await query(method, path, json, null)).status]).toEqual([path, 401]);
    expect((await platform.api('/api/popreport/userrequest', { method: 'POST', json: { RequestTitle: 'spider' } })).status).toBe(401);
  });

  it('given the one origin of the embedded platform (command and query routers together), when searching there, then the query side answers', async () => {
    expect((await platform.api('/api/popreport/search', { json: { RequestTitle: 'spider' } })).status).toBe(401);
    const answer = await platform.api('/api/popreport/search', { json: { RequestTitle: 'spider' }, token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await found({ RequestTitle: 'spider' }));
    expect((await platform.api('/api/popreport/GRADEDCOMICDETAILS', { json: { certificationId: certificates[0]!.certificationId }, token: member.token })).status).toBe(200);
  });

  it('given a comic graded through the staff workflow, when it is encapsulated, then the population search counts it at its grade', async () => {
    const catalogue = await platform.deps.catalogue.current();
    const worker = await aWorker(platform);
    const owner = await aMemberWithAddressAndCard(platform, undefined, 'census-owner');
    const order = await aSubmittedOrder(platform, owner, catalogue);
    // Book 1 of the journey's order is Amazing Spider-Man #300 (1988), sent for pressing.
    const asm300 = { RequestTitle: 'Amazing Spider-Man', IssueNumber: '300', Year: 1988 };
    const before = await found(asm300);
    const copiesAt94 = (answer: PopulationSearchResponse) => answer.books.flatMap((b) => b.grades).find((g) => g.grade === 9.4)?.copies ?? 0;
    expect(copiesAt94(before)).toBe(0);

    const step = async (name: string, json: unknown = {}) => {
      const answer = await staffStep(platform, worker, order.orderId, name, json);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
    };
    await step('receive', { books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) });
    await step('books/1/pregrade', { note: 'Spine roll: press.' });
    await step('books/1/press');
    await step('books/1/grade', { grade: 9.4, category: 'Certified', graderNotes: 'Pressed well.' });
    expect((await uploadCover(platform, worker.token, order.orderId, 1, aJpeg())).status).toBe(200);
    await step('books/1/encapsulate');

    const after = await eventually(
      () => search(asm300),
      (r) => r.status === 200 && copiesAt94(r.body) === 1,
    );
    expect(after.body).toMatchObject({ total: 1, totalCopies: 1 });
    expect(after.body.books[0]).toMatchObject({ title: 'Amazing Spider-Man', issue: '300', year: 1988, copies: 1, grades: [{ grade: 9.4, copies: 1 }] });
    const certificationId = `${order.orderId}-001`;
    const copy = await query('POST', '/api/popreport/gradedComicDetails', { certificationId });
    expect(copy.body).toMatchObject({ certificationId, grade: 9.4, category: 'Certified', hasCover: true, coverUrl: `/storage/comic/${certificationId}/cover-m.jpg`, census: { copies: 1, atGrade: 1, higher: 0 } });
  });
});
