import type pg from 'pg';
import { CertificateEvent, LAST_TREE_DAY, certificateEventTypes, dayNumber, forkOf, gradeSlot, type RecordedEvent } from '@certus/contracts';
import type { Projection, RebuildSession } from '../projection.ts';
import { copyRows } from '../runner/copy-rows.ts';
import { refoldBookStates, stateTotals, titleChangesOf, type BookState, type GradeSlots, type TitleDayChange } from './book-states.ts';
import {
  CensusFold,
  filedCopyOf,
  foldCensus,
  type BookChange,
  type CensusEvent,
  type CopyChanges,
  type CopyRow,
  type CountChanges,
  type FiledCopy,
  type GradeChange,
  type GradeDayChange,
  type SpellingChange,
  type TitleChange,
  type TitleGradeChange,
} from './population-fold.ts';

const CONSUMED = new Set<string>(certificateEventTypes);

const BOOK_DESCRIPTION_COLUMNS = [
  'book_key', 'collectible_type', 'title_key', 'title', 'issue', 'issue_key', 'issue_sort', 'year', 'month', 'publisher', 'publisher_key',
  'variant', 'variant_key', 'key_comments', 'key_comments_key', 'art_story_cover', 'art_story_cover_key',
];
const COPY_COLUMNS = [
  'certification_id', 'book_id', 'collectible_type', 'title', 'issue', 'year', 'month', 'publisher', 'variant', 'key_comments', 'art_story_cover',
  'grade', 'grade_type', 'tier_label', 'collection', 'personal_collection', 'signatures', 'grader_notes', 'has_cover', 'certified_at', 'certified_month',
  'counted_on', 'versions',
];
const VERSION_COLUMNS = ['certification_id', 'version', 'book_id', 'grade_type', 'grade', 'certified_at', 'counted_on', 'replaced_on'];
const BOOK_COLUMNS = ['book_id', ...BOOK_DESCRIPTION_COLUMNS, 'copies', 'grade_slots', 'type_copies', 'first_certified_at', 'last_certified_at'];
const TITLE_COLUMNS = ['title_key', 'title', 'copies'];
/** An emptied book keeps its description; it has no grades (whether its grade rows were folded into it before it emptied or not). */
const GONE_BOOK_VALUES = BOOK_COLUMNS.map((c) => (c === 'grade_slots' || c === 'type_copies' ? `'{}'::jsonb` : c));
const list = (columns: string[]) => columns.join(', ');
const excluded = (columns: string[]) => columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');

function censusEventsIn(events: RecordedEvent[]): CensusEvent[] {
  return events.flatMap((recorded) => {
    if (!CONSUMED.has(recorded.type)) return [];
    const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'ComicCertified':
      case 'CertificateRevoked':
        return [event];
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  });
}

/**
 * Where the batch's certification ids are counted now (one query): a certificate issued again replaces its copy. A
 * revoked one is counted nowhere, from the day of its revocation.
 */
async function filedCopies(client: pg.PoolClient, certificationIds: string[]): Promise<Map<string, FiledCopy>> {
  const { rows } = await client.query<Pick<CopyRow, 'certification_id' | 'book_id' | 'title' | 'grade_type' | 'grade' | 'counted_on' | 'versions'> & { revoked: boolean }>(
    `SELECT certification_id, book_id, title, grade_type, grade::float8 AS grade, counted_on::text AS counted_on, versions, false AS revoked
       FROM population_copies WHERE certification_id = ANY($1)
     UNION ALL
     SELECT certification_id, book_id, title, grade_type, grade::float8, revoked_on::text, versions, true
       FROM population_copies_revoked WHERE certification_id = ANY($1)`,
    [certificationIds],
  );
  return new Map(rows.map((row) => [row.certification_id, filedCopyOf(row, row.revoked)]));
}

/**
 * Moves the rows of `table` (keyed by its first column) among `keys` that hold no copy any more to `<table>_gone`
 * (`values`: what each column gets there), replacing an earlier move of the same key.
 */
async function moveEmptiedToGone(client: pg.PoolClient, table: string, columns: string[], values: string[], keys: string[]): Promise<void> {
  const [key] = columns;
  await client.query(
    `WITH gone AS (DELETE FROM ${table} WHERE ${key} = ANY($1) AND copies <= 0 RETURNING ${list(columns)})
     INSERT INTO ${table}_gone (${list(columns)}) SELECT ${list(values)} FROM gone
     ON CONFLICT (${key}) DO UPDATE SET ${excluded(columns.slice(1))}`,
    [keys],
  );
}

/**
 * The books' own copy of their grade counts (the search's Grade/GradeType filter): grade_slots {"Certified|9.8": 3}
 * and type_copies {"Certified": 12}, derived from population_grades so they can never disagree with it. For the
 * books `bookIds`, or every book (a rebuild's end: one pass instead of one per batch that touched a book).
 */
