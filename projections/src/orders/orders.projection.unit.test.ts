import { describe, expect, it } from 'vitest';
import { foldOrderEvents, foldProgress, type OrderEvent } from '@certus/contracts';
import {
  LIFECYCLE_ORDER_ID,
  aCompletedOrderWithBalancePaid,
  aQcApprovedOrder,
  aSubmittedOrderWithBooks,
  balancePaid,
  declaredValueCorrected,
  orderSubmitted,
  received,
} from '@certus/contracts/events/testing/order-lifecycle';
import { orderListItemOf, trackerViewOf } from '@certus/contracts/orders/order-views';
import type { Row } from '../runner/document-projection.ts';
import { recordedStream } from '../testing/recorded.ts';
import { evolveOrderRow, foldSnapshotOf, orderRowOf, ordersProjection, trackerRowOf, type OrderState } from './orders.projection.ts';

const STREAM = `Order-${LIFECYCLE_ORDER_ID}`;

/**
 * The orders row as the projection leaves it after each event: evolved, finished, and read back through JSON
 * between events as the next batch would read it from the table (jsonb keeps no Date or undefined).
 */
function rowAfter(events: OrderEvent[], start: Row | null = null): Row | null {
  let row = start;
  for (const event of recordedStream(STREAM, events)) {
    const next = evolveOrderRow(row, event);
    row = next ? JSON.parse(JSON.stringify(orderRowOf(next as unknown as OrderState))) : null;
  }
  return row;
}

describe('orders projection: one row per order, folded from every order event', () => {
  it('given a submitted order, then its row carries the list and filter columns and the views, with nothing owed', () => {
    const order = aSubmittedOrderWithBooks();
    const row = rowAfter([orderSubmitted(order)])!;
    expect(row).toMatchObject({
      order_id: LIFECYCLE_ORDER_ID,
      member_id: 'member-lifecycle',
      status: 'Submitted',
      submitted_at: order.submittedAt,
      updated_at: order.submittedAt,
      display_collectible_type: 'Comic',
      display_manga_type: null,
      count: 4,
      insured_cents: order.insuredCents,
      grand_total_cents: order.grandTotalCents,
      charged_cents: order.grandTotalCents,
      paid_cents: order.grandTotalCents,
      balance_cents: 0,
      member_name: 'Cora Collector',
      member_email: 'collector@example.test',
      search_text: '25-lifecyc amazing spider-man incredible hulk saga',
    });
    expect(row.list_item).toEqual(orderListItemOf(order, foldProgress([orderSubmitted(order)])!));
    expect((row.books as unknown[]).length).toBe(4);
    expect((row.staff_row as { status: string }).status).toBe('Submitted');
    expect((row.detail as { payments: unknown[] }).payments).toEqual([
      { kind: 'Submit', at: order.submittedAt, amountCents: order.grandTotalCents, displayName: 'Visa ending 1111', transactionId: 'txn-submit' },
    ]);
  });

  it('given a correction after QC, then the order is in Billing with the balance owed; paid, it is back to Processing', () => {
    const billed = rowAfter([...aQcApprovedOrder(), declaredValueCorrected({ amountCents: 1_500 })])!;
    expect(billed).toMatchObject({ status: 'Billing', balance_cents: 1_500 });
    expect((billed.detail as { corrections: unknown[]; payBalanceShown: boolean }).corrections).toHaveLength(1);
    expect((billed.detail as { payBalanceShown: boolean }).payBalanceShown).toBe(true);
    const paid = rowAfter([balancePaid(1_500)], billed)!;
    expect(paid).toMatchObject({ status: 'Processing', balance_cents: 0, paid_cents: (billed.paid_cents as number) + 1_500 });
    expect((paid.payments as { kind: string }[]).map((p) => p.kind)).toEqual(['Submit', 'Balance']);
  });

  it('given the whole life applied batch by batch, then the row is the one the fold of the whole stream gives', () => {
    const events = aCompletedOrderWithBalancePaid();
    const stepByStep = rowAfter(events.slice(5), rowAfter(events.slice(0, 5)));
    expect(stepByStep).toEqual(rowAfter(events));
    expect(stepByStep).toMatchObject({ status: 'Completed', balance_cents: 0 });
    expect(stepByStep!.progress).toEqual(JSON.parse(JSON.stringify(foldProgress(events))));
  });

  it('given a stored row, when the whole stream is applied again (a replay), then the row does not change', () => {
    const once = rowAfter(aCompletedOrderWithBalancePaid());
    expect(rowAfter(aCompletedOrderWithBalancePaid(), once)).toEqual(once);
  });

  it('given an order event with no order row before it, then there is no row to write', () => {
    expect(evolveOrderRow(null, recordedStream(STREAM, [received()])[0]!)).toBeNull();
  });
});

describe('order tracker row', () => {
  it('given a received order, then the tracker row holds its tracker view under the member and status', () => {
    const progress = foldProgress([orderSubmitted(), received()])!;
    expect(trackerRowOf(progress)).toEqual({
      order_id: LIFECYCLE_ORDER_ID,
      member_id: 'member-lifecycle',
      status: progress.status,
      view: trackerViewOf(progress),
      updated_at: progress.updatedAt,
    });
  });
});

describe('orders projection definition', () => {
  it('owns orders, order_tracker, member_dashboard and order_fold_snapshots (a rebuild swaps all four) and reads only order events', () => {
    expect(ordersProjection.tables).toEqual(['orders', 'order_tracker', 'member_dashboard', 'order_fold_snapshots']);
    const [submittedEvent] = recordedStream(STREAM, [orderSubmitted()]);
    expect(ordersProjection.handles!(submittedEvent!)).toBe(true);
    expect(ordersProjection.handles!({ ...submittedEvent!, type: 'ComicCertified' })).toBe(false);
  });
});

describe('orders projection: the fold kept every 100 versions (order_fold_snapshots)', () => {
  const events = aCompletedOrderWithBalancePaid(aSubmittedOrderWithBooks());
  const recorded = recordedStream(STREAM, events);
  const row = rowAfter(events)!;
  const last = recorded.at(-1)!;

  it('given the row after an event at version 100, then the fold as it stands then, as the as-of view folds it, with its version and time', () => {
    const at100 = { ...last, streamVersion: 100 };
    const snapshot = foldSnapshotOf(row, at100)!;
    expect(snapshot).toMatchObject({ order_id: LIFECYCLE_ORDER_ID, version: 100, recorded_at: last.recordedAt });
    const fold = foldOrderEvents(recorded.map((e) => ({ event: { type: e.type, data: e.data } as OrderEvent })));
    expect(JSON.parse(snapshot.fold as string)).toEqual(JSON.parse(JSON.stringify(fold)));
  });

  it('given a version that is not a multiple of 100, an event of another stream, or no row, then nothing is kept', () => {
    expect(foldSnapshotOf(row, { ...last, streamVersion: 99 })).toBeUndefined();
    expect(foldSnapshotOf(row, { ...last, streamVersion: 100, streamId: 'Payment-1' })).toBeUndefined();
    expect(foldSnapshotOf(null, { ...last, streamVersion: 100 })).toBeUndefined();
  });
});
