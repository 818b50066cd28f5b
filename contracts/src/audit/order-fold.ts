import type { OrderEvent, OrderSubmittedData } from '../events/order-events.ts';
import type { OrderBookView, OrderDetail, TrackerView } from '../http/orders.ts';
import { evolveProgress, type OrderProgress } from '../orders/order-progress.ts';
import { evolveOrderRecords, orderBooksOf, orderDetailOf, trackerViewOf, type OrderRecords } from '../orders/order-views.ts';

/**
 * An order folded from its events with the very functions the orders projection folds it with: the one
 * progress fold (evolveProgress) and the payment and correction records (evolveOrderRecords), beside the order
 * as submitted. The projection keeps the same three things in its row; nothing here computes a figure of its own.
 */
export interface OrderFold {
  submitted: OrderSubmittedData;
  progress: OrderProgress;
  records: OrderRecords;
}

/** The fold after one event; OrderSubmitted starts it afresh, as it does in the projection. */
export function evolveOrderFold(fold: OrderFold | null, event: OrderEvent): OrderFold {
  if (event.type === 'OrderSubmitted') {
    return { submitted: event.data, progress: evolveProgress(null, event), records: evolveOrderRecords(null, event.data, event) };
  }
  if (!fold) throw new Error(`${event.type} before OrderSubmitted`);
  return { submitted: fold.submitted, progress: evolveProgress(fold.progress, event), records: evolveOrderRecords(fold.records, fold.submitted, event) };
}

/**
 * The fold after each of `events` in turn (in stream order), from `from` (null: from nothing, so the first must be
 * the OrderSubmitted).
 */
export function foldOrderEvents(events: readonly { event: OrderEvent }[], from: OrderFold | null = null): OrderFold {
  const fold = events.reduce<OrderFold | null>((state, e) => evolveOrderFold(state, e.event), from);
  if (!fold) throw new Error('an order fold needs at least its OrderSubmitted');
  return fold;
}

/** The views the live read model serves (the orders and order_tracker rows), from a fold. */
export interface OrderViews {
  order: OrderDetail;
  tracker: TrackerView;
  /** Covers unaddressed (coverUrl null): where the photo is served is the query side's to say. */
  books: OrderBookView[];
}

export function orderViewsOf({ submitted, progress, records }: OrderFold): OrderViews {
  return { order: orderDetailOf(submitted, progress, records), tracker: trackerViewOf(progress), books: orderBooksOf(submitted, progress) };
}