async function foldGradeSlots(client: pg.PoolClient, bookIds: string[] | 'all'): Promise<void> {
  const picked = bookIds === 'all' ? '' : 'WHERE book_id = ANY($1)';
  await client.query(
    `UPDATE population_books b SET grade_slots = folded.slots, type_copies = folded.types
       FROM (SELECT book_id, jsonb_object_agg(grade_type || '|' || grade::text, copies) AS slots,
                    jsonb_object_agg(grade_type, type_copies) FILTER (WHERE first_of_type) AS types
               FROM (SELECT book_id, grade_type, grade, copies,
                            sum(copies) OVER (PARTITION BY book_id, grade_type) AS type_copies,
                            row_number() OVER (PARTITION BY book_id, grade_type ORDER BY grade) = 1 AS first_of_type
                       FROM population_grades ${picked}) AS g
              GROUP BY book_id) AS folded
      WHERE b.book_id = folded.book_id`,
    bookIds === 'all' ? [] : [bookIds],
  );
}

/**
 * Writes the copies' rows (rows go as json, not jsonb: PostgreSQL reads plain json text into rows faster). `appended`:
 * ids that have no row yet in either copies table (a rebuild's first certificates), appended with COPY; the rest
 * replace their row.
 */
async function writeCopies(client: pg.PoolClient, changes: CopyChanges, appended: ReadonlySet<string> = new Set()): Promise<void> {
  const replaced = appended.size ? changes.copies.filter((c) => !appended.has(c.certification_id)) : changes.copies;
  if (appended.size) await copyRows(client, 'population_copies', COPY_COLUMNS, changes.copies.filter((c) => appended.has(c.certification_id)));
  if (replaced.length) {
    await client.query(
      `INSERT INTO population_copies (${list(COPY_COLUMNS)})
       SELECT ${list(COPY_COLUMNS)} FROM json_populate_recordset(NULL::population_copies, $1::json)
       ON CONFLICT (certification_id) DO UPDATE SET ${excluded(COPY_COLUMNS.slice(1))}`,
      [JSON.stringify(replaced)],
    );
    // A copy certified again after a revocation is in force again.
    await client.query('DELETE FROM population_copies_revoked WHERE certification_id = ANY($1)', [replaced.map((c) => c.certification_id)]);
  }
  // A revoked one is kept apart (its certificate page says it was revoked).
  if (changes.revoked.length) {
    await client.query(
      `WITH moved AS (DELETE FROM population_copies WHERE certification_id = ANY($1) RETURNING *)
       INSERT INTO population_copies_revoked (${list(COPY_COLUMNS)}, revoked_on, revoked_at, reason)
       SELECT ${COPY_COLUMNS.map((c) => `moved.${c}`).join(', ')}, r.revoked_on, r.revoked_at, r.reason
         FROM moved JOIN json_populate_recordset(NULL::population_copies_revoked, $2::json) AS r USING (certification_id)
       ON CONFLICT (certification_id) DO UPDATE SET ${excluded([...COPY_COLUMNS.slice(1), 'revoked_on', 'revoked_at', 'reason'])}`,
      [changes.revoked.map((r) => r.certification_id), JSON.stringify(changes.revoked)],
    );
  }
}

/**
 * Deletes the rows of `table` that a negative delta may have brought to 0 (`lost`: their keys, one array a column of
 * `types`): a rebuild, which nets in memory, never writes such a row.
 */
async function deleteEmptied(client: pg.PoolClient, table: string, keys: string[], types: string[], lost: unknown[][]): Promise<void> {
  if (lost[0]!.length === 0) return;
  await client.query(
    `DELETE FROM ${table} t USING unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS l(${keys.join(', ')})
      WHERE ${keys.map((k) => `t.${k} = l.${k}`).join(' AND ')} AND t.copies <= 0`,
    lost,
  );
}

/**
 * The books' counts move by deltas (a book reaching 0 moves to population_books_gone); descriptions are replaced
 * by the latest copy filed. A book's first and last certification dates are those of the copies it holds: widened
 * by the copies added, recomputed from population_copies for the few books a re-certification took a copy from
 * (so the copies are written first).
 */
