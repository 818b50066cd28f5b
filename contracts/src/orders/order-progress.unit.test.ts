import { describe, expect, it } from 'vitest';
import { NO_LABEL_DETAILS, type OrderEvent } from '../events/order-events.ts';
import {
  COVER,
  LIFECYCLE_ORDER_ID,
  RETAKEN_COVER,
  STEP_AT,
  SUBMITTED_AT,
  aCompletedOrder,
  aQcApprovedOrder,
  aReceivedOrder,
  aSubmittedOrderWithBooks,
  balancePaid,
  bookWalkedTo,
  cancelled,
  cancelledOwing,
  coverReplaced,
  declaredValueCorrected,
  graded,
  orderSubmitted,
  preGraded,
  pressed,
  qcApproved,
  refundIssued,
  refundRefused,
  shipped,
} from '../events/testing/order-lifecycle.ts';
import { booksOf, certificationIdFor, evolveProgress, foldProgress, type OrderProgress } from './order-progress.ts';

const progressOf = (events: OrderEvent[]): OrderProgress => foldProgress(events)!;
const tierStatuses = (p: OrderProgress) => Object.fromEntries(p.tiers.map((t) => [t.id, t.status]));
const grandTotal = aSubmittedOrderWithBooks().grandTotalCents;

describe('order progress: books', () => {
  it('given an order of 3 lines, one of quantity 2, then it has 4 books numbered in line order, each with its certification id', () => {
    const books = booksOf(aSubmittedOrderWithBooks());
    expect(books.map((b) => [b.bookNo, b.lineIndex, b.tierId, b.needsPressing, b.certificationId])).toEqual([
      [1, 0, 'MN', true, '25-LIFECYC-001'],
      [2, 1, 'NWP', false, '25-LIFECYC-002'],
      [3, 2, 'MN', false, '25-LIFECYC-003'],
      [4, 2, 'MN', false, '25-LIFECYC-004'],
    ]);
    expect(certificationIdFor('12-A1B2C3D', 12)).toBe('12-A1B2C3D-012');
  });

  it('given no order, when a step event comes first, then the fold refuses it', () => {
    expect(() => evolveProgress(null, preGraded(1))).toThrow('BookPreGraded before OrderSubmitted');
  });

  it('given a received order with a missing book, then the books are Received or Missing as the box said', () => {
    expect(progressOf(aReceivedOrder([3])).books.map((b) => b.step)).toEqual(['Received', 'Received', 'Missing', 'Received']);
  });

  it('given a graded book, then its grade, category, notes and verdicts are kept', () => {
    const book = progressOf([...aReceivedOrder(), preGraded(2), graded(2)]).books[1]!;
    expect(book).toMatchObject({ step: 'Graded', grade: 8, category: 'Verified', graderNotes: 'Light spine stress.', stepAt: STEP_AT.graded });
    expect(book.signatures).toHaveLength(2);
  });

  it('given a book graded with label details, then they are kept for its label; a book not graded has none', () => {
    const details = { month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein', personalCollection: '' };
    const books = progressOf([...aReceivedOrder(), preGraded(2), graded(2, { labelDetails: details })]).books;
    expect(books[1]!.labelDetails).toEqual(details);
    expect(books[2]!.labelDetails).toEqual(NO_LABEL_DETAILS);
  });
});

describe('order progress: a cover photographed again', () => {
  it('given an imaged book whose cover is replaced later, then it stays Imaged since its first photo and has a cover', () => {
    const before = progressOf([...aReceivedOrder(), ...bookWalkedTo(3, 'Imaged')]);
    const later = '2026-03-01T10:00:00.000Z';
    const after = evolveProgress(before, coverReplaced(3, undefined, undefined, later));
    expect(after.books.find((b) => b.bookNo === 3)).toEqual({ ...before.books.find((b) => b.bookNo === 3), coverSha256: RETAKEN_COVER.sha256 });
    expect(after.statusHistory).toEqual(before.statusHistory);
    expect(after.updatedAt).toBe(later);
  });

  it('given a book imaged, then retaken, then the progress names the photo now stored (its address changes with it)', () => {
    const imaged = progressOf([...aReceivedOrder(), ...bookWalkedTo(3, 'Imaged')]);
    expect(imaged.books.find((b) => b.bookNo === 3)!.coverSha256).toBe(COVER.sha256);
    expect(imaged.books.find((b) => b.bookNo === 2)!.coverSha256).toBeUndefined();

    const retaken = evolveProgress(imaged, coverReplaced(3));
    expect(retaken.books.find((b) => b.bookNo === 3)!.coverSha256).toBe(RETAKEN_COVER.sha256);
  });
});

describe('order progress: statuses', () => {
  it('given a submitted order, then it is Submitted on tracker step 1, paid in full', () => {
    const p = progressOf([orderSubmitted()]);
    expect(p).toMatchObject({ status: 'Submitted', stage: 1, paidCents: grandTotal, balanceCents: 0, grandTotalCents: grandTotal, shippingKind: 'address' });
    expect(tierStatuses(p)).toEqual({ MN: 'Submitted', NWP: 'Submitted' });
  });

  it('given a received order, then it is Processing and each tier waits for pre-grading', () => {
    const p = progressOf(aReceivedOrder());
    expect(p.status).toBe('Processing');
    expect(tierStatuses(p)).toEqual({ MN: 'PreGrade', NWP: 'PreGrade' });
    expect(p.stage).toBe(2);
  });

  it('given the book sent for pressing pre-graded, then its tier is Pressing until it is pressed, then Grading', () => {
    const preGradedAll = [...aReceivedOrder(), preGraded(1), preGraded(3), preGraded(4)];
    expect(tierStatuses(progressOf(preGradedAll)).MN).toBe('Pressing');
    expect(tierStatuses(progressOf([...preGradedAll, pressed(1)])).MN).toBe('Grading');
  });

  it('given the least advanced book of a tier, then the tier follows it: Finalize once graded, ImagingSP from imaging on', () => {
    expect(tierStatuses(progressOf([...aReceivedOrder(), ...bookWalkedTo(2, 'Graded')])).NWP).toBe('Finalize');
    expect(tierStatuses(progressOf([...aReceivedOrder(), ...bookWalkedTo(2, 'Imaged')])).NWP).toBe('ImagingSP');
    expect(tierStatuses(progressOf([...aReceivedOrder(), ...bookWalkedTo(2, 'Encapsulated')])).NWP).toBe('ImagingSP');
  });

  it('given a tier through QC and nothing owed, then it holds for shipping; with a balance it is Billing', () => {
    expect(tierStatuses(progressOf(aQcApprovedOrder()))).toEqual({ MN: 'ShippingHold', NWP: 'ShippingHold' });
    const owing = progressOf([...aQcApprovedOrder(), declaredValueCorrected()]);
    expect(owing.status).toBe('Billing');
    expect(tierStatuses(owing)).toEqual({ MN: 'Billing', NWP: 'Billing' });
  });

  it('given a tier none of whose books arrived, then it counts as approved from the receipt', () => {
    const p = progressOf(aReceivedOrder([2]));
    expect(p.tiers.find((t) => t.id === 'NWP')).toMatchObject({ qcApproved: true, qcApprovedAt: STEP_AT.received, status: 'ShippingHold' });
  });

  it('given a correction while tiers are in process, then the order is Invoicing until the balance is paid', () => {
    const corrected = progressOf([...aReceivedOrder(), declaredValueCorrected()]);
    expect(corrected).toMatchObject({ status: 'Invoicing', grandTotalCents: grandTotal + 1_500, balanceCents: 1_500 });
    expect(corrected.lines[2]).toEqual({ insuredCents: 8_000, tierCode: 'MN', tierLabel: 'Modern' });
    const paid = progressOf([...aReceivedOrder(), declaredValueCorrected(), balancePaid(1_500)]);
    expect(paid).toMatchObject({ status: 'Processing', paidCents: grandTotal + 1_500, balanceCents: 0 });
  });

  it('given a correction that moves a line to another tier, then its books are processed with that tier\'s group, made for them', () => {
    const moved = progressOf([...aReceivedOrder(), declaredValueCorrected({ lineIndex: 2, previousTierCode: 'MN', tierCode: 'HV', tierLabel: 'High value', tierDays: 30 })]);
    expect(moved.books.map((b) => [b.bookNo, b.tierId])).toEqual([
      [1, 'MN'],
      [2, 'NWP'],
      [3, 'HV'],
      [4, 'HV'],
    ]);
    expect(moved.tiers.map((t) => [t.id, t.label, t.days, t.count, t.status, t.qcApproved])).toEqual([
      ['MN', 'Modern', progressOf(aReceivedOrder()).tiers[0]!.days, 1, 'PreGrade', false],
      ['NWP', progressOf(aReceivedOrder()).tiers[1]!.label, progressOf(aReceivedOrder()).tiers[1]!.days, 1, 'PreGrade', false],
      ['HV', 'High value', 30, 2, 'PreGrade', false],
    ]);
  });

  it('given books through QC moved to a group of their own, then it is approved as their old group was: a new price does not undo a QC', () => {
    const moved = progressOf([...aQcApprovedOrder(), declaredValueCorrected({ lineIndex: 1, previousTierCode: 'NWP', tierCode: 'HV', tierLabel: 'High value', tierDays: 10 })]);
    const nwpApprovedAt = progressOf(aQcApprovedOrder()).tiers.find((t) => t.id === 'NWP')!.qcApprovedAt;
    expect(moved.tiers.map((t) => [t.id, t.count, t.qcApproved, t.qcApprovedAt])).toEqual([
      ['MN', 3, true, progressOf(aQcApprovedOrder()).tiers[0]!.qcApprovedAt],
      ['HV', 1, true, nwpApprovedAt],
    ]);
    expect(moved.status).toBe('Billing');
  });

  it('given books not through QC moved into a group that is, then that group waits for QC again (its approval did not see them)', () => {
    const approvedMn = [...aReceivedOrder(), ...bookWalkedTo(1, 'Encapsulated'), ...bookWalkedTo(3, 'Encapsulated'), ...bookWalkedTo(4, 'Encapsulated'), qcApproved('MN')];
    const moved = progressOf([...approvedMn, declaredValueCorrected({ lineIndex: 1, previousTierCode: 'NWP', tierCode: 'MN', tierLabel: 'Modern', tierDays: 20 })]);
    expect(progressOf(approvedMn).tiers.find((t) => t.id === 'MN')!.qcApproved).toBe(true);
    expect(moved.tiers.map((t) => [t.id, t.count, t.qcApproved, t.qcApprovedAt])).toEqual([['MN', 4, false, null]]);
  });

  it('given the only line of a group moved away, then the group goes', () => {
    const moved = progressOf([...aReceivedOrder(), declaredValueCorrected({ lineIndex: 1, previousTierCode: 'NWP', tierCode: 'MN', tierLabel: 'Modern', tierDays: 20 })]);
    expect(moved.tiers.map((t) => [t.id, t.count])).toEqual([['MN', 4]]);
  });

  it('given a correction recorded before the new tier\'s turnaround was kept, then the books stay in the group they were submitted with', () => {
    const legacy = progressOf([...aReceivedOrder(), declaredValueCorrected({ lineIndex: 2, previousTierCode: 'MN', tierCode: 'HV', tierLabel: 'High value', tierDays: undefined })]);
    expect(legacy.books.map((b) => b.tierId)).toEqual(['MN', 'NWP', 'MN', 'MN']);
    expect(legacy.lines[2]).toMatchObject({ tierCode: 'HV' });
  });

  it('given a credit (a lower value), then the balance is negative and the order carries on', () => {
    const p = progressOf([...aReceivedOrder(), declaredValueCorrected({ insuredCents: 3_000, amountCents: -500 })]);
    expect(p).toMatchObject({ status: 'Processing', balanceCents: -500 });
  });

  it('given a whole life, then the order ends Completed on stage 5 with each status once in its history', () => {
    const p = progressOf(aCompletedOrder());
    expect(p.status).toBe('Completed');
    expect(p.stage).toBe(5);
    expect(p.statusHistory.map((s) => s.status)).toEqual(['Submitted', 'Processing', 'Shipping', 'Completed']);
    expect(p.stepReachedAt.every((at) => at !== null)).toBe(true);
    expect(p.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', at: STEP_AT.shipped });
    expect(tierStatuses(p)).toEqual({ MN: 'Completed', NWP: 'Completed' });
  });

  it('given a Canadian order shipped, then it is ShipToCanada', () => {
    const canadian = aSubmittedOrderWithBooks({ countryCode: 'CA', currency: 'CAD' });
    const events = aQcApprovedOrder(canadian);
    expect(progressOf([...events, shipped()]).status).toBe('ShipToCanada');
  });

  it('given a cancelled order, then it is Cancelled, with the refund taken off what was paid', () => {
    const p = progressOf([orderSubmitted(), cancelled({ amountCents: grandTotal, transactionId: 'refund-1' })]);
    expect(p).toMatchObject({ status: 'Cancelled', paidCents: 0, balanceCents: 0, cancelled: { reason: 'Member asked to cancel.', at: STEP_AT.cancelled, refundedCents: grandTotal } });
    expect(tierStatuses(p)).toEqual({ MN: 'Cancelled', NWP: 'Cancelled' });
  });

  it('given a cancellation owing the charge back, then it is Cancelled with the refund pending until the gateway answers', () => {
    const due = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}`, transactionId: 'txn-submit', amountCents: grandTotal };
    const owing = progressOf([orderSubmitted(), cancelledOwing([due])]);
    // Nothing is charged any more: what was paid and not yet given back is owed to the member (a credit).
    expect(owing).toMatchObject({ status: 'Cancelled', paidCents: grandTotal, balanceCents: -grandTotal, cancelled: { refundedCents: 0, refundPendingCents: grandTotal, refundRefusedCents: 0 } });
    const refunded = progressOf([orderSubmitted(), cancelledOwing([due]), refundIssued(due, 'rf-1')]);
    expect(refunded).toMatchObject({ status: 'Cancelled', paidCents: 0, balanceCents: 0, cancelled: { refundedCents: grandTotal, refundPendingCents: 0, refundRefusedCents: 0 } });
    const refused = progressOf([orderSubmitted(), cancelledOwing([due]), refundRefused(due, 'Too late.')]);
    expect(refused).toMatchObject({ paidCents: grandTotal, balanceCents: -grandTotal, cancelled: { refundedCents: 0, refundPendingCents: 0, refundRefusedCents: grandTotal } });
  });

  it('given a correction left unpaid when the order is cancelled, then nothing is owed for it: only what was paid is given back', () => {
    const due = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}`, transactionId: 'txn-submit', amountCents: grandTotal };
    const p = progressOf([...aReceivedOrder(), declaredValueCorrected(), cancelledOwing([due]), refundIssued(due, 'rf-1')]);
    expect(p).toMatchObject({ status: 'Cancelled', grandTotalCents: grandTotal + 1_500, paidCents: 0, balanceCents: 0 });
  });

  it('given the tracker, then each step keeps the time it was first reached', () => {
    const p = progressOf([...aReceivedOrder(), ...bookWalkedTo(1, 'PreGraded')]);
    expect(p.stepReachedAt).toEqual([SUBMITTED_AT, SUBMITTED_AT, STEP_AT.received, null, null]);
    expect(p.updatedAt).toBe(STEP_AT.preGraded);
  });

  it('given the same QC approval again (a replay), then nothing changes but the time', () => {
    const once = progressOf(aQcApprovedOrder());
    const twice = evolveProgress(once, qcApproved('MN'));
    expect({ ...twice, updatedAt: once.updatedAt }).toEqual(once);
    expect(twice.orderId).toBe(LIFECYCLE_ORDER_ID);
  });
});
