import type { Actor } from '../../events/envelope.ts';
import type { OrderEvent } from '../../events/order-events.ts';
import { LIFECYCLE_MEMBER_ID, STAFF_ID, SUBMITTED_AT } from '../../events/testing/order-lifecycle.ts';
import type { AuditedOrderEvent } from '../audited-order-events.ts';

/**
 * Order events as the log would hand them to the audit reads (for unit tests; not exported from the package):
 * versions from 1, each recorded a minute after the one before from the lifecycle's submit time (so every
 * boundary has a time of its own), ids numbered by version, and the actor who would have caused each: the
 * member submits and pays, the worker does the staff steps, the system records refunds.
 */

export const MINUTE = 60_000;
export const recordedAtOf = (version: number) => new Date(Date.parse(SUBMITTED_AT) + (version - 1) * MINUTE).toISOString();

export const MEMBER_ACTOR: Actor = { userId: LIFECYCLE_MEMBER_ID, role: 'authenticated' };
export const WORKER_ACTOR: Actor = { userId: STAFF_ID, role: 'worker' };
export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system' };

export function actorOf(event: OrderEvent): Actor {
  switch (event.type) {
    case 'OrderSubmitted':
    case 'BalancePaid':
      return MEMBER_ACTOR;
    case 'OrderRefundIssued':
    case 'OrderRefundRefused':
      return SYSTEM_ACTOR;
    default:
      return WORKER_ACTOR;
  }
}

export function audited(events: readonly OrderEvent[]): AuditedOrderEvent[] {
  return events.map((event, i) => {
    const version = i + 1;
    return {
      eventId: `00000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
      version,
      recordedAt: recordedAtOf(version),
      event,
      metadata: { correlationId: `corr-${version}`, causationId: `cause-${version}`, commandId: `command-${version}`, actor: actorOf(event) },
    };
  });
}
