import { describe, expect, it } from 'vitest';
import { DomainError, DomainEvent, NO_LABEL_DETAILS, type OrderEvent, type OrderSubmittedData, type RefundDue } from '@certus/contracts';
import { anOrderSubmitted as anOrder } from '@certus/contracts/events/testing/order-submitted';
import {
  ASP_SIGNATURE_ID,
  HULK_LABEL_DETAILS,
  LIFECYCLE_MEMBER_ID,
  LIFECYCLE_ORDER_ID as ORDER,
  SAGA_CORRECTION,
  STAFF_ID,
  STEP_AT,
  VSP_SIGNATURE_ID,
  aPickUpOrderWithBooks,
  aQcApprovedOrder,
  aReceivedOrder,
  aSubmittedOrderWithBooks,
  balancePaid,
  bookWalkedTo,
  cancelled,
  cancelledOwing,
  refundIssued,
  refundRefused,
  completed,
  COVER,
  RETAKEN_COVER,
  coverReplaced,
  declaredValueCorrected,
  encapsulated,
  graded,
  imaged,
  labelOf,
  orderSubmitted,
  preGraded,
  pressed,
  qcApproved,
  readyForPickUp,
  received,
  shipped,
} from '@certus/contracts/events/testing/order-lifecycle';
import { deciderSpec } from '../shared/decider-spec.ts';
import { fold } from '../shared/decider.ts';
import { orderDecider, refundsDue, type OrderCommand } from './order.decider.ts';

const spec = deciderSpec(orderDecider);

/** The kind of DomainError the decider refuses with (404 not_found, 409 conflict, 400 invalid). */
function refusalKind(history: OrderEvent[], command: OrderCommand): string {
  try {
    orderDecider.decide(command, fold(orderDecider, history));
  } catch (error) {
    if (error instanceof DomainError) return error.kind;
    throw error;
  }
  throw new Error('the command was accepted');
}

const submitted = (order: OrderSubmittedData): OrderEvent => ({ type: 'OrderSubmitted', data: order });
const submit = (order: OrderSubmittedData) => ({ type: 'SubmitOrder', order }) as const;
const staff = (at: string) => ({ by: STAFF_ID, at });
const order = aSubmittedOrderWithBooks();
const grandTotal = order.grandTotalCents;

