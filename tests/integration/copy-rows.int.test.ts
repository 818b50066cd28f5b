import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../projections/src/runner/copy-rows.ts';
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
});
