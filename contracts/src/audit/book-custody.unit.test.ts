import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { OrderEvent } from '../events/order-events.ts';
import {
  LIFECYCLE_MEMBER_ID,
  STAFF_ID,
  STEP_AT,
  aCompletedOrderWithBalancePaid,
  aPickUpOrderWithBooks,
  aQcApprovedOrder,
  aReceivedOrder,
  bookWalkedTo,
  cancelled,
  completed,
  coverReplaced,
  declaredValueCorrected,
  graded,
  imaged,
  orderSubmitted,
  preGraded,
  qcApproved,
  readyForPickUp,
  received,
} from '../events/testing/order-lifecycle.ts';
import { certificationIdFor } from '../orders/order-progress.ts';
import { OrderCustody, custodyPersonIdsOf, initialsOf, orderCustodyOf, type CustodyPeople } from './book-custody.ts';
import { audited } from './testing/audited-events.ts';
import { orderLifeArb } from './testing/order-lifecycles.ts';

/**
 * The custody timeline of each book (contracts audit/book-custody.ts). The order is the lifecycle fixture: book 1
 * Amazing Spider-Man #300 (MN, pressed), book 2 Incredible Hulk #181 (NWP, signed), books 3 and 4 Saga #1 (MN).
 */

const NAMES: Record<string, string> = { [STAFF_ID]: 'Wendy Q. Worker', [LIFECYCLE_MEMBER_ID]: 'Cora Collector' };
const fullNames: CustodyPeople = (id) => NAMES[id] ?? null;
const custodyOf = (life: readonly OrderEvent[], people: CustodyPeople = fullNames) => orderCustodyOf(audited(life), people);
const kindsOf = (custody: OrderCustody, bookNo: number) => custody.books.find((b) => b.bookNo === bookNo)!.steps.map((s) => s.kind);

