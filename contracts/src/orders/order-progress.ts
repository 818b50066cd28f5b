import { NO_LABEL_DETAILS, type LabelDetails, type OrderEvent, type OrderSubmittedData } from '../events/order-events.ts';
import { orderStage, type SummaryStatus, type TierStatus } from './order-status.ts';

/**
 * Where an order stands, folded from its events (stream `Order-{orderId}`). One pure fold for both sides:
 * the command side's order decider checks each staff step against it, and the projections (orders, tracker,
 * staff queue) store what it computes, so both sides always agree on a status.
 *
 * A book is one physical copy: the lines expanded by quantity, numbered 1..count in line order.
 */

export const BOOK_STEPS = ['Declared', 'Missing', 'Received', 'PreGraded', 'Pressed', 'Graded', 'Imaged', 'Encapsulated'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

export interface BookProgress {
  bookNo: number;
  lineIndex: number;
  /** The tier group it is processed and QC-approved with (TierGroup.id, e.g. MNP). */
  tierId: string;
  /** Issued at encapsulation; known from the start so imaging can store the cover under it. */
  certificationId: string;
  needsPressing: boolean;
  step: BookStep;
  preGradeNote: string;
  grade: number | null;
  category: 'Verified' | 'Authentic' | 'Certified' | 'Raw Grade' | null;
  graderNotes: string;
  signatures: { signatureId: string; verdict: 'Verified' | 'Rejected' }[];
  /** Read off the book at grading; the label it is sealed with carries them. */
  labelDetails: LabelDetails;
  hasCover: boolean;
  /**
   * The SHA-256 of the cover photo now stored (the last one taken: a retake replaces the file under the same
   * name), so its address can name this photo. Absent before imaging, and in progress folded before it was kept.
   */
  coverSha256?: string;
  /** When the book reached its current step. */
  stepAt: string;
}

export interface TierProgress {
  id: string;
  label: string;
  days: number;
  count: number;
  status: TierStatus;
  qcApproved: boolean;
  qcApprovedAt: string | null;
}

export interface StatusChange {
  status: SummaryStatus;
  at: string;
}

export interface OrderProgress {
  orderId: string;
  memberId: string;
  submittedAt: string;
  countryCode: 'US' | 'CA';
  shippingKind: 'address' | 'pickup';
  status: SummaryStatus;
  books: BookProgress[];
  tiers: TierProgress[];
  /** Per line, after declared-value corrections: the insured value of one book, its tier code and label. */
  lines: { insuredCents: number; tierCode: string; tierLabel: string }[];
  /** Grand total at submit plus every correction. */
  grandTotalCents: number;
  /** Taken at submit plus balance payments. */
  paidCents: number;
  /**
   * What the member owes now (negative: a credit). A cancelled order charges nothing, so from its
   * cancellation on the balance is what is still to be given back (0 once every refund is made).
   */
  balanceCents: number;
  receivedAt: string | null;
  shipment: { carrier: string; trackingNumber: string; at: string } | null;
  readyForPickUpAt: string | null;
  completedAt: string | null;
  /**
   * Refunds of a cancellation: given back so far, still to be made by the gateway (recorded as due at the
   * cancellation, then one by one as made), and refused by the gateway (for staff to settle by hand).
   */
  cancelled: { reason: string; at: string; refundedCents: number; refundPendingCents: number; refundRefusedCents: number } | null;
  /** Tracker (spec 4): the step in process (5 = all completed) and when each step was first reached. */
  stage: number;
  stepReachedAt: (string | null)[];
  statusHistory: StatusChange[];
  updatedAt: string;
}

const pad3 = (n: number) => String(n).padStart(3, '0');
/** Comic id format of spec 2.2: the order id, dash, 3 digits (`12-A1B2C3D-001`). */
export const certificationIdFor = (orderId: string, bookNo: number) => `${orderId}-${pad3(bookNo)}`;

const BOOK_ORDER: Record<BookStep, number> = { Declared: -2, Missing: -1, Received: 0, PreGraded: 1, Pressed: 2, Graded: 3, Imaged: 4, Encapsulated: 5 };
export const bookStepIndex = (step: BookStep) => BOOK_ORDER[step];

/** The books of a submitted order, in line order, each copy of a line its own book. */
export function booksOf(order: Pick<OrderSubmittedData, 'orderId' | 'comics' | 'submittedAt'>): BookProgress[] {
  const books: BookProgress[] = [];
  order.comics.forEach((line, lineIndex) => {
    for (let copy = 0; copy < line.quantity; copy++) {
      const bookNo = books.length + 1;
      books.push({
        bookNo,
        lineIndex,
        tierId: line.tierCode,
        certificationId: certificationIdFor(order.orderId, bookNo),
        needsPressing: line.press > 0,
        step: 'Declared',
        preGradeNote: '',
        grade: null,
        category: null,
        graderNotes: '',
        signatures: [],
        labelDetails: NO_LABEL_DETAILS,
        hasCover: false,
        stepAt: order.submittedAt,
      });
    }
  });
  return books;
}

export function startProgress(order: OrderSubmittedData): OrderProgress {
  const progress: OrderProgress = {
    orderId: order.orderId,
    memberId: order.memberId,
    submittedAt: order.submittedAt,
    countryCode: order.countryCode,
    shippingKind: order.shipping.kind,
    status: 'Submitted',
    books: booksOf(order),
    tiers: order.tiers.map((t) => ({ id: t.id, label: t.label, days: t.days, count: t.count, status: 'Submitted', qcApproved: false, qcApprovedAt: null })),
    lines: order.comics.map((l) => ({ insuredCents: l.insuredCents, tierCode: l.tierCode, tierLabel: l.tierLabel })),
    grandTotalCents: order.grandTotalCents,
    paidCents: order.payment.amountCents,
    balanceCents: order.grandTotalCents - order.payment.amountCents,
    receivedAt: null,
    shipment: null,
    readyForPickUpAt: null,
    completedAt: null,
    cancelled: null,
    stage: 0,
    stepReachedAt: [null, null, null, null, null],
    statusHistory: [],
    updatedAt: order.submittedAt,
  };
  return withStatuses(progress, order.submittedAt);
}

const mapBook = (p: OrderProgress, bookNo: number, change: (b: BookProgress) => BookProgress): BookProgress[] =>
  p.books.map((b) => (b.bookNo === bookNo ? change(b) : b));

/**
 * The progress after one event. `null` before the order exists (only OrderSubmitted starts it). The fold
 * records what happened; whether it was allowed is the decider's business (command-service).
 */
export function evolveProgress(progress: OrderProgress | null, event: OrderEvent): OrderProgress {
  if (event.type === 'OrderSubmitted') return startProgress(event.data);
  if (!progress) throw new Error(`${event.type} before OrderSubmitted`);
  const p = progress;
  switch (event.type) {
    case 'OrderReceived': {
      const d = event.data;
      const arrived = new Map(d.books.map((b) => [b.bookNo, b.arrived]));
      const books = p.books.map((b): BookProgress => (arrived.has(b.bookNo) ? { ...b, step: arrived.get(b.bookNo) ? 'Received' : 'Missing', stepAt: d.at } : b));
      return withStatuses({ ...p, books, receivedAt: d.at }, d.at);
    }
    case 'BookPreGraded': {
      const d = event.data;
      return withStatuses({ ...p, books: mapBook(p, d.bookNo, (b) => ({ ...b, step: 'PreGraded', preGradeNote: d.note, stepAt: d.at })) }, d.at);
    }
    case 'BookPressed': {
      const d = event.data;
      return withStatuses({ ...p, books: mapBook(p, d.bookNo, (b) => ({ ...b, step: 'Pressed', stepAt: d.at })) }, d.at);
    }
    case 'BookGraded': {
      const d = event.data;
      return withStatuses(
        { ...p, books: mapBook(p, d.bookNo, (b) => ({
            ...b,
            step: 'Graded',
            grade: d.grade,
            category: d.category,
            graderNotes: d.graderNotes,
            signatures: d.signatures,
            labelDetails: d.labelDetails,
            stepAt: d.at,
          })) },
        d.at,
      );
    }
    case 'BookImaged': {
      const d = event.data;
      return withStatuses({ ...p, books: mapBook(p, d.bookNo, (b) => ({ ...b, step: 'Imaged', hasCover: true, coverSha256: d.cover.sha256, stepAt: d.at })) }, d.at);
    }
    case 'BookCoverReplaced': {
      // Another photo of the same step: the book stays Imaged since it was first photographed.
      const d = event.data;
      return withStatuses({ ...p, books: mapBook(p, d.bookNo, (b) => ({ ...b, coverSha256: d.cover.sha256 })) }, d.at);
    }
    case 'BookEncapsulated': {
      const d = event.data;
      return withStatuses({ ...p, books: mapBook(p, d.bookNo, (b) => ({ ...b, step: 'Encapsulated', certificationId: d.certificationId, stepAt: d.at })) }, d.at);
    }
    case 'TierQcApproved': {
      const d = event.data;
      return withStatuses({ ...p, tiers: p.tiers.map((t) => (t.id === d.tierId ? { ...t, qcApproved: true, qcApprovedAt: d.at } : t)) }, d.at);
    }
    case 'DeclaredValueCorrected': {
      const d = event.data;
      const lines = p.lines.map((l, i) => (i === d.lineIndex ? { insuredCents: d.insuredCents, tierCode: d.tierCode, tierLabel: d.tierLabel } : l));
      return withStatuses(
        { ...p, lines, grandTotalCents: p.grandTotalCents + d.amountCents, balanceCents: p.balanceCents + d.amountCents },
        d.at,
      );
    }
    case 'BalancePaid': {
      const d = event.data;
      return withStatuses({ ...p, paidCents: p.paidCents + d.amountCents, balanceCents: p.balanceCents - d.amountCents }, d.paidAt);
    }
    case 'OrderShipped': {
      const d = event.data;
      return withStatuses({ ...p, shipment: { carrier: d.carrier, trackingNumber: d.trackingNumber, at: d.at } }, d.at);
    }
    case 'OrderReadyForPickUp':
      return withStatuses({ ...p, readyForPickUpAt: event.data.at }, event.data.at);
    case 'OrderCompleted':
      return withStatuses({ ...p, completedAt: event.data.at }, event.data.at);
    case 'OrderCancelled': {
      const d = event.data;
      const refunded = d.refund?.amountCents ?? 0;
      const pending = (d.refundsDue ?? []).reduce((sum, r) => sum + r.amountCents, 0);
      const cancelled = { reason: d.reason, at: d.at, refundedCents: refunded, refundPendingCents: pending, refundRefusedCents: 0 };
      const paidCents = p.paidCents - refunded;
      return withStatuses({ ...p, cancelled, paidCents, balanceCents: 0 - paidCents }, d.at);
    }
    case 'OrderRefundIssued':
    case 'OrderRefundRefused': {
      const d = event.data;
      if (!p.cancelled) throw new Error(`${event.type} of order ${p.orderId} before its cancellation`);
      const issued = event.type === 'OrderRefundIssued';
      const cancelled = {
        ...p.cancelled,
        refundedCents: p.cancelled.refundedCents + (issued ? d.amountCents : 0),
        refundPendingCents: p.cancelled.refundPendingCents - d.amountCents,
        refundRefusedCents: p.cancelled.refundRefusedCents + (issued ? 0 : d.amountCents),
      };
      const paidCents = p.paidCents - (issued ? d.amountCents : 0);
      return withStatuses({ ...p, cancelled, paidCents, balanceCents: 0 - paidCents }, d.at);
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown order event ${JSON.stringify(unknown)}`);
    }
  }
}

export function foldProgress(events: readonly OrderEvent[]): OrderProgress | null {
  return events.reduce<OrderProgress | null>(evolveProgress, null);
}

/** The arrived books of a tier group (missing ones are neither graded nor checked). */
export const arrivedBooksOf = (p: Pick<OrderProgress, 'books'>, tierId: string) =>
  p.books.filter((b) => b.tierId === tierId && b.step !== 'Missing' && b.step !== 'Declared');

function tierStatusOf(p: OrderProgress, tier: TierProgress): TierStatus {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (tier.qcApproved) return p.balanceCents > 0 ? 'Billing' : 'ShippingHold';
  const books = arrivedBooksOf(p, tier.id);
  if (books.length === 0) return 'ShippingHold';
  const least = books.reduce((a, b) => (bookStepIndex(b.step) < bookStepIndex(a.step) ? b : a));
  switch (least.step) {
    case 'Received':
      return 'PreGrade';
    case 'PreGraded':
      return books.some((b) => b.step === 'PreGraded' && b.needsPressing) ? 'Pressing' : 'Grading';
    case 'Pressed':
      return 'Grading';
    case 'Graded':
      return 'Finalize';
    default:
      return 'ImagingSP';
  }
}

function summaryStatusOf(p: OrderProgress): SummaryStatus {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (p.balanceCents > 0) return p.tiers.every((t) => t.qcApproved) ? 'Billing' : 'Invoicing';
  return 'Processing';
}

/** Statuses, tracker stage and step times after a change at `at`. */
function withStatuses(p: OrderProgress, at: string): OrderProgress {
  const tiers = p.tiers.map((t) => {
    // A tier none of whose books arrived has nothing to check: it counts as approved once the box is opened.
    const nothingArrived = p.receivedAt !== null && arrivedBooksOf(p, t.id).length === 0;
    const tier = nothingArrived && !t.qcApproved ? { ...t, qcApproved: true, qcApprovedAt: p.receivedAt } : t;
    return { ...tier, status: tierStatusOf(p, tier) };
  });
  const withTiers = { ...p, tiers };
  const status = summaryStatusOf(withTiers);
  const stage = orderStage(status, tiers);
  const stepReachedAt = p.stepReachedAt.map((reached, i) => reached ?? (i <= stage ? at : null));
  const statusHistory = p.statusHistory.at(-1)?.status === status ? p.statusHistory : [...p.statusHistory, { status, at }];
  return { ...withTiers, status, stage, stepReachedAt, statusHistory, updatedAt: at };
}
