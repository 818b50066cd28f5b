import { SHORT_ID_LENGTH, roleName, type Actor, type AuditPerson } from '@certus/contracts';

/** How the audit screens show who did something: a name to read, and the e-mail and whole id to check it against. */
export interface ActorShown {
  /** "Dana Reyes (worker)"; without a name, the role and the start of the id ("Worker 1b0384b3"); "System". */
  label: string;
  /** The whole member id, null for the system without one. */
  id: string | null;
  email: string | null;
  /** "dana@certus.test, 1b0384b3-c059-52fa-b4e0-c4186d1223cb": what the label leaves out, for a tooltip. */
  detail: string;
}

/**
 * Who an actor is, from the people list the audit reads send beside their entries. Ids are 36 characters: in a
 * label only their start is shown (enough to tell two people apart), the whole id stays in `detail`.
 */
export function actorShownOf(actor: Actor, people: readonly AuditPerson[]): ActorShown {
  const id = actor.userId;
  const person = id ? people.find((p) => p.id === id) : undefined;
  const email = person?.email ?? null;
  // A system job is named ("payment-reconciler"), not numbered: its whole name is short and says what it is.
  const shortId = id && actor.role !== 'system' ? id.slice(0, SHORT_ID_LENGTH) : id;
  const label = person?.name ? `${person.name} (${roleName(actor.role).toLowerCase()})` : shortId ? `${roleName(actor.role)} ${shortId}` : roleName(actor.role);
  return { label, id, email, detail: [email, id].filter(Boolean).join(', ') };
}