// Commands, each at the time its fixture event carries, so `then` compares with the fixture's builders.
const receive = (missing: number[] = []): OrderCommand => ({
  type: 'ReceiveOrder',
  books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: !missing.includes(bookNo) })),
  note: '',
  ...staff(STEP_AT.received),
});
const preGrade = (bookNo: number, note = ''): OrderCommand => ({ type: 'PreGradeBook', bookNo, note, ...staff(STEP_AT.preGraded) });
const press = (bookNo: number): OrderCommand => ({ type: 'PressBook', bookNo, ...staff(STEP_AT.pressed) });
const grade = (bookNo: number, grading: Partial<Extract<OrderCommand, { type: 'GradeBook' }>> = {}): OrderCommand => ({
  type: 'GradeBook',
  bookNo,
  grade: 9.4,
  category: 'Certified',
  graderNotes: '',
  signatures: [],
  labelDetails: NO_LABEL_DETAILS,
  ...staff(STEP_AT.graded),
  ...grading,
});
const verdicts = (asp: 'Verified' | 'Rejected', vsp: 'Verified' | 'Rejected') => [
  { signatureId: ASP_SIGNATURE_ID, verdict: asp },
  { signatureId: VSP_SIGNATURE_ID, verdict: vsp },
];
const image = (bookNo: number, cover: { bytes: number; sha256: string } = COVER): OrderCommand => ({
  type: 'ImageBook',
  bookNo,
  cover: { bytes: cover.bytes, sha256: cover.sha256 },
  ...staff(STEP_AT.imaged),
});
const encapsulate = (bookNo: number): OrderCommand => ({ type: 'EncapsulateBook', bookNo, ...staff(STEP_AT.encapsulated) });
const approve = (tierId: string): OrderCommand => ({ type: 'ApproveTierQc', tierId, ...staff(STEP_AT.qcApproved) });
const correct = (correction: Partial<Extract<OrderCommand, { type: 'CorrectDeclaredValue' }>> = {}): OrderCommand => ({
  type: 'CorrectDeclaredValue',
  ...SAGA_CORRECTION,
  ...staff(STEP_AT.corrected),
  ...correction,
});
const pay = (amountCents: number, paidBy = LIFECYCLE_MEMBER_ID): OrderCommand => ({
  type: 'RecordBalancePaid',
  amountCents,
  paymentMethodId: 'pm-lifecycle',
  displayName: 'Visa ending 1111',
  transactionId: 'txn-balance',
  paidAt: STEP_AT.balancePaid,
  paidBy,
});
const ship = (): OrderCommand => ({ type: 'ShipOrder', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', ...staff(STEP_AT.shipped) });
const markReady = (): OrderCommand => ({ type: 'MarkReadyForPickUp', ...staff(STEP_AT.readyForPickUp) });
const complete = (): OrderCommand => ({ type: 'CompleteOrder', ...staff(STEP_AT.completed) });
/** What the submit charge owes back at cancellation. */
const submitRefund: RefundDue = { refundKey: `order-cancel:${ORDER}`, transactionId: 'txn-submit', amountCents: grandTotal };
const cancel = (refundsDue: RefundDue[] = [submitRefund]): OrderCommand => ({
  type: 'CancelOrder',
  reason: 'Member asked to cancel.',
  refundsDue,
  ...staff(STEP_AT.cancelled),
});
const recordRefund = (refundKey: string, answer: Extract<OrderCommand, { type: 'RecordRefund' }>['answer']): OrderCommand => ({
  type: 'RecordRefund',
  refundKey,
  answer,
  at: STEP_AT.cancelled,
});

/** Received, every book pre-graded, book 1 pressed: every book can be graded. */
const readyToGrade = () => [...aReceivedOrder(), preGraded(1), pressed(1), preGraded(2), preGraded(3), preGraded(4)];
/** Every book through encapsulation, no tier approved yet. */
const allEncapsulated = () => [...aReceivedOrder(), ...[1, 2, 3, 4].flatMap((n) => bookWalkedTo(n, 'Encapsulated'))];
const pickUpOrder = aPickUpOrderWithBooks();
const aQcApprovedPickUpOrder = () => aQcApprovedOrder(pickUpOrder);

describe('order: submit', () => {
  it('given no order, when a priced submission is submitted, then the order is submitted with it whole', () => {
    spec.given([]).when(submit(anOrder())).then([submitted(anOrder())]);
  });

  it('given a submitted order, when the same submission comes again (same member, same body hash), then nothing new happens', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ submittedAt: '2025-05-01T10:00:01.000Z' }))).then([]);
  });

  it('given a submitted order, when another body comes under its key, then it is refused', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ requestHash: 'hash-2' }))).thenThrows('This Idempotency-Key was already used for a different submission.');
  });

  it('given a submitted order, when another member lands on its id, then it is refused rather than answered', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ memberId: 'member-2' }))).thenThrows(/already used/);
  });

  it('given no order, when any staff step comes, then the order is not found', () => {
    spec.given([]).when(receive()).thenThrows('Order not found.');
    expect(refusalKind([], receive())).toBe('not_found');
  });
});

describe('order: receiving', () => {
  it('given a submitted order, when its box is opened with every book listed, then it is received with what arrived', () => {
    spec.given([orderSubmitted()]).when(receive([3])).then([received({ missing: [3] })]);
  });

  it('given the books listed out of order, when received, then they are recorded in book order', () => {
    const command = { ...receive(), books: [4, 2, 1, 3].map((bookNo) => ({ bookNo, arrived: true })) } as OrderCommand;
    spec.given([orderSubmitted()]).when(command).then([received()]);
  });

  it('given a received order, when it is received again, then it is refused', () => {
    spec.given(aReceivedOrder()).when(receive()).thenThrows(`Order ${ORDER} has already been received.`);
    expect(refusalKind(aReceivedOrder(), receive())).toBe('conflict');
  });

  it('given a book number the order does not have, when received, then that book is not found', () => {
    const command = { ...receive(), books: [...(receive() as { books: { bookNo: number; arrived: boolean }[] }).books, { bookNo: 9, arrived: true }] } as OrderCommand;
    spec.given([orderSubmitted()]).when(command).thenThrows(`Book 9 is not part of order ${ORDER}.`);
    expect(refusalKind([orderSubmitted()], command)).toBe('not_found');
  });

  it('given a book listed twice, when received, then it is refused as a bad list', () => {
    const command = { ...receive(), books: [1, 2, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) } as OrderCommand;
    spec.given([orderSubmitted()]).when(command).thenThrows('Book 2 is listed more than once.');
    expect(refusalKind([orderSubmitted()], command)).toBe('invalid');
  });

  it('given books left out of the list, when received, then it is refused naming them', () => {
    const command = { ...receive(), books: [1, 2].map((bookNo) => ({ bookNo, arrived: true })) } as OrderCommand;
    spec.given([orderSubmitted()]).when(command).thenThrows('Say whether books 3, 4 arrived: every book of the order must be listed.');
  });

  it('given a cancelled order, when it is received, then it is refused', () => {
    spec.given([orderSubmitted(), cancelled({ amountCents: grandTotal, transactionId: 'refund-1' })]).when(receive()).thenThrows(`Order ${ORDER} is cancelled.`);
  });
});

