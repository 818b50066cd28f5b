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
  return withStatuses(progress, EVERY_TIER, order.submittedAt);
}

/**
 * Which tier groups' books an event changed: their statuses are the ones worked out again from the books (see
 * withStatuses). A tier's books can only change by the receipt (every tier) or by a step of one of them.
 */
type BooksChanged = typeof EVERY_TIER | typeof NO_TIER | { tierId: string };
const EVERY_TIER = 'every tier';
const NO_TIER = 'no tier';

/**
 * The books with one of them changed, and the tier group it belongs to. Books are numbered 1..count in book
 * order, so the book is found by its place (a copy of the array: the state before the event stays as it was).
 */
function withBookChanged(p: OrderProgress, bookNo: number, change: (b: BookProgress) => BookProgress): { books: BookProgress[]; changed: BooksChanged } {
  const index = p.books[bookNo - 1]?.bookNo === bookNo ? bookNo - 1 : p.books.findIndex((b) => b.bookNo === bookNo);
  if (index < 0) return { books: p.books, changed: NO_TIER };
  const books = p.books.slice();
  const book = change(books[index]!);
  books[index] = book;
  return { books, changed: { tierId: book.tierId } };
}

/** The progress after a step of one book: its tier group's status is the one its books may have moved. */
function afterBookStep(p: OrderProgress, bookNo: number, at: string, change: (b: BookProgress) => BookProgress): OrderProgress {
  const { books, changed } = withBookChanged(p, bookNo, change);
  return withStatuses({ ...p, books }, changed, at);
}

/**
 * The progress with a line's books moved to another tier group (a declared-value correction that changed the line's
 * tier): they are turned around with it, as a book submitted at that value would have been. The group they join is
 * made when the order has none; the group they leave goes when they were its last. Groups stay in the order of their
 * first line, as at submit; a joined group's turnaround is the longer of its own and the new tier's.
 *
 * A QC approval is of books, which a new price does not undo: the books bring theirs along. A group made for them is
 * approved when the group they left was (at the same time); a group they join stays approved only when both were.
 */
function movedToTier(p: OrderProgress, lineIndex: number, tier: Pick<TierProgress, 'id' | 'label' | 'days'>): OrderProgress {
  const from = p.tiers.find((t) => t.id === p.books.find((b) => b.lineIndex === lineIndex)?.tierId);
  const books = p.books.map((b) => (b.lineIndex === lineIndex ? { ...b, tierId: tier.id } : b));
  const counts = new Map<string, number>();
  for (const b of books) counts.set(b.tierId, (counts.get(b.tierId) ?? 0) + 1);
  const known = new Map(p.tiers.map((t) => [t.id, t]));
  const approval = { qcApproved: from?.qcApproved ?? false, qcApprovedAt: from?.qcApproved ? from.qcApprovedAt : null };
  const tiers = [...counts].map(([id, count]): TierProgress => {
    const before = known.get(id);
    if (id !== tier.id) return { ...before!, count };
    if (!before) return { ...tier, count, status: 'Submitted', ...approval };
    const bothApproved = before.qcApproved && approval.qcApproved;
    const latest = [before.qcApprovedAt, approval.qcApprovedAt].sort().at(-1) ?? null;
    return { ...before, days: Math.max(before.days, tier.days), count, qcApproved: bothApproved, qcApprovedAt: bothApproved ? latest : null };
  });
  return { ...p, books, tiers };
}