async function writeBooks(client: pg.PoolClient, books: readonly BookChange[]): Promise<void> {
  const described = books.filter((b) => b.latest !== null);
  const countedOnly = books.filter((b) => b.latest === null && b.delta !== 0);
  const shrunk = books.filter((b) => b.lostCopy).map((b) => b.bookId);
  if (described.length) {
    const rows = described.map((b) => ({ ...b.latest, copies: b.delta, first_certified_at: b.firstAdded, last_certified_at: b.lastAdded }));
    await client.query(
      `INSERT INTO population_books (book_id, ${list(BOOK_DESCRIPTION_COLUMNS)}, copies, first_certified_at, last_certified_at)
       SELECT book_id, ${list(BOOK_DESCRIPTION_COLUMNS)}, copies, first_certified_at, last_certified_at
         FROM json_populate_recordset(NULL::population_books, $1::json)
       ON CONFLICT (book_id) DO UPDATE SET ${excluded(BOOK_DESCRIPTION_COLUMNS)},
         copies = population_books.copies + EXCLUDED.copies,
         first_certified_at = LEAST(population_books.first_certified_at, EXCLUDED.first_certified_at),
         last_certified_at = GREATEST(population_books.last_certified_at, EXCLUDED.last_certified_at)`,
      [JSON.stringify(rows)],
    );
  }
  if (countedOnly.length) {
    // Books only re-certified away from: they exist, and an upsert would need their description.
    await client.query(
      `UPDATE population_books b SET copies = b.copies + d.delta
         FROM unnest($1::text[], $2::int[]) AS d(book_id, delta) WHERE b.book_id = d.book_id`,
      [countedOnly.map((b) => b.bookId), countedOnly.map((b) => b.delta)],
    );
  }
  if (described.length) {
    // A book filed again is part of today's census again.
    await client.query('DELETE FROM population_books_gone WHERE book_id = ANY($1)', [described.map((b) => b.bookId)]);
  }
  if (shrunk.length) {
    // An emptied book leaves today's census but stays in its past (the census as of a day before).
    await moveEmptiedToGone(client, 'population_books', BOOK_COLUMNS, GONE_BOOK_VALUES, shrunk);
    await client.query(
      `UPDATE population_books b SET first_certified_at = held.first_at, last_certified_at = held.last_at
         FROM (SELECT book_id, min(certified_at) AS first_at, max(certified_at) AS last_at
                 FROM population_copies WHERE book_id = ANY($1) GROUP BY book_id) AS held
        WHERE b.book_id = held.book_id`,
      [shrunk],
    );
  }
}

/** Adds copies per key (a book or a title), grade type and grade to `table`, and deletes the rows brought to 0. */
async function addGradeCounts(client: pg.PoolClient, table: string, keyColumn: string, counts: readonly { key: string; gradeType: string; grade: number; delta: number }[]): Promise<void> {
  if (counts.length === 0) return;
  await client.query(
    `INSERT INTO ${table} (${keyColumn}, grade_type, grade, copies)
     SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::int[])
     ON CONFLICT (${keyColumn}, grade_type, grade) DO UPDATE SET copies = ${table}.copies + EXCLUDED.copies`,
    [counts.map((c) => c.key), counts.map((c) => c.gradeType), counts.map((c) => c.grade), counts.map((c) => c.delta)],
  );
  const lost = counts.filter((c) => c.delta < 0);
  await deleteEmptied(client, table, [keyColumn, 'grade_type', 'grade'], ['text', 'text', 'numeric'], [lost.map((c) => c.key), lost.map((c) => c.gradeType), lost.map((c) => c.grade)]);
}

/** Copies per book, grade type and grade; then the books' own copy of them (foldGradeSlots). */
async function writeGrades(client: pg.PoolClient, grades: readonly GradeChange[]): Promise<void> {
  if (grades.length === 0) return;
  await addGradeCounts(client, 'population_grades', 'book_id', grades.map((g) => ({ ...g, key: g.bookId })));
  await foldGradeSlots(client, [...new Set(grades.map((g) => g.bookId))]);
}

/** The titles' counts (a title reaching 0 moves to population_titles_gone). */
async function writeTitles(client: pg.PoolClient, titles: readonly TitleChange[]): Promise<void> {
  const spelled = titles.filter((t) => t.latestTitle !== null);
  const countedOnly = titles.filter((t) => t.latestTitle === null && t.delta !== 0);
  const shrunk = titles.filter((t) => t.lostCopy).map((t) => t.titleKey);
  if (spelled.length) {
    await client.query('DELETE FROM population_titles_gone WHERE title_key = ANY($1)', [spelled.map((t) => t.titleKey)]);
    // A new title's spelling is its first copy's until the vote (writeSpellings).
    await client.query(
      `INSERT INTO population_titles (title_key, title, copies)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (title_key) DO UPDATE SET copies = population_titles.copies + EXCLUDED.copies`,
      [spelled.map((t) => t.titleKey), spelled.map((t) => t.latestTitle), spelled.map((t) => t.delta)],
    );
  }
  if (countedOnly.length) {
    await client.query(
      `UPDATE population_titles t SET copies = t.copies + d.delta
         FROM unnest($1::text[], $2::int[]) AS d(title_key, delta) WHERE t.title_key = d.title_key`,
      [countedOnly.map((t) => t.titleKey), countedOnly.map((t) => t.delta)],
    );
  }
  if (shrunk.length) await moveEmptiedToGone(client, 'population_titles', TITLE_COLUMNS, TITLE_COLUMNS, shrunk);
}