describe("a book's custody timeline", () => {
  it('given an order taken through every step, corrected, shipped and completed, then each book lists its steps with who, when and what', () => {
    const custody = custodyOf(aCompletedOrderWithBalancePaid());
    expect(custody.orderId).toBe('25-LIFECYC');
    expect(custody.books.map((b) => [b.bookNo, b.title, b.issue])).toEqual([
      [1, 'Amazing Spider-Man', '300'],
      [2, 'Incredible Hulk', '181'],
      [3, 'Saga', '1'],
      [4, 'Saga', '1'],
    ]);
    expect(kindsOf(custody, 1)).toEqual(['submitted', 'received', 'pre-graded', 'pressed', 'graded', 'imaged', 'encapsulated', 'qc-approved', 'shipped', 'completed']);
    expect(kindsOf(custody, 2)).toEqual(['submitted', 'received', 'pre-graded', 'graded', 'imaged', 'encapsulated', 'qc-approved', 'shipped', 'completed']);

    const hulk = custody.books[1]!;
    const worker = { id: STAFF_ID, name: 'Wendy Q. Worker' };
    expect(hulk.steps.map(({ kind, at, by, detail }) => ({ kind, at, by, detail }))).toEqual([
      { kind: 'submitted', at: '2025-05-05T09:00:00.000Z', by: { id: LIFECYCLE_MEMBER_ID, name: 'Cora Collector' }, detail: 'Submitted for Vintage (NWP) grading, declared at $300.00' },
      { kind: 'received', at: STEP_AT.received, by: worker, detail: 'Received, declared at $300.00' },
      { kind: 'pre-graded', at: STEP_AT.preGraded, by: worker, detail: 'Pre-graded' },
      { kind: 'graded', at: STEP_AT.graded, by: worker, detail: 'Graded 8.0 Verified; signatures: 2 verified, 0 rejected' },
      { kind: 'imaged', at: STEP_AT.imaged, by: worker, detail: 'Cover photographed' },
      { kind: 'encapsulated', at: STEP_AT.encapsulated, by: worker, detail: 'Encapsulated under certification 25-LIFECYC-002' },
      { kind: 'qc-approved', at: STEP_AT.qcApproved, by: worker, detail: 'Quality control passed for the tier Vintage (NWP)' },
      { kind: 'shipped', at: STEP_AT.shipped, by: worker, detail: 'Shipped by UPS, tracking number 1Z999AA10123456784' },
      { kind: 'completed', at: STEP_AT.completed, by: worker, detail: 'Delivered: the order is completed' },
    ]);
    expect(hulk).toMatchObject({ certificationId: '25-LIFECYC-002', declaredValueCents: 30_000, correctedValueCents: null });
    expect(OrderCustody.parse(custody)).toEqual(custody);
  });

  it("given a declared-value correction, then it is no step: the line's books carry the corrected value beside the declared one", () => {
    const custody = custodyOf([...aReceivedOrder(), declaredValueCorrected()]);
    expect(custody.books.map((b) => [b.bookNo, b.declaredValueCents, b.correctedValueCents])).toEqual([
      [1, 10_000, null],
      [2, 30_000, null],
      [3, 5_000, 8_000],
      [4, 5_000, 8_000],
    ]);
    expect(kindsOf(custody, 3)).toEqual(['submitted', 'received']);
  });

  it('given a book missing at receipt, then its timeline ends there with the receiving note, and later steps of the order leave it out', () => {
    const custody = custodyOf([orderSubmitted(), received({ missing: [2], note: 'Box had 3 books.' }), ...aQcApprovedOrder().slice(2).filter((e) => !('bookNo' in e.data) || e.data.bookNo !== 2)]);
    const hulk = custody.books[1]!;
    expect(hulk.steps.map((s) => [s.kind, s.detail])).toEqual([
      ['submitted', 'Submitted for Vintage (NWP) grading, declared at $300.00'],
      ['missing', 'Not in the box, declared at $300.00. Note: Box had 3 books.'],
    ]);
    expect(hulk.certificationId).toBeNull();
    expect(custody.books[0]!.steps[1]).toMatchObject({ kind: 'received', detail: 'Received, declared at $100.00. Note: Box had 3 books.' });
  });

  it('given a cover retaken before sealing and a pre-grade note, then both are steps, the note in the words', () => {
    const custody = custodyOf([...aReceivedOrder(), preGraded(3, 'Corner crease.'), graded(3), imaged(3), coverReplaced(3)]);
    expect(custody.books[2]!.steps.slice(2).map((s) => [s.kind, s.detail])).toEqual([
      ['pre-graded', 'Pre-graded. Note: Corner crease.'],
      ['graded', 'Graded 9.4 Certified'],
      ['imaged', 'Cover photographed'],
      ['cover-replaced', 'Cover photographed again, replacing the earlier photo'],
    ]);
    expect(custody.books[2]!.certificationId).toBeNull();
  });

  it('given a pick-up order set out at the counter and collected, then ready for pick-up names the counter and completed says collected', () => {
    const order = aPickUpOrderWithBooks();
    const custody = custodyOf([...aQcApprovedOrder(order), readyForPickUp(), completed()]);
    expect(custody.books[0]!.steps.slice(-2).map((s) => [s.kind, s.detail])).toEqual([
      ['ready-for-pickup', 'Ready for pick-up at Certus HQ, Plano'],
      ['completed', 'Collected: the order is completed'],
    ]);
  });

  it('given an order cancelled before receipt, then every book ends with the cancellation and its reason', () => {
    const custody = custodyOf([orderSubmitted(), cancelled(null, 'Member asked to cancel.')]);
    for (const book of custody.books) expect(book.steps.map((s) => [s.kind, s.detail])).toEqual([['submitted', expect.any(String)], ['cancelled', 'Order cancelled. Reason: Member asked to cancel.']]);
  });

  it('given a tier approved by QC, then only the books of that tier get the step', () => {
    const custody = custodyOf([...aReceivedOrder(), ...bookWalkedTo(2, 'Encapsulated'), qcApproved('NWP')]);
    expect(custody.books.map((b) => b.steps.at(-1)!.kind)).toEqual(['received', 'qc-approved', 'received', 'received']);
  });

  it("given people the caller cannot name, then a step names them by id only; members are shown by initials when the caller says so", () => {
    const unnamed = custodyOf(aReceivedOrder(), () => null);
    expect(unnamed.books[0]!.steps[1]!.by).toEqual({ id: STAFF_ID, name: null });
    const initials = custodyOf(aReceivedOrder(), (id) => (NAMES[id] ? initialsOf(NAMES[id]) : null));
    expect(initials.books[0]!.steps.map((s) => s.by)).toEqual([
      { id: LIFECYCLE_MEMBER_ID, name: 'C. C.' },
      { id: STAFF_ID, name: 'W. Q. W.' },
    ]);
  });

  it('given the events, then the people a custody names are the member and the staff who did its steps, once each', () => {
    expect(custodyPersonIdsOf(audited(aCompletedOrderWithBalancePaid()))).toEqual([LIFECYCLE_MEMBER_ID, STAFF_ID]);
  });

  it('given any life of an order, then every book has a timeline starting with its submission, in version order, and a sealed book its certification id', () => {
    fc.assert(
      fc.property(orderLifeArb, (life) => {
        const custody = custodyOf(life);
        expect(OrderCustody.parse(custody)).toEqual(custody);
        expect(custody.books.map((b) => b.bookNo)).toEqual([1, 2, 3, 4]);
        for (const book of custody.books) {
          const versions = book.steps.map((s) => s.version);
          expect(versions).toEqual([...versions].sort((a, b) => a - b));
          expect(new Set(versions).size).toBe(versions.length);
          expect(book.steps[0]).toMatchObject({ kind: 'submitted', version: 1 });
          const sealed = life.some((e) => e.type === 'BookEncapsulated' && e.data.bookNo === book.bookNo);
          expect(book.certificationId).toBe(sealed ? certificationIdFor('25-LIFECYC', book.bookNo) : null);
          if (book.steps.some((s) => s.kind === 'missing')) expect(book.steps.at(-1)!.kind).toBe('missing');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('given no events (an unknown order), then not found', () => {
    expect(() => orderCustodyOf([], fullNames)).toThrow(DomainError);
  });
});

describe('initials', () => {
  it.each([
    ['Jane Q. Kirby', 'J. Q. K.'],
    ['Demo Worker', 'D. W.'],
    ['  wendy   worker ', 'W. W.'],
    ['Élodie (Lo) Dupré', 'É. L. D.'],
    ['Cher', 'C.'],
    ['', ''],
  ])('given %j, then %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
