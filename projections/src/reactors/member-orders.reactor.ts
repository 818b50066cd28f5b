import { OrderSubmitted, memberOrderCommandId, memberOrdersStreamId, type EventMetadata, type MemberOrdersEvent, type RecordedEvent } from '@certus/contracts';
import { ANY_VERSION, type EventStore } from '@certus/infra';
import type { Reactor } from './reactor.ts';

/** The entry a submitted order makes in the member's order list (pure: a replay makes the same entry). */
export function memberOrderEntryFor(recorded: RecordedEvent): { commandId: string; event: MemberOrdersEvent } {
  const { data } = OrderSubmitted.parse({ type: recorded.type, data: recorded.data });
  return {
    commandId: memberOrderCommandId(data.orderId),
    event: { type: 'MemberOrderRecorded', data: { memberId: data.memberId, orderId: data.orderId, submittedAt: data.submittedAt } },
  };
}

/**
 * member-orders: every submitted order is on its member's order list (`MemberOrders-{memberId}`, which decides
 * whether a welcome promo still applies). The submit request appends the entry at once; this makes sure of it
 * if the request died between the order and the list, under the same command id, so it is stored once.
 */
export function memberOrdersReactor(store: EventStore): Reactor {
  return {
    name: 'member-orders',
    handles: new Set(['OrderSubmitted']),
    async react(recorded) {
      const { commandId, event } = memberOrderEntryFor(recorded);
      const metadata: EventMetadata = {
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.eventId,
        commandId,
        actor: { userId: null, role: 'system' },
      };
      await store.append(memberOrdersStreamId(event.data.memberId), ANY_VERSION, [{ type: event.type, data: event.data, metadata }], { commandId });
    },
  };
}
