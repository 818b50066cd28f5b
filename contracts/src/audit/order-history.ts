import { z } from 'zod';
import { Actor } from '../events/envelope.ts';
import { orderEventTypes, type OrderEvent } from '../events/order-events.ts';
import { DomainError } from '../errors.ts';
import { SummaryStatusSchema } from '../http/orders.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { AuditPerson, auditPeopleNamed, type AuditNames } from './audit-people.ts';
import type { AuditedOrderEvent } from './audited-order-events.ts';
import { orderEventLine } from './order-event-lines.ts';
import { evolveOrderFold, type OrderFold } from './order-fold.ts';

/**
 * An order's history (GET /api/audit/orders/{orderId}/history): every event of its stream in order, with who
 * caused it, under which command and request, and a line of English saying what happened. Each entry also
 * says where the order stood right after it (status and balance, from the one fold), so a timeline can mark
 * what each event changed without asking for the order as of every version. The people the events name are
 * listed once beside them, named as the caller knows them (the members read model, on the server).
 */

const at = z.iso.datetime();
const OrderEventType = z.enum(orderEventTypes as [OrderEvent['type'], ...OrderEvent['type'][]]);

export const AuditHistoryEntry = z.object({
  eventId: z.string(),
  /** Its stream version, from 1: the moment to ask GET .../as-of?version= for. */
  version: z.number().int().positive(),
  type: OrderEventType,
  recordedAt: at,
  /** Who was signed in when it was recorded (role and user id), or the system. */
  actor: Actor,
  /** The command it was recorded under (retries of one command record it once); null for events recorded without one. */
  commandId: z.string().nullable(),
  /** The request that started the chain it belongs to, and the message that caused it directly. */
  correlationId: z.string(),
  causationId: z.string(),
  /** One line of plain English: who did what, with the amounts it moved. */
  summary: z.string(),
  /** The order's status and balance right after it. */
  status: SummaryStatusSchema,
  balanceCents: z.number().int(),
});
export type AuditHistoryEntry = z.infer<typeof AuditHistoryEntry>;

export const AuditOrderHistory = z.object({
  orderId: z.string(),
  memberId: z.string(),
  currency: z.enum(['USD', 'CAD']),
  events: z.array(AuditHistoryEntry).min(1),
  /** Everyone the events name (actors and the staff of staff steps), each once: who an actor's id is. */
  people: z.array(AuditPerson),
});
export type AuditOrderHistory = z.infer<typeof AuditOrderHistory>;

/**
 * The history of an order from its events in stream order (an unknown order has none: not found). `names` names
 * the people in the lines and the people list; without it, people are shown by id.
 */
export function orderHistoryOf(events: readonly AuditedOrderEvent[], names: AuditNames = {}): AuditOrderHistory {
  if (events.length === 0) throw new DomainError('not_found', orderMessages.orderNotFound);
  let fold: OrderFold | null = null;
  const entries = events.map((recorded): AuditHistoryEntry => {
    fold = evolveOrderFold(fold, recorded.event);
    const { metadata } = recorded;
    return {
      eventId: recorded.eventId,
      version: recorded.version,
      type: recorded.event.type,
      recordedAt: recorded.recordedAt,
      actor: metadata.actor,
      commandId: metadata.commandId ?? null,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      summary: orderEventLine(recorded.event, { order: fold.submitted, actor: metadata.actor, nameOf: names.nameOf }),
      status: fold.progress.status,
      balanceCents: fold.progress.balanceCents,
    };
  });
  const order = (fold as OrderFold | null)!.submitted;
  return { orderId: order.orderId, memberId: order.memberId, currency: order.currency, events: entries, people: auditPeopleNamed(events, names) };
}
