import fc from 'fast-check';
import type { OrderEvent, OrderSubmittedData, RefundDue } from '../../events/order-events.ts';
import {
  ALL_BOOK_NOS,
  BOOK_STEP_ORDER,
  aPickUpOrderWithBooks,
  aSubmittedOrderWithBooks,
  balancePaid,
  bookWalkedTo,
  cancelledOwing,
  completed,
  coverReplaced,
  declaredValueCorrected,
  orderSubmitted,
  qcApproved,
  readyForPickUp,
  received,
  refundIssued,
  refundRefused,
  shipped,
} from '../../events/testing/order-lifecycle.ts';
import { booksOf, foldProgress } from '../../orders/order-progress.ts';

/**
 * Generated lives of the lifecycle fixture's order (4 books, tiers MN and NWP), for property tests of the folds
 * (not exported from the package). Each life is one the command side could record: submitted, then (unless
 * cancelled first) received with some books missing, the arrived books taken through their steps interleaved in
 * any order (a cover sometimes retaken before sealing), declared-value corrections up or down along the way, and
 * an end: still open, finished (QC, the balance paid, shipped or ready, completed), or cancelled before grading
 * with its refunds issued, refused or still owed.
 */

type Ending = 'open' | 'finished' | 'cancelled';
type RefundOutcome = 'issued' | 'refused' | 'owed';

interface LifePlan {
  pickUp: boolean;
  ending: Ending;
  receivedBeforeCancel: boolean;
  missing: number[];
  /** Per book: how many of its steps (PreGraded ... Encapsulated) it is taken through in an open life. */
  depths: number[];
  retaken: number[];
  /** Which book's next step comes next, as long as several books have steps left. */
  picks: number[];
  corrections: { lineIndex: number; insuredCents: number; amountCents: number; at: number }[];
  payBalanceBeforeCancel: boolean;
  refunds: RefundOutcome[];
}

const planArb: fc.Arbitrary<LifePlan> = fc.record({
  pickUp: fc.boolean(),
  ending: fc.constantFrom<Ending>('open', 'finished', 'cancelled'),
  receivedBeforeCancel: fc.boolean(),
  missing: fc.subarray([...ALL_BOOK_NOS], { maxLength: 3 }),
  depths: fc.array(fc.integer({ min: 0, max: BOOK_STEP_ORDER.length }), { minLength: 4, maxLength: 4 }),
  retaken: fc.subarray([...ALL_BOOK_NOS]),
  picks: fc.array(fc.nat({ max: 3 }), { maxLength: 30 }),
  corrections: fc.array(
    fc.record({
      lineIndex: fc.integer({ min: 0, max: 2 }),
      insuredCents: fc.integer({ min: 10, max: 2_000 }).map((dollars) => dollars * 100),
      amountCents: fc.integer({ min: -2_000, max: 20_000 }),
      at: fc.nat(),
    }),
    { maxLength: 2 },
  ),
  payBalanceBeforeCancel: fc.boolean(),
  refunds: fc.array(fc.constantFrom<RefundOutcome>('issued', 'refused', 'owed'), { minLength: 2, maxLength: 2 }),
});

/** The steps of one book, a cover retake after its photo when planned (only before it is sealed). */
function bookSteps(bookNo: number, depth: number, retaken: boolean): OrderEvent[] {
  if (depth === 0) return [];
  const steps = bookWalkedTo(bookNo, BOOK_STEP_ORDER[depth - 1]!);
  const photo = steps.findIndex((e) => e.type === 'BookImaged');
  if (retaken && photo >= 0) steps.splice(photo + 1, 0, coverReplaced(bookNo));
  return steps;
}

/** The books' queues merged one step at a time, the next book chosen by the plan. */
function interleave(queues: OrderEvent[][], picks: readonly number[]): OrderEvent[] {
  const pending = queues.filter((q) => q.length > 0).map((q) => [...q]);
  const merged: OrderEvent[] = [];
  let turn = 0;
  while (pending.length > 0) {
    const index = (picks[turn++] ?? 0) % pending.length;
    merged.push(pending[index]!.shift()!);
    if (pending[index]!.length === 0) pending.splice(index, 1);
  }
  return merged;
}

