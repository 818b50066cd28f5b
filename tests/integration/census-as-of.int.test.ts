import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CensusGridQuery, ComicListingBody, populationSearchBody, type ComicCertifiedData, type GradeType } from '@certus/contracts';
import { censusBookId, migrate, populationProjection } from '@certus/projections';
import { recordedStream } from '../../projections/src/testing/recorded.ts';
import { searchPopulation } from '../../query-service/src/population/population-search.ts';
import { readBookDetail } from '../../query-service/src/population/book-detail.ts';
import { readBookListing } from '../../query-service/src/population/book-listing.ts';
import { readCensusGrid } from '../../query-service/src/population/census-grid.ts';
import { freshDatabase } from '../support/postgres.ts';

/**
 * The census as of any day equals a fold of the certificates up to that day: for generated histories (copies
 * certified, re-graded, moved to another book or title, revoked, on days out of order, projected in batches of any size),
 * every as-of read (search, detail, graded copies, grid) against a plain fold written from the definition.
 */

const TITLES = ['Alpha Comics', 'Beta Comics'] as const;
const ISSUES = ['1', '2'] as const;
const GRADES = [9.4, 9.6, 9.8] as const;
const TYPES = ['Certified', 'Verified'] as const satisfies readonly GradeType[];
const DAYS = Array.from({ length: 8 }, (_, i) => `2025-01-${String(i + 2).padStart(2, '0')}`);
/** Days asked: before the first certificate, each day of the history, and after it. */
const ASKED = ['2025-01-01', ...DAYS, '2025-01-10'];
const TODAY = '2025-02-01';

interface Label {
  id: number;
  title: (typeof TITLES)[number];
  issue: (typeof ISSUES)[number];
  grade: (typeof GRADES)[number];
  category: (typeof TYPES)[number];
  day: string;
  /** Staff revoke the id's certificate that day instead (the other fields are then unused). */
  revoke: boolean;
}

const certificationId = (id: number) => `25-HISTORY-${String(id).padStart(3, '0')}`;
const bookOf = (l: Pick<Label, 'title' | 'issue'>) => censusBookId({ collectibleType: 'Comic', title: l.title, issue: l.issue, year: 1990, month: null, publisher: 'Certus Press', variant: '' });

function certificateOf(l: Label): ComicCertifiedData {
  return {
    certificationId: certificationId(l.id), orderId: '25-HISTORY', memberId: 'member-history', collectibleType: 'Comic', category: l.category,
    grade: l.grade, title: l.title, issue: l.issue, year: 1990, publisher: 'Certus Press', variant: '', certifiedAt: `${l.day}T12:00:00.000Z`,
    source: 'grading', pedigree: null, tierCode: null, tierLabel: null, graderNotes: '', signatures: [], hasCover: false, month: null,
    // Every #1 is a first appearance (a book's description is its latest copy's; here the same for all its copies).
    keyComments: l.issue === '1' ? '1st appearance' : '', artStoryCover: '', personalCollection: '',
  };
}

function eventOf(l: Label) {
  return l.revoke
    ? { type: 'CertificateRevoked', data: { certificationId: certificationId(l.id), reason: 'issued-in-error', note: 'Generated.', revokedBy: 'worker-history', revokedAt: `${l.day}T12:00:00.000Z` } }
    : { type: 'ComicCertified', data: certificateOf(l) };
}

/**
 * The definition, folded plainly: a copy is counted from its certificate's day, never before its previous
 * certificate's; a revocation of a certificate in force takes the copy out from its day (never before that day
 * either); at the end of a day each certification id counts once, where its latest certificate counted by then put
 * it, or not at all if that was revoked by then.
 */
function referenceCensus(history: readonly Label[], day: string): Map<string, Label> {
  const countedFrom = new Map<number, string>();
  const inForce = new Set<number>();
  const standing = new Map<string, Label>();
  for (const label of history) {
    if (label.revoke && !inForce.has(label.id)) continue; // nothing in force to revoke
    const previous = countedFrom.get(label.id);
    const from = previous !== undefined && previous > label.day ? previous : label.day;
    countedFrom.set(label.id, from);
    if (label.revoke) inForce.delete(label.id);
    else inForce.add(label.id);
    if (from > day) continue;
    if (label.revoke) standing.delete(certificationId(label.id));
    else standing.set(certificationId(label.id), label);
  }
  return standing;
}