describe('order: pre-grading', () => {
  it('given a received book, when pre-graded, then it is pre-graded with the note', () => {
    spec.given(aReceivedOrder()).when(preGrade(1, 'Spine stress, press it.')).then([preGraded(1, 'Spine stress, press it.')]);
  });

  it('given an order not received yet, when a book is pre-graded, then it is refused', () => {
    spec.given([orderSubmitted()]).when(preGrade(1)).thenThrows(`Order ${ORDER} has not been received yet.`);
  });

  it('given a book that did not arrive, when pre-graded, then it is refused', () => {
    spec.given(aReceivedOrder([3])).when(preGrade(3)).thenThrows('Book 3 did not arrive with the order.');
  });

  it('given a pre-graded book, when pre-graded again, then it is refused', () => {
    spec.given([...aReceivedOrder(), preGraded(1)]).when(preGrade(1)).thenThrows('Book 1 has already been pre-graded.');
  });

  it('given a book number the order does not have, when pre-graded, then it is not found', () => {
    spec.given(aReceivedOrder()).when(preGrade(9)).thenThrows(`Book 9 is not part of order ${ORDER}.`);
    expect(refusalKind(aReceivedOrder(), preGrade(9))).toBe('not_found');
  });
});

describe('order: pressing', () => {
  it('given a pre-graded book sent for pressing, when pressed, then it is pressed', () => {
    spec.given([...aReceivedOrder(), preGraded(1)]).when(press(1)).then([pressed(1)]);
  });

  it('given a book sent for pressing but not pre-graded, when pressed, then it is refused', () => {
    spec.given(aReceivedOrder()).when(press(1)).thenThrows('Book 1 has not been pre-graded yet.');
  });

  it('given a book the member did not ask to press, when pressed, then it is refused', () => {
    spec.given([...aReceivedOrder(), preGraded(3)]).when(press(3)).thenThrows('Book 3 was not sent for pressing.');
  });

  it('given a pressed book, when pressed again, then it is refused', () => {
    spec.given([...aReceivedOrder(), preGraded(1), pressed(1)]).when(press(1)).thenThrows('Book 1 has already been pressed.');
  });
});

