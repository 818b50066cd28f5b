import { DomainError, orderMessages, parseOrderId } from '@certus/contracts';
import type { AuthenticatedUser } from '@certus/infra';

/**
 * Whose records a caller may read: a worker any member's (null: no member filter), anyone else only their
 * own. Queries put the scope into their WHERE clause, so another member's id finds nothing, exactly as an
 * unknown id does: the answer (404, same body) tells a guesser nothing about which ids exist.
 */
export function memberScopeOf(user: AuthenticatedUser): string | null {
  return user.role === 'worker' ? null : user.userId;
}

export const orderNotFound = () => new DomainError('not_found', orderMessages.orderNotFound);

/** An order id route parameter, canonical; an id that cannot parse is simply not found. */
export function orderIdParam(text: string): string {
  const id = parseOrderId(text);
  if (!id) throw orderNotFound();
  return id;
}
