import { OrderEvent, businessDaysBetween, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

/** The order events that say when an order came and left, and which tier codes it holds. */
const CONSUMED = new Set<string>(['OrderSubmitted', 'OrderReceived', 'DeclaredValueCorrected', 'OrderShipped', 'OrderReadyForPickUp', 'OrderCancelled']);

/**
 * turnaround_orders: per order, when its box was received and when it left (shipped, or ready at the counter),
 * the business days in between and the tier codes it counts for (query-service/src/turnaround reads the
 * median and 90th percentile per code over the last 90 days).
 */
export const turnaroundOrdersProjection = documentProjection({
  name: 'turnaround-orders',
  table: 'turnaround_orders',
  keyColumn: 'order_id',
  columns: ['order_id', 'line_tier_codes', 'line_quantities', 'missing_books', 'tier_codes', 'received_at', 'shipped_at', 'business_days'],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { orderId: string }).orderId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveTurnaroundOrder,
  finish: withTierCodes,
});

export function evolveTurnaroundOrder(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = OrderEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'OrderSubmitted':
      return {
        order_id: event.data.orderId,
        line_tier_codes: event.data.comics.map((line) => line.tierCode),
        line_quantities: event.data.comics.map((line) => line.quantity),
        missing_books: [],
        tier_codes: [],
        received_at: null,
        shipped_at: null,
        business_days: null,
      };
    case 'OrderReceived':
      if (!row) return null;
      return { ...row, received_at: event.data.at, missing_books: event.data.books.filter((b) => !b.arrived).map((b) => b.bookNo) };
    case 'DeclaredValueCorrected': {
      if (!row) return null;
      const codes = [...(row.line_tier_codes as string[])];
      codes[event.data.lineIndex] = event.data.tierCode;
      return { ...row, line_tier_codes: codes };
    }
    case 'OrderShipped':
    case 'OrderReadyForPickUp': {
      // Left once: a second departure event (not allowed by the decider) would not move the first.
      if (!row || row.shipped_at || !row.received_at) return row;
      const shippedAt = event.data.at;
      return { ...row, shipped_at: shippedAt, business_days: businessDaysBetween(new Date(row.received_at as string), new Date(shippedAt)) };
    }
    case 'OrderCancelled':
      return null;
    default:
      return row;
  }
}

/** The tier codes of the lines that had at least one book in the box (books are numbered 1..n in line order). */
export function withTierCodes(row: Row): Row {
  const codes = row.line_tier_codes as string[];
  const quantities = row.line_quantities as number[];
  const missing = new Set(row.missing_books as number[]);
  const counted = new Set<string>();
  let bookNo = 0;
  codes.forEach((code, line) => {
    let arrived = false;
    for (let copy = 0; copy < (quantities[line] ?? 0); copy++) if (!missing.has(++bookNo)) arrived = true;
    if (arrived) counted.add(code);
  });
  return { ...row, tier_codes: [...counted].sort() };
}