describe('order: grading', () => {
  it('given a pre-graded book without pressing, when graded on the scale, then it is graded', () => {
    spec.given(readyToGrade()).when(grade(3)).then([graded(3)]);
  });

  it('given a pressed book, when graded, then it is graded', () => {
    spec.given(readyToGrade()).when(grade(1)).then([graded(1)]);
  });

  it('given a signed book with its VSP signature verified, when graded Verified, then it is graded with both verdicts', () => {
    const command = grade(2, { grade: 8, category: 'Verified', graderNotes: 'Light spine stress.', signatures: verdicts('Verified', 'Verified') });
    spec.given(readyToGrade()).when(command).then([graded(2)]);
  });

  it('given a signed book whose ASP signature is verified and VSP rejected, when graded Authentic, then it is graded', () => {
    const signatures = verdicts('Verified', 'Rejected');
    spec.given(readyToGrade()).when(grade(2, { category: 'Authentic', signatures })).then([graded(2, { grade: 9.4, category: 'Authentic', graderNotes: '', signatures })]);
  });

  it('given a signed book, when graded Certified with its signatures rejected, then it is graded', () => {
    const signatures = verdicts('Rejected', 'Rejected');
    spec.given(readyToGrade()).when(grade(2, { signatures })).then([graded(2, { grade: 9.4, category: 'Certified', graderNotes: '', signatures })]);
  });

  it('given a signed book, when graded with the label details read off it, then they are recorded as given', () => {
    const command = grade(2, { grade: 8, category: 'Verified', graderNotes: 'Light spine stress.', signatures: verdicts('Verified', 'Verified'), labelDetails: HULK_LABEL_DETAILS });
    spec.given(readyToGrade()).when(command).then([graded(2, { labelDetails: HULK_LABEL_DETAILS })]);
  });

  it('given a received book not pre-graded, when graded, then it is refused', () => {
    spec.given(aReceivedOrder()).when(grade(3)).thenThrows('Book 3 has not been pre-graded yet.');
  });

  it('given a book sent for pressing and pre-graded but not pressed, when graded, then it is refused', () => {
    spec.given([...aReceivedOrder(), preGraded(1)]).when(grade(1)).thenThrows('Book 1 has not been pressed yet.');
  });

  it('given a book that never arrived, when graded, then it is refused', () => {
    spec.given(aReceivedOrder([4])).when(grade(4)).thenThrows('Book 4 did not arrive with the order.');
  });

  it('given an order not received, when a book is graded, then it is refused', () => {
    spec.given([orderSubmitted()]).when(grade(3)).thenThrows(`Order ${ORDER} has not been received yet.`);
  });

  it('given a grade off the slider scale, when graded, then it is refused as invalid', () => {
    spec.given(readyToGrade()).when(grade(3, { grade: 9.3 })).thenThrows('Grade 9.3 is not on the grading scale.');
    expect(refusalKind(readyToGrade(), grade(3, { grade: 9.3 }))).toBe('invalid');
  });

  it('given a graded book, when graded again, then it is refused', () => {
    spec.given([...readyToGrade(), graded(3)]).when(grade(3)).thenThrows('Book 3 has already been graded.');
  });

  it('given a signed book whose VSP signature was rejected, when graded Verified, then it is refused', () => {
    spec.given(readyToGrade()).when(grade(2, { category: 'Verified', signatures: verdicts('Verified', 'Rejected') })).thenThrows(
      'Book 2 cannot be Verified: none of its VSP or VSPP signatures was verified.',
    );
  });

  it('given an unsigned book, when graded Verified, then it is refused', () => {
    spec.given(readyToGrade()).when(grade(3, { category: 'Verified' })).thenThrows('Book 3 cannot be Verified: none of its VSP or VSPP signatures was verified.');
  });

  it('given a signed book whose ASP signature was rejected, when graded Authentic, then it is refused', () => {
    spec.given(readyToGrade()).when(grade(2, { category: 'Authentic', signatures: verdicts('Rejected', 'Verified') })).thenThrows(
      'Book 2 cannot be Authentic: none of its ASP signatures was verified.',
    );
  });

  it('given a signed book, when a signature gets no verdict, then it is refused naming the signature', () => {
    spec.given(readyToGrade()).when(grade(2, { signatures: [{ signatureId: ASP_SIGNATURE_ID, verdict: 'Verified' }] })).thenThrows(
      'Book 2: the VSP signature of Herb Trimpe has no verdict.',
    );
  });

  it('given a signed book, when a signature gets two verdicts, then it is refused', () => {
    const signatures = [...verdicts('Verified', 'Verified'), { signatureId: ASP_SIGNATURE_ID, verdict: 'Rejected' as const }];
    spec.given(readyToGrade()).when(grade(2, { signatures })).thenThrows(`Book 2: signature ${ASP_SIGNATURE_ID} has more than one verdict.`);
  });

  it('given a book, when a verdict names a signature it does not have, then it is refused', () => {
    spec.given(readyToGrade()).when(grade(3, { signatures: [{ signatureId: 'sig-other', verdict: 'Verified' }] })).thenThrows('Book 3 has no signature sig-other.');
  });
});

