import {
  TRACKER_STEPS,
  certificationIdFor,
  displayOrderStatus,
  orderStage,
  payBalanceShown,
  trackerStepStates,
  type OrderBookView,
  type OrderDataCount,
  type OrderDetail,
  type OrderListItem,
  type OrderRollup,
  type SummaryStatus,
  type TierStatus,
  type TrackerView,
} from '@certus/contracts';

let sequence = 0;
const next = () => ++sequence;

/** A fresh order id of the issued form (2 digits, dash, 7 alphanumerics). */
export const anOrderId = () => `25-T${String(next()).padStart(6, '0')}`;

export function anOrderListItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  const status = overrides.status ?? 'Processing';
  return {
    id: anOrderId(),
    date: '2025-03-14T12:00:00.000Z',
    status,
    displayStatus: displayOrderStatus(status),
    countryCode: 'US',
    collectibleType: 'Comic',
    displayCollectibleType: 'Comic',
    displayMangaType: null,
    count: 3,
    insuredCents: 30_000,
    grandTotalCents: 12_500,
    balanceCents: 0,
    currency: 'USD',
    ...overrides,
  };
}

type TierInput = { id?: string; label?: string; status: TierStatus; qcApproved?: boolean };

/**
 * The tracker as the query side builds it: the steps come from contracts' orderStage / trackerStepStates,
 * each reached step with a time (a minute apart from `2025-03-14T12:00Z`).
 */
export function aTrackerView(status: SummaryStatus, tiers: TierInput[] = [{ status: 'Submitted' }], overrides: Partial<TrackerView> = {}): TrackerView {
  const fullTiers = tiers.map((t, i) => ({ id: t.id ?? `MN${i}`, label: t.label ?? `Modern ${i + 1}`, status: t.status, qcApproved: t.qcApproved ?? false }));
  const states = trackerStepStates(orderStage(status, fullTiers));
  return {
    orderId: overrides.orderId ?? anOrderId(),
    status,
    displayStatus: displayOrderStatus(status),
    tiers: fullTiers,
    steps: TRACKER_STEPS.map((label, i) => ({
      label,
      state: states[i] ?? '',
      reachedAt: states[i] ? new Date(Date.UTC(2025, 2, 14, 12, i)).toISOString() : null,
    })),
    shipment: null,
    updatedAt: '2025-03-14T12:30:00.000Z',
    ...overrides,
  };
}

type OrderTier = OrderDetail['tiers'][number];

/** A tier group of an order detail; its displayed status is the one spec 4 shows for its status. */
export function anOrderTier(overrides: Partial<OrderTier> = {}): OrderTier {
  const status = overrides.status ?? 'Grading';
  return {
    id: 'MN',
    label: 'Modern',
    days: 20,
    fastPassValue: 0,
    insuredCents: 40_000,
    count: 2,
    baseTotalCents: 10_000,
    totalCents: 10_000,
    rate: null,
    status,
    displayStatus: displayOrderStatus(status),
    qcApproved: false,
    ...overrides,
  };
}

/** An order as GET /api/orders/{id} shows it (the staff view holds the same); paid is the grand total less the balance. */
export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const status = overrides.status ?? 'Billing';
  const grandTotalCents = overrides.grandTotalCents ?? 12_500;
  const balanceCents = overrides.balanceCents ?? 0;
  return {
    id: anOrderId(),
    userId: `member-${next()}`,
    status,
    displayStatus: displayOrderStatus(status),
    date: '2025-03-14T12:00:00.000Z',
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    count: 2,
    insuredCents: 40_000,
    baseTotalCents: 10_000,
    totalCents: 10_000,
    discountCents: 0,
    gradingDiscountCents: 0,
    pressingDiscountCents: 0,
    vspDiscountCents: 0,
    discountRate: 0,
    pressingDiscountRate: 0,
    vspDiscountRate: 0,
    rewardsCents: 0,
    promoCode: null,
    promoDiscountCents: 0,
    handlingCents: 0,
    shCents: 2_500,
    insuranceCents: 0,
    isInsurance: false,
    dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true, address: ['Certus Grading, LLC', '5400 Legacy Drive, Suite 300', 'Plano, TX 75024', 'United States'], instructions: '', appointmentUrl: null },
    charges: { gradingCents: 10_000, pressingCents: 0, signatureCents: 0, shippingCents: 2_500, pressedBooks: 0, signatures: 0, submittedTiers: [{ label: 'Modern', count: 2, rateName: null }] },
    rate: { id: 'ground', name: 'FedEx Ground', baseCostCents: 2_000, additionalCostCents: 500, insuranceCostCents: 0, totalCostCents: 2_500 },
    tiers: [anOrderTier()],
    grandTotalCents,
    paidCents: grandTotalCents - balanceCents,
    balanceCents,
    shippingAccount: null,
    onlineSubmission: true,
    shipTo: 'Ada Lovelace, 1 Legacy Drive, Plano, TX 75024',
    shipment: null,
    turnaround: '4 weeks',
    summary: [],
    payments: [{ kind: 'Submit', at: '2025-03-14T12:00:00.000Z', amountCents: 12_500, displayName: 'Visa ending 4242', transactionId: 'txn-1' }],
    corrections: [],
    cancelled: null,
    payBalanceShown: payBalanceShown(status),
    ...overrides,
  };
}

/** The order `aBook({...})` files a book under when the test does not say which. */
const SOME_ORDER_ID = '25-A1B2C3D';

/**
 * A book as the read model shows it. `aBook(orderId, bookNo, overrides)` is book N of that order, under the
 * certification id the order issues it (`{orderId}-00N`); `aBook(overrides)` is a book of some order, for a
 * test that does not care which. Each book has its own issue number, so rows and headings tell them apart.
 */
export function aBook(overrides?: Partial<OrderBookView>): OrderBookView;
export function aBook(orderId: string, bookNo: number, overrides?: Partial<OrderBookView>): OrderBookView;
export function aBook(orderIdOrOverrides: string | Partial<OrderBookView> = {}, bookNo?: number, overrides: Partial<OrderBookView> = {}): OrderBookView {
  if (typeof orderIdOrOverrides !== 'string') return aBook(SOME_ORDER_ID, orderIdOrOverrides.bookNo ?? next(), orderIdOrOverrides);
  const number = bookNo ?? next();
  return {
    bookNo: number,
    lineIndex: 0,
    tierId: 'MN',
    certificationId: certificationIdFor(orderIdOrOverrides, number),
    title: 'Amazing Spider-Man',
    issue: String(300 + number),
    year: 1988,
    publisher: 'Marvel',
    variant: '',
    insuredCents: 50_000,
    press: 0,
    needsPressing: false,
    signatures: [],
    step: 'Received',
    stepAt: '2025-03-14T15:00:00.000Z',
    grade: null,
    category: null,
    graderNotes: '',
    signatureVerdicts: [],
    preGradeNote: '',
    hasCover: false,
    coverUrl: null,
    ...overrides,
  };
}

export function aRollup(order: OrderDetail, books: OrderBookView[] = []): OrderRollup {
  return {
    id: order.id,
    status: order.status,
    tiers: order.tiers.map((t) => ({ id: t.id, label: t.label, status: t.status, displayStatus: t.displayStatus, qcApproved: t.qcApproved, books: books.filter((b) => b.tierId === t.id) })),
  };
}

export function aDataCount(overrides: Partial<OrderDataCount> = {}): OrderDataCount {
  return { openOrders: 0, completedOrders: 0, totalOrders: 0, comics: 0, ...overrides };
}