/** Corrections placed among the staff steps; each counts from the line's value before it, as the decider does. */
function withCorrections(order: OrderSubmittedData, steps: OrderEvent[], corrections: LifePlan['corrections']): OrderEvent[] {
  const values = order.comics.map((line) => line.insuredCents);
  const placed = [...steps];
  for (const c of corrections) {
    const line = order.comics[c.lineIndex]!;
    const correction = declaredValueCorrected({
      lineIndex: c.lineIndex,
      previousInsuredCents: values[c.lineIndex]!,
      insuredCents: c.insuredCents,
      previousTierCode: line.tierCode,
      tierCode: line.tierCode,
      tierLabel: line.tierLabel,
      amountCents: c.amountCents,
    });
    values[c.lineIndex] = c.insuredCents;
    placed.splice(c.at % (placed.length + 1), 0, correction);
  }
  return placed;
}

const balanceAfter = (events: readonly OrderEvent[]) => foldProgress(events)!.balanceCents;

function lifeOf(plan: LifePlan): OrderEvent[] {
  const order = plan.pickUp ? aPickUpOrderWithBooks() : aSubmittedOrderWithBooks();
  const submitted = orderSubmitted(order);
  const cancelling = plan.ending === 'cancelled';
  if (cancelling && !plan.receivedBeforeCancel) return [submitted, ...cancellation(order, [submitted], plan)];

  const arrived = ALL_BOOK_NOS.filter((n) => !plan.missing.includes(n));
  // A finished order has every arrived book sealed; a cancelled one has none graded (pressing is as far as it goes).
  const depthOf = (i: number) => (plan.ending === 'finished' ? BOOK_STEP_ORDER.length : cancelling ? Math.min(plan.depths[i]!, 2) : plan.depths[i]!);
  const queues = arrived.map((bookNo) => bookSteps(bookNo, depthOf(bookNo - 1), plan.retaken.includes(bookNo)));
  const life = [submitted, received({ missing: plan.missing }), ...withCorrections(order, interleave(queues, plan.picks), plan.corrections)];

  if (plan.ending === 'open') return life;
  if (cancelling) {
    const owed = balanceAfter(life);
    if (plan.payBalanceBeforeCancel && owed > 0) life.push(balancePaid(owed, { transactionId: 'txn-balance' }));
    return [...life, ...cancellation(order, life, plan)];
  }
  // Tiers none of whose books arrived count as approved at receipt: only the others are approved by QC.
  const tierOfBook = new Map(booksOf(order).map((b) => [b.bookNo, b.tierId]));
  const tiers = order.tiers.filter((t) => arrived.some((n) => tierOfBook.get(n) === t.id));
  life.push(...tiers.map((t) => qcApproved(t.id)));
  const owed = balanceAfter(life);
  if (owed > 0) life.push(balancePaid(owed));
  return [...life, plan.pickUp ? readyForPickUp() : shipped(), completed()];
}

/** OrderCancelled with a refund due per payment taken, then each refund as the plan says it went. */
function cancellation(order: OrderSubmittedData, before: readonly OrderEvent[], plan: LifePlan): OrderEvent[] {
  const payments = before.flatMap((e): { transactionId: string; amountCents: number }[] => {
    if (e.type === 'OrderSubmitted' && e.data.payment.status === 'Charged') return [{ transactionId: e.data.payment.transactionId!, amountCents: e.data.payment.amountCents }];
    if (e.type === 'BalancePaid') return [{ transactionId: e.data.transactionId, amountCents: e.data.amountCents }];
    return [];
  });
  const due: RefundDue[] = payments.map((p, i) => ({ refundKey: `order-cancel:${order.orderId}${i === 0 ? '' : `:${p.transactionId}`}`, ...p }));
  const refunds = due.flatMap((d, i) => {
    const outcome = plan.refunds[i] ?? 'owed';
    if (outcome === 'issued') return [refundIssued(d, `refund-${i + 1}`)];
    if (outcome === 'refused') return [refundRefused(d, 'Card closed.')];
    return [];
  });
  return [cancelledOwing(due), ...refunds];
}

/** A life of the fixture's order, as its events in stream order. */
export const orderLifeArb: fc.Arbitrary<OrderEvent[]> = planArb.map(lifeOf);
