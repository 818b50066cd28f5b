import type pg from 'pg';
import {
  ORDER_TRACKER_CHANNEL,
  OrderEvent,
  SUMMARY_STATUSES,
  evolveOrderFold,
  isOpenOrder,
  orderStreamId,
  orderEventTypes,
  type OrderFold,
  type OrderProgress,
  type OrderSubmittedData,
  type RecordedEvent,
} from '@certus/contracts';
import {
  currentInsuredCents,
  displayCollectibleType,
  displayMangaType,
  orderBooksOf,
  orderDetailOf,
  orderListItemOf,
  staffOrderRowOf,
  trackerViewOf,
  type OrderRecords,
} from '@certus/contracts/orders/order-views';
import { documentProjection, type Row } from '../runner/document-projection.ts';
import { SHADOW_SCHEMA_PREFIX } from '../runner/rebuild.ts';

const CONSUMED = new Set<string>(orderEventTypes);
const OPEN_STATUSES = SUMMARY_STATUSES.filter(isOpenOrder);

/** The fold's state, kept in the row so the next batch continues where this one stopped. */
export interface OrderState extends OrderRecords {
  submitted: OrderSubmittedData;
  progress: OrderProgress;
}

const stateOf = (row: Row): OrderState => ({
  submitted: row.submitted as OrderSubmittedData,
  progress: row.progress as OrderProgress,
  payments: row.payments as OrderRecords['payments'],
  corrections: row.corrections as OrderRecords['corrections'],
});

/**
 * One order event folded into the order's state: the order fold the auditors' point-in-time views use too
 * (contracts audit/order-fold.ts: the one progress fold and the payment and correction records), so an order as
 * of any moment is folded by the code that builds this row. OrderSubmitted starts the state afresh, so replaying
 * a whole stream over a stored row gives the same row.
 */
export function evolveOrderState(state: OrderState | null, event: OrderEvent): OrderState | null {
  // An order event before its OrderSubmitted cannot be recorded (the command side decides on the stream,
  // which starts with it); should one turn up, there is no order to show and nothing to fold it into.
  if (!state && event.type !== 'OrderSubmitted') return null;
  const fold = evolveOrderFold(state && { submitted: state.submitted, progress: state.progress, records: { payments: state.payments, corrections: state.corrections } }, event);
  return { submitted: fold.submitted, progress: fold.progress, ...fold.records };
}

/** The row after one event: only the state columns; orderRowOf derives the rest once per batch. */
export function evolveOrderRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = OrderEvent.parse({ type: recorded.type, data: recorded.data });
  const next = evolveOrderState(row ? stateOf(row) : null, event);
  return next ? { ...row, order_id: next.submitted.orderId, ...next } : null;
}

const searchTextOf = (order: OrderSubmittedData) => [order.orderId, ...order.comics.map((c) => c.title)].join(' ').toLowerCase();

/** Every column of the orders row: the list and filter columns and the views, from the fold's state. */
export function orderRowOf(state: OrderState): Row {
  const { submitted: order, progress } = state;
  return {
    order_id: order.orderId,
    member_id: order.memberId,
    status: progress.status,
    submitted_at: order.submittedAt,
    updated_at: progress.updatedAt,
    country_code: order.countryCode,
    collectible_type: order.collectibleType,
    display_collectible_type: displayCollectibleType(order.collectibleType),
    display_manga_type: displayMangaType(order),
    count: order.count,
    is_insurance: order.isInsurance,
    insured_cents: currentInsuredCents(order, progress),
    total_cents: order.totalCents,
    discount_cents: order.discountCents,
    promo_code: order.promo?.promoCode ?? null,
    promo_discount_cents: order.promoDiscountCents,
    sh_cents: order.shCents,
    insurance_cents: order.insuranceCents,
    rewards_applied_cents: order.rewardsAppliedCents,
    grand_total_cents: progress.grandTotalCents,
    charged_cents: order.payment.amountCents,
    paid_cents: progress.paidCents,
    balance_cents: progress.balanceCents,
    payment_status: order.payment.status,
    currency: order.currency,
    turnaround: order.turnaround,
    summary: order.summary,
    member_name: order.memberName,
    member_email: order.memberEmail,
    search_text: searchTextOf(order),
    list_item: orderListItemOf(order, progress),
    detail: orderDetailOf(order, progress, state),
    books: orderBooksOf(order, progress),
    staff_row: staffOrderRowOf(order, progress),
    submitted: order,
    progress,
    payments: state.payments,
    corrections: state.corrections,
  };
}

const ORDER_COLUMNS = [
  'order_id', 'member_id', 'status', 'submitted_at', 'updated_at', 'country_code', 'collectible_type', 'display_collectible_type', 'display_manga_type',
  'count', 'is_insurance', 'insured_cents', 'total_cents', 'discount_cents', 'promo_code', 'promo_discount_cents', 'sh_cents', 'insurance_cents',
  'rewards_applied_cents', 'grand_total_cents', 'charged_cents', 'paid_cents', 'balance_cents', 'payment_status', 'currency', 'turnaround', 'summary',
  'member_name', 'member_email', 'search_text', 'list_item', 'detail', 'books', 'staff_row', 'submitted', 'progress', 'payments', 'corrections',
];

/** The order_tracker row of an order (its TrackerView). */
export function trackerRowOf(progress: OrderProgress): Row {
  return { order_id: progress.orderId, member_id: progress.memberId, status: progress.status, view: trackerViewOf(progress), updated_at: progress.updatedAt };
}

