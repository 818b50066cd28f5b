import { describe, expect, it } from 'vitest';
import type { ComicCertifiedData } from '../events/certificate-events.ts';
import { NO_LABEL_DETAILS, type OrderEvent, type OrderSubmittedData } from '../events/order-events.ts';
import { anOrderSubmitted } from '../events/testing/order-submitted.ts';
import { aSubmittedOrderWithBooks } from '../events/testing/order-lifecycle.ts';
import { aLine } from '../pricing/test-support.ts';
import type { PricedLine } from '../submission/submission.ts';
import { foldProgress, type OrderProgress } from './order-progress.ts';
import {
  displayMangaType,
  evolveOrderRecords,
  memberComicDetailOf,
  memberComicOf,
  orderBooksOf,
  orderDetailOf,
  orderListItemOf,
  orderRollupOf,
  staffOrderRowOf,
  trackerViewOf,
  type OrderRecords,
} from './order-views.ts';

// --- A small order of our own: two lines (2 x Spider-Man on MN, pressed and signed; 1 x X-Men on HVP) -------

const priced = (line: Partial<PricedLine> & Pick<PricedLine, 'tierCode' | 'tierLabel'>): PricedLine => ({
  ...aLine(line),
  days: 20,
  baseTotalCents: 2_700,
  totalCents: 2_700,
  gradingCents: 2_700,
  pressingCents: 0,
  signatureCents: 0,
  vspCents: 0,
  summary: [],
  ...line,
});