/** Copies per book: per "type|grade", as the reads report them. */
function countsByBook(standing: Map<string, Label>) {
  const books = new Map<string, Map<string, number>>();
  for (const label of standing.values()) {
    const slots = books.get(bookOf(label)) ?? new Map<string, number>();
    const slot = `${label.category}|${label.grade}`;
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
    books.set(bookOf(label), slots);
  }
  return books;
}

const label = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  title: fc.constantFrom(...TITLES),
  issue: fc.constantFrom(...ISSUES),
  grade: fc.constantFrom(...GRADES),
  category: fc.constantFrom(...TYPES),
  day: fc.constantFrom(...DAYS),
  revoke: fc.constantFrom(false, false, false, false, true),
});

describe('the census as of any day (real PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    db = await freshDatabase('census_as_of');
    await migrate(db.pool);
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** Projects the history from empty tables, `batch` certificates a transaction (or all at once through a rebuild's session, with `rebuilding`). */
  async function project(history: readonly Label[], batch: number, rebuilding = false) {
    await db.pool.query(`TRUNCATE ${populationProjection.tables.join(', ')}`);
    const events = recordedStream('certificates', history.map(eventOf));
    for (let at = 0; at < events.length; at += rebuilding ? events.length : batch) {
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        if (rebuilding) {
          const session = populationProjection.startRebuild!();
          await session.applyBatch(client, events);
          await session.finish(client);
        } else await populationProjection.applyBatch(client, events.slice(at, at + batch));
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
  }

  /** Every book's and title's states, in key order. */
  async function states() {
    const books = await db.pool.query('SELECT to_jsonb(s) AS row FROM population_book_states s ORDER BY book_id, from_day');
    const titles = await db.pool.query('SELECT to_jsonb(s) AS row FROM population_title_states s ORDER BY title_key, from_day');
    return { books: books.rows.map((r) => r.row), titles: titles.rows.map((r) => r.row) };
  }

  it('given generated histories projected in batches of any size, then each book\'s and title\'s states equal those a rebuild derives from the whole history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(label, { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 5 }), async (history, batch) => {
        await project(history, batch);
        const live = await states();
        await project(history, batch, true);
        expect(live).toEqual(await states());
      }),
      { numRuns: 25 },
    );
  });

  it('given generated histories, when the census is read as of each day, then search, detail, copies and grid equal the fold of the certificates up to that day', async () => {
    const search = populationSearchBody(2025);
    await fc.assert(
      fc.asyncProperty(fc.array(label, { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 5 }), async (history, batch) => {
        await project(history, batch);
        const copiesOf = (slots: Map<string, number>) => [...slots.values()].reduce((a, b) => a + b, 0);
        for (const day of ASKED) {
          const expected = countsByBook(referenceCensus(history, day));

          // The search: every book of the title that held a copy then, with its copies; the totals.
          const found = await searchPopulation(db.pool, search.parse({ RequestTitle: 'alpha', SearchPattern: 'any', Size: 100 }), day);
          const alpha = [...expected].filter(([bookId]) => ISSUES.some((issue) => bookOf({ title: 'Alpha Comics', issue }) === bookId));
          expect(new Map(found.books.map((b) => [b.bookId, b.copies]))).toEqual(new Map(alpha.map(([bookId, slots]) => [bookId, copiesOf(slots)])));
          expect([found.total, found.totalCopies]).toEqual([alpha.length, alpha.reduce((sum, [, slots]) => sum + copiesOf(slots), 0)]);

          // Narrowed by issue, by grade and by grade type: the books that match then, each counted as the filter counts.
          const narrowed = [
            { filter: { IssueNumber: '1' }, matches: (l: Label) => l.issue === '1', counts: () => true },
            { filter: { Grade: 9.8 }, matches: (l: Label) => l.grade === 9.8, counts: () => true },
            { filter: { KeyComments: '1st appear' }, matches: (l: Label) => l.issue === '1', counts: () => true },
            { filter: { GradeType: 'Verified' }, matches: (l: Label) => l.category === 'Verified', counts: (l: Label) => l.category === 'Verified' },
            {
              filter: { IssueNumber: '1', GradeType: 'Verified' },
              matches: (l: Label) => l.issue === '1' && l.category === 'Verified',
              counts: (l: Label) => l.category === 'Verified',
            },
          ] as const;
          for (const { filter, matches, counts } of narrowed) {
            const standing = [...referenceCensus(history, day).values()].filter((l) => l.title === 'Alpha Comics');
            const bookIds = new Set(standing.filter(matches).map(bookOf));
            const want = new Map([...bookIds].map((bookId) => [bookId, standing.filter((l) => bookOf(l) === bookId && counts(l)).length]));
            const got = await searchPopulation(db.pool, search.parse({ RequestTitle: 'alpha', SearchPattern: 'any', Size: 100, ...filter }), day);
            expect(new Map(got.books.map((b) => [b.bookId, b.copies])), JSON.stringify(filter)).toEqual(want);
            expect(got.totalCopies).toBe([...want.values()].reduce((a, b) => a + b, 0));
          }

          // Page by page, one book a page across both titles: the books of one long page, in its order.
          for (const filter of [{}, { Grade: 9.8 }, { IssueNumber: '2' }, { KeyComments: 'appearance' }]) {
            const asked = { RequestTitle: 'comics', SearchPattern: 'any', ...filter };
            const whole = await searchPopulation(db.pool, search.parse({ ...asked, Size: 100 }), day);
            const paged: string[] = [];
            for (let page = 1; page <= whole.total; page++) {
              paged.push(...(await searchPopulation(db.pool, search.parse({ ...asked, Size: 1, Page: page }), day)).books.map((b) => b.bookId));
            }
            expect(paged, JSON.stringify(filter)).toEqual(whole.books.map((b) => b.bookId));
          }

          // Each book's detail, per grade type and grade; the graded copies behind it.
          for (const title of TITLES) {
            for (const issue of ISSUES) {
              const bookId = bookOf({ title, issue });
              const slots = expected.get(bookId);
              const detail = await readBookDetail(db.pool, bookId, { asOf: day, today: TODAY });
              if (!slots) {
                expect(detail === null || detail.book.copies === 0).toBe(true);
                continue;
              }
              const got = new Map<string, number>();
              for (const t of detail!.byGradeType) for (const g of t.grades) got.set(`${t.gradeType}|${g.grade}`, g.copies);
              expect(got).toEqual(slots);
              // The history's month of the day asked ends at the same counts.
              expect(detail!.history.totals.at(-1)).toBe(copiesOf(slots));

              const listing = await readBookListing(db.pool, ComicListingBody.parse({ bookId, Size: 100 }), day, '');
              const standing = [...referenceCensus(history, day)].filter(([, l]) => bookOf(l) === bookId);
              expect(listing!.copies.map((c) => [c.certificationId, c.category, c.grade]).sort()).toEqual(
                standing.map(([id, l]) => [id, l.category, l.grade]).sort(),
              );
            }
          }

          // The grid of each title: its totals per grade.
          for (const title of TITLES) {
            const grid = await readCensusGrid(db.pool, CensusGridQuery.parse({ Title: title }), day);
            const perGrade = new Map<number, number>();
            for (const l of referenceCensus(history, day).values()) if (l.title === title) perGrade.set(l.grade, (perGrade.get(l.grade) ?? 0) + 1);
            if (perGrade.size === 0) {
              expect(grid === null || grid.title.copies === 0).toBe(true);
              continue;
            }
            expect(new Map(grid!.totals.map((g) => [g.grade, g.copies]))).toEqual(perGrade);
          }
        }

        // Today (no day asked): titles asked alone are counted by their latest states, the same as their books.
        const now = countsByBook(referenceCensus(history, TODAY));
        const today = await searchPopulation(db.pool, search.parse({ RequestTitle: 'comics', SearchPattern: 'any', Size: 100 }));
        for (const title of TITLES) {
          const held = [...now].filter(([bookId]) => ISSUES.some((issue) => bookOf({ title, issue }) === bookId));
          const counted = today.titles.find((t) => t.title === title);
          expect(counted ? [counted.books, counted.copies] : [0, 0], title).toEqual([held.length, held.reduce((sum, [, slots]) => sum + copiesOf(slots), 0)]);
        }
        expect(today.total).toBe(today.books.length);
      }),
      {
        numRuns: 25,
        examples: [
          // Found by a full run: a copy re-graded, then its certificate revoked with an earlier date. The graded
          // copies of the days before must still list it (its label is kept with the revoked certificates).
          [
            [
              { id: 1, title: 'Alpha Comics', issue: '1', grade: 9.4, category: 'Certified', day: '2025-01-02', revoke: false },
              { id: 1, title: 'Alpha Comics', issue: '1', grade: 9.4, category: 'Certified', day: '2025-01-08', revoke: false },
              { id: 1, title: 'Alpha Comics', issue: '1', grade: 9.4, category: 'Certified', day: '2025-01-02', revoke: true },
            ],
            1,
          ],
        ],
      },
    );
  });
});