describe('order: imaging and encapsulation', () => {
  it('given a graded book, when its cover is imaged, then it is imaged under its certification id', () => {
    spec.given([...readyToGrade(), graded(3)]).when(image(3)).then([imaged(3)]);
  });

  it('given a book not graded yet, when imaged, then it is refused', () => {
    spec.given(readyToGrade()).when(image(3)).thenThrows('Book 3 has not been graded yet.');
  });

  it('given an imaged book, when photographed again before encapsulation, then the new photo replaces the old one', () => {
    spec.given([...readyToGrade(), graded(3), imaged(3)]).when(image(3, RETAKEN_COVER)).then([coverReplaced(3, RETAKEN_COVER, COVER.sha256)]);
  });

  it('given a cover replaced once, when replaced again, then it replaces the second photo, not the first', () => {
    const third = { contentType: 'image/jpeg' as const, bytes: 4_096, sha256: 'c'.repeat(64) };
    spec.given([...readyToGrade(), graded(3), imaged(3), coverReplaced(3)]).when(image(3, third)).then([coverReplaced(3, third, RETAKEN_COVER.sha256)]);
  });

  it('given an imaged book, when the same photo is uploaded again (a retry), then nothing is recorded', () => {
    spec.given([...readyToGrade(), graded(3), imaged(3)]).when(image(3)).then([]);
    spec.given([...readyToGrade(), graded(3), imaged(3), coverReplaced(3)]).when(image(3, RETAKEN_COVER)).then([]);
  });

  it('given an encapsulated book, when photographed again, then it is refused: the certified photo stays (409)', () => {
    const history = [...readyToGrade(), graded(3), imaged(3), encapsulated(3, labelOf(3))];
    spec.given(history).when(image(3, RETAKEN_COVER)).thenThrows('Book 3 is encapsulated: its cover photo is the one certified and can no longer be replaced.');
    expect(refusalKind(history, image(3, RETAKEN_COVER))).toBe('conflict');
  });

  it('given a replaced cover, when the book is encapsulated, then its label says it has a cover', () => {
    spec.given([...readyToGrade(), graded(3), imaged(3), coverReplaced(3)]).when(encapsulate(3)).then([encapsulated(3, labelOf(3))]);
  });

  it('given an imaged signed book, when encapsulated, then its label carries the submission, the grading and only the verified signatures', () => {
    const history = [...aReceivedOrder(), ...bookWalkedTo(2, 'Imaged')];
    spec.given(history).when(encapsulate(2)).then([encapsulated(2, labelOf(2))]);
    const rejectedVsp = [...aReceivedOrder(), preGraded(2), graded(2, { category: 'Authentic', signatures: verdicts('Verified', 'Rejected') }), imaged(2)];
    spec
      .given(rejectedVsp)
      .when(encapsulate(2))
      .then([encapsulated(2, { ...labelOf(2), category: 'Authentic', signatures: [{ type: 'ASP', name: 'Len Wein' }] })]);
  });

  it('given a book graded with label details, when encapsulated, then its label carries them', () => {
    const history = [...aReceivedOrder(), preGraded(2), graded(2, { labelDetails: HULK_LABEL_DETAILS }), imaged(2)];
    spec.given(history).when(encapsulate(2)).then([encapsulated(2, labelOf(2, HULK_LABEL_DETAILS))]);
  });

  it('given a book graded before label details were recorded, when encapsulated, then its label has none', () => {
    const { labelDetails: _none, ...before } = (graded(3) as Extract<OrderEvent, { type: 'BookGraded' }>).data;
    const readBack = DomainEvent.parse({ type: 'BookGraded', data: before }) as OrderEvent;
    spec.given([...readyToGrade(), readBack, imaged(3)]).when(encapsulate(3)).then([encapsulated(3, labelOf(3))]);
  });

  it('given a line moved to another tier by a declared-value correction, when its book is encapsulated, then the label has the new tier', () => {
    const history = [...aReceivedOrder(), declaredValueCorrected({ lineIndex: 1, previousInsuredCents: 30_000, insuredCents: 50_000, previousTierCode: 'NWP', tierCode: 'HVP', tierLabel: 'High Value', amountCents: 5_300 }), ...bookWalkedTo(2, 'Imaged')];
    spec.given(history).when(encapsulate(2)).then([encapsulated(2, { ...labelOf(2), tierCode: 'HVP', tierLabel: 'High Value' })]);
  });

  it('given a graded book not imaged, when encapsulated, then it is refused', () => {
    spec.given([...readyToGrade(), graded(3)]).when(encapsulate(3)).thenThrows('Book 3 has not been imaged yet.');
  });

  it('given an encapsulated book, when encapsulated again, then it is refused', () => {
    spec.given([...aReceivedOrder(), ...bookWalkedTo(3, 'Encapsulated')]).when(encapsulate(3)).thenThrows('Book 3 has already been encapsulated.');
  });
});