/** Copies per title, grade type and grade: the census grid's columns. */
async function writeTitleGrades(client: pg.PoolClient, grades: readonly TitleGradeChange[]): Promise<void> {
  await addGradeCounts(client, 'population_title_grades', 'title_key', grades.map((g) => ({ ...g, key: g.titleKey })));
}

/** Copies of each title per spelling, and the vote: the titles are written first. */
async function writeSpellings(client: pg.PoolClient, spellings: readonly SpellingChange[]): Promise<void> {
  if (spellings.length === 0) return;
  await client.query(
    `INSERT INTO population_title_spellings (title_key, spelling, copies)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
     ON CONFLICT (title_key, spelling) DO UPDATE SET copies = population_title_spellings.copies + EXCLUDED.copies`,
    [spellings.map((s) => s.titleKey), spellings.map((s) => s.spelling), spellings.map((s) => s.delta)],
  );
  const lost = spellings.filter((s) => s.delta < 0);
  await deleteEmptied(client, 'population_title_spellings', ['title_key', 'spelling'], ['text', 'text'], [lost.map((s) => s.titleKey), lost.map((s) => s.spelling)]);
  // Each title shows the spelling most of its copies carry; a tie goes to the first in code-point order
  // (COLLATE "C": the same on every server), so the result is the counts', not the order events came in.
  await client.query(
    `UPDATE population_titles t SET title = voted.spelling
       FROM (SELECT DISTINCT ON (title_key) title_key, spelling FROM population_title_spellings
              WHERE title_key = ANY($1) ORDER BY title_key, copies DESC, spelling COLLATE "C") AS voted
      WHERE t.title_key = voted.title_key AND t.title IS DISTINCT FROM voted.spelling`,
    [[...new Set(spellings.map((s) => s.titleKey))]],
  );
}

/** The counts of today's census (the history by day is written apart). */
type TodayCounts = Omit<CountChanges, 'gradeDays'>;

/**
 * Writes the counts of a fold, each step over all of `parts` before the next (a step reads what earlier steps
 * wrote: the books' dates the copies, the vote the titles). Counts move by deltas; rows reaching 0 are deleted.
 */
async function writeCounts(client: pg.PoolClient, parts: readonly TodayCounts[]): Promise<void> {
  for (const part of parts) await writeBooks(client, part.books);
  for (const part of parts) await writeGrades(client, part.grades);
  for (const part of parts) await writeTitles(client, part.titles);
  for (const part of parts) await writeTitleGrades(client, part.titleGrades);
  for (const part of parts) await writeSpellings(client, part.spellings);
}

/**
 * Adds deltas to a history table keyed by `keys` (columns of the given SQL types), and deletes the rows they bring
 * to 0: a rebuild, which nets them in memory, never writes such a row, so live batches must not keep one either.
 * `extra`: columns written with a new row only (they never change for a key).
 */
async function upsertNetted(
  client: pg.PoolClient,
  table: string,
  keys: string[],
  types: string[],
  keyValues: unknown[][],
  deltas: number[],
  extra: Record<string, string[]> = {},
): Promise<void> {
  const extraColumns = Object.keys(extra);
  const columns = [...keys, ...extraColumns, 'delta'];
  const arrays = [...keyValues, ...Object.values(extra), deltas];
  const casts = [...types, ...extraColumns.map(() => 'text'), 'int'];
  const { rows: netted } = await client.query<Record<string, string>>(
    `WITH upserted AS (
       INSERT INTO ${table} (${columns.join(', ')})
       SELECT * FROM unnest(${casts.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET delta = ${table}.delta + EXCLUDED.delta
       RETURNING ${keys.join(', ')}, delta)
     SELECT ${keys.map((k) => `${k}::text AS ${k}`).join(', ')} FROM upserted WHERE delta = 0`,
    arrays,
  );
  if (netted.length === 0) return;
  await client.query(
    `DELETE FROM ${table} h USING unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS n(${keys.join(', ')})
      WHERE ${keys.map((k) => `h.${k} = n.${k}`).join(' AND ')} AND h.delta = 0`,
    keys.map((k) => netted.map((row) => row[k])),
  );
}

/** The book keys each state carries (population_books' own, never changed by a later certificate). */
const STATE_KEY_COLUMNS = ['collectible_type', 'title_key', 'issue_key', 'issue_sort', 'year', 'month', 'publisher_key', 'variant_key'];

/**
 * Each book's states (population_book_states) from the first day the batch changed it on, folded again from the
 * state in effect the day before and the states from that day on (refoldBookStates): in a rebuild, whose days come
 * in order, one row a book.
 */
