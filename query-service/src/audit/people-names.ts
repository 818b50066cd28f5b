import type pg from 'pg';
import { auditPeopleOf, type AuditNames, type AuditedOrderEvent } from '@certus/contracts';

/** Who a member is, as the members read model has them: full name ("Jane Kirby"; null when both parts are blank) and e-mail. */
export interface KnownPerson {
  name: string | null;
  email: string;
}

/**
 * The members with these ids, read from the members read model in one query. An id the model does not have
 * (yet), or one that is no member at all (a system job's name), is left out: the caller shows that person by id alone.
 */
export async function readPeople(pool: pg.Pool, memberIds: readonly string[]): Promise<Map<string, KnownPerson>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await pool.query<{ member_id: string; email: string; first_name: string; last_name: string }>(
    'SELECT member_id, email, first_name, last_name FROM members WHERE member_id = ANY($1::text[])',
    [[...new Set(memberIds)]],
  );
  return new Map(
    rows.map((row): [string, KnownPerson] => {
      const name = `${row.first_name} ${row.last_name}`.replace(/\s+/g, ' ').trim();
      return [row.member_id, { name: name || null, email: row.email }];
    }),
  );
}

/** The people read as the audit folds take them (orderHistoryOf, feeLedgerOf): unknown ids answer null. */
export function auditNamesOf(people: ReadonlyMap<string, KnownPerson>): Required<AuditNames> {
  return { nameOf: (id) => people.get(id)?.name ?? null, emailOf: (id) => people.get(id)?.email ?? null };
}

/** Everyone an order's events name (auditPeopleOf), looked up in one read of the members model. */
export async function readAuditNames(pool: pg.Pool, events: readonly AuditedOrderEvent[]): Promise<Required<AuditNames>> {
  return auditNamesOf(await readPeople(pool, auditPeopleOf(events).map((person) => person.id)));
}