describe('order: quality control', () => {
  it('given every book of a tier encapsulated, when its QC is approved, then the tier is approved', () => {
    spec.given(allEncapsulated()).when(approve('MN')).then([qcApproved('MN')]);
  });

  it('given a tier with a missing book and the others encapsulated, when approved, then the missing one does not hold it back', () => {
    const history = [...aReceivedOrder([3]), ...[1, 4].flatMap((n) => bookWalkedTo(n, 'Encapsulated'))];
    spec.given(history).when(approve('MN')).then([qcApproved('MN')]);
  });

  it('given a tier with a book not encapsulated yet, when approved, then it is refused naming the book', () => {
    const history = [...aReceivedOrder(), ...[1, 3].flatMap((n) => bookWalkedTo(n, 'Encapsulated')), ...bookWalkedTo(4, 'Imaged')];
    spec.given(history).when(approve('MN')).thenThrows('Tier MN cannot pass QC: book 4 is not encapsulated yet.');
  });

  it('given an order not received, when a tier is approved, then it is refused', () => {
    spec.given([orderSubmitted()]).when(approve('MN')).thenThrows(`Order ${ORDER} has not been received yet.`);
  });

  it('given an approved tier, when approved again, then it is refused', () => {
    spec.given([...allEncapsulated(), qcApproved('MN')]).when(approve('MN')).thenThrows('Tier MN has already passed QC.');
  });

  it('given a tier none of whose books arrived, when approved, then it already counts as approved', () => {
    spec.given(aReceivedOrder([2])).when(approve('NWP')).thenThrows('Tier NWP has already passed QC.');
  });

  it('given a tier the order does not have, when approved, then it is not found', () => {
    spec.given(allEncapsulated()).when(approve('HV')).thenThrows(`Tier HV is not part of order ${ORDER}.`);
    expect(refusalKind(allEncapsulated(), approve('HV'))).toBe('not_found');
  });
});

describe('order: declared-value correction', () => {
  it('given a received order, when a line is found worth more, then the correction records the old and new value and the difference', () => {
    spec.given(aReceivedOrder()).when(correct()).then([declaredValueCorrected()]);
  });

  it('given a received order, when a line is found worth less, then the difference is a credit', () => {
    const credit = { insuredCents: 3_000, amountCents: -500, reason: 'Worth less.' };
    spec.given(aReceivedOrder()).when(correct(credit)).then([declaredValueCorrected(credit)]);
  });

  it('given a corrected line, when corrected again, then the previous values are the corrected ones', () => {
    const again = { insuredCents: 9_000, amountCents: 200 };
    spec.given([...aReceivedOrder(), declaredValueCorrected()]).when(correct(again)).then([declaredValueCorrected({ ...again, previousInsuredCents: 8_000 })]);
  });

  it('given an order not received, when a value is corrected, then it is refused', () => {
    spec.given([orderSubmitted()]).when(correct()).thenThrows(`Order ${ORDER} has not been received yet.`);
  });

  it('given a shipped order, when a value is corrected, then it is refused', () => {
    spec.given([...aQcApprovedOrder(), shipped()]).when(correct()).thenThrows(`Order ${ORDER} has left the building: its declared values can no longer be corrected.`);
  });

  it('given a line number the order does not have, when corrected, then it is not found', () => {
    spec.given(aReceivedOrder()).when(correct({ lineIndex: 3 })).thenThrows(`Line 4 is not part of order ${ORDER}.`);
    expect(refusalKind(aReceivedOrder(), correct({ lineIndex: 3 }))).toBe('not_found');
  });

  it('given a line, when "corrected" to the value and tier it has, then it is refused', () => {
    spec.given(aReceivedOrder()).when(correct({ insuredCents: 5_000, amountCents: 0 })).thenThrows('Line 3 already has this declared value and tier.');
  });
});

describe('order: balance payment', () => {
  const owing = () => [...aReceivedOrder(), declaredValueCorrected()];

  it('given a balance owed, when the member pays exactly it, then the payment is recorded', () => {
    spec.given(owing()).when(pay(1_500)).then([balancePaid(1_500)]);
  });

  it("given someone else's order, when they pay its balance, then the order is not found", () => {
    spec.given(owing()).when(pay(1_500, 'member-other')).thenThrows('Order not found.');
    expect(refusalKind(owing(), pay(1_500, 'member-other'))).toBe('not_found');
  });

  it('given an amount other than the balance, when paid, then it is refused as a changed balance', () => {
    spec.given(owing()).when(pay(1_000)).thenThrows('The balance of this order has changed: reload the order and try again.');
  });

  it('given nothing owed, when paid, then it is refused', () => {
    spec.given(aReceivedOrder()).when(pay(1_500)).thenThrows('This order has no balance to pay.');
  });

  it('given a Submitted order with something left to pay, when paid, then its status does not allow it', () => {
    const partlyPaid = aSubmittedOrderWithBooks({ payment: { amountCents: grandTotal - 1_000 } });
    spec.given([orderSubmitted(partlyPaid)]).when(pay(1_000)).thenThrows('The balance of this order cannot be paid in its current status.');
  });

  it('given a cancelled order, when paid, then its status does not allow it', () => {
    spec.given([orderSubmitted(), cancelled({ amountCents: grandTotal, transactionId: 'refund-1' })]).when(pay(1_500)).thenThrows(
      'The balance of this order cannot be paid in its current status.',
    );
  });

  it('given no order, when paid, then the order is not found', () => {
    spec.given([]).when(pay(1_500)).thenThrows('Order not found.');
  });
});