function anOrder(overrides: Partial<OrderSubmittedData> = {}): OrderSubmittedData {
  return anOrderSubmitted({
    count: 3,
    insuredCents: 2 * 10_000 + 50_000,
    grandTotalCents: 12_000,
    comics: [
      priced({ title: 'The Amazing Spider-Man', issue: '300', quantity: 2, tierId: 'MN', tierCode: 'MN', tierLabel: 'Modern', press: 1, signatures: [{ id: 's1', type: 'ASP', name: 'Stan Lee', date: '1998-07-04', location: null }] }),
      priced({ title: 'X-Men', issue: '1', year: 1963, quantity: 1, insuredCents: 50_000, tierId: 'HV', tierCode: 'HVP', tierLabel: 'High value (Priority)' }),
    ],
    tiers: [
      { id: 'MN', label: 'Modern', days: 20, fastPassValue: 0, count: 2, insuredCents: 20_000, baseTotalCents: 5_400, totalCents: 5_400 },
      { id: 'HVP', label: 'High value (Priority)', days: 10, fastPassValue: 5, count: 1, insuredCents: 50_000, baseTotalCents: 4_600, totalCents: 4_600 },
    ],
    rates: [{ tierId: null, id: 'fedex-ground', name: 'FedEx Ground', baseCostCents: 1_200, additionalCostCents: 300, insuranceCostCents: 0, totalCostCents: 1_500 }],
    shipping: {
      kind: 'address',
      address: { addressId: 'a-1', firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', line2: '', city: 'Plano', stateProvince: 'TX', zipPostal: '75024', country: 'US' },
    },
    ...overrides,
  });
}

const staff = (at: string) => ({ at, by: 'w-1' });
const ID = '25-ABCDEFG';
const lifecycle = {
  received: { type: 'OrderReceived', data: { orderId: ID, books: [1, 2, 3].map((bookNo) => ({ bookNo, arrived: true })), note: '', ...staff('2025-05-05T09:00:00.000Z') } },
  corrected: {
    type: 'DeclaredValueCorrected',
    data: {
      orderId: ID,
      lineIndex: 1,
      previousInsuredCents: 50_000,
      insuredCents: 80_000,
      previousTierCode: 'HVP',
      tierCode: 'HVP',
      tierLabel: 'High value (Priority)',
      amountCents: 2_500,
      reason: 'Worth more than declared',
      ...staff('2025-05-05T10:00:00.000Z'),
    },
  },
  paid: {
    type: 'BalancePaid',
    data: { orderId: ID, amountCents: 2_500, paymentMethodId: 'pm-1', displayName: 'Visa ending 1111', transactionId: 'txn-2', paidAt: '2025-05-06T08:00:00.000Z', paidBy: 'm-1' },
  },
  shipped: { type: 'OrderShipped', data: { orderId: ID, carrier: 'UPS', trackingNumber: '1Z999AA10123456784', ...staff('2025-05-20T15:00:00.000Z') } },
  completed: { type: 'OrderCompleted', data: { orderId: ID, ...staff('2025-05-22T15:00:00.000Z') } },
} satisfies Record<string, OrderEvent>;

/** Every book pre-graded, graded, imaged and encapsulated, and both tiers QC-approved (pressing where ordered). */
function gradedAll(at = '2025-05-10T12:00:00.000Z'): OrderEvent[] {
  const book = (bookNo: number): OrderEvent[] => [
    { type: 'BookPreGraded', data: { orderId: ID, bookNo, note: '', ...staff(at) } },
    ...(bookNo <= 2 ? [{ type: 'BookPressed', data: { orderId: ID, bookNo, ...staff(at) } } as const] : []),
    { type: 'BookGraded', data: { orderId: ID, bookNo, grade: 9.8, category: 'Certified', graderNotes: '', signatures: [], labelDetails: NO_LABEL_DETAILS, ...staff(at) } },
    { type: 'BookImaged', data: { orderId: ID, bookNo, certificationId: `${ID}-00${bookNo}`, cover: { contentType: 'image/jpeg', bytes: 10, sha256: 'x' }, ...staff(at) } },
  ];
  const sealed = (bookNo: number): OrderEvent => ({
    type: 'BookEncapsulated',
    data: {
      orderId: ID,
      bookNo,
      certificationId: `${ID}-00${bookNo}`,
      label: {
        memberId: 'm-1', collectibleType: 'Comic', title: 'T', issue: '1', year: 1990, publisher: 'P', variant: '', pedigree: null, tierCode: 'MN', tierLabel: 'Modern',
        grade: 9.8, category: 'Certified', graderNotes: '', signatures: [], hasCover: true, details: NO_LABEL_DETAILS,
      },
      ...staff(at),
    },
  });
  return [
    ...[1, 2, 3].flatMap(book),
    ...[1, 2, 3].map(sealed),
    { type: 'TierQcApproved', data: { orderId: ID, tierId: 'MN', ...staff(at) } },
    { type: 'TierQcApproved', data: { orderId: ID, tierId: 'HVP', ...staff(at) } },
  ];
}

function folded(order: OrderSubmittedData, later: OrderEvent[] = []): { progress: OrderProgress; records: OrderRecords } {
  const events: OrderEvent[] = [{ type: 'OrderSubmitted', data: order }, ...later];
  const progress = foldProgress(events)!;
  const records = events.reduce<OrderRecords | null>((r, e) => evolveOrderRecords(r, order, e), null)!;
  return { progress, records };
}

describe('order records (payments and corrections)', () => {
  it('given an order charged at submit, when it is folded, then the submit payment is its only record', () => {
    const order = anOrder();
    expect(folded(order).records).toEqual({
      payments: [{ kind: 'Submit', at: order.submittedAt, amountCents: 12_000, displayName: 'Visa ending 1111', transactionId: 'txn-1' }],
      corrections: [],
    });
  });

  it('given nothing was charged at submit, when it is folded, then no payment is listed', () => {
    const order = anOrder({ grandTotalCents: 0, payment: { paymentMethodId: 'pm-1', displayName: 'Visa ending 1111', status: 'NotRequired', amountCents: 0, transactionId: null } });
    expect(folded(order).records.payments).toEqual([]);
  });

  it('given a correction and a balance payment, when folded, then both are listed in order with the line title', () => {
    const { records } = folded(anOrder(), [lifecycle.received, lifecycle.corrected, lifecycle.paid]);
    expect(records.corrections).toEqual([
      {
        at: '2025-05-05T10:00:00.000Z',
        lineIndex: 1,
        title: 'X-Men',
        issue: '1',
        quantity: 1,
        previousInsuredCents: 50_000,
        insuredCents: 80_000,
        previousTierCode: 'HVP',
        tierCode: 'HVP',
        previousTierLabel: 'High value (Priority)',
        tierLabel: 'High value (Priority)',
        amountCents: 2_500,
        reason: 'Worth more than declared',
      },
    ]);
    expect(records.payments.map((p) => [p.kind, p.amountCents, p.transactionId])).toEqual([
      ['Submit', 12_000, 'txn-1'],
      ['Balance', 2_500, 'txn-2'],
    ]);
  });

  it('given a cancellation with a refund, when folded, then the refund is listed under the card the order was paid with', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { orderId: ID, reason: 'Member asked', refund: { amountCents: 12_000, transactionId: 'rf-1' }, ...staff('2025-05-04T09:00:00.000Z') } };
    expect(folded(anOrder(), [cancelled]).records.payments.at(-1)).toEqual({ kind: 'Refund', at: '2025-05-04T09:00:00.000Z', amountCents: 12_000, displayName: 'Visa ending 1111', transactionId: 'rf-1' });
  });

  it('given a refund issued after a cancellation, when folded, then it is listed with its refund id under the card of the payment it gives back', () => {
    const at = '2025-05-04T09:00:00.000Z';
    const owing: OrderEvent = { type: 'OrderCancelled', data: { orderId: ID, reason: 'Member asked', refund: null, refundsDue: [{ refundKey: 'k', transactionId: 'txn-1', amountCents: 12_000 }], ...staff(at) } };
    const issued: OrderEvent = { type: 'OrderRefundIssued', data: { orderId: ID, refundKey: 'k', transactionId: 'txn-1', amountCents: 12_000, refundId: 'rf-1', at } };
    const payments = folded(anOrder(), [owing, issued]).records.payments;
    expect(payments.at(-1)).toEqual({ kind: 'Refund', at, amountCents: 12_000, displayName: 'Visa ending 1111', transactionId: 'rf-1' });
    expect(folded(anOrder(), [owing]).records.payments.filter((p) => p.kind === 'Refund')).toEqual([]);
  });

  it('given records already folded, when the OrderSubmitted is folded again (a replay), then they start afresh', () => {
    const order = anOrder();
    const { records } = folded(order, [lifecycle.received, lifecycle.corrected]);
    expect(evolveOrderRecords(records, order, { type: 'OrderSubmitted', data: order })).toEqual(folded(order).records);
  });
});

