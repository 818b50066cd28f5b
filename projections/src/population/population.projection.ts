import type pg from 'pg';
import { CertificateEvent, certificateEventTypes, type ComicCertifiedData, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';
import { filedCopyOf, foldCensus, type CensusChanges, type CopyRow, type FiledCopy } from './population-fold.ts';

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

function certifiedIn(events: RecordedEvent[]): ComicCertifiedData[] {
  return events.flatMap((recorded) => {
    if (!CONSUMED.has(recorded.type)) return [];
    const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'ComicCertified':
        return [event.data];
      default: {
        const unknown: never = event.type;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  });
}

/** Where the batch's certification ids are counted now (one query): a certificate issued again replaces its copy. */
async function filedCopies(client: pg.PoolClient, certificationIds: string[]): Promise<Map<string, FiledCopy>> {
  const { rows } = await client.query<Pick<CopyRow, 'certification_id' | 'book_id' | 'title' | 'grade_type' | 'grade' | 'counted_on' | 'versions'>>(
    `SELECT certification_id, book_id, title, grade_type, grade::float8 AS grade, counted_on::text AS counted_on, versions
       FROM population_copies WHERE certification_id = ANY($1)`,
    [certificationIds],
  );
  return new Map(rows.map((row) => [row.certification_id, filedCopyOf(row)]));
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
 * Writes a folded batch with a handful of set-based statements, whatever its size (rows go as json, not jsonb:
 * PostgreSQL reads plain json text into rows faster). Counts move by deltas (rows reaching 0 are deleted);
 * descriptions are replaced by the batch's latest copy where it filed one. A book's first and last certification
 * dates are those of the copies it holds: widened by the copies added, recomputed from population_copies for the
 * few books a re-certification took a copy from.
 */
async function writeCensus(client: pg.PoolClient, changes: CensusChanges): Promise<void> {
  await client.query(
    `INSERT INTO population_copies (${list(COPY_COLUMNS)})
     SELECT ${list(COPY_COLUMNS)} FROM json_populate_recordset(NULL::population_copies, $1::json)
     ON CONFLICT (certification_id) DO UPDATE SET ${excluded(COPY_COLUMNS.slice(1))}`,
    [JSON.stringify(changes.copies)],
  );

  const described = changes.books.filter((b) => b.latest !== null);
  const countedOnly = changes.books.filter((b) => b.latest === null && b.delta !== 0);
  const shrunk = changes.books.filter((b) => b.lostCopy).map((b) => b.bookId);
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

  if (changes.grades.length) {
    const grades = changes.grades;
    await client.query(
      `INSERT INTO population_grades (book_id, grade_type, grade, copies)
       SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::int[])
       ON CONFLICT (book_id, grade_type, grade) DO UPDATE SET copies = population_grades.copies + EXCLUDED.copies`,
      [grades.map((g) => g.bookId), grades.map((g) => g.gradeType), grades.map((g) => g.grade), grades.map((g) => g.delta)],
    );
    if (shrunk.length) await client.query('DELETE FROM population_grades WHERE book_id = ANY($1) AND copies <= 0', [shrunk]);
    // The books' own copy of their grade counts (the search's Grade/GradeType filter), derived from the rows
    // just written, so it can never disagree with population_grades.
    await client.query(
      `UPDATE population_books b SET grade_slots = folded.slots, type_copies = folded.types
         FROM (SELECT book_id, jsonb_object_agg(grade_type || '|' || grade::text, copies) AS slots,
                      jsonb_object_agg(grade_type, type_copies) FILTER (WHERE first_of_type) AS types
                 FROM (SELECT book_id, grade_type, grade, copies,
                              sum(copies) OVER (PARTITION BY book_id, grade_type) AS type_copies,
                              row_number() OVER (PARTITION BY book_id, grade_type ORDER BY grade) = 1 AS first_of_type
                         FROM population_grades WHERE book_id = ANY($1)) AS g
                GROUP BY book_id) AS folded
        WHERE b.book_id = folded.book_id`,
      [[...new Set(grades.map((g) => g.bookId))]],
    );
  }

  const spelled = changes.titles.filter((t) => t.latestTitle !== null);
  const titlesCountedOnly = changes.titles.filter((t) => t.latestTitle === null && t.delta !== 0);
  const titlesShrunk = changes.titles.filter((t) => t.lostCopy).map((t) => t.titleKey);
  if (spelled.length) {
    await client.query('DELETE FROM population_titles_gone WHERE title_key = ANY($1)', [spelled.map((t) => t.titleKey)]);
    // A new title's spelling is its first copy's until the vote below.
    await client.query(
      `INSERT INTO population_titles (title_key, title, copies)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (title_key) DO UPDATE SET copies = population_titles.copies + EXCLUDED.copies`,
      [spelled.map((t) => t.titleKey), spelled.map((t) => t.latestTitle), spelled.map((t) => t.delta)],
    );
  }
  if (titlesCountedOnly.length) {
    await client.query(
      `UPDATE population_titles t SET copies = t.copies + d.delta
         FROM unnest($1::text[], $2::int[]) AS d(title_key, delta) WHERE t.title_key = d.title_key`,
      [titlesCountedOnly.map((t) => t.titleKey), titlesCountedOnly.map((t) => t.delta)],
    );
  }
  if (titlesShrunk.length) {
    await moveEmptiedToGone(client, 'population_titles', TITLE_COLUMNS, TITLE_COLUMNS, titlesShrunk);
  }

  if (changes.titleGrades.length) {
    const grades = changes.titleGrades;
    await client.query(
      `INSERT INTO population_title_grades (title_key, grade_type, grade, copies)
       SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::int[])
       ON CONFLICT (title_key, grade_type, grade) DO UPDATE SET copies = population_title_grades.copies + EXCLUDED.copies`,
      [grades.map((g) => g.titleKey), grades.map((g) => g.gradeType), grades.map((g) => g.grade), grades.map((g) => g.delta)],
    );
    if (titlesShrunk.length) await client.query('DELETE FROM population_title_grades WHERE title_key = ANY($1) AND copies <= 0', [titlesShrunk]);
  }

  if (changes.spellings.length) {
    const spellings = changes.spellings;
    await client.query(
      `INSERT INTO population_title_spellings (title_key, spelling, copies)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[])
       ON CONFLICT (title_key, spelling) DO UPDATE SET copies = population_title_spellings.copies + EXCLUDED.copies`,
      [spellings.map((s) => s.titleKey), spellings.map((s) => s.spelling), spellings.map((s) => s.delta)],
    );
    if (titlesShrunk.length) await client.query('DELETE FROM population_title_spellings WHERE title_key = ANY($1) AND copies <= 0', [titlesShrunk]);
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
}

/** Deltas summed by a key (pure), those that cancel out left out. */
function netBy<T extends { delta: number }>(rows: readonly T[], keyOf: (row: T) => [string, string]): { key: [string, string]; delta: number }[] {
  const sums = new Map<string, { key: [string, string]; delta: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = key.join('\u0000');
    const sum = sums.get(id);
    if (sum) sum.delta += row.delta;
    else sums.set(id, { key, delta: row.delta });
  }
  return [...sums.values()].filter((s) => s.delta !== 0);
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

/**
 * The first day of each book the batch's history touched, and whether it ever lost copies (population_book_firsts),
 * computed again from its history: a few rows a book.
 */
async function refreshBookFirsts(client: pg.PoolClient, bookIds: string[]): Promise<void> {
  await client.query('DELETE FROM population_book_firsts WHERE book_id = ANY($1)', [bookIds]);
  await client.query(
    `INSERT INTO population_book_firsts (book_id, title_key, first_day, irregular)
     SELECT book_id, min(title_key), min(day) FILTER (WHERE net > 0), bool_or(net < 0)
       FROM (SELECT book_id, min(title_key) AS title_key, day, sum(delta) AS net
               FROM population_grade_days WHERE book_id = ANY($1) GROUP BY book_id, day) AS days
      GROUP BY book_id`,
    [bookIds],
  );
}

/**
 * The census's history: the day deltas (a row netting to 0 is deleted, so a rebuild, which nets in memory, leaves
 * the same rows as live batches), the batch's certificates as versions, and the versions they replaced ended.
 */
async function writeHistory(client: pg.PoolClient, changes: CensusChanges): Promise<void> {
  const days = changes.gradeDays;
  if (days.length) {
    await upsertNetted(client, 'population_grade_days', ['book_id', 'grade_type', 'grade', 'day'], ['text', 'text', 'numeric', 'date'], [
      days.map((d) => d.bookId),
      days.map((d) => d.gradeType),
      days.map((d) => d.grade),
      days.map((d) => d.day),
    ], days.map((d) => d.delta), { title_key: days.map((d) => d.titleKey) });
    const titleDays = netBy(days, (d) => [d.titleKey, d.day]);
    await upsertNetted(client, 'population_title_days', ['title_key', 'day'], ['text', 'date'], [titleDays.map((t) => t.key[0]), titleDays.map((t) => t.key[1])], titleDays.map((t) => t.delta));
    const titleYears = netBy(days, (d) => [d.titleKey, d.day.slice(0, 4)]);
    await upsertNetted(client, 'population_title_years', ['title_key', 'year'], ['text', 'int'], [titleYears.map((t) => t.key[0]), titleYears.map((t) => Number(t.key[1]))], titleYears.map((t) => t.delta));
    await refreshBookFirsts(client, [...new Set(days.map((d) => d.bookId))]);
  }
  if (changes.endedVersions.length) {
    const ended = changes.endedVersions;
    await client.query(
      `UPDATE population_copy_versions v SET replaced_on = e.replaced_on
         FROM unnest($1::text[], $2::int[], $3::date[]) AS e(certification_id, version, replaced_on)
        WHERE v.certification_id = e.certification_id AND v.version = e.version`,
      [ended.map((e) => e.certificationId), ended.map((e) => e.version), ended.map((e) => e.replacedOn)],
    );
  }
  if (changes.versions.length) {
    await client.query(
      `INSERT INTO population_copy_versions (${list(VERSION_COLUMNS)})
       SELECT ${list(VERSION_COLUMNS)} FROM json_populate_recordset(NULL::population_copy_versions, $1::json)`,
      [JSON.stringify(changes.versions)],
    );
  }
}

/**
 * population: the census (spec 3 Population report filters, 5, 7.3, 7.4) from ComicCertified. Every certified
 * copy is filed under its book (censusBookKey: the same book whatever the spelling), counted per grade type and
 * grade and per title (shown under the spelling most of its copies carry, counted per grade for the census grid); the copies themselves serve the public certificate, featured comics and grading notes.
 * An aggregate rather than a row per key, so it folds each batch in memory and writes it set-based: a rebuild of
 * a million certificates runs in batches of 20,000 with about a dozen statements each.
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
    'population_book_firsts',
    'population_title_days',
    'population_title_years',
  ],
  handles: (event) => CONSUMED.has(event.type),
  async applyBatch(client, events) {
    const certified = certifiedIn(events);
    if (certified.length === 0) return;
    const filed = await filedCopies(client, [...new Set(certified.map((c) => c.certificationId))]);
    const changes = foldCensus(filed, certified);
    await writeCensus(client, changes);
    await writeHistory(client, changes);
  },
};
