import fc from 'fast-check';
import type { OrderEvent, RefundDue } from '../../events/order-events.ts';
import {
  ALL_BOOK_NOS,
  LIFECYCLE_ORDER_ID,
  SUBMITTED_AT,
  aPickUpOrderWithBooks,
  aSubmittedOrderWithBooks,
  balancePaid,
  cancelledOwing,
  completed,
  coverReplaced,
  declaredValueCorrected,
  encapsulated,
  graded,
  imaged,
  orderSubmitted,
  preGraded,
  pressed,
  qcApproved,
  readyForPickUp,
  received,
  refundIssued,
  refundRefused,
  shipped,
} from '../../events/testing/order-lifecycle.ts';

/**
 * Histories of the lifecycle fixture's order (4 books; tiers MN: books 1, 3, 4 and NWP: book 2) with its events in
 * any order, for property tests of the progress fold (not exported from the package). The fold records what happened
 * and leaves what is allowed to the decider, so these include what the decider would refuse: steps before the
 * receipt or on a missing book, a receipt twice, QC before the books, money after the end, a book number the order
 * does not have. Each event is a minute after the one before, so the times a status was reached tell events apart.
 */

type Move =
  | { kind: 'received'; missing: number[] }
  | { kind: 'book'; step: 'PreGraded' | 'Pressed' | 'Graded' | 'Imaged' | 'CoverReplaced' | 'Encapsulated'; bookNo: number }
  | { kind: 'qc'; tierId: string }
  | { kind: 'corrected'; lineIndex: number; amountCents: number }
  | { kind: 'paid'; amountCents: number }
  | { kind: 'shipped' | 'ready' | 'completed' | 'cancelled' }
  | { kind: 'refund'; issued: boolean };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('received' as const), missing: fc.subarray([...ALL_BOOK_NOS]) }),
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      step: fc.constantFrom('PreGraded', 'Pressed', 'Graded', 'Imaged', 'CoverReplaced', 'Encapsulated'),
      bookNo: fc.integer({ min: 1, max: ALL_BOOK_NOS.length + 1 }),
    }),
  },
  fc.record({ kind: fc.constant('qc' as const), tierId: fc.constantFrom('MN', 'NWP') }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('corrected' as const), lineIndex: fc.integer({ min: 0, max: 2 }), amountCents: fc.integer({ min: -2_000, max: 5_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('paid' as const), amountCents: fc.integer({ min: 1, max: 5_000 }) }) },
  fc.record({ kind: fc.constantFrom('shipped' as const, 'ready' as const, 'completed' as const, 'cancelled' as const) }),
  fc.record({ kind: fc.constant('refund' as const), issued: fc.boolean() }),
);

const minutesAfterSubmit = (minutes: number) => new Date(Date.parse(SUBMITTED_AT) + minutes * 60_000).toISOString();
const DUE: RefundDue = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}`, transactionId: 'txn-submit', amountCents: 1_000 };

function eventOf(move: Move, at: string): OrderEvent {
  switch (move.kind) {
    case 'received':
      return received({ missing: move.missing, at });
    case 'book':
      if (move.step === 'PreGraded') return preGraded(move.bookNo, '', at);
      if (move.step === 'Pressed') return pressed(move.bookNo, at);
      if (move.step === 'Graded') return graded(move.bookNo, {}, at);
      if (move.step === 'Imaged') return imaged(move.bookNo, at);
      if (move.step === 'CoverReplaced') return coverReplaced(move.bookNo, undefined, undefined, at);
      return encapsulated(move.bookNo, undefined, at);
    case 'qc':
      return qcApproved(move.tierId, at);
    case 'corrected':
      return declaredValueCorrected({ lineIndex: move.lineIndex, amountCents: move.amountCents, at });
    case 'paid':
      return balancePaid(move.amountCents, { paidAt: at });
    case 'shipped':
      return shipped(undefined, undefined, at);
    case 'ready':
      return readyForPickUp(at);
    case 'completed':
      return completed(at);
    case 'cancelled':
      return cancelledOwing([DUE], undefined, at);
    case 'refund':
      return move.issued ? refundIssued(DUE, 'refund-1', at) : refundRefused(DUE, 'Card closed.', at);
  }
}

/** The order submitted (shipped back or picked up, in the US or Canada), then any of its events in any order. */
export const orderEventsInAnyOrderArb: fc.Arbitrary<OrderEvent[]> = fc
  .record({ pickUp: fc.boolean(), canadian: fc.boolean(), moves: fc.array(moveArb, { maxLength: 40 }) })
  .map(({ pickUp, canadian, moves }) => {
    const where = canadian ? { countryCode: 'CA' as const, currency: 'CAD' as const } : {};
    const order = pickUp ? aPickUpOrderWithBooks(where) : aSubmittedOrderWithBooks(where);
    // A refund is of a cancellation: the fold refuses one before it, as the log can never hold one.
    let cancelled = false;
    const kept = moves.filter((move) => {
      cancelled ||= move.kind === 'cancelled';
      return move.kind !== 'refund' || cancelled;
    });
    return [orderSubmitted(order), ...kept.map((move, i) => eventOf(move, minutesAfterSubmit(i + 1)))];
  });
