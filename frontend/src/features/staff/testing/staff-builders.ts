import {
  StaffOrderView,
  certificationIdFor,
  displayOrderStatus,
  type OrderBookView,
  type OrderDetail,
  type StaffOrderRow,
  type SummaryStatus,
  type TierStatus,
} from '@certus/contracts';

/** Test data for the worker screens, valid against the contracts' schemas (the API parses every answer). */

let sequence = 0;
/** A fresh order id per call: `25-T000001`, `25-T000002`, ... */
export const anOrderId = () => `25-T${String(++sequence).padStart(6, '0')}`;

const AT = '2025-03-14T15:00:00.000Z';

export function aBook(orderId: string, bookNo: number, overrides: Partial<OrderBookView> = {}): OrderBookView {
  return {
    bookNo,
    lineIndex: 0,
    tierId: 'MN',
    certificationId: certificationIdFor(orderId, bookNo),
    title: 'Amazing Spider-Man',
    issue: String(300 + bookNo),
    year: 1988,
    publisher: 'Marvel',
    variant: '',
    insuredCents: 50_000,
    press: 0,
    needsPressing: false,
    signatures: [],
    step: 'Received',
    stepAt: AT,
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

export interface TierOverrides {
  id: string;
  status?: TierStatus;
  qcApproved?: boolean;
  count?: number;
}

export interface StaffOrderViewOptions {
  orderId?: string;
  status?: SummaryStatus;
  books?: (orderId: string) => OrderBookView[];
  tiers?: TierOverrides[];
  balanceCents?: number;
  shippingKind?: 'address' | 'pickup';
  receivedAt?: string | null;
}

/** An order received and on the bench (Processing) with three books of tier MN, unless told otherwise. */
export function aStaffOrderView(options: StaffOrderViewOptions = {}): StaffOrderView {
  const orderId = options.orderId ?? anOrderId();
  const status = options.status ?? 'Processing';
  const books = options.books?.(orderId) ?? [1, 2, 3].map((n) => aBook(orderId, n));
  const tiers = options.tiers ?? [{ id: 'MN' }];
  const order: OrderDetail = {
    id: orderId,
    userId: 'member-1',
    status,
    displayStatus: displayOrderStatus(status),
    date: AT,
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    count: books.length,
    insuredCents: books.reduce((sum, b) => sum + b.insuredCents, 0),
    baseTotalCents: 9_000,
    totalCents: 9_000,
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
    shCents: 1_500,
    insuranceCents: 0,
    isInsurance: false,
    dropOff: { id: 'NN', name: 'Mail-in' },
    rate: null,
    tiers: tiers.map((t) => ({
      id: t.id,
      label: `Tier ${t.id}`,
      days: 30,
      fastPassValue: 0,
      insuredCents: 0,
      count: t.count ?? books.filter((b) => b.tierId === t.id).length,
      baseTotalCents: 3_000,
      totalCents: 3_000,
      rate: null,
      status: t.status ?? 'PreGrade',
      displayStatus: displayOrderStatus(t.status ?? 'PreGrade'),
      qcApproved: t.qcApproved ?? false,
    })),
    grandTotalCents: 10_500,
    paidCents: 10_500 - (options.balanceCents ?? 0),
    balanceCents: options.balanceCents ?? 0,
    shippingAccount: null,
    onlineSubmission: true,
    shipTo: 'Ada Lovelace, 1 Main St, Dallas TX',
    shipment: null,
    turnaround: '30 days',
    summary: [],
    payments: [],
    corrections: [],
    cancelled: null,
    payBalanceShown: status !== 'Submitted' && status !== 'Cancelled',
  };
  // Parsed so a builder that drifts from the contract fails here, not as an unexplained load failure.
  return StaffOrderView.parse({
    order,
    memberName: 'Ada Lovelace',
    memberEmail: 'ada@example.test',
    shippingKind: options.shippingKind ?? 'address',
    books,
    receivedAt: options.receivedAt === undefined ? (status === 'Submitted' ? null : AT) : options.receivedAt,
  });
}

export function aStaffOrderRow(overrides: Partial<StaffOrderRow> = {}): StaffOrderRow {
  const status = overrides.status ?? 'Processing';
  return {
    id: anOrderId(),
    memberName: 'Ada Lovelace',
    date: AT,
    status,
    displayStatus: displayOrderStatus(status),
    collectibleType: 'Comic',
    count: 3,
    balanceCents: 0,
    tiers: [{ id: 'MN', status: 'Grading', qcApproved: false }],
    updatedAt: AT,
    ...overrides,
  };
}
