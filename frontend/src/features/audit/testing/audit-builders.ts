import {
  feeLedgerOf,
  orderAsOf,
  orderCustodyOf,
  orderHistoryOf,
  type AuditFeeLedger,
  type AuditNames,
  type AuditOrderSearchHit,
  type AuditTrailEntry,
  type AuditedOrderEvent,
  type BookCustody,
  type OrderCustody,
  type OrderEvent,
} from '@certus/contracts';
import { audited } from '@certus/contracts/audit/testing/audited-events';
import {
  HULK_CORRECTION,
  LIFECYCLE_ORDER_ID,
  bookWalkedTo,
  declaredValueCorrected,
  orderSubmitted,
  received,
} from '@certus/contracts/events/testing/order-lifecycle';

/**
 * Audit reads for page tests, made by the contracts' own folds from a real order life (so history, moments,
 * ledger and custody agree as the server's would), not written out by hand.
 */

export const AUDITED_ORDER_ID = LIFECYCLE_ORDER_ID;

/**
 * An order like the demo's: submitted (1), received (2), the Hulk's value corrected (3: $300 to $1,200, NWP to HV,
 * $53.00 more to pay), then the Hulk pre-graded, graded, photographed and encapsulated (4 to 7).
 */
export const aCorrectedOrderLife = (): OrderEvent[] => [orderSubmitted(), received(), declaredValueCorrected(HULK_CORRECTION), ...bookWalkedTo(2, 'Encapsulated')];

/** The people of the order as the members read model knows them: the server names them from it. */
export const KNOWN_PEOPLE: Record<string, { name: string; email: string }> = {
  'worker-1': { name: 'Wanda Worker', email: 'wanda@certus.test' },
  'member-lifecycle': { name: 'Cora Collector', email: 'cora@example.test' },
};
/** The auditor's reads with KNOWN_PEOPLE named; with `known` empty, everyone shown by id as the server does for people it does not know. */
const namesOf = (known: typeof KNOWN_PEOPLE = KNOWN_PEOPLE): Required<AuditNames> => ({ nameOf: (id) => known[id]?.name ?? null, emailOf: (id) => known[id]?.email ?? null });

export interface AuditedOrder {
  events: AuditedOrderEvent[];
  history: ReturnType<typeof orderHistoryOf>;
  asOfVersion(version: number): ReturnType<typeof orderAsOf>;
  ledger: AuditFeeLedger;
  /** The auditor's custody (full names). */
  custody: OrderCustody;
}

export function anAuditedOrder(life: OrderEvent[] = aCorrectedOrderLife(), known: typeof KNOWN_PEOPLE = KNOWN_PEOPLE): AuditedOrder {
  const events = audited(life);
  const names = namesOf(known);
  return {
    events,
    history: orderHistoryOf(events, names),
    asOfVersion: (version) => orderAsOf(events, { version }),
    ledger: feeLedgerOf(events, names),
    custody: orderCustodyOf(events, names.nameOf),
  };
}

/** A member's custody of the same order: staff as initials and id. */
export function aMembersCustody(life: OrderEvent[] = aCorrectedOrderLife()): OrderCustody {
  return orderCustodyOf(audited(life), (id) => (id === 'worker-1' ? 'W. W.' : null));
}

export const bookOf = (custody: OrderCustody, bookNo: number): BookCustody => custody.books.find((b) => b.bookNo === bookNo)!;

let sequence = 0;

export function aSearchHit(overrides: Partial<AuditOrderSearchHit> = {}): AuditOrderSearchHit {
  const n = ++sequence;
  return {
    orderId: `25-AUD${String(n).padStart(4, '0')}`,
    memberId: `member-${n}`,
    memberEmail: `collector${n}@example.test`,
    memberName: `Cora Collector ${n}`,
    submittedAt: '2025-05-05T09:00:00.000Z',
    status: 'Processing',
    currency: 'USD',
    count: 4,
    grandTotalCents: 24_550,
    balanceCents: 0,
    ...overrides,
  };
}

export function aTrailEntry(overrides: Partial<AuditTrailEntry> = {}): AuditTrailEntry {
  const n = ++sequence;
  return {
    viewId: `view-${n}`,
    auditorId: 'auditor-1',
    auditorEmail: 'auditor@demo.test',
    read: 'order-history',
    orderId: AUDITED_ORDER_ID,
    detail: 'the history',
    at: '2025-05-20T10:00:00.000Z',
    ...overrides,
  };
}