/** The progress after an event that changed no book (money, QC, shipping, the end): statuses from the order's own state. */
const afterOrderChange = (next: OrderProgress, at: string) => withStatuses(next, NO_TIER, at);

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
      return withStatuses({ ...p, books, receivedAt: d.at }, EVERY_TIER, d.at);
    }
    case 'BookPreGraded': {
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({ ...b, step: 'PreGraded', preGradeNote: d.note, stepAt: d.at }));
    }
    case 'BookPressed': {
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({ ...b, step: 'Pressed', stepAt: d.at }));
    }
    case 'BookGraded': {
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({
        ...b,
        step: 'Graded',
        grade: d.grade,
        category: d.category,
        graderNotes: d.graderNotes,
        signatures: d.signatures,
        labelDetails: d.labelDetails,
        stepAt: d.at,
      }));
    }
    case 'BookImaged': {
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({ ...b, step: 'Imaged', hasCover: true, coverSha256: d.cover.sha256, stepAt: d.at }));
    }
    case 'BookCoverReplaced': {
      // Another photo of the same step: the book stays Imaged since it was first photographed.
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({ ...b, coverSha256: d.cover.sha256 }));
    }
    case 'BookEncapsulated': {
      const d = event.data;
      return afterBookStep(p, d.bookNo, d.at, (b) => ({ ...b, step: 'Encapsulated', certificationId: d.certificationId, stepAt: d.at }));
    }
    case 'TierQcApproved': {
      const d = event.data;
      return afterOrderChange({ ...p, tiers: p.tiers.map((t) => (t.id === d.tierId ? { ...t, qcApproved: true, qcApprovedAt: d.at } : t)) }, d.at);
    }
    case 'DeclaredValueCorrected': {
      const d = event.data;
      const lines = p.lines.map((l, i) => (i === d.lineIndex ? { insuredCents: d.insuredCents, tierCode: d.tierCode, tierLabel: d.tierLabel } : l));
      const repriced = { ...p, lines, grandTotalCents: p.grandTotalCents + d.amountCents, balanceCents: p.balanceCents + d.amountCents };
      if (d.tierCode === d.previousTierCode || d.tierDays === undefined) return afterOrderChange(repriced, d.at);
      return withStatuses(movedToTier(repriced, d.lineIndex, { id: d.tierCode, label: d.tierLabel, days: d.tierDays }), EVERY_TIER, d.at);
    }
    case 'BalancePaid': {
      const d = event.data;
      return afterOrderChange({ ...p, paidCents: p.paidCents + d.amountCents, balanceCents: p.balanceCents - d.amountCents }, d.paidAt);
    }
    case 'OrderShipped': {
      const d = event.data;
      return afterOrderChange({ ...p, shipment: { carrier: d.carrier, trackingNumber: d.trackingNumber, at: d.at } }, d.at);
    }
    case 'OrderReadyForPickUp':
      return afterOrderChange({ ...p, readyForPickUpAt: event.data.at }, event.data.at);
    case 'OrderCompleted':
      return afterOrderChange({ ...p, completedAt: event.data.at }, event.data.at);
    case 'OrderCancelled': {
      const d = event.data;
      const refunded = d.refund?.amountCents ?? 0;
      const pending = (d.refundsDue ?? []).reduce((sum, r) => sum + r.amountCents, 0);
      const cancelled = { reason: d.reason, at: d.at, refundedCents: refunded, refundPendingCents: pending, refundRefusedCents: 0 };
      const paidCents = p.paidCents - refunded;
      return afterOrderChange({ ...p, cancelled, paidCents, balanceCents: 0 - paidCents }, d.at);
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
      return afterOrderChange({ ...p, cancelled, paidCents, balanceCents: 0 - paidCents }, d.at);
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

/** Missing books (and books of an order not yet received) are neither graded nor checked. */
const hasArrived = (b: BookProgress) => b.step !== 'Missing' && b.step !== 'Declared';

/** The arrived books of a tier group. */
export const arrivedBooksOf = (p: Pick<OrderProgress, 'books'>, tierId: string) => p.books.filter((b) => b.tierId === tierId && hasArrived(b));

/**
 * A tier's status as the order's own state gives it, or null when the order leaves it to the tier's books (received,
 * still open, the tier not yet through QC). The order's state is a few fields: this costs nothing per event.
 */
function tierStatusFromOrder(p: OrderProgress, tier: TierProgress): TierStatus | null {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (tier.qcApproved) return p.balanceCents > 0 ? 'Billing' : 'ShippingHold';
  return null;
}

/** What a tier group's arrived books say: the least advanced one leads; with none arrived there is nothing to check. */
interface TierBooks {
  arrived: number;
  status: TierStatus;
}

/** One pass over the order's books, building no array: it runs on every step of a book of the tier. */
function tierBooksOf(books: readonly BookProgress[], tierId: string): TierBooks {
  let arrived = 0;
  let least: BookStep = 'Encapsulated';
  let leastIndex = bookStepIndex(least);
  let pressingWaits = false;
  for (const b of books) {
    if (b.tierId !== tierId || !hasArrived(b)) continue;
    arrived++;
    const index = bookStepIndex(b.step);
    if (index < leastIndex) {
      least = b.step;
      leastIndex = index;
    }
    if (b.step === 'PreGraded' && b.needsPressing) pressingWaits = true;
  }
  if (arrived === 0) return { arrived, status: 'ShippingHold' };
  switch (least) {
    case 'Received':
      return { arrived, status: 'PreGrade' };
    case 'PreGraded':
      return { arrived, status: pressingWaits ? 'Pressing' : 'Grading' };
    case 'Pressed':
      return { arrived, status: 'Grading' };
    case 'Graded':
      return { arrived, status: 'Finalize' };
    default:
      return { arrived, status: 'ImagingSP' };
  }
}

/**
 * A tier after a change whose books were touched: its books are read again. A tier none of whose books arrived has
 * nothing to check: it counts as approved once the box is opened.
 */
function tierWithBooksRead(p: OrderProgress, tier: TierProgress): TierProgress {
  const books = tierBooksOf(p.books, tier.id);
  const approved = p.receivedAt !== null && books.arrived === 0 && !tier.qcApproved ? { ...tier, qcApproved: true, qcApprovedAt: p.receivedAt } : tier;
  return withTierStatus(approved, tierStatusFromOrder(p, approved) ?? books.status);
}

/**
 * A tier after a change that did not touch its books. Where the order leaves it to its books, they say what they said
 * before the change, so its status stays: the order hands a tier over to its books only at the receipt, which reads
 * every tier, and nothing else takes one back (a tier through QC, a cancelled, shipped or finished order stay so).
 * Whether the tier counts as approved for want of arrived books cannot have moved either: only the receipt and the
 * books' own steps move it.
 */
const tierWithBooksKept = (p: OrderProgress, tier: TierProgress): TierProgress => withTierStatus(tier, tierStatusFromOrder(p, tier) ?? tier.status);

const withTierStatus = (tier: TierProgress, status: TierStatus): TierProgress => (tier.status === status ? tier : { ...tier, status });

function summaryStatusOf(p: OrderProgress, tiers: readonly TierProgress[]): SummaryStatus {
  if (p.cancelled) return 'Cancelled';
  if (p.completedAt) return 'Completed';
  if (p.shipment) return p.countryCode === 'CA' ? 'ShipToCanada' : 'Shipping';
  if (p.readyForPickUpAt) return 'ReadyForPickUp';
  if (!p.receivedAt) return 'Submitted';
  if (p.balanceCents > 0) return tiers.every((t) => t.qcApproved) ? 'Billing' : 'Invoicing';
  return 'Processing';
}

/**
 * Statuses, tracker stage and step times after a change at `at`, worked out in proportion to what the change touched:
 * the tiers whose books it changed read their books again (one pass over the order's books); every other tier's
 * status comes from the order's own state or stays what its books made it; the order's status and stage come from
 * the tiers. Reading every tier's books on every event cost events x books: 25 ms to fold an order of 100 books and
 * 1,000 events (issue [4/7]). contracts/src/orders/order-progress-statuses.unit.test.ts checks it, event by event
 * over generated histories, against the statuses worked out from all the books.
 */
function withStatuses(p: OrderProgress, booksChanged: BooksChanged, at: string): OrderProgress {
  const booksRead = (tier: TierProgress) => booksChanged === EVERY_TIER || (booksChanged !== NO_TIER && booksChanged.tierId === tier.id);
  const tiers = p.tiers.map((tier) => (booksRead(tier) ? tierWithBooksRead(p, tier) : tierWithBooksKept(p, tier)));
  const status = summaryStatusOf(p, tiers);
  const stage = orderStage(status, tiers);
  const stepReachedAt = p.stepReachedAt.map((reached, i) => reached ?? (i <= stage ? at : null));
  const statusHistory = p.statusHistory.at(-1)?.status === status ? p.statusHistory : [...p.statusHistory, { status, at }];
  return progressOf(p, { tiers, status, stage, stepReachedAt, statusHistory, updatedAt: at });
}

type Statuses = Pick<OrderProgress, 'tiers' | 'status' | 'stage' | 'stepReachedAt' | 'statusHistory' | 'updatedAt'>;

/**
 * The progress with its statuses, written out field by field rather than spread: on Node 20 a spread copy of an
 * object this size took about a microsecond, the literal a few tens of nanoseconds, and the fold makes one per event
 * (best of 40 folds of the bench's 1,000-event order: 8.8 ms spread, 5.3 ms written out). A field added to
 * OrderProgress must be added here: the compiler says so for a required one, not for an optional one.
 */
function progressOf(p: OrderProgress, s: Statuses): OrderProgress {
  return {
    orderId: p.orderId,
    memberId: p.memberId,
    submittedAt: p.submittedAt,
    countryCode: p.countryCode,
    shippingKind: p.shippingKind,
    status: s.status,
    books: p.books,
    tiers: s.tiers,
    lines: p.lines,
    grandTotalCents: p.grandTotalCents,
    paidCents: p.paidCents,
    balanceCents: p.balanceCents,
    receivedAt: p.receivedAt,
    shipment: p.shipment,
    readyForPickUpAt: p.readyForPickUpAt,
    completedAt: p.completedAt,
    cancelled: p.cancelled,
    stage: s.stage,
    stepReachedAt: s.stepReachedAt,
    statusHistory: s.statusHistory,
    updatedAt: s.updatedAt,
  };
}