async function writeBookStates(client: pg.PoolClient, days: GradeDayChange[]): Promise<void> {
  const since = new Map<string, string>();
  for (const d of days) if (!since.has(d.bookId) || d.day < since.get(d.bookId)!) since.set(d.bookId, d.day);
  const bookIds = [...since.keys()];
  const { rows } = await client.query<{ book_id: string; from_day: string; grade_slots: GradeSlots; later: boolean }>(
    `SELECT t.book_id, s.from_day::text AS from_day, s.grade_slots, s.from_day >= t.since AS later
       FROM unnest($1::text[], $2::date[]) AS t(book_id, since)
       CROSS JOIN LATERAL (
         (SELECT from_day, grade_slots FROM population_book_states p WHERE p.book_id = t.book_id AND p.from_day < t.since ORDER BY p.from_day DESC LIMIT 1)
         UNION ALL
         (SELECT from_day, grade_slots FROM population_book_states p WHERE p.book_id = t.book_id AND p.from_day >= t.since)) AS s
      ORDER BY t.book_id, s.from_day`,
    [bookIds, bookIds.map((id) => since.get(id))],
  );
  const before = new Map<string, BookState>();
  const later = new Map<string, BookState[]>();
  for (const row of rows) {
    const state = { fromDay: row.from_day, slots: row.grade_slots };
    if (!row.later) before.set(row.book_id, state);
    else if (later.has(row.book_id)) later.get(row.book_id)!.push(state);
    else later.set(row.book_id, [state]);
  }
  const deltas = byBook(days);
  const written: WrittenState[] = [];
  const titleChanges = new Map<string, TitleDayChange[]>();
  for (const bookId of bookIds) {
    const previous = before.get(bookId) ?? null;
    const from = previous ? [previous] : [];
    const renewed = [...from, ...refoldBookStates(previous, later.get(bookId) ?? [], deltas.get(bookId)!)];
    written.push(...statesToWrite(bookId, renewed));
    const titleKey = deltas.get(bookId)![0]!.titleKey;
    titleChanges.set(titleKey, [...(titleChanges.get(titleKey) ?? []), ...titleChangesOf([...from, ...(later.get(bookId) ?? [])], renewed)]);
  }
  // From the state before the first changed day on, every state of the book is written again.
  await client.query(
    `DELETE FROM population_book_states p USING unnest($1::text[], $2::date[]) AS t(book_id, from_day)
      WHERE p.book_id = t.book_id AND p.from_day >= t.from_day`,
    [bookIds, bookIds.map((id) => before.get(id)?.fromDay ?? since.get(id))],
  );
  await insertBookStates(client, written);
  await shiftTitleStates(client, titleChanges);
}

/**
 * Adds the batch's changes to its titles' states (population_title_states): a state begins on each day changed, every
 * state from that day on gains the change, and a day whose change netted to nothing begins none (as a rebuild
 * derives them: deriveTitleStates).
 */
async function shiftTitleStates(client: pg.PoolClient, changesByTitle: Map<string, TitleDayChange[]>): Promise<void> {
  const changes = [...changesByTitle].flatMap(([titleKey, list]) => netPerDay(list).map((c) => ({ titleKey, ...c })));
  if (changes.length === 0) return;
  const params = [changes.map((c) => c.titleKey), changes.map((c) => c.day), changes.map((c) => c.books), changes.map((c) => c.copies)];
  const stateOn = (day: string) =>
    `(SELECT p.books, p.copies FROM population_title_states p WHERE p.title_key = c.title_key AND p.from_day <= ${day} ORDER BY p.from_day DESC LIMIT 1)`;
  await client.query(
    `INSERT INTO population_title_states (title_key, from_day, books, copies)
     SELECT c.title_key, c.day, coalesce(p.books, 0), coalesce(p.copies, 0)
       FROM unnest($1::text[], $2::date[]) AS c(title_key, day) LEFT JOIN LATERAL ${stateOn('c.day')} AS p ON true
     ON CONFLICT (title_key, from_day) DO NOTHING`,
    params.slice(0, 2),
  );
  await client.query(
    `UPDATE population_title_states s SET books = s.books + x.books, copies = s.copies + x.copies
       FROM (SELECT p.title_key, p.from_day, sum(c.books)::int AS books, sum(c.copies)::int AS copies
               FROM unnest($1::text[], $2::date[], $3::int[], $4::int[]) AS c(title_key, day, books, copies)
               JOIN population_title_states p ON p.title_key = c.title_key AND p.from_day >= c.day
              GROUP BY p.title_key, p.from_day) AS x
      WHERE s.title_key = x.title_key AND s.from_day = x.from_day`,
    params,
  );
  await client.query(
    `DELETE FROM population_title_states s USING unnest($1::text[], $2::date[]) AS c(title_key, day)
      WHERE s.title_key = c.title_key AND s.from_day = c.day
        AND (s.books, s.copies) = (SELECT coalesce(max(p.books), 0), coalesce(max(p.copies), 0) FROM ${stateOn("c.day - 1")} AS p)`,
    params.slice(0, 2),
  );
}

/** A title's changes summed per day, those netting to nothing left out. */
function netPerDay(changes: readonly TitleDayChange[]): TitleDayChange[] {
  const byDay = new Map<string, TitleDayChange>();
  for (const c of changes) {
    const sum = byDay.get(c.day) ?? { day: c.day, books: 0, copies: 0 };
    byDay.set(c.day, { day: c.day, books: sum.books + c.books, copies: sum.copies + c.copies });
  }
  return [...byDay.values()].filter((c) => c.books !== 0 || c.copies !== 0);
}

