import { describe, expect, it } from 'vitest';
import type { Actor } from '../events/envelope.ts';
import { orderEventTypes, type OrderEvent, type OrderSubmittedData } from '../events/order-events.ts';
import {
  HULK_CORRECTION,
  aPickUpOrderWithBooks,
  aSubmittedOrderWithBooks,
  balancePaid,
  cancelled,
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
} from '../events/testing/order-lifecycle.ts';
import { actorName, orderEventLine } from './order-event-lines.ts';

/**
 * The line of every order event type. The order is the lifecycle fixture: book 1 Amazing Spider-Man #300 (MN),
 * book 2 Incredible Hulk #181 (NWP, Vintage), books 3 and 4 Saga #1 (line 3, MN, Modern); $245.50 charged at submit.
 */

const WORKER: Actor = { userId: 'w-17', role: 'worker' };
const MEMBER: Actor = { userId: 'm-1', role: 'authenticated' };
const SYSTEM: Actor = { userId: null, role: 'system' };
const order = aSubmittedOrderWithBooks();
const submitRefund = { refundKey: 'order-cancel:25-LIFECYC', transactionId: 'txn-submit', amountCents: 24_550 };

interface Case {
  given: string;
  event: OrderEvent;
  actor: Actor;
  order?: OrderSubmittedData;
  then: string;
}

/** Keyed by event type, so the compiler asks for a case of every type the union has. */
const CASES: Record<OrderEvent['type'], Case[]> = {
  OrderSubmitted: [
    { given: 'a charged order', event: orderSubmitted(order), actor: MEMBER, then: 'Member m-1 submitted the order: 4 books, $245.50 charged' },
    {
      given: 'an order rewards paid for in full',
      event: orderSubmitted(aSubmittedOrderWithBooks({ grandTotalCents: 0, payment: { status: 'NotRequired', amountCents: 0, transactionId: null } })),
      actor: MEMBER,
      then: 'Member m-1 submitted the order: 4 books, nothing to charge',
    },
  ],
  OrderReceived: [
    { given: 'every book arrived', event: received(), actor: WORKER, then: 'Worker w-17 received the order: 4 of 4 books arrived' },
    { given: 'book 2 missing', event: received({ missing: [2] }), actor: WORKER, then: 'Worker w-17 received the order: 3 of 4 books arrived, book 2 missing' },
    { given: 'books 2 and 3 missing', event: received({ missing: [2, 3] }), actor: WORKER, then: 'Worker w-17 received the order: 2 of 4 books arrived, books 2 and 3 missing' },
  ],
  BookPreGraded: [{ given: 'book 3 pre-graded', event: preGraded(3, 'Corner crease.'), actor: WORKER, then: 'Worker w-17 pre-graded book 3 (Saga #1)' }],
  BookPressed: [{ given: 'book 1 pressed', event: pressed(1), actor: WORKER, then: 'Worker w-17 pressed book 1 (Amazing Spider-Man #300)' }],
  BookGraded: [
    {
      given: 'the signed book graded with both signatures verified',
      event: graded(2),
      actor: WORKER,
      then: 'Worker w-17 graded book 2 (Incredible Hulk #181): 8.0 Verified; signatures: 2 verified, 0 rejected',
    },
    { given: 'an unsigned book graded', event: graded(3), actor: WORKER, then: 'Worker w-17 graded book 3 (Saga #1): 9.4 Certified' },
  ],
  BookImaged: [{ given: 'book 2 photographed', event: imaged(2), actor: WORKER, then: 'Worker w-17 photographed the cover of book 2 (Incredible Hulk #181)' }],
  BookCoverReplaced: [
    { given: 'book 2 photographed again', event: coverReplaced(2), actor: WORKER, then: 'Worker w-17 retook the cover photo of book 2 (Incredible Hulk #181), replacing the earlier photo' },
  ],
  BookEncapsulated: [
    { given: 'book 2 sealed', event: encapsulated(2), actor: WORKER, then: 'Worker w-17 encapsulated book 2 (Incredible Hulk #181) under certification 25-LIFECYC-002' },
  ],
  TierQcApproved: [{ given: 'the Vintage tier through QC', event: qcApproved('NWP'), actor: WORKER, then: 'Worker w-17 approved quality control of the Vintage tier (NWP)' }],
  DeclaredValueCorrected: [
    {
      given: 'the one-copy Hulk line found worth $1,200 and moved to HV',
      event: declaredValueCorrected(HULK_CORRECTION),
      actor: WORKER,
      then: 'Worker w-17 corrected the declared value of book 2 (Incredible Hulk #181) from $300.00 to $1,200.00, tier NWP to HV: +$53.00 balance. Reason: A recent sale puts it at $1,200.',
    },
    {
      given: 'the two-copy Saga line found worth $80 a book',
      event: declaredValueCorrected(),
      actor: WORKER,
      then: 'Worker w-17 corrected the declared value of books 3 and 4 (Saga #1) from $50.00 to $80.00 a book: +$15.00 balance. Reason: Worth more than declared.',
    },
    {
      given: 'the Saga line found worth less, with a reason over two lines',
      event: declaredValueCorrected({ insuredCents: 2_000, amountCents: -1_500, reason: 'Reprint, not a first print.\n  See the indicia.' }),
      actor: WORKER,
      then: 'Worker w-17 corrected the declared value of books 3 and 4 (Saga #1) from $50.00 to $20.00 a book: -$15.00 balance. Reason: Reprint, not a first print. See the indicia.',
    },
  ],
  BalancePaid: [{ given: 'the balance paid', event: balancePaid(1_500), actor: MEMBER, then: 'Member m-1 paid the balance of $15.00 with Visa ending 1111' }],
  OrderShipped: [{ given: 'the order shipped', event: shipped(), actor: WORKER, then: 'Worker w-17 shipped the order by UPS, tracking number 1Z999AA10123456784' }],
  OrderReadyForPickUp: [
    { given: 'a pick-up order ready', event: readyForPickUp(), actor: WORKER, order: aPickUpOrderWithBooks(), then: 'Worker w-17 made the order ready for pick-up at Certus HQ, Plano' },
  ],
  OrderCompleted: [{ given: 'the order closed', event: completed(), actor: WORKER, then: 'Worker w-17 completed the order' }],
  OrderCancelled: [
    {
      given: 'a cancellation owing the submit charge back',
      event: cancelledOwing([submitRefund]),
      actor: WORKER,
      then: 'Worker w-17 cancelled the order, $245.50 to refund. Reason: Member asked to cancel.',
    },
    {
      given: 'a cancellation recorded with its refund already made',
      event: cancelled({ amountCents: 24_550, transactionId: 're-1' }),
      actor: WORKER,
      then: 'Worker w-17 cancelled the order, $245.50 refunded. Reason: Member asked to cancel.',
    },
    { given: 'a cancellation of an order nothing was paid for', event: cancelled(null), actor: WORKER, then: 'Worker w-17 cancelled the order, nothing to refund. Reason: Member asked to cancel.' },
  ],
  OrderRefundIssued: [
    { given: 'the refund made by the system', event: refundIssued(submitRefund, 're-1'), actor: SYSTEM, then: 'System refunded $245.50 of payment txn-submit' },
    {
      given: 'the refund made by the payment reconciler',
      event: refundIssued(submitRefund, 're-1'),
      actor: { userId: 'payment-reconciler', role: 'system' },
      then: 'System payment-reconciler refunded $245.50 of payment txn-submit',
    },
  ],
  OrderRefundRefused: [
    {
      given: 'the card issuer refusing the refund',
      event: refundRefused(submitRefund, 'Card closed.'),
      actor: SYSTEM,
      then: 'System recorded that the card issuer refused to refund $245.50 of payment txn-submit: Card closed.',
    },
  ],
};