describe('order: shipping and pick-up', () => {
  it('given every tier approved and nothing owed, when shipped, then it is shipped with the parcel', () => {
    spec.given(aQcApprovedOrder()).when(ship()).then([shipped()]);
  });

  it('given a balance paid after a correction, when shipped, then it is shipped', () => {
    spec.given([...aQcApprovedOrder(), declaredValueCorrected(), balancePaid(1_500)]).when(ship()).then([shipped()]);
  });

  it('given a tier not approved yet, when shipped, then it is refused naming the tier', () => {
    spec.given([...allEncapsulated(), qcApproved('MN')]).when(ship()).thenThrows('Tier NWP has not passed QC yet.');
    spec.given(allEncapsulated()).when(ship()).thenThrows('Tiers MN, NWP have not passed QC yet.');
  });

  it('given a balance owed, when shipped, then it is refused with the amount', () => {
    spec.given([...aQcApprovedOrder(), declaredValueCorrected()]).when(ship()).thenThrows(`Order ${ORDER} has a balance of $15.00 to pay first.`);
  });

  it('given an order collected at the counter, when shipped, then it is refused', () => {
    spec.given(aQcApprovedPickUpOrder()).when(ship()).thenThrows(`Order ${ORDER} is collected at the counter: mark it ready for pick-up rather than ship it.`);
  });

  it('given a shipped order, when shipped again, then it is refused', () => {
    spec.given([...aQcApprovedOrder(), shipped()]).when(ship()).thenThrows(`Order ${ORDER} has already been shipped.`);
  });

  it('given a pick-up order with every tier approved and nothing owed, when marked ready, then it is ready for pick-up', () => {
    spec.given(aQcApprovedPickUpOrder()).when(markReady()).then([readyForPickUp()]);
  });

  it('given an order shipped to an address, when marked ready for pick-up, then it is refused', () => {
    spec.given(aQcApprovedOrder()).when(markReady()).thenThrows(`Order ${ORDER} is shipped to an address: ship it rather than mark it ready for pick-up.`);
  });

  it('given a pick-up order with a tier not approved or a balance owed, when marked ready, then it is refused', () => {
    const notApproved = [...aReceivedOrder([], pickUpOrder), ...[1, 2, 3, 4].flatMap((n) => bookWalkedTo(n, 'Encapsulated')), qcApproved('NWP')];
    spec.given(notApproved).when(markReady()).thenThrows('Tier MN has not passed QC yet.');
    spec.given([...aQcApprovedPickUpOrder(), declaredValueCorrected()]).when(markReady()).thenThrows(`Order ${ORDER} has a balance of $15.00 to pay first.`);
  });

  it('given a pick-up order already ready, when marked ready again, then it is refused', () => {
    spec.given([...aQcApprovedPickUpOrder(), readyForPickUp()]).when(markReady()).thenThrows(`Order ${ORDER} is already ready for pick-up.`);
  });
});

describe('order: completion', () => {
  it('given a shipped order, when completed, then it is completed', () => {
    spec.given([...aQcApprovedOrder(), shipped()]).when(complete()).then([completed()]);
  });

  it('given an order ready for pick-up, when completed, then it is completed', () => {
    spec.given([...aQcApprovedPickUpOrder(), readyForPickUp()]).when(complete()).then([completed()]);
  });

  it('given an order neither shipped nor ready, when completed, then it is refused', () => {
    spec.given(aQcApprovedOrder()).when(complete()).thenThrows(`Order ${ORDER} has not been shipped or made ready for pick-up yet.`);
  });

  it('given a completed order, when anything more is done to it, then it is refused as completed', () => {
    const done = [...aQcApprovedOrder(), shipped(), completed()];
    for (const command of [complete(), ship(), cancel(), approve('MN'), preGrade(1), correct()]) {
      spec.given(done).when(command).thenThrows(`Order ${ORDER} is completed.`);
    }
  });
});

