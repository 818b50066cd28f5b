import { StaffOrderView, displayOrderStatus, type OrderBookView, type StaffOrderRow, type SummaryStatus, type TierStatus } from '@certus/contracts';
import { aBook, anOrderDetail, anOrderId, anOrderTier } from '../../orders/testing/order-builders.ts';

/**
 * Test data for the worker screens, valid against the contracts' schemas (the API parses every answer). The
 * order and its books come from the orders feature's builders, so both sides test against the same views.
 */

const AT = '2025-03-14T15:00:00.000Z';

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
  const order = anOrderDetail({
    id: orderId,
    status,
    date: AT,
    count: books.length,
    insuredCents: books.reduce((sum, b) => sum + b.insuredCents, 0),
    tiers: tiers.map((t) =>
      anOrderTier({
        id: t.id,
        label: `Tier ${t.id}`,
        count: t.count ?? books.filter((b) => b.tierId === t.id).length,
        status: t.status ?? 'PreGrade',
        qcApproved: t.qcApproved ?? false,
      }),
    ),
    balanceCents: options.balanceCents ?? 0,
  });
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