describe('the plain-language line of each order event', () => {
  it('given the OrderEvent union, then every one of its types has its lines written out here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...orderEventTypes].sort());
    for (const [type, cases] of Object.entries(CASES)) {
      expect(cases.length, type).toBeGreaterThan(0);
      for (const c of cases) expect(c.event.type).toBe(type);
    }
  });

  for (const [type, cases] of Object.entries(CASES)) {
    for (const c of cases) {
      it(`given ${c.given} (${type}), when its line is written, then it reads "${c.then}"`, () => {
        expect(orderEventLine(c.event, { order: c.order ?? order, actor: c.actor })).toBe(c.then);
      });
    }
  }

  it('given two event types, then their lines differ: each type says what happened in its own words', () => {
    const firstLines = Object.values(CASES).map((cases) => cases[0]!.then.replace(/^\S+ \S+ /, ''));
    expect(new Set(firstLines).size).toBe(orderEventTypes.length);
  });

  it('given an order in Canadian dollars, when a correction moves its balance, then the amounts are in CAD', () => {
    const cad = aSubmittedOrderWithBooks({ currency: 'CAD', countryCode: 'CA' });
    expect(orderEventLine(declaredValueCorrected(), { order: cad, actor: WORKER })).toBe(
      'Worker w-17 corrected the declared value of books 3 and 4 (Saga #1) from CA$50.00 to CA$80.00 a book: +CA$15.00 balance. Reason: Worth more than declared.',
    );
  });

  it('given the name of the worker who made a correction, when its line is written, then the worker is named, with the start of their id', () => {
    const nameOf = (id: string) => (id === '1b0384b3-c059-52fa-b4e0-c4186d1223cb' ? 'Dana Reyes' : null);
    const worker: Actor = { userId: '1b0384b3-c059-52fa-b4e0-c4186d1223cb', role: 'worker' };
    expect(orderEventLine(declaredValueCorrected(), { order, actor: worker, nameOf })).toBe(
      'Worker Dana Reyes (1b0384b3) corrected the declared value of books 3 and 4 (Saga #1) from $50.00 to $80.00 a book: +$15.00 balance. Reason: Worth more than declared.',
    );
  });

  it('given a name known for some ids only, then those are named and the others keep their id; the system is named by role alone', () => {
    const nameOf = (id: string) => ({ 'w-17': 'Dana  Reyes\n' })[id] ?? null;
    expect(actorName({ userId: 'w-17', role: 'worker' }, nameOf)).toBe('Worker Dana Reyes (w-17)');
    expect(actorName({ userId: 'm-1', role: 'authenticated' }, nameOf)).toBe('Member m-1');
    expect(actorName({ userId: null, role: 'system' }, nameOf)).toBe('System');
    expect(actorName({ userId: 'payment-reconciler', role: 'system' }, nameOf)).toBe('System payment-reconciler');
  });

  it('given each kind of actor and no names, then it is named by its role and id', () => {
    expect(actorName({ userId: 'w-17', role: 'worker' })).toBe('Worker w-17');
    expect(actorName({ userId: 'm-1', role: 'authenticated' })).toBe('Member m-1');
    expect(actorName({ userId: 'e-2', role: 'editor' })).toBe('Editor e-2');
    expect(actorName({ userId: 'a-3', role: 'auditor' })).toBe('Auditor a-3');
    expect(actorName({ userId: null, role: 'system' })).toBe('System');
    expect(actorName({ userId: null, role: 'anonymous' })).toBe('Visitor');
  });
});
