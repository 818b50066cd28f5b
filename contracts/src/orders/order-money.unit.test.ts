import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderSubmittedData, RefundDue } from '../events/order-events.ts';
import {
  LIFECYCLE_MEMBER_ID,
  LIFECYCLE_ORDER_ID,
  STAFF_ID,
  STEP_AT,
  aSubmittedOrderWithBooks,
  balancePaid,
  cancelled,
  cancelledOwing,
  declaredValueCorrected,
  orderSubmitted,
  received,
  refundIssued,
  refundRefused,
} from '../events/testing/order-lifecycle.ts';
import { orderFiguresOf } from './order-figures.ts';
import { aLine, aMember, aSubmission, promoOf, seedCatalogue } from '../pricing/test-support.ts';
import { priceSubmission } from '../pricing/submission-pricing.ts';
import type { RateQuote } from '../pricing/types.ts';
import { foldProgress } from './order-progress.ts';
import { evolveOrderRecords, orderDetailOf, type OrderRecords } from './order-views.ts';
import { moneyRowsOf, orderMoneyOf, type OrderMoney } from './order-money.ts';

/** The order view after these events, as the orders projection stores it. */
function detailAfter(events: readonly OrderEvent[]) {
  const first = events[0];
  if (first?.type !== 'OrderSubmitted') throw new Error('a history starts with OrderSubmitted');
  const records = events.reduce<OrderRecords | null>((r, e) => evolveOrderRecords(r, first.data, e), null)!;
  return orderDetailOf(first.data, foldProgress(events)!, records);
}

const sum = (rows: readonly { amountCents: number }[]) => rows.reduce((n, r) => n + r.amountCents, 0);
const section = (money: OrderMoney, id: string) => money.sections.find((s) => s.id === id);
const labelled = (money: OrderMoney) => moneyRowsOf(money).map((r) => [r.label, r.amountCents]);

const order = aSubmittedOrderWithBooks();
const grandTotal = order.grandTotalCents;
const due = (amountCents: number, transactionId = 'txn-lifecycle', refundKey = `order-cancel:${LIFECYCLE_ORDER_ID}`): RefundDue => ({ refundKey, transactionId, amountCents });