interface WrittenState {
  bookId: string;
  fromDay: string;
  toDay: string;
  slots: GradeSlots;
}

/** A book's states in day order as rows: each lasts until the next one starts. */
const statesToWrite = (bookId: string, states: BookState[]): WrittenState[] =>
  states.map((state, i) => ({ bookId, fromDay: state.fromDay, toDay: states[i + 1]?.fromDay ?? 'infinity', slots: state.slots }));

function byBook<T extends { bookId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.bookId);
    if (group) group.push(row);
    else groups.set(row.bookId, [row]);
  }
  return groups;
}

async function insertBookStates(client: pg.PoolClient, written: WrittenState[]): Promise<void> {
  if (written.length === 0) return;
  const totals = written.map((w) => stateTotals(w.slots));
  // Filed in the day interval tree by the days it lasted: its first, and the day before the next state's.
  const forks = written.map((w) => forkOf(dayNumber(w.fromDay), w.toDay === 'infinity' ? LAST_TREE_DAY : dayNumber(w.toDay) - 1));
  await client.query(
    `INSERT INTO population_book_states (book_id, from_day, to_day, fork, ${list(STATE_KEY_COLUMNS)}, copies, grade_slots, type_copies)
     SELECT n.book_id, n.from_day, n.to_day, n.fork, ${STATE_KEY_COLUMNS.map((c) => `b.${c}`).join(', ')}, n.copies, n.grade_slots, n.type_copies
       FROM unnest($1::text[], $2::date[], $3::date[], $7::int[], $4::int[], $5::jsonb[], $6::jsonb[]) AS n(book_id, from_day, to_day, fork, copies, grade_slots, type_copies)
       JOIN (SELECT book_id, ${list(STATE_KEY_COLUMNS)} FROM population_books UNION ALL SELECT book_id, ${list(STATE_KEY_COLUMNS)} FROM population_books_gone) AS b
         ON b.book_id = n.book_id`,
    [
      written.map((w) => w.bookId),
      written.map((w) => w.fromDay),
      written.map((w) => w.toDay),
      totals.map((t) => t.copies),
      written.map((w) => JSON.stringify(w.slots)),
      totals.map((t) => JSON.stringify(t.typeCopies)),
      forks,
    ],
  );
}

const BOOK_STATE_COLUMNS = ['book_id', 'from_day', 'to_day', 'fork', ...STATE_KEY_COLUMNS, 'copies', 'grade_slots', 'type_copies'];

/**
 * Every book's states folded from its whole history at once (a rebuild's end, from the fold's counts: a
 * batch-by-batch upkeep would rewrite a book's later states for each copy of an archive that arrives with an earlier
 * day), appended with COPY. The key columns are the book's own (the same for each of its copies).
 */
async function copyAllBookStates(client: pg.PoolClient, counts: CountChanges): Promise<void> {
  const described = new Map(counts.books.map((b) => [b.bookId, b.latest]));
  function* rows() {
    for (const [bookId, deltas] of byBook(counts.gradeDays)) {
      const book = described.get(bookId);
      if (!book) throw new Error(`census rebuild: the history of book ${bookId} has no copy filed under it`);
      for (const state of statesToWrite(bookId, refoldBookStates(null, [], deltas))) {
        const totals = stateTotals(state.slots);
        yield {
          book_id: bookId,
          collectible_type: book.collectible_type,
          title_key: book.title_key,
          issue_key: book.issue_key,
          issue_sort: book.issue_sort,
          year: book.year,
          month: book.month,
          publisher_key: book.publisher_key,
          variant_key: book.variant_key,
          from_day: state.fromDay,
          to_day: state.toDay,
          // Filed in the day interval tree by the days it lasted: its first, and the day before the next state's.
          fork: forkOf(dayNumber(state.fromDay), state.toDay === 'infinity' ? LAST_TREE_DAY : dayNumber(state.toDay) - 1),
          copies: totals.copies,
          grade_slots: state.slots,
          type_copies: totals.typeCopies,
        };
      }
    }
  }
  await copyRows(client, 'population_book_states', BOOK_STATE_COLUMNS, rows());
}

/**
 * Every title's states from its books' (a rebuild's last step, after theirs; migration 028 ran the same): on each day
 * a state of one of its books began, the copies that state gained and the book when it went from none to some.
 */