describe('order list item', () => {
  it('given a submitted comic order, then it is listed as Submitted with its totals and no manga type', () => {
    const order = anOrder();
    expect(orderListItemOf(order, folded(order).progress)).toEqual({
      id: ID,
      date: '2025-05-03T12:00:00.000Z',
      status: 'Submitted',
      displayStatus: 'Submitted',
      countryCode: 'US',
      collectibleType: 'Comic',
      displayCollectibleType: 'Comic',
      displayMangaType: null,
      count: 3,
      insuredCents: 70_000,
      grandTotalCents: 12_000,
      balanceCents: 0,
      currency: 'USD',
    });
  });

  it('given a declared value corrected upwards, then the insured value, grand total and balance follow it', () => {
    const order = anOrder();
    const item = orderListItemOf(order, folded(order, [lifecycle.received, lifecycle.corrected]).progress);
    expect(item).toMatchObject({ status: 'Invoicing', displayStatus: 'Invoicing', insuredCents: 100_000, grandTotalCents: 14_500, balanceCents: 2_500 });
  });

  it('given manga orders, then magazine tiers are the magazine format and others the comic format', () => {
    const manga = (tierIds: string[]) => displayMangaType({ collectibleType: 'Manga', comics: [], tiers: anOrder().tiers.map((t, i) => ({ ...t, id: tierIds[i] ?? t.id })) });
    expect(manga(['ZM', 'ZEP'])).toBe('Magazine format');
    expect(manga(['MN', 'HVP'])).toBe('Comic format');
    expect(manga(['ZM', 'MN'])).toBe('Comic format');
    expect(displayMangaType({ collectibleType: 'Magazine', comics: [], tiers: [] })).toBeNull();
  });
});

