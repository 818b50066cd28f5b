import { bookStepIndex, formatCents, type BookStep, type OrderBookView, type StaffOrderView, type SummaryStatus } from '@certus/contracts';

/**
 * The one legal next step of each book and of the order, as the screen offers them (issue 6: the UI only
 * offers the next legal action; the server's order decider enforces the rules and answers 409 otherwise).
 * Mirrors the order-progress fold of contracts/src/orders/order-progress.ts.
 */

export type BookAction = 'pregrade' | 'press' | 'grade' | 'cover' | 'encapsulate';

export const BOOK_ACTION_LABELS: Record<BookAction, string> = {
  pregrade: 'Pre-grade',
  press: 'Press',
  grade: 'Grade',
  cover: 'Upload cover',
  encapsulate: 'Encapsulate',
};

/** Past the bench: once an order is cancelled or has left (or is waiting at the counter), no book is worked on. */
const BENCH_CLOSED: ReadonlySet<SummaryStatus> = new Set(['Submitted', 'Cancelled', 'Shipping', 'ShipToCanada', 'ReadyForPickUp', 'Completed']);

export function nextBookAction(book: Pick<OrderBookView, 'step' | 'needsPressing'>, orderStatus: SummaryStatus): BookAction | null {
  if (BENCH_CLOSED.has(orderStatus)) return null;
  const step: BookStep = book.step;
  switch (step) {
    case 'Declared':
    case 'Missing':
    case 'Encapsulated':
      return null;
    case 'Received':
      return 'pregrade';
    case 'PreGraded':
      return book.needsPressing ? 'press' : 'grade';
    case 'Pressed':
      return 'grade';
    case 'Graded':
      return 'cover';
    case 'Imaged':
      return 'encapsulate';
    default: {
      const unknown: never = step;
      throw new Error(`unknown book step ${String(unknown)}`);
    }
  }
}

/** Why a book has no next action, for the work panel. */
export function idleBookReason(book: Pick<OrderBookView, 'step'>, orderStatus: SummaryStatus): string {
  if (orderStatus === 'Cancelled') return 'The order is cancelled.';
  if (book.step === 'Declared') return 'Not received yet: receive the box first.';
  if (book.step === 'Missing') return 'Missing from the box.';
  if (book.step === 'Encapsulated') return 'Encapsulated: this book is done.';
  return 'The order has left the bench.';
}

export type TierQc = { kind: 'approved' } | { kind: 'ready' } | { kind: 'waiting'; encapsulated: number; arrived: number } | { kind: 'closed' };

/** QC of a tier group: offered once every arrived book of the tier is Encapsulated. */
export function tierQcOf(view: StaffOrderView, tier: { id: string; qcApproved: boolean }): TierQc {
  if (tier.qcApproved) return { kind: 'approved' };
  if (view.order.status === 'Cancelled' || view.receivedAt === null) return { kind: 'closed' };
  // Missing books are neither graded nor checked (arrivedBooksOf in order-progress.ts).
  const arrived = view.books.filter((b) => b.tierId === tier.id && b.step !== 'Missing' && b.step !== 'Declared');
  const encapsulated = arrived.filter((b) => b.step === 'Encapsulated').length;
  return arrived.length > 0 && encapsulated === arrived.length ? { kind: 'ready' } : { kind: 'waiting', encapsulated, arrived: arrived.length };
}

export interface OrderActions {
  receive: boolean;
  correctDeclaredValue: boolean;
  ship: boolean;
  readyForPickUp: boolean;
  complete: boolean;
  cancel: boolean;
  /** Why the order cannot leave yet (QC pending, balance owed), shown where ship / pick-up would be. */
  fulfilmentWaitsFor: string[];
}

const ON_BENCH: ReadonlySet<SummaryStatus> = new Set(['Processing', 'Invoicing', 'Billing']);
const LEFT: ReadonlySet<SummaryStatus> = new Set(['Shipping', 'ShipToCanada', 'ReadyForPickUp']);

export function orderActionsOf(view: StaffOrderView): OrderActions {
  const { status, tiers, balanceCents, currency } = view.order;
  const onBench = ON_BENCH.has(status) && view.receivedAt !== null;
  const qcPending = tiers.filter((t) => !t.qcApproved).map((t) => t.id);
  const waitsFor = [
    ...(qcPending.length > 0 ? [`QC of tier ${qcPending.join(', ')}`] : []),
    ...(balanceCents > 0 ? [`payment of the balance (${formatCents(balanceCents, currency)})`] : []),
  ];
  const canLeave = onBench && waitsFor.length === 0;
  // Cancel only before any book is graded (order-progress rules): a graded book is a certificate in the making.
  const anyGraded = view.books.some((b) => bookStepIndex(b.step) >= bookStepIndex('Graded'));
  return {
    receive: status === 'Submitted',
    correctDeclaredValue: onBench,
    ship: canLeave && view.shippingKind === 'address',
    readyForPickUp: canLeave && view.shippingKind === 'pickup',
    complete: LEFT.has(status),
    cancel: (status === 'Submitted' || onBench) && !anyGraded,
    fulfilmentWaitsFor: onBench ? waitsFor : [],
  };
}

/** The order's lines (the books grouped back by line), for the declared-value correction. */
export interface OrderLine {
  lineIndex: number;
  title: string;
  quantity: number;
  insuredCents: number;
  tierId: string;
}

export function linesOf(books: readonly OrderBookView[]): OrderLine[] {
  const lines = new Map<number, OrderLine>();
  for (const book of books) {
    const line = lines.get(book.lineIndex);
    if (line) line.quantity += 1;
    else
      lines.set(book.lineIndex, {
        lineIndex: book.lineIndex,
        title: `${book.title} #${book.issue}${book.variant ? ` (${book.variant})` : ''}`,
        quantity: 1,
        insuredCents: book.insuredCents,
        tierId: book.tierId,
      });
  }
  return [...lines.values()].sort((a, b) => a.lineIndex - b.lineIndex);
}