describe('order money table', () => {
  it('given a submitted order, then it lists the price part by part, the charge at submission and nothing owed', () => {
    const money = orderMoneyOf(detailAfter([orderSubmitted(order)]));
    const c = detailAfter([orderSubmitted(order)]).charges;
    expect(labelled(money)).toEqual([
      ['Grading, 4 books', c.gradingCents],
      ['Pressing, 1 book', c.pressingCents],
      ['Signature authentication, 2 signatures', c.signatureCents],
      ['Return shipping', order.shippingCents],
      ['Handling', order.handlingCents],
      ['Shipping insurance', order.insuranceCents],
      ['Charged at submission', -grandTotal],
    ]);
    expect(section(money, 'submitted')!.total).toEqual({ label: 'Order total at submission', amountCents: grandTotal });
    expect(section(money, 'changes')).toBeUndefined();
    expect(money.balance).toEqual({ state: 'settled', label: 'Paid in full', amountCents: 0, note: null });
  });

  it('given a correction and its balance paid, then the correction says which book, the old and new value and why, and the totals run down to nothing owed', () => {
    const events = [orderSubmitted(order), received(), declaredValueCorrected(), balancePaid(1_500)];
    const money = orderMoneyOf(detailAfter(events));
    const change = section(money, 'changes')!;
    expect(change.rows).toEqual([
      {
        kind: 'change',
        label: 'Declared value corrected: line 3, Saga #1',
        note: '$50.00 to $80.00 a book (2 copies). Reason: Worth more than declared.',
        at: STEP_AT.corrected,
        amountCents: 1_500,
      },
    ]);
    expect(change.total).toEqual({ label: 'Order total now', amountCents: grandTotal + 1_500 });
    expect(section(money, 'payments')!.rows.map((r) => [r.label, r.note, r.amountCents])).toEqual([
      ['Charged at submission', 'Visa ending 1111', -grandTotal],
      ['Balance paid', 'Visa ending 1111', -1_500],
    ]);
    expect(money.balance).toMatchObject({ state: 'settled', amountCents: 0 });
  });

  it('given a correction not yet paid, then the balance due is the correction', () => {
    const money = orderMoneyOf(detailAfter([orderSubmitted(order), received(), declaredValueCorrected({ tierCode: 'MNP', tierLabel: 'Modern Priority', previousTierCode: 'MN' })]));
    expect(moneyRowsOf(money).find((r) => r.kind === 'change')!.note).toBe('$50.00 to $80.00 a book (2 copies); service Modern (MN) to Modern Priority (MNP). Reason: Worth more than declared.');
    expect(money.balance).toMatchObject({ state: 'owed', label: 'Balance due', amountCents: 1_500 });
  });

  it('given a cancellation whose refund is still to be made, then the charges are dropped and what was paid is owed back, with the refund said to be under way', () => {
    const money = orderMoneyOf(detailAfter([orderSubmitted(order), cancelledOwing([due(grandTotal)])]));
    expect(section(money, 'changes')!.rows.map((r) => [r.label, r.note, r.amountCents])).toEqual([['Order cancelled: nothing is charged', 'Reason: Member asked to cancel.', -grandTotal]]);
    expect(section(money, 'changes')!.total).toEqual({ label: 'Order total now', amountCents: 0 });
    expect(money.balance).toMatchObject({ state: 'credit', label: 'Owed to you', amountCents: -grandTotal });
    expect(money.balance.note).toContain('to the card you paid with is under way');
  });

  it('given the refund made, then it is listed and nothing is owed either way; given it refused, then staff settle it by hand', () => {
    const refunded = orderMoneyOf(detailAfter([orderSubmitted(order), cancelledOwing([due(grandTotal)]), refundIssued(due(grandTotal), 'rf-1')]));
    expect(section(refunded, 'refunds')!.rows.map((r) => [r.label, r.note, r.amountCents])).toEqual([['Refunded', 'Visa ending 1111', grandTotal]]);
    expect(refunded.balance).toEqual({ state: 'settled', label: 'Nothing owed either way', amountCents: 0, note: null });
    const refused = orderMoneyOf(detailAfter([orderSubmitted(order), cancelledOwing([due(grandTotal)]), refundRefused(due(grandTotal), 'Card closed.')]));
    expect(refused.balance).toMatchObject({ state: 'credit', amountCents: -grandTotal });
    expect(refused.balance.note).toContain('our staff will contact you');
  });

  it('given a member discount, a promo code and rewards, then each is its own row, the discount with its rates', () => {
    const input = aSubmission({ comics: [aLine({ press: 1 }), aLine({ tierId: 'NW', insuredCents: 30_000, year: 1974 })], member: aMember({ membership: 'Clubmember', rewardsAvailableCents: 500 }), promoCode: 'SAVE10', promo: promoOf('SAVE10'), rewardsRequestedCents: 500 });
    const priced = orderFiguresOf(priceSubmission(seedCatalogue, input));
    const money = orderMoneyOf(detailAfter([orderSubmitted({ ...order, ...priced, payment: { ...order.payment, amountCents: priced.grandTotalCents } })]));
    const rows = moneyRowsOf(money);
    expect(rows.find((r) => r.label === 'Member discount')).toMatchObject({ kind: 'discount', amountCents: -priced.discountCents });
    expect(rows.find((r) => r.label === 'Member discount')!.note).toMatch(/% off grading/);
    expect(rows.find((r) => r.label === 'Promo code SAVE10')).toMatchObject({ amountCents: -priced.promoDiscountCents });
    expect(rows.find((r) => r.label === 'Rewards applied')).toMatchObject({ amountCents: -500 });
    expect(section(money, 'submitted')!.total!.amountCents).toBe(priced.grandTotalCents);
    expect(money.balance.amountCents).toBe(0);
  });

  it('given stored parts that do not make the grand total, then the difference is its own row and the table still adds up', () => {
    const money = orderMoneyOf(detailAfter([orderSubmitted({ ...order, grandTotalCents: grandTotal + 7, payment: { ...order.payment, amountCents: grandTotal + 7 } })]));
    expect(moneyRowsOf(money).find((r) => r.label === 'Other adjustment at submission')).toMatchObject({ amountCents: 7 });
    expect(money.balance.amountCents).toBe(0);
  });
});

// --- Generated histories ------------------------------------------------------------------------------------

const rate: RateQuote = { id: 'R', name: 'UPS Ground', carrier: 'UPS', baseCostCents: 1_500, additionalCostCents: 300, insuranceCostCents: 800, totalCostCents: 2_600, transitDays: 3 };

/** A submitted order priced by the engine from generated choices (members, promos, rewards, shipping, pick-up). */
const submittedArb: fc.Arbitrary<OrderSubmittedData> = fc
  .record({
    quantities: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    press: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
    membership: fc.constantFrom('Free', 'Clubmember', 'Artist'),
    promoCode: fc.constantFrom(null, 'SAVE10', 'GRADE5', 'PRESS20', 'FREESHIP'),
    rewardsRequestedCents: fc.constantFrom(0, 250, 100_000),
    isPickUp: fc.boolean(),
    isInsurance: fc.boolean(),
  })
  .map(({ quantities, press, membership, promoCode, rewardsRequestedCents, isPickUp, isInsurance }) => {
    const comics = quantities.map((quantity, i) => aLine({ quantity, press: i === 0 ? press : 0, insuredCents: 10_000 * (i + 1) }));
    const input = aSubmission({
      comics,
      member: aMember({ membership, rewardsAvailableCents: 1_000 }),
      promoCode,
      promo: promoCode ? promoOf(promoCode) : null,
      rewardsRequestedCents,
      returnShipping: isPickUp ? 'pickUp' : 'shipped',
      isInsurance,
      chosenRates: isPickUp ? [] : [rate],
      today: '2025-05-05',
    });
    const figures = orderFiguresOf(priceSubmission(seedCatalogue, input));
    // The grand total is charged at submit; nothing is when it is 0 (rewards and promos can take it there).
    const paid = figures.grandTotalCents > 0;
    return aSubmittedOrderWithBooks({
      ...figures,
      isInsurance,
      payment: { status: paid ? 'Charged' : 'NotRequired', amountCents: paid ? figures.grandTotalCents : 0, transactionId: paid ? 'txn-submit' : null },
    });
  });