describe('order detail', () => {
  it('given a submitted order, then the detail carries the summary, the order rate, the tiers with their statuses and no pay-balance option', () => {
    const order = anOrder();
    const { progress, records } = folded(order);
    const detail = orderDetailOf(order, progress, records);
    expect(detail).toMatchObject({
      id: ID,
      userId: 'm-1',
      status: 'Submitted',
      grandTotalCents: 12_000,
      paidCents: 12_000,
      balanceCents: 0,
      rate: { id: 'fedex-ground', name: 'FedEx Ground', totalCostCents: 1_500 },
      onlineSubmission: true,
      shipTo: 'Ada Lovelace, 1 Main St, Plano, TX 75024, US',
      shipment: null,
      cancelled: null,
      payBalanceShown: false,
    });
    expect(detail.tiers.map((t) => [t.id, t.status, t.displayStatus, t.qcApproved, t.rate])).toEqual([
      ['MN', 'Submitted', 'Submitted', false, null],
      ['HVP', 'Submitted', 'Submitted', false, null],
    ]);
  });

  it('given a received order with a correction and a payment, then the pay-balance option shows and the records are in', () => {
    const order = anOrder();
    const { progress, records } = folded(order, [lifecycle.received, lifecycle.corrected, lifecycle.paid]);
    const detail = orderDetailOf(order, progress, records);
    expect(detail).toMatchObject({ status: 'Processing', paidCents: 14_500, balanceCents: 0, insuredCents: 100_000, payBalanceShown: true });
    expect(detail.tiers.map((t) => t.displayStatus)).toEqual(['Received', 'Received']);
    expect(detail.payments).toHaveLength(2);
    expect(detail.corrections).toHaveLength(1);
  });

  it('given a line moved to another tier by a correction, then its group is the new tier, with the line\'s value now and its total with the correction; the other group reads as submitted', () => {
    const order = anOrder({
      comics: [
        priced({ title: 'The Amazing Spider-Man', issue: '300', quantity: 2, insuredCents: 10_000, tierId: 'MN', tierCode: 'MN', tierLabel: 'Modern', baseTotalCents: 5_400, totalCents: 5_400 }),
        priced({ title: 'X-Men', issue: '1', year: 1963, quantity: 1, insuredCents: 50_000, tierId: 'HV', tierCode: 'HVP', tierLabel: 'High value (Priority)', baseTotalCents: 4_600, totalCents: 4_600 }),
      ],
    });
    const movedToUn: OrderEvent = {
      type: 'DeclaredValueCorrected',
      data: { ...lifecycle.corrected.data, insuredCents: 110_000, tierCode: 'UN', tierLabel: 'Unlimited value', tierDays: 5, amountCents: 6_900 },
    };
    const { progress, records } = folded(order, [lifecycle.received, movedToUn]);
    const tiers = orderDetailOf(order, progress, records).tiers;
    expect(tiers.map(({ id, label, days, count, insuredCents, baseTotalCents, totalCents, qcApproved }) => ({ id, label, days, count, insuredCents, baseTotalCents, totalCents, qcApproved }))).toEqual([
      { id: 'MN', label: 'Modern', days: 20, count: 2, insuredCents: 20_000, baseTotalCents: 5_400, totalCents: 5_400, qcApproved: false },
      { id: 'UN', label: 'Unlimited value', days: 5, count: 1, insuredCents: 110_000, baseTotalCents: 4_600, totalCents: 4_600 + 6_900, qcApproved: false },
    ]);
    expect(order.tiers.slice(0, 1).map(({ id, count, insuredCents, baseTotalCents, totalCents }) => ({ id, count, insuredCents, baseTotalCents, totalCents }))).toEqual([
      { id: 'MN', count: 2, insuredCents: 20_000, baseTotalCents: 5_400, totalCents: 5_400 },
    ]);
  });

  it('given an order that kept its drop-off, then the detail says where the books go; an older one says only which drop-off', () => {
    const kept = anOrder({ dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true, address: ['Certus Grading, LLC', 'Plano, TX 75024'], instructions: 'Ship to us.', appointmentUrl: null } });
    expect(orderDetailOf(kept, folded(kept).progress, folded(kept).records).dropOff).toEqual({
      id: 'NN',
      name: 'Mail-in',
      isMailIn: true,
      address: ['Certus Grading, LLC', 'Plano, TX 75024'],
      instructions: 'Ship to us.',
      appointmentUrl: null,
    });
    const older = anOrder({ dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true } });
    expect(orderDetailOf(older, folded(older).progress, folded(older).records).dropOff).toEqual({ id: 'NN', name: 'Mail-in', isMailIn: true, address: [], instructions: '', appointmentUrl: null });
  });

  it('given an order priced by the engine, then its charges are the parts of the items total: grading, pressing and signatures, with the carrier part of shipping', () => {
    const order = aSubmittedOrderWithBooks();
    const { charges } = orderDetailOf(order, folded(order).progress, folded(order).records);
    expect(charges.gradingCents + charges.pressingCents + charges.signatureCents).toBe(order.totalCents);
    expect(charges.shippingCents).toBe(order.shippingCents);
  });

  it('given a pick-up order, then it ships to the counter', () => {
    const order = anOrder({ shipping: { kind: 'pickup', pickUpId: 'HQ', name: 'Plano counter' } });
    expect(orderDetailOf(order, folded(order).progress, folded(order).records).shipTo).toBe('Pick-up at Plano counter');
  });
});

