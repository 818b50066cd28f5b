import { auditedOrderEventsOf, orderStreamId, type AuditedOrderEvent, type RecordedEvent } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { orderIdParam, orderNotFound } from '../orders/order-access.ts';

/** What an auditor reads is the record itself, and what a member reads of custody is theirs: never kept by a browser or a proxy. */
export const NO_STORE = 'private, no-store';

/** The stream of the order an id parameter names, as stored. A malformed id, or one no order has, is not found. */
export async function readOrderStream(store: Pick<EventStore, 'readStream'>, orderIdText: string): Promise<RecordedEvent[]> {
  const recorded = await store.readStream(orderStreamId(orderIdParam(orderIdText)));
  if (recorded.length === 0) throw orderNotFound();
  return recorded;
}

/** The order's events as the audit reads fold them (the same read as audit-routes.ts): parsed as order events. */
export async function readAuditedOrder(store: Pick<EventStore, 'readStream'>, orderIdText: string): Promise<AuditedOrderEvent[]> {
  return auditedOrderEventsOf(await readOrderStream(store, orderIdText));
}
