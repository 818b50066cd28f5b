import { OrderEvent } from '../events/order-events.ts';
import type { EventMetadata, RecordedEvent } from '../events/envelope.ts';

/**
 * An order event as the log recorded it (stream `Order-{orderId}`): the event itself, parsed, with its place in
 * the stream, when it was recorded and who caused it. What the audit reads are made of (history and as-of).
 */
export interface AuditedOrderEvent {
  eventId: string;
  /** Its stream version: 1 is the OrderSubmitted. */
  version: number;
  /** When the store recorded it (the command side's injected clock). */
  recordedAt: string;
  event: OrderEvent;
  metadata: EventMetadata;
}

/**
 * The events of an order stream as the store hands them back, in stream order, each parsed as an order event
 * (as the orders projection parses them). An event of another type on an order stream is a broken log, not an
 * input to forgive: the parse throws.
 */
export function auditedOrderEventsOf(recorded: readonly RecordedEvent[]): AuditedOrderEvent[] {
  return recorded.map((r) => ({
    eventId: r.eventId,
    version: r.streamVersion,
    recordedAt: r.recordedAt,
    event: OrderEvent.parse({ type: r.type, data: r.data }),
    metadata: r.metadata,
  }));
}
