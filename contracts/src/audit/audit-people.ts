import { z } from 'zod';
import { Actor } from '../events/envelope.ts';
import type { AuditedOrderEvent } from './audited-order-events.ts';

/**
 * The people an order's events name, as the audit reads list them beside the history and the ledger (issue
 * [4/7]): events record member ids only, and an auditor needs to know who that is. The ids come from the events
 * (who was signed in, and the staff member a staff step names in `by`); names and e-mails come from whoever reads
 * them (the members read model, on the server), so the folds here stay free of I/O.
 */

export const AuditPerson = z.object({
  /** The member id the events name. */
  id: z.string(),
  /** The role the events record for them (the first event that names them); a staff `by` never seen signed in is a worker. */
  role: Actor.shape.role,
  /** Their full name and e-mail as the members read model has them; null when it has none. */
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof AuditPerson>;

/** Who a member id is, for the audit reads: each answer null when unknown. Without one, people are shown by id. */
export interface AuditNames {
  nameOf?(id: string): string | null;
  emailOf?(id: string): string | null;
}

/** The staff member a staff step names (every staff event carries `by`, see order-events.ts). */
function staffIdOf(recorded: AuditedOrderEvent): string | null {
  const data = recorded.event.data as { by?: unknown };
  return typeof data.by === 'string' ? data.by : null;
}

/**
 * The ids the events name, each once, in the order first named, with the role first recorded for them: the
 * actor's own role, and for a staff `by` not (yet) seen as an actor, worker (the role staff steps require).
 */
export function auditPeopleOf(events: readonly AuditedOrderEvent[]): Pick<AuditPerson, 'id' | 'role'>[] {
  const roles = new Map<string, AuditPerson['role']>();
  for (const recorded of events) {
    const { actor } = recorded.metadata;
    if (actor.userId && !roles.has(actor.userId)) roles.set(actor.userId, actor.role);
    const staffId = staffIdOf(recorded);
    if (staffId && !roles.has(staffId)) roles.set(staffId, 'worker');
  }
  return [...roles].map(([id, role]) => ({ id, role }));
}

/** The people the events name, with the names and e-mails `names` knows. */
export function auditPeopleNamed(events: readonly AuditedOrderEvent[], names: AuditNames = {}): AuditPerson[] {
  return auditPeopleOf(events).map(({ id, role }) => ({ id, role, name: names.nameOf?.(id) ?? null, email: names.emailOf?.(id) ?? null }));
}
