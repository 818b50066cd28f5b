import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows, jsonRowSpellings } from '../../projections/src/runner/copy-rows.ts';
import { freshDatabase } from '../support/postgres.ts';

/** A rebuild's bulk load (COPY) through real PostgreSQL: every value comes back as it went in. */
describe('copyRows (real PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase('copy_rows');
    await db.pool.query(`CREATE TABLE copied (id int PRIMARY KEY, label text, grade numeric(3, 1), day date, until date, at timestamptz, cover boolean, notes jsonb, missing text)`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('given rows with separators, backslashes, quotes, \\N as text, unicode, json and nulls, when copied, then each reads back the same', async () => {
    const rows = [
      { id: 1, label: 'tab\there, line\nbreak, return\r, back\\slash, "quoted", \\N', grade: 9.8, day: '2025-05-12', until: 'infinity', at: '2025-05-12T14:00:00.000Z', cover: true, notes: [{ name: 'Stan "The Man" Lee\\' }], missing: null },
      { id: 2, label: 'Amazing Spider-Man — 1st Venom ✓ 🕷', grade: 10, day: '2026-01-01', until: '2026-01-31', at: '2026-01-01T00:00:00.000Z', cover: false, notes: {}, missing: undefined },
    ];
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await copyRows(client, 'copied', ['id', 'label', 'grade', 'day', 'until', 'at', 'cover', 'notes', 'missing'], rows);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows: back } = await db.pool.query(
      `SELECT id, label, grade::float8 AS grade, day::text AS day, until::text AS until, to_json(at)#>>'{}' AS at, cover, notes, missing FROM copied ORDER BY id`,
    );
    expect(back).toEqual([
      { ...rows[0], at: '2025-05-12T14:00:00+00:00' },
      { ...rows[1], at: '2026-01-01T00:00:00+00:00', missing: null },
    ]);
  });

  it('given a row whose key is taken, when copied, then the whole COPY fails and nothing of it is written', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await expect(copyRows(client, 'copied', ['id', 'label'], [{ id: 3, label: 'new' }, { id: 1, label: 'taken' }])).rejects.toThrow(/duplicate key/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const { rows } = await db.pool.query('SELECT id FROM copied ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('given rows that fail while being made, when copied, then the COPY is called off, the error is the rows\' own, and the connection serves the next statement', async () => {
    function* failing() {
      yield { id: 4, label: 'made' };
      throw new Error('no copy filed under the book');
    }
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await expect(copyRows(client, 'copied', ['id', 'label'], failing())).rejects.toThrow('no copy filed under the book');
      await client.query('ROLLBACK');
      expect((await client.query('SELECT count(*)::int AS n FROM copied')).rows[0].n).toBe(2);
    } finally {
      client.release();
    }
  });

  it('given any rows of JSON values, when copied with their columns\' spellings, then the table holds what json_populate_recordset inserts from the same JSON', async () => {
    // A document projection's rebuild appends rows with COPY, its live batches upsert them from JSON: both must agree.
    await db.pool.query(`CREATE TABLE spelled_copy (id int PRIMARY KEY, label text, n numeric, flag boolean, at timestamptz, doc jsonb, raw json,
                                                     tags text[], counts integer[], grid integer[][])`);
    await db.pool.query('CREATE TABLE spelled_insert (LIKE spelled_copy INCLUDING ALL)');
    const columns = ['id', 'label', 'n', 'flag', 'at', 'doc', 'raw', 'tags', 'counts', 'grid'];
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', "'", '\\', '\t', '\n', '\r', '{', '}', 'N', 'U', 'L', '—', '🕷') });
    const json = fc.jsonValue({ maxDepth: 2 }).filter((v) => !JSON.stringify(v).includes('\\u0000'));
    const row = fc.record({
      label: fc.option(fc.oneof(text, fc.constant('NULL'), fc.constant('\\N'), fc.integer(), fc.boolean(), fc.dictionary(text, fc.integer(), { maxKeys: 2 }))),
      n: fc.option(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }))),
      flag: fc.option(fc.boolean()),
      at: fc.option(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString())),
      doc: fc.option(json),
      raw: fc.option(json),
      tags: fc.option(fc.array(fc.option(fc.oneof(text, fc.constant('NULL'))), { maxLength: 4 })),
      counts: fc.option(fc.array(fc.option(fc.integer()), { maxLength: 4 })),
      grid: fc.option(fc.integer({ min: 1, max: 3 }).chain((width) => fc.array(fc.array(fc.integer(), { minLength: width, maxLength: width }), { minLength: 1, maxLength: 3 }))),
    }, { requiredKeys: [] });
    const client = await db.pool.connect();
    try {
      const spellings = await jsonRowSpellings(client, 'spelled_copy', columns);
      await fc.assert(
        fc.asyncProperty(fc.array(row, { maxLength: 8 }), async (drawn) => {
          const rows = drawn.map((r, id) => ({ id, ...r }));
          await client.query('TRUNCATE spelled_copy, spelled_insert');
          await copyRows(client, 'spelled_copy', columns, rows, spellings);
          await client.query(`INSERT INTO spelled_insert SELECT * FROM json_populate_recordset(NULL::spelled_insert, $1::json)`, [JSON.stringify(rows)]);
          const read = async (table: string) => (await client.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY id`)).rows.map((r) => r.row);
          expect(await read('spelled_copy')).toEqual(await read('spelled_insert'));
        }),
        { numRuns: 150 },
      );
    } finally {
      client.release();
    }
  });
});
