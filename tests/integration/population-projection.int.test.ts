import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopulationSearchBody, START, certificateStreamId, populationSearchStreamId } from '@certus/contracts';
import { ANY_VERSION } from '@certus/infra';
import {
  censusBookId,
  loadMigrations,
  migrate,
  populationProjection,
  populationRequestsProjection,
  rebuildProjection,
  type Projection,
} from '@certus/projections';
import { freshEventStore, testMetadata } from '../support/event-store.ts';
import { expectReplayAndRebuildIdentical, projectToHead as projectWholeLog } from '../support/projection-checks.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;

/** A certificate from grading, with only what a test cares about given. */
function certified(certificationId: string, fields: Record<string, unknown>) {
  return {
    type: 'ComicCertified',
    data: {
      certificationId,
      orderId: certificationId.slice(0, 10),
      memberId: 'member-census',
      collectibleType: 'Comic',
      category: 'Certified',
      grade: 9.4,
      year: 1963,
      publisher: 'Marvel',
      variant: '',
      source: 'grading',
      ...fields,
    },
  };
}

async function certify(env: Env, event: ReturnType<typeof certified>) {
  await env.store.append(certificateStreamId(event.data.certificationId), ANY_VERSION, [{ ...event, metadata: testMetadata() }]);
}

/** Runs the projection until it has projected the whole log, two events a batch: copies and their re-certifications land in different batches. */
const projectToHead = (env: Env, projection: Projection) => projectWholeLog(env, projection, 2);

