import type pg from 'pg';

/**
 * The full names ("Jane Kirby") of the members with these ids, read from the members read model in one query.
 * An id the model does not have (yet) is left out: the caller shows that person by id alone.
 */
export async function readFullNames(pool: pg.Pool, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await pool.query<{ member_id: string; first_name: string; last_name: string }>(
    'SELECT member_id, first_name, last_name FROM members WHERE member_id = ANY($1::text[])',
    [[...new Set(memberIds)]],
  );
  const names = rows.map((row): [string, string] => [row.member_id, `${row.first_name} ${row.last_name}`.replace(/\s+/g, ' ').trim()]);
  return new Map(names.filter(([, name]) => name !== ''));
}
