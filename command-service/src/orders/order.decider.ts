import {
  DomainError,
  bookStepIndex,
  evolveProgress,
  arrivedBooksOf,
  isOnGradeScale,
  type BookProgress,
  type BookStep,
  type LabelDetails,
  type OrderEvent,
  type OrderProgress,
  type OrderSubmittedData,
  type ParcelCarrier,
  type RefundDue,
  type SignatureVerdict,
} from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';
import { certifiedLabelOf } from './order-label.ts';
import { orderRefusals as refuse } from './order-refusals.ts';

/**
 * Stream `Order-{orderId}`: one grading order, from the submit to its completion or cancellation. The state
 * is the order as submitted plus the shared fold of its progress (contracts/src/orders/order-progress.ts),
 * so the decider checks each staff step against exactly what the projections show. The workflow and its
 * preconditions are tabled in README.md.
 */
export interface OrderPayment {
  /** The gateway's transaction: what a cancellation refunds from. */
  transactionId: string;
  amountCents: number;
}

export type OrderState =
  | { status: 'None' }
  | {
      status: OrderProgress['status'];
      submitted: OrderSubmittedData;
      progress: OrderProgress;
      /** The charge at submit and every balance payment, in the order they were taken. */
      payments: OrderPayment[];
      /** Refunds the cancellation owes that the gateway has not answered yet. */
      refundsOwed: RefundDue[];
      /** The SHA-256 of each imaged book's current cover photo, by book number (what a retake replaces). */
      coverDigests: Readonly<Record<number, string>>;
    };
export type PlacedOrder = Exclude<OrderState, { status: 'None' }>;

/** Who did a staff step and when (the staff member's member id; the injected clock). */
interface Staff {
  by: string;
  at: string;
}

export type OrderCommand =
  /** The route has priced the submission and taken the payment; the order records it as submitted. */
  | { type: 'SubmitOrder'; order: OrderSubmittedData }
  | ({ type: 'ReceiveOrder'; books: { bookNo: number; arrived: boolean }[]; note: string } & Staff)
  | ({ type: 'PreGradeBook'; bookNo: number; note: string } & Staff)
  | ({ type: 'PressBook'; bookNo: number } & Staff)
  | ({
      type: 'GradeBook';
      bookNo: number;
      grade: number;
      category: 'Verified' | 'Authentic' | 'Certified' | 'Raw Grade';
      graderNotes: string;
      signatures: { signatureId: string; verdict: SignatureVerdict }[];
      /** Cover month, key comments, credits, personal collection: NO_LABEL_DETAILS when the grader gave none. */
      labelDetails: LabelDetails;
    } & Staff)
  /**
   * The cover photo is already stored under the book's certification id (the route stores it first). The
   * first photo images the book; another one before encapsulation replaces it.
   */
  | ({ type: 'ImageBook'; bookNo: number; cover: { bytes: number; sha256: string } } & Staff)
  | ({ type: 'EncapsulateBook'; bookNo: number } & Staff)
  | ({ type: 'ApproveTierQc'; tierId: string } & Staff)
  /** The route has priced the line again with the order's catalogue (new tier code and the difference). */
  | ({ type: 'CorrectDeclaredValue'; lineIndex: number; insuredCents: number; tierCode: string; tierLabel: string; tierDays: number; amountCents: number; reason: string } & Staff)
  /** The route has charged the balance through the gateway; `paidBy` is the paying member. */
  | { type: 'RecordBalancePaid'; amountCents: number; paymentMethodId: string; displayName: string; transactionId: string; paidAt: string; paidBy: string }
  | ({ type: 'ShipOrder'; carrier: ParcelCarrier; trackingNumber: string } & Staff)
  | ({ type: 'MarkReadyForPickUp' } & Staff)
  | ({ type: 'CompleteOrder' } & Staff)
  /** The refunds it owes are recorded with it, then made (cancellation-refunds.ts). */
  | ({ type: 'CancelOrder'; reason: string; refundsDue: RefundDue[] } & Staff)
  /** The gateway's answer to a refund the cancellation owes (the reconciler's, or the cancel request's). */
  | { type: 'RecordRefund'; refundKey: string; answer: { outcome: 'refunded'; refundId: string } | { outcome: 'refused'; reason: string }; at: string };