describe('order books and rollup', () => {
  it('given a submitted order, then each copy is a book with its certification id, line details and no cover URL', () => {
    const order = anOrder();
    const books = orderBooksOf(order, folded(order).progress);
    expect(books.map((b) => [b.bookNo, b.lineIndex, b.tierId, b.certificationId, b.title, b.step, b.needsPressing, b.coverUrl])).toEqual([
      [1, 0, 'MN', '25-ABCDEFG-001', 'The Amazing Spider-Man', 'Declared', true, null],
      [2, 0, 'MN', '25-ABCDEFG-002', 'The Amazing Spider-Man', 'Declared', true, null],
      [3, 1, 'HVP', '25-ABCDEFG-003', 'X-Men', 'Declared', false, null],
    ]);
    expect(books[0]!.signatures).toEqual([{ id: 's1', type: 'ASP', name: 'Stan Lee' }]);
  });

  it('given every book graded and sealed, then the books show their grade, cover and the corrected value, grouped by tier in the rollup', () => {
    const order = anOrder();
    const { progress } = folded(order, [lifecycle.received, lifecycle.corrected, ...gradedAll()]);
    const books = orderBooksOf(order, progress);
    expect(books.every((b) => b.step === 'Encapsulated' && b.grade === 9.8 && b.category === 'Certified' && b.hasCover)).toBe(true);
    expect(books[2]!.insuredCents).toBe(80_000);
    const rollup = orderRollupOf(progress, books);
    expect(rollup.status).toBe('Billing');
    expect(rollup.tiers.map((t) => [t.id, t.status, t.qcApproved, t.books.map((b) => b.bookNo)])).toEqual([
      ['MN', 'Billing', true, [1, 2]],
      ['HVP', 'Billing', true, [3]],
    ]);
  });
});