/** Every this many versions of an order's stream, the fold as it stands is kept (order_fold_snapshots). */
export const ORDER_FOLD_SNAPSHOT_EVERY = 100;

/**
 * The order_fold_snapshots row of an order event at a multiple of ORDER_FOLD_SNAPSHOT_EVERY: the fold just after it,
 * as the auditors' as-of view folds it (contracts audit/order-fold.ts), written out as the JSON text it is stored in.
 */
export function foldSnapshotOf(row: Row | null, recorded: RecordedEvent): Row | undefined {
  if (!row || recorded.streamVersion % ORDER_FOLD_SNAPSHOT_EVERY !== 0) return undefined;
  const state = stateOf(row);
  if (recorded.streamId !== orderStreamId(state.submitted.orderId)) return undefined;
  const fold: OrderFold = { submitted: state.submitted, progress: state.progress, records: { payments: state.payments, corrections: state.corrections } };
  return { order_id: state.submitted.orderId, version: recorded.streamVersion, recorded_at: recorded.recordedAt, fold: JSON.stringify(fold) };
}

/** In the batch's transaction: the folds kept at this batch's versions; an order deleted takes its folds with it. */
async function writeFoldSnapshots(client: pg.PoolClient, written: { deleted: string[]; emitted: Row[] }): Promise<void> {
  if (written.emitted.length > 0) {
    // One statement for the batch; a version projected again (a replay over the live tables) is the same fold.
    await client.query(
      `INSERT INTO order_fold_snapshots (order_id, version, recorded_at, fold)
       SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::json[])
       ON CONFLICT (order_id, version) DO UPDATE SET recorded_at = EXCLUDED.recorded_at, fold = EXCLUDED.fold`,
      ['order_id', 'version', 'recorded_at', 'fold'].map((column) => written.emitted.map((row) => row[column])),
    );
  }
  if (written.deleted.length > 0) await client.query('DELETE FROM order_fold_snapshots WHERE order_id = ANY($1)', [written.deleted]);
}

/**
 * In the batch's transaction, after the orders rows: the tracker rows of the changed orders, a NOTIFY per
 * changed order, and the dashboard counts of their members, counted from orders as they now stand.
 */
async function writeTrackersAndDashboards(client: pg.PoolClient, written: { upserted: Row[]; deleted: string[] }): Promise<void> {
  const members = new Set<string>();
  if (written.upserted.length > 0) {
    const trackers = written.upserted.map((row) => trackerRowOf(row.progress as OrderProgress));
    await client.query(
      `INSERT INTO order_tracker (order_id, member_id, status, view, updated_at)
       SELECT order_id, member_id, status, view, updated_at FROM jsonb_populate_recordset(NULL::order_tracker, $1::jsonb)
       ON CONFLICT (order_id) DO UPDATE SET member_id = EXCLUDED.member_id, status = EXCLUDED.status, view = EXCLUDED.view, updated_at = EXCLUDED.updated_at`,
      [JSON.stringify(trackers)],
    );
    for (const row of written.upserted) members.add(row.member_id as string);
  }
  if (written.deleted.length > 0) {
    const { rows } = await client.query<{ member_id: string }>('DELETE FROM order_tracker WHERE order_id = ANY($1) RETURNING member_id', [written.deleted]);
    for (const row of rows) members.add(row.member_id);
  }
  const changed = [...written.upserted.map((row) => row.order_id as string), ...written.deleted];
  // Delivered at commit, so a listener reads the tracker as committed. Only for the live tables: a rebuild
  // projects into a shadow schema nobody reads (search_path), and its swap changes no tracker anyone sees.
  await client.query(`SELECT pg_notify($2, id) FROM unnest($1::text[]) AS id WHERE left(current_schema(), $3) <> $4`, [
    changed,
    ORDER_TRACKER_CHANNEL,
    SHADOW_SCHEMA_PREFIX.length,
    SHADOW_SCHEMA_PREFIX,
  ]);
  await client.query(
    `INSERT INTO member_dashboard (member_id, open_orders, completed_orders, total_orders)
     SELECT m.member_id,
            count(o.order_id) FILTER (WHERE o.status = ANY($2::text[]))::int,
            count(o.order_id) FILTER (WHERE o.status = 'Completed')::int,
            count(o.order_id)::int
     FROM unnest($1::text[]) AS m(member_id) LEFT JOIN orders o ON o.member_id = m.member_id
     GROUP BY m.member_id
     ON CONFLICT (member_id) DO UPDATE SET open_orders = EXCLUDED.open_orders, completed_orders = EXCLUDED.completed_orders, total_orders = EXCLUDED.total_orders`,
    [[...members], OPEN_STATUSES],
  );
}

/**
 * orders: one row per order with its status, money, list and filter columns and the views the member and
 * staff pages read (order list item, detail, books, staff queue row), folded from every order event. With
 * it, in the same transaction: order_tracker (the tracker view, NOTIFYed on channel order_tracker),
 * member_dashboard (open, completed and total orders per member) and order_fold_snapshots (the fold every 100
 * versions, for the auditors' as-of view). A rebuild swaps all four in together.
 */
export const ordersProjection = documentProjection({
  name: 'orders',
  table: 'orders',
  keyColumn: 'order_id',
  columns: ORDER_COLUMNS,
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { orderId: string }).orderId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveOrderRow,
  finish: (row) => orderRowOf(stateOf(row)),
  alsoOwns: ['order_tracker', 'member_dashboard', 'order_fold_snapshots'],
  emit: foldSnapshotOf,
  afterWrite: async (client, written) => {
    await writeTrackersAndDashboards(client, written);
    await writeFoldSnapshots(client, written);
  },
});