const CENSUS_TABLES = {
  population_titles: 'title_key',
  population_title_spellings: 'title_key, spelling',
  population_title_grades: 'title_key, grade_type, grade',
  population_books: 'book_id',
  population_grades: 'book_id, grade_type, grade',
  population_copies: 'certification_id',
  population_grade_days: 'book_id, grade_type, grade, day',
  population_copy_versions: 'certification_id, version',
  population_books_gone: 'book_id',
  population_titles_gone: 'title_key',
  population_book_states: 'book_id, from_day',
  population_title_states: 'title_key, from_day',
  population_copies_revoked: 'certification_id',
  population_census_generation: 'only_row',
};
const TODAY_TABLES = ['population_titles', 'population_title_spellings', 'population_title_grades', 'population_books', 'population_grades', 'population_copies'];
/** Every census row, in key order. */
async function census(db: pg.Pool | pg.PoolClient) {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(CENSUS_TABLES)) {
    const { rows } = await db.query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY ${order}`);
    dump[table] = rows.map((r) => r.row);
  }
  return dump;
}

const book = (title: string, issue: string, year = 1963, publisher = 'Marvel') =>
  censusBookId({ collectibleType: 'Comic', title, issue, year, month: null, publisher, variant: '' });
const ASM_1 = book('Amazing Spider-Man', '1');
const ASM_2 = book('Amazing Spider-Man', '2');
const XMEN_1 = book('X-Men', '1');
const XMEN_2 = book('X-Men', '2');
const FF_1 = book('Fantastic Four', '1', 1961);
const SAGA_1 = book('Saga', '1', 2012, 'Image');

describe('population projection: the census from certificates (real PostgreSQL)', () => {
  let env: Env;

  beforeAll(async () => {
    env = await freshEventStore({ label: 'population' });
    await migrate(env.pool);
    // Amazing Spider-Man #1 under two spellings of title and issue, graded over two months.
    await certify(env, certified('25-ASMAAAA-001', { title: 'Amazing Spider-Man, The', issue: '#1', certifiedAt: '2025-04-30T10:00:00Z', keyComments: '1st Chameleon' }));
    await certify(env, certified('25-ASMAAAA-002', { title: 'amazing spider-man', issue: '1', grade: 8, certifiedAt: '2025-05-02T10:00:00Z' }));
    await certify(env, certified('25-ASMAAAA-003', {
      title: 'Amazing Spider-Man', issue: '1', category: 'Verified', certifiedAt: '2025-05-03T10:00:00Z', keyComments: '1st appearance of the Chameleon',
      artStoryCover: 'Stan Lee; Steve Ditko', month: null, signatures: [{ type: 'ASP', name: 'Stan Lee' }], pedigree: 'Pacific Coast', graderNotes: 'Light spine stress.', hasCover: true,
    }));
    await certify(env, certified('25-ASMAAAA-004', { title: 'Amazing Spider-Man', issue: '2', certifiedAt: '2025-05-04T10:00:00Z' }));
    // A Saga raw grade, a Fantastik Four typo and an X-Men #1 that are certified again below.
    await certify(env, certified('25-SAGAAAA-001', { title: 'Saga', issue: '1', year: 2012, publisher: 'Image', category: 'Raw Grade', grade: 6.5, certifiedAt: '2025-05-05T10:00:00Z' }));
    await certify(env, certified('25-FFAAAAA-001', { title: 'Fantastik Four', issue: '1', year: 1961, certifiedAt: '2025-05-06T10:00:00Z' }));
    await certify(env, certified('25-XMENAAA-001', { title: 'X-Men', issue: '1', certifiedAt: '2025-05-07T10:00:00Z' }));
    await certify(env, certified('25-XMENAAA-002', { title: 'X-Men', issue: '2', certifiedAt: '2025-05-08T10:00:00Z' }));
    // Certified again: #002 regraded 9.6; the typo corrected (its title goes); X-Men #1 was an #2 (its book goes).
    await certify(env, certified('25-ASMAAAA-002', { title: 'amazing spider-man', issue: '1', grade: 9.6, certifiedAt: '2025-06-01T10:00:00Z' }));
    await certify(env, certified('25-FFAAAAA-001', { title: 'Fantastic Four', issue: '1', year: 1961, certifiedAt: '2025-06-02T10:00:00Z' }));
    await certify(env, certified('25-XMENAAA-001', { title: 'X-Men', issue: '#2', certifiedAt: '2025-06-03T10:00:00Z' }));
    // A member's population search.
    await env.store.append(populationSearchStreamId('req-1'), ANY_VERSION, [
      {
        type: 'PopulationSearchRequested',
        data: { requestId: 'req-1', memberId: 'member-census', filters: PopulationSearchBody.parse({ RequestTitle: 'spider-man' }), requestedAt: '2025-06-04T10:00:00.000Z' },
        metadata: testMetadata(),
      },
    ]);
    await projectToHead(env, populationProjection);
    await projectToHead(env, populationRequestsProjection);
  });

  afterAll(async () => {
    await env?.drop();
  });

  it('given certificates of several books, then each title counts its copies under the spelling most of them carry, emptied titles gone', async () => {
    const { rows } = await env.pool.query('SELECT title_key, title, copies FROM population_titles ORDER BY title_key');
    expect(rows).toEqual([
      // "Amazing Spider-Man, The" and "Amazing Spider-Man" are one spelling (3 copies) against "amazing spider-man" (1),
      // though the latest copy filed (the regrade of #002) spells it so.
      { title_key: 'amazing spider man', title: 'Amazing Spider-Man', copies: 4 },
      { title_key: 'fantastic four', title: 'Fantastic Four', copies: 1 },
      { title_key: 'saga', title: 'Saga', copies: 1 },
      { title_key: 'x men', title: 'X-Men', copies: 2 },
    ]);
  });

  it('given two spellings of one book, then it is one book with the latest copy description and the certification dates of its copies', async () => {
    const { rows } = await env.pool.query(
      `SELECT book_id, title, issue, issue_key, issue_sort::float AS issue_sort, key_comments, key_comments_key, art_story_cover_key, copies,
              first_certified_at, last_certified_at FROM population_books ORDER BY title_key, issue_sort, book_id`,
    );
    expect(rows.map((r) => [r.book_id, r.title, r.issue, r.copies])).toEqual([
      [ASM_1, 'amazing spider-man', '1', 3],
      [ASM_2, 'Amazing Spider-Man', '2', 1],
      [FF_1, 'Fantastic Four', '1', 1],
      [SAGA_1, 'Saga', '1', 1],
      [XMEN_2, 'X-Men', '#2', 2],
    ]);
    expect(rows.map((r) => r.book_id)).not.toContain(XMEN_1);
    // The latest copy of ASM #1 (the regrade of #002) had no key comments: the book shows none.
    expect(rows[0]).toMatchObject({ issue_key: '1', issue_sort: 1, key_comments: '', key_comments_key: '', art_story_cover_key: '' });
    expect([rows[0].first_certified_at.toISOString(), rows[0].last_certified_at.toISOString()]).toEqual(['2025-04-30T10:00:00.000Z', '2025-06-01T10:00:00.000Z']);
    // The Fantastic Four book took its copy from the typo's; X-Men #2 holds both X-Men copies.
    expect([rows[2].first_certified_at.toISOString(), rows[4].first_certified_at.toISOString(), rows[4].last_certified_at.toISOString()]).toEqual([
      '2025-06-02T10:00:00.000Z',
      '2025-05-08T10:00:00.000Z',
      '2025-06-03T10:00:00.000Z',
    ]);
  });

  it('given the spellings of a title, then each counts its copies (article dropped), a corrected typo\'s gone with its title', async () => {
    const { rows } = await env.pool.query('SELECT title_key, spelling, copies FROM population_title_spellings ORDER BY title_key, spelling COLLATE "C"');
    expect(rows).toEqual([
      { title_key: 'amazing spider man', spelling: 'Amazing Spider-Man', copies: 3 },
      { title_key: 'amazing spider man', spelling: 'amazing spider-man', copies: 1 },
      { title_key: 'fantastic four', spelling: 'Fantastic Four', copies: 1 },
      { title_key: 'saga', spelling: 'Saga', copies: 1 },
      { title_key: 'x men', spelling: 'X-Men', copies: 2 },
    ]);
  });

  it('given the books of a title, then the title counts their copies per grade type and grade, equal to its books\' grade rows summed', async () => {
    const { rows } = await env.pool.query('SELECT title_key, grade_type, grade::float AS grade, copies FROM population_title_grades ORDER BY title_key, grade_type, grade');
    expect(rows).toEqual([
      { title_key: 'amazing spider man', grade_type: 'Certified', grade: 9.4, copies: 2 },
      { title_key: 'amazing spider man', grade_type: 'Certified', grade: 9.6, copies: 1 },
      { title_key: 'amazing spider man', grade_type: 'Verified', grade: 9.4, copies: 1 },
      { title_key: 'fantastic four', grade_type: 'Certified', grade: 9.4, copies: 1 },
      { title_key: 'saga', grade_type: 'Raw Grade', grade: 6.5, copies: 1 },
      { title_key: 'x men', grade_type: 'Certified', grade: 9.4, copies: 2 },
    ]);
    const summed = await env.pool.query(
      `SELECT b.title_key, g.grade_type, g.grade::float AS grade, sum(g.copies)::int AS copies FROM population_grades g
         JOIN population_books b USING (book_id) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    expect(summed.rows).toEqual(rows);
  });

  it('given a copy certified again at another grade, then the counts per grade type and grade hold its new grade only', async () => {
    const { rows } = await env.pool.query('SELECT book_id, grade_type, grade::float AS grade, copies FROM population_grades ORDER BY book_id, grade_type, grade');
    const byBook = (bookId: string) => rows.filter((r) => r.book_id === bookId).map((r) => [r.grade_type, r.grade, r.copies]);
    expect(byBook(ASM_1)).toEqual([
      ['Certified', 9.4, 1],
      ['Certified', 9.6, 1],
      ['Verified', 9.4, 1],
    ]);
    expect(byBook(SAGA_1)).toEqual([['Raw Grade', 6.5, 1]]);
    expect(byBook(XMEN_2)).toEqual([['Certified', 9.4, 2]]);
    expect(byBook(XMEN_1)).toEqual([]);
    expect(rows.reduce((sum, r) => sum + r.copies, 0)).toBe(8);
  });

  it('given the certified copies, then each is listed once under its book with its public label and no member or order', async () => {
    const { rows } = await env.pool.query('SELECT to_jsonb(c) AS row FROM population_copies c ORDER BY certification_id');
    expect(rows.map((r) => [r.row.certification_id, r.row.book_id, Number(r.row.grade)])).toEqual([
      ['25-ASMAAAA-001', ASM_1, 9.4],
      ['25-ASMAAAA-002', ASM_1, 9.6],
      ['25-ASMAAAA-003', ASM_1, 9.4],
      ['25-ASMAAAA-004', ASM_2, 9.4],
      ['25-FFAAAAA-001', FF_1, 9.4],
      ['25-SAGAAAA-001', SAGA_1, 6.5],
      ['25-XMENAAA-001', XMEN_2, 9.4],
      ['25-XMENAAA-002', XMEN_2, 9.4],
    ]);
    expect(rows[2].row).toMatchObject({
      title: 'Amazing Spider-Man',
      key_comments: '1st appearance of the Chameleon',
      art_story_cover: 'Stan Lee; Steve Ditko',
      grade_type: 'Verified',
      collection: 'Pacific Coast',
      personal_collection: '',
      signatures: [{ type: 'ASP', name: 'Stan Lee' }],
      grader_notes: 'Light spine stress.',
      has_cover: true,
      certified_month: 202505,
    });
    expect(rows[1].row.certified_month).toBe(202506);
    expect(rows[0].row).not.toHaveProperty('member_id');
    expect(rows[0].row).not.toHaveProperty('order_id');
  });

  it('given a recorded search, then the member has it among their requests', async () => {
    const { rows } = await env.pool.query('SELECT request_id, member_id, filters FROM population_requests');
    expect(rows).toEqual([{ request_id: 'req-1', member_id: 'member-census', filters: expect.objectContaining({ RequestTitle: 'spider-man', SearchPattern: 'any' }) }]);
  });

  it('given the recorded searches, then they replay and rebuild to the same rows', async () => {
    await expectReplayAndRebuildIdentical(env, populationRequestsProjection, 'population_requests', 'request_id');
  });

  it('given copies re-certified away from a book and a title, then both leave today\'s census and stay in its history', async () => {
    const { rows: books } = await env.pool.query('SELECT book_id, copies, grade_slots FROM population_books_gone ORDER BY book_id');
    const gone = [XMEN_1, book('Fantastik Four', '1', 1961)].sort();
    expect(books).toEqual(gone.map((bookId) => ({ book_id: bookId, copies: 0, grade_slots: {} })));
    const { rows: titles } = await env.pool.query('SELECT title_key, title FROM population_titles_gone');
    expect(titles).toEqual([{ title_key: 'fantastik four', title: 'Fantastik Four' }]);
    // X-Men #1 held its copy from 7 May until the re-certification of 3 June moved it to #2.
    const { rows: days } = await env.pool.query(
      "SELECT book_id, day::text AS day, delta FROM population_grade_days WHERE book_id = ANY($1) ORDER BY book_id = $2 DESC, day",
      [[XMEN_1, XMEN_2], XMEN_1],
    );
    expect(days).toEqual([
      { book_id: XMEN_1, day: '2025-05-07', delta: 1 },
      { book_id: XMEN_1, day: '2025-06-03', delta: -1 },
      { book_id: XMEN_2, day: '2025-05-08', delta: 1 },
      { book_id: XMEN_2, day: '2025-06-03', delta: 1 },
    ]);
    // Their states: X-Men #1 held one copy from 7 May and none from 3 June; #2 one from 8 May, two from 3 June.
    const { rows: states } = await env.pool.query(
      'SELECT book_id, from_day::text AS from_day, to_day::text AS to_day, copies, grade_slots, type_copies FROM population_book_states WHERE book_id = ANY($1) ORDER BY book_id = $2 DESC, from_day',
      [[XMEN_1, XMEN_2], XMEN_1],
    );
    expect(states).toEqual([
      { book_id: XMEN_1, from_day: '2025-05-07', to_day: '2025-06-03', copies: 1, grade_slots: { 'Certified|9.4': 1 }, type_copies: { Certified: 1 } },
      { book_id: XMEN_1, from_day: '2025-06-03', to_day: 'infinity', copies: 0, grade_slots: {}, type_copies: {} },
      { book_id: XMEN_2, from_day: '2025-05-08', to_day: '2025-06-03', copies: 1, grade_slots: { 'Certified|9.4': 1 }, type_copies: { Certified: 1 } },
      { book_id: XMEN_2, from_day: '2025-06-03', to_day: 'infinity', copies: 2, grade_slots: { 'Certified|9.4': 2 }, type_copies: { Certified: 2 } },
    ]);
    const { rows: versions } = await env.pool.query(
      "SELECT version, book_id, counted_on::text AS counted_on, replaced_on::text AS replaced_on FROM population_copy_versions WHERE certification_id = '25-XMENAAA-001' ORDER BY version",
    );
    expect(versions).toEqual([
      { version: 1, book_id: XMEN_1, counted_on: '2025-05-07', replaced_on: '2025-06-03' },
      { version: 2, book_id: XMEN_2, counted_on: '2025-06-03', replaced_on: null },
    ]);
  });

  it('given the census\'s events and a member\'s search after them, then its generation counts the census events alone', async () => {
    const log = await env.store.readAll(START, 100_000);
    expect(log.at(-1)!.type).toBe('PopulationSearchRequested'); // read by another projection: it leaves the census's generation
    const { rows } = await env.pool.query('SELECT census_events::int AS census_events FROM population_census_generation');
    expect(rows).toEqual([{ census_events: log.filter((e) => e.type === 'ComicCertified').length }]);
  });

  it('given a census projected before its generation was kept, when migration 029 runs, then it gets the generation a rebuild gives', async () => {
    const kept = await census(env.pool);
    const migration = loadMigrations().find((m) => m.name === '029_census_generation.sql')!;
    const client = await env.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DROP TABLE population_census_generation');
      await client.query(migration.sql);
      expect(await census(client)).toEqual(kept);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('given the live census, when the whole log is applied again, then no count or copy of today changes', async () => {
    // Today's tables are a function of each id's latest certificate. The history is not applied twice: like every
    // projection, it gets each event once (its checkpoint moves in the batch's own transaction).
    const today = (dump: Record<string, unknown[]>) => Object.fromEntries(Object.entries(dump).filter(([table]) => TODAY_TABLES.includes(table)));
    const live = today(await census(env.pool));
    const client = await env.pool.connect();
    try {
      await client.query('BEGIN');
      await populationProjection.applyBatch(client, await env.store.readAll(START, 100_000));
      const again = today(await census(client));
      // A copy's count of certificates goes up by the ones applied again; nothing else of it moves.
      const withoutVersions = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), versions: 0 }));
      expect({ ...again, population_copies: withoutVersions(again.population_copies!) }).toEqual({ ...live, population_copies: withoutVersions(live.population_copies!) });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('given the live census, when rebuilt from zero in one batch and then one event a batch, then every table is identical', async () => {
    const live = await census(env.pool);
    await rebuildProjection(env.pool, env.store, populationProjection);
    expect(await census(env.pool)).toEqual(live);
    await rebuildProjection(env.pool, env.store, populationProjection, { batchSize: 1 });
    expect(await census(env.pool)).toEqual(live);
  });

  it('given the rebuilt census, when another copy is certified, then the live worker carries on from it', async () => {
    await certify(env, certified('25-SAGAAAA-002', { title: 'Saga', issue: '1', year: 2012, publisher: 'Image', grade: 9.8, certifiedAt: '2025-06-05T10:00:00Z' }));
    await projectToHead(env, populationProjection);
    const { rows } = await env.pool.query('SELECT grade_type, grade::float AS grade, copies FROM population_grades WHERE book_id = $1 ORDER BY grade_type, grade', [SAGA_1]);
    expect(rows).toEqual([
      { grade_type: 'Certified', grade: 9.8, copies: 1 },
      { grade_type: 'Raw Grade', grade: 6.5, copies: 1 },
    ]);
    const title = await env.pool.query("SELECT copies FROM population_titles WHERE title_key = 'saga'");
    expect(title.rows).toEqual([{ copies: 2 }]);
  });
});