type Step =
  | { t: 'receive' }
  | { t: 'correct'; lineIndex: number; amountCents: number }
  | { t: 'pay' }
  | { t: 'cancel'; legacy: boolean }
  | { t: 'answerRefund'; issued: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ t: 'receive' as const }),
  fc.record({ t: fc.constant('correct' as const), lineIndex: fc.nat({ max: 2 }), amountCents: fc.integer({ min: -3_000, max: 25_000 }).filter((n) => n !== 0) }),
  fc.constant({ t: 'pay' as const }),
  fc.record({ t: fc.constant('cancel' as const), legacy: fc.boolean() }),
  fc.record({ t: fc.constant('answerRefund' as const), issued: fc.boolean() }),
);

const at = (n: number) => new Date(Date.UTC(2025, 4, 6) + n * 3_600_000).toISOString();

/** The events of a history, each step taken only where the command side would take it (as the decider allows). */
function historyOf(submitted: OrderSubmittedData, steps: readonly Step[]): OrderEvent[] {
  const orderId = submitted.orderId;
  const events: OrderEvent[] = [orderSubmitted(submitted)];
  const payments = submitted.payment.transactionId ? [{ transactionId: submitted.payment.transactionId, amountCents: submitted.payment.amountCents }] : [];
  let owed: RefundDue[] = [];
  steps.forEach((step, n) => {
    const progress = foldProgress(events)!;
    const staff = { by: STAFF_ID, at: at(n) };
    if (step.t === 'receive' && !progress.receivedAt && !progress.cancelled) events.push(received({ at: at(n) }));
    if (step.t === 'correct' && progress.receivedAt && !progress.cancelled && submitted.comics[step.lineIndex]) {
      events.push(declaredValueCorrected({ lineIndex: step.lineIndex, amountCents: step.amountCents, at: at(n), reason: `Correction ${n}` }));
    }
    if (step.t === 'pay' && progress.balanceCents > 0 && progress.status !== 'Submitted' && !progress.cancelled) {
      const transactionId = `txn-balance-${n}`;
      events.push(balancePaid(progress.balanceCents, { transactionId, paidAt: at(n), paidBy: LIFECYCLE_MEMBER_ID }));
      payments.push({ transactionId, amountCents: progress.balanceCents });
    }
    if (step.t === 'cancel' && !progress.cancelled) {
      const paid = payments.reduce((s, p) => s + p.amountCents, 0);
      if (step.legacy) events.push(cancelled(paid > 0 ? { amountCents: paid, transactionId: `rf-${n}` } : null, 'Asked to', at(n)));
      else {
        owed = payments.map((p, i) => ({ refundKey: `order-cancel:${orderId}:${i}`, transactionId: p.transactionId, amountCents: p.amountCents }));
        events.push(cancelledOwing(owed, 'Asked to', at(n)));
      }
    }
    if (step.t === 'answerRefund' && owed.length > 0) {
      const [next, ...rest] = owed;
      owed = rest;
      events.push(step.issued ? refundIssued(next!, `rf-${n}`, staff.at) : refundRefused(next!, 'Refused.', staff.at));
    }
  });
  return events;
}

describe('order money table over generated histories', () => {
  it('given any history of submit, corrections, payments, cancellation and refunds, then the rows add up to the balance the order carries, and each running total to the rows above it', () => {
    fc.assert(
      fc.property(submittedArb, fc.array(stepArb, { maxLength: 12 }), (submitted, steps) => {
        const detail = detailAfter(historyOf(submitted, steps));
        const money = orderMoneyOf(detail);
        const rows = moneyRowsOf(money);
        expect(sum(rows)).toBe(money.balance.amountCents);
        expect(money.balance.amountCents).toBe(detail.balanceCents);
        expect(rows.every((r) => r.amountCents !== 0)).toBe(true);
        let running = 0;
        for (const s of money.sections) {
          running += sum(s.rows);
          if (s.total && s.id === 'submitted') expect(s.total.amountCents).toBe(running);
          if (s.total && s.id === 'changes') expect(s.total.amountCents).toBe(running);
        }
        expect(money.balance.state).toBe(detail.balanceCents > 0 ? 'owed' : detail.balanceCents < 0 ? 'credit' : 'settled');
        // Priced by the engine, the parts make the grand total: no adjustment row is ever needed.
        expect(rows.some((r) => r.label === 'Other adjustment at submission')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