async function deriveTitleStates(client: pg.PoolClient): Promise<void> {
  const before = 'lag(copies) OVER (PARTITION BY book_id ORDER BY from_day)';
  await client.query(
    `INSERT INTO population_title_states (title_key, from_day, books, copies)
     SELECT title_key, from_day, sum(books) OVER (PARTITION BY title_key ORDER BY from_day), sum(copies) OVER (PARTITION BY title_key ORDER BY from_day)
       FROM (SELECT title_key, from_day, sum(books)::int AS books, sum(copies)::int AS copies
               FROM (SELECT title_key, from_day, (copies > 0)::int - coalesce((${before} > 0)::int, 0) AS books,
                            copies - coalesce(${before}, 0) AS copies
                       FROM population_book_states) AS per_book
              GROUP BY title_key, from_day HAVING sum(books) <> 0 OR sum(copies) <> 0) AS per_day`,
  );
}

/**
 * The census's history by day (population_grade_days): a row netting to 0 is deleted, so a rebuild, which nets in
 * memory, leaves the same rows as live batches. Then each book's states from the first day changed.
 */
async function writeGradeDays(client: pg.PoolClient, days: readonly GradeDayChange[]): Promise<void> {
  if (days.length === 0) return;
  await upsertNetted(client, 'population_grade_days', ['book_id', 'grade_type', 'grade', 'day'], ['text', 'text', 'numeric', 'date'], [
    days.map((d) => d.bookId),
    days.map((d) => d.gradeType),
    days.map((d) => d.grade),
    days.map((d) => d.day),
  ], days.map((d) => d.delta), { title_key: days.map((d) => d.titleKey) });
  await writeBookStates(client, [...days]);
}

/** The certificates as versions of their ids (`append`: with COPY, as a rebuild does), and the versions they replaced ended. */
async function writeVersions(client: pg.PoolClient, changes: CopyChanges, append = false): Promise<void> {
  if (changes.endedVersions.length) {
    const ended = changes.endedVersions;
    await client.query(
      `UPDATE population_copy_versions v SET replaced_on = e.replaced_on
         FROM unnest($1::text[], $2::int[], $3::date[]) AS e(certification_id, version, replaced_on)
        WHERE v.certification_id = e.certification_id AND v.version = e.version`,
      [ended.map((e) => e.certificationId), ended.map((e) => e.version), ended.map((e) => e.replacedOn)],
    );
  }
  if (changes.versions.length === 0) return;
  if (append) {
    await copyRows(client, 'population_copy_versions', VERSION_COLUMNS, changes.versions);
    return;
  }
  await client.query(
    `INSERT INTO population_copy_versions (${list(VERSION_COLUMNS)})
     SELECT ${list(VERSION_COLUMNS)} FROM json_populate_recordset(NULL::population_copy_versions, $1::json)`,
    [JSON.stringify(changes.versions)],
  );
}

/**
 * The census's generation: how many census events it has applied (migration 029). Readers keep answers under it, so it
 * moves with every batch that changed the census, and with nothing else.
 */
async function moveGeneration(client: pg.PoolClient, censusEvents: number): Promise<void> {
  await client.query(
    `INSERT INTO population_census_generation (census_events) VALUES ($1)
     ON CONFLICT (only_row) DO UPDATE SET census_events = population_census_generation.census_events + EXCLUDED.census_events`,
    [censusEvents],
  );
}

/** Splits counts into parts of at most `size` rows a table, for statements of a bounded size. */
function partsOf(counts: TodayCounts, size: number): TodayCounts[] {
  const longest = Math.max(...Object.values(counts).map((rows: readonly unknown[]) => rows.length));
  const parts: TodayCounts[] = [];
  for (let at = 0; at < longest; at += size) {
    parts.push({
      books: counts.books.slice(at, at + size),
      titles: counts.titles.slice(at, at + size),
      grades: counts.grades.slice(at, at + size),
      spellings: counts.spellings.slice(at, at + size),
      titleGrades: counts.titleGrades.slice(at, at + size),
    });
  }
  return parts;
}

const GRADE_DAY_COLUMNS = ['book_id', 'grade_type', 'grade', 'day', 'title_key', 'delta'];
const GRADE_COLUMNS = ['book_id', 'grade_type', 'grade', 'copies'];

function* gradeDayRows(days: readonly GradeDayChange[]) {
  for (const d of days) yield { book_id: d.bookId, grade_type: d.gradeType, grade: d.grade, day: d.day, title_key: d.titleKey, delta: d.delta };
}

/** Appends books whole (none of them lost a copy: their counts are their copies'), with their grade counts as foldGradeSlots makes them. */
async function copyBooks(client: pg.PoolClient, books: readonly BookChange[], grades: readonly GradeChange[]): Promise<void> {
  const slotsOf = new Map<string, GradeSlots>();
  for (const g of grades) {
    let slots = slotsOf.get(g.bookId);
    if (!slots) slotsOf.set(g.bookId, (slots = {}));
    slots[gradeSlot(g.gradeType, g.grade)] = g.delta;
  }
  await copyRows(client, 'population_books', BOOK_COLUMNS, books.map((b) => {
    if (!b.latest) throw new Error(`census rebuild: book ${b.bookId} has counts but no copy filed under it`);
    const slots = slotsOf.get(b.bookId) ?? {};
    return { ...b.latest, copies: b.delta, first_certified_at: b.firstAdded, last_certified_at: b.lastAdded, grade_slots: slots, type_copies: stateTotals(slots).typeCopies };
  }));
}