describe('order: cancellation', () => {
  it('given a submitted order paid at submit, when cancelled, then it is cancelled owing the refund of the charge', () => {
    spec.given([orderSubmitted()]).when(cancel()).then([cancelledOwing([submitRefund])]);
  });

  it('given a received order with books pre-graded and pressed but none graded, when cancelled, then it is cancelled', () => {
    spec.given(readyToGrade()).when(cancel()).then([cancelledOwing([submitRefund])]);
  });

  it('given a balance paid too, when cancelled, then it owes back both payments, each under its own key', () => {
    const history = [...aReceivedOrder(), declaredValueCorrected(), balancePaid(1_500)];
    const both = [submitRefund, { refundKey: `order-cancel:${ORDER}:txn-balance`, transactionId: 'txn-balance', amountCents: 1_500 }];
    spec.given(history).when(cancel(both)).then([cancelledOwing(both)]);
    const state = fold(orderDecider, history);
    expect(state.status !== 'None' && refundsDue(state)).toEqual([
      { transactionId: 'txn-submit', amountCents: grandTotal },
      { transactionId: 'txn-balance', amountCents: 1_500 },
    ]);
  });

  it('given an order nothing was paid for, when cancelled, then it is cancelled owing nothing', () => {
    const free = aSubmittedOrderWithBooks({ payment: { status: 'NotRequired', amountCents: 0, transactionId: null } });
    spec.given([orderSubmitted(free)]).when(cancel([])).then([cancelledOwing([])]);
  });

  it('given a graded book, when the order is cancelled, then it is refused naming the book', () => {
    spec.given([...readyToGrade(), graded(3)]).when(cancel()).thenThrows(`Order ${ORDER} cannot be cancelled: book 3 has already been graded.`);
  });

  it('given an order already cancelled (before or since refunds were recorded apart), when anything more is done to it, then it is refused as cancelled', () => {
    for (const gone of [[orderSubmitted(), cancelled({ amountCents: grandTotal, transactionId: 'refund-1' })], [orderSubmitted(), cancelledOwing([submitRefund])]]) {
      for (const command of [cancel(), receive(), complete()]) spec.given(gone).when(command).thenThrows(`Order ${ORDER} is cancelled.`);
    }
  });

  it('given refunds due that are not what was paid, when cancelled, then it is a bug, not a business refusal', () => {
    spec.given([orderSubmitted()]).when(cancel([{ ...submitRefund, amountCents: 1 }])).thenThrows('the refunds due do not match what was paid');
  });
});

describe('order: refunds owed by a cancellation', () => {
  it('given a refund owed, when the gateway refunds it, then the refund is recorded as issued', () => {
    spec.given([orderSubmitted(), cancelledOwing([submitRefund])]).when(recordRefund(submitRefund.refundKey, { outcome: 'refunded', refundId: 'rf-1' })).then([refundIssued(submitRefund, 'rf-1')]);
  });

  it('given a refund owed, when the gateway refuses it, then the refusal is recorded for staff', () => {
    spec
      .given([orderSubmitted(), cancelledOwing([submitRefund])])
      .when(recordRefund(submitRefund.refundKey, { outcome: 'refused', reason: 'Too late.' }))
      .then([refundRefused(submitRefund, 'Too late.')]);
  });

  it('given a refund already answered, when its answer comes again (the request and the reconciler both made it), then nothing more is recorded', () => {
    const answered = [orderSubmitted(), cancelledOwing([submitRefund]), refundIssued(submitRefund, 'rf-1')];
    spec.given(answered).when(recordRefund(submitRefund.refundKey, { outcome: 'refunded', refundId: 'rf-1' })).then([]);
  });

  it('given a key the cancellation does not owe, when answered, then nothing is recorded', () => {
    spec.given([orderSubmitted(), cancelledOwing([submitRefund])]).when(recordRefund('order-cancel:elsewhere', { outcome: 'refunded', refundId: 'rf-9' })).then([]);
  });
});

describe('order: one order walked through every step', () => {
  it('given a submitted order, when every step is taken in turn, then each is accepted and the order ends completed', () => {
    const commands: OrderCommand[] = [
      receive([3]),
      correct({ lineIndex: 2, insuredCents: 8_000, amountCents: 1_500 }),
      ...[1, 2, 4].map((n) => preGrade(n)),
      press(1),
      grade(1),
      grade(2, { grade: 8, category: 'Verified', graderNotes: 'Light spine stress.', signatures: verdicts('Verified', 'Verified') }),
      grade(4),
      ...[1, 2, 4].flatMap((n) => [image(n), encapsulate(n)]),
      approve('MN'),
      approve('NWP'),
      pay(1_500),
      ship(),
      complete(),
    ];
    let state = fold(orderDecider, [orderSubmitted()]);
    for (const command of commands) state = orderDecider.decide(command, state).reduce(orderDecider.evolve, state);
    expect(state.status).toBe('Completed');
    expect(state.status !== 'None' && state.progress.books.map((b) => b.step)).toEqual(['Encapsulated', 'Encapsulated', 'Missing', 'Encapsulated']);
  });
});