describe('tracker view', () => {
  it('given a submitted order, then the first step is completed and billing/receiving is in process, both with their times', () => {
    const order = anOrder();
    const view = trackerViewOf(folded(order).progress);
    expect(view.steps).toEqual([
      { label: 'Submitted', state: 'Completed', reachedAt: '2025-05-03T12:00:00.000Z' },
      { label: 'Billing / receiving', state: 'Inprocess', reachedAt: '2025-05-03T12:00:00.000Z' },
      { label: 'Grading', state: '', reachedAt: null },
      { label: 'Production', state: '', reachedAt: null },
      { label: 'Shipping', state: '', reachedAt: null },
    ]);
    expect(view).toMatchObject({ orderId: ID, status: 'Submitted', displayStatus: 'Submitted', shipment: null, updatedAt: '2025-05-03T12:00:00.000Z' });
  });

  it('given a received order, then grading is in process since the box was opened and the tiers read Received', () => {
    const view = trackerViewOf(folded(anOrder(), [lifecycle.received]).progress);
    expect(view.steps.map((s) => s.state)).toEqual(['Completed', 'Completed', 'Inprocess', '', '']);
    expect(view.steps[2]!.reachedAt).toBe('2025-05-05T09:00:00.000Z');
    expect(view.tiers).toEqual([
      { id: 'MN', label: 'Modern', status: 'PreGrade', qcApproved: false },
      { id: 'HVP', label: 'High value (Priority)', status: 'PreGrade', qcApproved: false },
    ]);
  });

  it('given a shipped then completed order, then the shipment shows and only completion completes the last step', () => {
    const order = anOrder();
    const before = [lifecycle.received, lifecycle.corrected, lifecycle.paid, ...gradedAll()];
    const shipped = trackerViewOf(folded(order, [...before, lifecycle.shipped]).progress);
    expect(shipped.steps.map((s) => s.state)).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Inprocess']);
    expect(shipped.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const completed = trackerViewOf(folded(order, [...before, lifecycle.shipped, lifecycle.completed]).progress);
    expect(completed.steps.map((s) => s.state)).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Completed']);
    // The shipping step is in process from QC approval on (the books wait to leave), so that is its time.
    expect(completed.steps[4]!.reachedAt).toBe('2025-05-10T12:00:00.000Z');
    expect(completed).toMatchObject({ status: 'Completed', updatedAt: '2025-05-22T15:00:00.000Z' });
  });
});

describe('staff order row', () => {
  it('given a received order, then the queue row names the member, the status and each tier', () => {
    const order = anOrder();
    expect(staffOrderRowOf(order, folded(order, [lifecycle.received]).progress)).toEqual({
      id: ID,
      memberName: 'Ada Lovelace',
      date: '2025-05-03T12:00:00.000Z',
      status: 'Processing',
      displayStatus: 'Processing',
      collectibleType: 'Comic',
      count: 3,
      balanceCents: 0,
      tiers: [
        { id: 'MN', status: 'PreGrade', qcApproved: false },
        { id: 'HVP', status: 'PreGrade', qcApproved: false },
      ],
      updatedAt: '2025-05-05T09:00:00.000Z',
    });
  });
});

describe('member comics', () => {
  const certified: ComicCertifiedData = {
    certificationId: '25-ABCDEFG-001',
    orderId: ID,
    memberId: 'm-1',
    collectibleType: 'Comic',
    category: 'Verified',
    grade: 9.6,
    title: 'The Amazing Spider-Man',
    issue: '300',
    year: 1988,
    publisher: 'Marvel',
    variant: '',
    certifiedAt: '2025-05-10T12:00:00.000Z',
    source: 'grading',
    pedigree: 'Mile High',
    tierCode: 'MN',
    tierLabel: 'Modern',
    graderNotes: 'Spine tick\nLight corner wear',
    signatures: [
      { type: 'ASP', name: 'Stan Lee' },
      { type: 'VSP', name: 'Todd McFarlane' },
      { type: 'VSPP', name: 'David Michelinie' },
    ],
    hasCover: true,
    month: 5,
    keyComments: '1st full appearance of Venom',
    artStoryCover: 'Story: David Michelinie; Art: Todd McFarlane',
    personalCollection: '',
  };
  const coverUrl = '/storage/comic/25-ABCDEFG-001/cover-m.jpg';

  it('given a certified book, then the member comic carries its label and the cover URL given', () => {
    expect(memberComicOf(certified, coverUrl)).toEqual({
      id: '25-ABCDEFG-001',
      orderId: ID,
      collectibleType: 'Comic',
      title: 'The Amazing Spider-Man',
      issue: '300',
      year: 1988,
      displayYear: '1988',
      publisher: 'Marvel',
      variant: '',
      pedigree: 'Mile High',
      grade: 9.6,
      category: 'Verified',
      tierCode: 'MN',
      tierLabel: 'Modern',
      signatures: certified.signatures,
      graderNotes: 'Spine tick\nLight corner wear',
      certifiedAt: '2025-05-10T12:00:00.000Z',
      coverUrl,
      revocation: null,
    });
  });

  it('given an imported book of an unknown year, then its year is displayed empty (spec 5 Display)', () => {
    expect(memberComicOf({ ...certified, year: 0 }, coverUrl).displayYear).toBe('');
  });

  it('given a comic with signatures and notes, then comics_details joins each list with ~ (spec 7.3)', () => {
    const detail = memberComicDetailOf(memberComicOf({ ...certified, signatures: [...certified.signatures, { type: 'ASP', name: 'John~Romita' }] }, coverUrl));
    expect(detail.comics_details).toEqual({
      ASP_Signers: 'Stan Lee~John Romita',
      VSP_Signers: 'Todd McFarlane~David Michelinie',
      Grader_Notes: 'Spine tick~Light corner wear',
    });
    expect(detail.id).toBe('25-ABCDEFG-001');
  });

  it('given a comic with neither signatures nor notes, then comics_details are empty strings', () => {
    expect(memberComicDetailOf(memberComicOf({ ...certified, signatures: [], graderNotes: '' }, coverUrl)).comics_details).toEqual({ ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' });
  });
});