/**
 * The census rebuilt from zero with one fold across the whole log: each batch appends its copies and versions (COPY:
 * they are new rows), and memory keeps only where each id is filed and the counts; every count row (books, grades,
 * titles, the history by day) is written once at the end, and the books' and titles' states are derived from it.
 * The tables equal those of live batches (the fold does not depend on where batches start and end).
 */
function startCensusRebuild(): RebuildSession {
  const fold = new CensusFold();
  let censusEvents = 0;
  return {
    // The copies and their versions are all written by the batches; the finish reads the copies of books that lost one.
    completeBeforeFinish: ['population_copies', 'population_copy_versions', 'population_copies_revoked'],
    async applyBatch(client, events) {
      const certificates = censusEventsIn(events);
      if (certificates.length === 0) return;
      censusEvents += certificates.length;
      const { firstFiled, ...copies } = fold.add(certificates).takeCopies();
      await writeCopies(client, copies, firstFiled);
      await writeVersions(client, copies, true);
    },
    async finish(client) {
      const counts = fold.takeCounts();
      // Books that never lost a copy, and their grades, are new rows as they stand: appended whole, with the books'
      // own copy of their grade counts. The few others go the live way (an emptied book moves to the gone ones, and
      // the dates of the rest are those of the copies they still hold).
      const whole = counts.books.filter((b) => !b.lostCopy);
      await copyBooks(client, whole, counts.grades);
      await copyRows(client, 'population_grades', GRADE_COLUMNS, counts.grades.map((g) => ({ book_id: g.bookId, grade_type: g.gradeType, grade: g.grade, copies: g.delta })));
      const shrunk = counts.books.filter((b) => b.lostCopy);
      await writeCounts(client, partsOf({ books: shrunk, grades: [], titles: counts.titles, titleGrades: counts.titleGrades, spellings: counts.spellings }, 20_000));
      if (shrunk.length) await foldGradeSlots(client, shrunk.map((b) => b.bookId));
      await copyRows(client, 'population_grade_days', GRADE_DAY_COLUMNS, gradeDayRows(counts.gradeDays));
      await copyAllBookStates(client, counts);
      await deriveTitleStates(client);
      if (censusEvents > 0) await moveGeneration(client, censusEvents);
    },
  };
}

/**
 * population: the census (spec 3 Population report filters, 5, 7.3, 7.4) from ComicCertified and CertificateRevoked.
 * Every certified copy is filed under its book (censusBookKey: the same book whatever the spelling), counted per
 * grade type and grade and per title (shown under the spelling most of its copies carry, counted per grade for the
 * census grid); the copies themselves serve the public certificate, featured comics and grading notes. A revoked
 * certificate's copy is counted out and kept apart. The history (day deltas, certificate versions, each book's
 * states) is kept beside today's tables for the census as of any day.
 * An aggregate rather than a row per key, so it folds each batch in memory and writes it set-based, about a dozen
 * statements a batch. A rebuild keeps one fold across the whole log (startCensusRebuild): its batches append the
 * copies, and every count and state is written once, at its end.
 */
export const populationProjection: Projection = {
  name: 'population',
  tables: [
    'population_titles',
    'population_title_spellings',
    'population_title_grades',
    'population_books',
    'population_grades',
    'population_copies',
    'population_grade_days',
    'population_copy_versions',
    'population_books_gone',
    'population_titles_gone',
    'population_book_states',
    'population_title_states',
    'population_copies_revoked',
    'population_census_generation',
  ],
  handles: (event) => CONSUMED.has(event.type),
  eventTypes: [...CONSUMED],
  async applyBatch(client, events) {
    const certificates = censusEventsIn(events);
    if (certificates.length === 0) return;
    const filed = await filedCopies(client, [...new Set(certificates.map((c) => c.data.certificationId))]);
    const changes = foldCensus(filed, certificates);
    await writeCopies(client, changes);
    await writeCounts(client, [changes]);
    await writeGradeDays(client, changes.gradeDays);
    await writeVersions(client, changes);
    await moveGeneration(client, certificates.length);
  },
  startRebuild: startCensusRebuild,
  // What the census's readers search by, and population_copies_by_book: a rebuild's batches look rows up by the
  // tables' keys alone; its end reads the copies of the few books that lost one once (live batches use it).
  indexesBuiltAfterRebuild: [
    'population_books_listing',
    'population_copies_by_book',
    'population_copies_certified',
    'population_copies_featured',
    'population_copies_grading_notes',
    'population_grade_days_by_title',
    'population_copy_versions_by_book',
    'population_book_states_began',
    'population_book_states_ended',
    'population_book_states_listing',
  ],
};