/** The same Idempotency-Key came back with another submission (another body hash): refused (422). */
export class IdempotencyKeyReused extends Error {
  override readonly name = 'IdempotencyKeyReused';
  constructor(readonly orderId: string) {
    super('This Idempotency-Key was already used for a different submission.');
  }
}

const conflict = (message: string) => new DomainError('conflict', message);
const notFound = (message: string) => new DomainError('not_found', message);

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'SubmitOrder') {
    if (state.status === 'None') return [{ type: 'OrderSubmitted', data: command.order }];
    // A retry of the very same submission (same key, same body): already recorded, nothing new.
    if (state.submitted.memberId === command.order.memberId && state.submitted.requestHash === command.order.requestHash) return [];
    throw new IdempotencyKeyReused(state.submitted.orderId);
  }
  if (state.status === 'None') throw notFound(refuse.orderNotFound);
  if (command.type === 'RecordBalancePaid') return recordBalancePaid(command, state);
  if (command.type === 'RecordRefund') return recordRefund(command, state);

  const { progress } = state;
  const orderId = progress.orderId;
  // Nothing happens to a closed order any more (a payment is refused above with its own words).
  if (progress.cancelled) throw conflict(refuse.cancelled(orderId));
  if (progress.completedAt) throw conflict(refuse.completed(orderId));
  const staff = { by: command.by, at: command.at };

  switch (command.type) {
    case 'ReceiveOrder': {
      if (progress.receivedAt) throw conflict(refuse.alreadyReceived(orderId));
      const listed = new Set<number>();
      for (const { bookNo } of command.books) {
        if (!progress.books.some((b) => b.bookNo === bookNo)) throw notFound(refuse.bookNotInOrder(bookNo, orderId));
        if (listed.has(bookNo)) throw new DomainError('invalid', refuse.bookListedTwice(bookNo));
        listed.add(bookNo);
      }
      const unlisted = progress.books.filter((b) => !listed.has(b.bookNo)).map((b) => b.bookNo);
      if (unlisted.length) throw new DomainError('invalid', refuse.booksNotListed(unlisted));
      const books = [...command.books].sort((a, b) => a.bookNo - b.bookNo);
      return [{ type: 'OrderReceived', data: { orderId, books, note: command.note, ...staff } }];
    }
    case 'PreGradeBook': {
      const book = bookAt(progress, command.bookNo, ['Received'], (b) => (isPast(b, 'Received') ? refuse.alreadyPreGraded(b.bookNo) : undefined));
      return [{ type: 'BookPreGraded', data: { orderId, bookNo: book.bookNo, note: command.note, ...staff } }];
    }
    case 'PressBook': {
      const book = bookOf(progress, command.bookNo);
      if (!book.needsPressing) throw conflict(refuse.notForPressing(book.bookNo));
      bookAt(progress, command.bookNo, ['PreGraded'], (b) => (isPast(b, 'PreGraded') ? refuse.alreadyPressed(b.bookNo) : refuse.notPreGraded(b.bookNo)));
      return [{ type: 'BookPressed', data: { orderId, bookNo: book.bookNo, ...staff } }];
    }
    case 'GradeBook': {
      const ready: BookStep = bookOf(progress, command.bookNo).needsPressing ? 'Pressed' : 'PreGraded';
      const book = bookAt(progress, command.bookNo, [ready], (b) => {
        if (isPast(b, 'Pressed')) return refuse.alreadyGraded(b.bookNo);
        if (b.step === 'PreGraded') return refuse.notPressed(b.bookNo);
        return b.step === 'Pressed' ? refuse.alreadyPressed(b.bookNo) : refuse.notPreGraded(b.bookNo);
      });
      if (!isOnGradeScale(command.grade)) throw new DomainError('invalid', refuse.notOnGradeScale(command.grade));
      checkVerdicts(state.submitted, book, command);
      const { grade, category, graderNotes, signatures, labelDetails } = command;
      return [{ type: 'BookGraded', data: { orderId, bookNo: book.bookNo, grade, category, graderNotes, signatures, labelDetails, ...staff } }];
    }
    case 'ImageBook': {
      // Photographed again before it is sealed (a blurred or badly lit shot): the new photo replaces the old.
      // Once encapsulated, the photo is the certificate's (the label says it has one): it stays as certified.
      const book = bookAt(progress, command.bookNo, ['Graded', 'Imaged'], (b) => (b.step === 'Encapsulated' ? refuse.coverCertified(b.bookNo) : refuse.notGraded(b.bookNo)));
      const cover = { contentType: 'image/jpeg' as const, ...command.cover };
      const ref = { orderId, bookNo: book.bookNo, certificationId: book.certificationId };
      if (book.step === 'Graded') return [{ type: 'BookImaged', data: { ...ref, cover, ...staff } }];
      const current = state.coverDigests[book.bookNo];
      if (current === undefined) throw new Error(`book ${book.bookNo} of ${orderId} is imaged without a recorded cover`);
      // The same photo again (a retried upload): nothing changes.
      if (current === command.cover.sha256) return [];
      return [{ type: 'BookCoverReplaced', data: { ...ref, cover, replacedSha256: current, ...staff } }];
    }
    case 'EncapsulateBook': {
      const book = bookAt(progress, command.bookNo, ['Imaged'], (b) => (b.step === 'Encapsulated' ? refuse.alreadyEncapsulated(b.bookNo) : refuse.notImaged(b.bookNo)));
      const label = certifiedLabelOf(state.submitted, progress, book);
      return [{ type: 'BookEncapsulated', data: { orderId, bookNo: book.bookNo, certificationId: book.certificationId, label, ...staff } }];
    }
    case 'ApproveTierQc': {
      const tier = progress.tiers.find((t) => t.id === command.tierId);
      if (!tier) throw notFound(refuse.tierNotInOrder(command.tierId, orderId));
      if (!progress.receivedAt) throw conflict(refuse.notReceived(orderId));
      if (tier.qcApproved) throw conflict(refuse.tierAlreadyApproved(tier.id));
      const unfinished = arrivedBooksOf(progress, tier.id).filter((b) => b.step !== 'Encapsulated').map((b) => b.bookNo);
      if (unfinished.length) throw conflict(refuse.tierNotEncapsulated(tier.id, unfinished));
      return [{ type: 'TierQcApproved', data: { orderId, tierId: tier.id, ...staff } }];
    }
    case 'CorrectDeclaredValue': {
      const line = progress.lines[command.lineIndex];
      if (!line) throw notFound(refuse.lineNotInOrder(command.lineIndex, orderId));
      if (!progress.receivedAt) throw conflict(refuse.notReceived(orderId));
      if (progress.shipment || progress.readyForPickUpAt) throw conflict(refuse.correctionAfterShipping(orderId));
      if (line.insuredCents === command.insuredCents && line.tierCode === command.tierCode) throw conflict(refuse.correctionUnchanged(command.lineIndex));
      const { lineIndex, insuredCents, tierCode, tierLabel, tierDays, amountCents, reason } = command;
      return [
        {
          type: 'DeclaredValueCorrected',
          data: { orderId, lineIndex, previousInsuredCents: line.insuredCents, insuredCents, previousTierCode: line.tierCode, tierCode, tierLabel, tierDays, amountCents, reason, ...staff },
        },
      ];
    }
    case 'ShipOrder': {
      if (progress.shippingKind !== 'address') throw conflict(refuse.pickUpNotShipped(orderId));
      if (progress.shipment) throw conflict(refuse.alreadyShipped(orderId));
      readyToLeave(state);
      return [{ type: 'OrderShipped', data: { orderId, carrier: command.carrier, trackingNumber: command.trackingNumber, ...staff } }];
    }
    case 'MarkReadyForPickUp': {
      if (progress.shippingKind !== 'pickup') throw conflict(refuse.shipsNotPickUp(orderId));
      if (progress.readyForPickUpAt) throw conflict(refuse.alreadyReadyForPickUp(orderId));
      readyToLeave(state);
      return [{ type: 'OrderReadyForPickUp', data: { orderId, ...staff } }];
    }
    case 'CompleteOrder': {
      if (!progress.shipment && !progress.readyForPickUpAt) throw conflict(refuse.notOut(orderId));
      return [{ type: 'OrderCompleted', data: { orderId, ...staff } }];
    }
    case 'CancelOrder': {
      if (progress.shipment || progress.readyForPickUpAt) throw conflict(refuse.cancelAfterShipping(orderId));
      const graded = progress.books.find((b) => isPast(b, 'Pressed'));
      if (graded) throw conflict(refuse.cancelAfterGrading(orderId, graded.bookNo));
      // The route owes back exactly what refundsDue lists; anything else is a bug, not a business refusal.
      const owed = command.refundsDue.reduce((sum, r) => sum + r.amountCents, 0);
      if (owed !== Math.max(0, progress.paidCents)) throw new Error(`order ${orderId}: the refunds due do not match what was paid`);
      return [{ type: 'OrderCancelled', data: { orderId, reason: command.reason, refund: null, refundsDue: command.refundsDue, ...staff } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** Spec 3 Payment charge: only the member's own order, in a status that shows the balance, for the balance as it is. */
function recordBalancePaid(command: Extract<OrderCommand, { type: 'RecordBalancePaid' }>, state: PlacedOrder): OrderEvent[] {
  const { progress } = state;
  // Someone else's order reads as no order at all.
  if (progress.memberId !== command.paidBy) throw notFound(refuse.orderNotFound);
  if (progress.status === 'Submitted' || progress.status === 'Cancelled') throw conflict(refuse.payNotAllowed);
  if (progress.balanceCents <= 0) throw conflict(refuse.noBalance);
  if (command.amountCents !== progress.balanceCents) throw conflict(refuse.balanceChanged);
  const { type: _type, ...paid } = command;
  return [{ type: 'BalancePaid', data: { orderId: progress.orderId, ...paid } }];
}

/** A refund the cancellation owes, as the gateway answered it; one answered before is not recorded again. */
function recordRefund(command: Extract<OrderCommand, { type: 'RecordRefund' }>, state: PlacedOrder): OrderEvent[] {
  const due = state.refundsOwed.find((r) => r.refundKey === command.refundKey);
  if (!due) return [];
  const { orderId } = state.progress;
  const { refundKey, transactionId, amountCents } = due;
  return command.answer.outcome === 'refunded'
    ? [{ type: 'OrderRefundIssued', data: { orderId, refundKey, transactionId, amountCents, refundId: command.answer.refundId, at: command.at } }]
    : [{ type: 'OrderRefundRefused', data: { orderId, refundKey, transactionId, amountCents, reason: command.answer.reason, at: command.at } }];
}

/** Shipping or pick-up: every tier through QC and nothing owed. */
function readyToLeave(state: PlacedOrder): void {
  const { progress } = state;
  const pending = progress.tiers.filter((t) => !t.qcApproved).map((t) => t.id);
  if (pending.length) throw conflict(refuse.tiersNotApproved(pending));
  if (progress.balanceCents > 0) throw conflict(refuse.balanceOwed(progress.orderId, progress.balanceCents, state.submitted.currency));
}

function bookOf(progress: OrderProgress, bookNo: number): BookProgress {
  const book = progress.books.find((b) => b.bookNo === bookNo);
  if (!book) throw notFound(refuse.bookNotInOrder(bookNo, progress.orderId));
  return book;
}

const isPast = (book: BookProgress, step: BookStep) => bookStepIndex(book.step) > bookStepIndex(step);

/**
 * The book, when it stands at one of `steps`. Otherwise the refusal: not received, missing, or what
 * `why` says of the book where it stands (already done, or a step before this one is not done yet).
 */
function bookAt(progress: OrderProgress, bookNo: number, steps: readonly BookStep[], why: (book: BookProgress) => string | undefined): BookProgress {
  const book = bookOf(progress, bookNo);
  if (steps.includes(book.step)) return book;
  if (!progress.receivedAt || book.step === 'Declared') throw conflict(refuse.notReceived(progress.orderId));
  if (book.step === 'Missing') throw conflict(refuse.bookMissing(bookNo));
  throw conflict(why(book) ?? refuse.notPreGraded(bookNo));
}

/** Every signature of the line gets exactly one verdict; Verified and Authentic need a verified signature of their kind. */
function checkVerdicts(submitted: OrderSubmittedData, book: BookProgress, command: Extract<OrderCommand, { type: 'GradeBook' }>): void {
  const signatures = submitted.comics[book.lineIndex]!.signatures;
  const judged = new Set<string>();
  for (const { signatureId } of command.signatures) {
    if (!signatures.some((s) => s.id === signatureId)) throw conflict(refuse.unknownSignature(book.bookNo, signatureId));
    if (judged.has(signatureId)) throw conflict(refuse.signatureJudgedTwice(book.bookNo, signatureId));
    judged.add(signatureId);
  }
  const unjudged = signatures.find((s) => !judged.has(s.id));
  if (unjudged) throw conflict(refuse.signatureNotJudged(book.bookNo, unjudged.type, unjudged.name));
  const verifiedTypes = new Set(
    command.signatures.filter((v) => v.verdict === 'Verified').map((v) => signatures.find((s) => s.id === v.signatureId)!.type),
  );
  if (command.category === 'Verified' && !verifiedTypes.has('VSP') && !verifiedTypes.has('VSPP')) throw conflict(refuse.verifiedNeedsVsp(book.bookNo));
  if (command.category === 'Authentic' && !verifiedTypes.has('ASP')) throw conflict(refuse.authenticNeedsAsp(book.bookNo));
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderSubmitted') {
    const { payment } = event.data;
    const payments = payment.transactionId && payment.amountCents > 0 ? [{ transactionId: payment.transactionId, amountCents: payment.amountCents }] : [];
    const progress = evolveProgress(null, event);
    return { status: progress.status, submitted: event.data, progress, payments, refundsOwed: [], coverDigests: {} };
  }
  if (state.status === 'None') throw new Error(`${event.type} before OrderSubmitted`);
  const progress = evolveProgress(state.progress, event);
  const payments = event.type === 'BalancePaid' ? [...state.payments, { transactionId: event.data.transactionId, amountCents: event.data.amountCents }] : state.payments;
  const coverDigests =
    event.type === 'BookImaged' || event.type === 'BookCoverReplaced' ? { ...state.coverDigests, [event.data.bookNo]: event.data.cover.sha256 } : state.coverDigests;
  return { ...state, status: progress.status, progress, payments, refundsOwed: refundsOwedAfter(state.refundsOwed, event), coverDigests };
}

function refundsOwedAfter(owed: RefundDue[], event: OrderEvent): RefundDue[] {
  if (event.type === 'OrderCancelled') return event.data.refundsDue ?? [];
  if (event.type === 'OrderRefundIssued' || event.type === 'OrderRefundRefused') return owed.filter((r) => r.refundKey !== event.data.refundKey);
  return owed;
}

/** What a cancellation gives back: each payment taken (the submit charge, then balance payments). */
export function refundsDue(state: PlacedOrder): OrderPayment[] {
  return state.payments;
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveOrder,
  decide: decideOrder,
};
