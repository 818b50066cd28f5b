import { aLine, aMember, aSubmission, seedCatalogue } from '../../pricing/test-support.ts';
import { orderFiguresOf } from '../../orders/order-figures.ts';
import { dropOffSnapshotOf } from '../../orders/mail-in.ts';
import { priceSubmission } from '../../pricing/submission-pricing.ts';
import { quoteShippingRates } from '../../pricing/shipping-rates.ts';
import type { ComicLine } from '../../submission/submission.ts';
import { NO_LABEL_DETAILS, type CertifiedLabel, type LabelDetails, type OrderEvent, type OrderSubmittedData, type ParcelCarrier, type RefundDue } from '../order-events.ts';

/**
 * An order and its life, for tests on both sides (decider, fold, projections, view mappers, pages). Not
 * exported from the package. The order is priced by the real engine with the seed catalogue, so its lines,
 * tier groups and totals are what the submit route would have stored:
 *
 * | book | line | what                                          | tier  | extras                            |
 * |------|------|-----------------------------------------------|-------|-----------------------------------|
 * | 1    | 0    | Amazing Spider-Man #300 (1988), $100          | MN    | pressing (press 1)                |
 * | 2    | 1    | Incredible Hulk #181 (1974), $300, Priority    | NWP   | ASP (Len Wein) + VSP (Herb Trimpe) |
 * | 3, 4 | 2    | Saga #1 (2012), $50, quantity 2               | MN    |                                   |
 *
 * Tier groups: MN (books 1, 3, 4) and NWP (book 2). Shipped back to an address (US), insured, paid at submit.
 * Staff events are by STAFF_ID at fixed times after the submit, so expected values can be written out.
 */

export const LIFECYCLE_ORDER_ID = '25-LIFECYC';
export const LIFECYCLE_MEMBER_ID = 'member-lifecycle';
export const STAFF_ID = 'worker-1';
export const SUBMITTED_AT = '2025-05-05T09:00:00.000Z';
/** Ids of the signatures on line 1 (book 2). */
export const ASP_SIGNATURE_ID = 'sig-hulk-asp';
export const VSP_SIGNATURE_ID = 'sig-hulk-vsp';
export const BOOKS = { pressed: 1, signed: 2, sagaA: 3, sagaB: 4 } as const;
export const ALL_BOOK_NOS = [1, 2, 3, 4] as const;

/** Which book each line is: its label names the same book, so the two are written once. */
const SPIDER_MAN = { title: 'Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', variant: 'Direct Edition', pedigree: null };
const HULK = { title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', variant: 'Newsstand Edition', pedigree: 'Pacific Coast' };
const SAGA = { title: 'Saga', issue: '1', year: 2012, publisher: 'Image', variant: '', pedigree: null };

const lifecycleLines = (): ComicLine[] => [
  aLine({ uniqueId: 'line-asm', ...SPIDER_MAN, insuredCents: 10_000, tierId: 'MN', press: 1 }),
  aLine({
    uniqueId: 'line-hulk',
    ...HULK,
    insuredCents: 30_000,
    tierId: 'NW',
    fastPassValue: 5,
    signatures: [
      { id: ASP_SIGNATURE_ID, type: 'ASP', name: 'Len Wein', date: '2010-07-24', location: 'San Diego' },
      { id: VSP_SIGNATURE_ID, type: 'VSP', name: 'Herb Trimpe', date: null, location: null },
    ],
  }),
  aLine({ uniqueId: 'line-saga', ...SAGA, insuredCents: 5_000, tierId: 'MN', quantity: 2 }),
];

type Overrides = Partial<Omit<OrderSubmittedData, 'payment'>> & { payment?: Partial<OrderSubmittedData['payment']> };

/**
 * An order of these lines as the submit route would store it: priced by the engine with the seed catalogue on the
 * day of its `submittedAt` (the first rate quoted), shipped back to an address in the US, insured, paid at submit.
 * The people, ids and address are the lifecycle's unless `overrides` names others.
 */
export function anOrderPricedFrom(lines: ComicLine[], { payment, ...overrides }: Overrides = {}): OrderSubmittedData {
  const submittedAt = overrides.submittedAt ?? SUBMITTED_AT;
  const input = aSubmission({ comics: lines, member: aMember(), isInsurance: true, today: submittedAt.slice(0, 10) });
  const unrated = priceSubmission(seedCatalogue, input);
  const rate = quoteShippingRates(seedCatalogue, {
    originCountry: 'US',
    destinationCountry: 'US',
    tiers: unrated.tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count })),
    scope: 'order',
  })[0]!.rates[0]!;
  const priced = priceSubmission(seedCatalogue, { ...input, chosenRates: [rate] });
  // A grand total asked for by the test stands in the summary and the payment too, as in a real order.
  const figures = orderFiguresOf({ ...priced, grandTotalCents: overrides.grandTotalCents ?? priced.grandTotalCents });
  return {
    orderId: LIFECYCLE_ORDER_ID,
    memberId: LIFECYCLE_MEMBER_ID,
    memberEmail: 'collector@example.test',
    memberName: 'Cora Collector',
    membership: 'Free',
    submittedAt,
    requestHash: 'hash-lifecycle',
    catalogueVersion: seedCatalogue.version,
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    ...figures,
    isInsurance: true,
    dropOff: dropOffSnapshotOf(seedCatalogue.dropOffs.find((d) => d.id === 'NN')!),
    shipping: {
      kind: 'address',
      address: { addressId: 'address-1', firstName: 'Cora', lastName: 'Collector', line1: '1 Main St', line2: '', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US' },
    },
    shippingAccount: null,
    rates: [{ tierId: null, id: rate.id, name: rate.name, baseCostCents: rate.baseCostCents, additionalCostCents: rate.additionalCostCents, insuranceCostCents: rate.insuranceCostCents, totalCostCents: rate.totalCostCents }],
    ...overrides,
    payment: { paymentMethodId: 'pm-lifecycle', displayName: 'Visa ending 1111', status: 'Charged', amountCents: figures.grandTotalCents, transactionId: 'txn-submit', ...payment },
  };
}

/** The submitted order of the table above (priced by the engine: its figures follow the seed catalogue). */
export const aSubmittedOrderWithBooks = (overrides: Overrides = {}): OrderSubmittedData => anOrderPricedFrom(lifecycleLines(), overrides);

/** The same order, collected at the Plano counter instead of shipped. */
export const aPickUpOrderWithBooks = (overrides: Overrides = {}) =>
  aSubmittedOrderWithBooks({ shipping: { kind: 'pickup', pickUpId: 'HQ', name: 'Certus HQ, Plano' }, dropOff: dropOffSnapshotOf(seedCatalogue.dropOffs.find((d) => d.id === 'HQ')!), ...overrides });

// --- Events -------------------------------------------------------------------------------------------------

/** Fixed times: the box is opened a week after the submit, each later step an hour after the one before. */
const hoursAfterSubmit = (hours: number) => new Date(Date.parse(SUBMITTED_AT) + hours * 3_600_000).toISOString();
export const STEP_AT = {
  received: hoursAfterSubmit(168),
  preGraded: hoursAfterSubmit(169),
  pressed: hoursAfterSubmit(170),
  graded: hoursAfterSubmit(171),
  imaged: hoursAfterSubmit(172),
  encapsulated: hoursAfterSubmit(173),
  qcApproved: hoursAfterSubmit(174),
  corrected: hoursAfterSubmit(175),
  balancePaid: hoursAfterSubmit(176),
  shipped: hoursAfterSubmit(177),
  readyForPickUp: hoursAfterSubmit(177),
  completed: hoursAfterSubmit(240),
  cancelled: hoursAfterSubmit(169),
} as const;

const staff = (at: string) => ({ at, by: STAFF_ID });
const orderId = LIFECYCLE_ORDER_ID;

export const orderSubmitted = (order: OrderSubmittedData = aSubmittedOrderWithBooks()): OrderEvent => ({ type: 'OrderSubmitted', data: order });

/** The box was opened: every book arrived, except the numbers in `missing`. */
export const received = ({ missing = [] as number[], note = '', at = STEP_AT.received } = {}): OrderEvent => ({
  type: 'OrderReceived',
  data: { orderId, books: ALL_BOOK_NOS.map((bookNo) => ({ bookNo, arrived: !missing.includes(bookNo) })), note, ...staff(at) },
});

export const preGraded = (bookNo: number, note = '', at: string = STEP_AT.preGraded): OrderEvent => ({ type: 'BookPreGraded', data: { orderId, bookNo, note, ...staff(at) } });

export const pressed = (bookNo: number, at: string = STEP_AT.pressed): OrderEvent => ({ type: 'BookPressed', data: { orderId, bookNo, ...staff(at) } });

type Grading = Extract<OrderEvent, { type: 'BookGraded' }>['data'];
/**
 * Book 2 gets both of its signatures verified and the Verified category by default; the others Certified 9.4.
 * No label details by default (like an order graded before they were recorded); tests that need them pass
 * HULK_LABEL_DETAILS (or their own) to `graded` and `labelOf`.
 */
export const defaultGrading = (bookNo: number): Pick<Grading, 'grade' | 'category' | 'graderNotes' | 'signatures' | 'labelDetails'> =>
  bookNo === BOOKS.signed
    ? {
        grade: 8,
        category: 'Verified',
        graderNotes: 'Light spine stress.',
        signatures: [
          { signatureId: ASP_SIGNATURE_ID, verdict: 'Verified' },
          { signatureId: VSP_SIGNATURE_ID, verdict: 'Verified' },
        ],
        labelDetails: NO_LABEL_DETAILS,
      }
    : { grade: 9.4, category: 'Certified', graderNotes: '', signatures: [], labelDetails: NO_LABEL_DETAILS };

/** What a grader reads off book 2, the Incredible Hulk #181 (cover date November 1974). */
export const HULK_LABEL_DETAILS: LabelDetails = {
  month: 11,
  keyComments: '1st full appearance of Wolverine',
  artStoryCover: 'Story: Len Wein; Art: Herb Trimpe; Cover: Herb Trimpe',
  personalCollection: '',
};

export const graded = (bookNo: number, grading: Partial<Grading> = {}, at: string = STEP_AT.graded): OrderEvent => ({
  type: 'BookGraded',
  data: { orderId, bookNo, ...defaultGrading(bookNo), ...staff(at), ...grading },
});

export const certificationIdOf = (bookNo: number) => `${orderId}-${String(bookNo).padStart(3, '0')}`;
/** A cover photo's size and digest as the imaging step records them. */
export const COVER = { contentType: 'image/jpeg' as const, bytes: 2_048, sha256: 'a'.repeat(64) };

export const imaged = (bookNo: number, at: string = STEP_AT.imaged): OrderEvent => ({
  type: 'BookImaged',
  data: { orderId, bookNo, certificationId: certificationIdOf(bookNo), cover: COVER, ...staff(at) },
});

/** A second photo of the same book, taken before encapsulation. */
export const RETAKEN_COVER = { contentType: 'image/jpeg' as const, bytes: 3_072, sha256: 'b'.repeat(64) };

export const coverReplaced = (bookNo: number, cover = RETAKEN_COVER, replacedSha256 = COVER.sha256, at: string = STEP_AT.imaged): OrderEvent => ({
  type: 'BookCoverReplaced',
  data: { orderId, bookNo, certificationId: certificationIdOf(bookNo), cover, replacedSha256, ...staff(at) },
});

/**
 * The label each book gets with its default grading (written out, so tests check what the decider builds), with
 * the label details it was graded with (none by default).
 */
export function labelOf(bookNo: number, details: LabelDetails = NO_LABEL_DETAILS): CertifiedLabel {
  const base = { memberId: LIFECYCLE_MEMBER_ID, collectibleType: 'Comic' as const, hasCover: true, details };
  if (bookNo === BOOKS.pressed) {
    return { ...base, ...SPIDER_MAN, tierCode: 'MN', tierLabel: 'Modern', grade: 9.4, category: 'Certified', graderNotes: '', signatures: [] };
  }
  if (bookNo === BOOKS.signed) {
    return {
      ...base,
      ...HULK,
      tierCode: 'NWP',
      tierLabel: 'Vintage',
      grade: 8,
      category: 'Verified',
      graderNotes: 'Light spine stress.',
      signatures: [
        { type: 'ASP', name: 'Len Wein' },
        { type: 'VSP', name: 'Herb Trimpe' },
      ],
    };
  }
  return { ...base, ...SAGA, tierCode: 'MN', tierLabel: 'Modern', grade: 9.4, category: 'Certified', graderNotes: '', signatures: [] };
}

export const encapsulated = (bookNo: number, label: CertifiedLabel = labelOf(bookNo), at: string = STEP_AT.encapsulated): OrderEvent => ({
  type: 'BookEncapsulated',
  data: { orderId, bookNo, certificationId: certificationIdOf(bookNo), label, ...staff(at) },
});

export const qcApproved = (tierId: string, at: string = STEP_AT.qcApproved): OrderEvent => ({ type: 'TierQcApproved', data: { orderId, tierId, ...staff(at) } });

type Correction = Extract<OrderEvent, { type: 'DeclaredValueCorrected' }>['data'];
/**
 * The default correction, as staff ask for it (CorrectDeclaredValue) and as the event records it: the Saga line
 * (line 2) is worth $80 a book, not $50, still MN, and $15 more is owed (priced again by the caller's figures).
 */
export const SAGA_CORRECTION: Pick<Correction, 'lineIndex' | 'insuredCents' | 'tierCode' | 'tierLabel' | 'amountCents' | 'reason'> & { tierDays: number } = {
  lineIndex: 2,
  insuredCents: 8_000,
  tierCode: 'MN',
  tierLabel: 'Modern',
  tierDays: 20,
  amountCents: 1_500,
  reason: 'Worth more than declared.',
};

/**
 * The Hulk (book 2, line 1) found worth $1,200, not $300: moved from NWP to HV, $53.00 more to pay. A correction
 * that changes the tier, which the audit reads (history lines, moments, ledger) show apart from a plain repricing.
 */
export const HULK_CORRECTION: Partial<Correction> = {
  lineIndex: 1,
  previousInsuredCents: 30_000,
  insuredCents: 120_000,
  previousTierCode: 'NWP',
  tierCode: 'HV',
  tierLabel: 'High Value',
  amountCents: 5_300,
  reason: 'A recent sale puts it at $1,200.',
};

export const declaredValueCorrected = (correction: Partial<Correction> = {}): OrderEvent => ({
  type: 'DeclaredValueCorrected',
  data: { orderId, previousInsuredCents: 5_000, previousTierCode: 'MN', ...SAGA_CORRECTION, ...staff(STEP_AT.corrected), ...correction },
});

export const balancePaid = (amountCents: number, overrides: Partial<Extract<OrderEvent, { type: 'BalancePaid' }>['data']> = {}): OrderEvent => ({
  type: 'BalancePaid',
  data: { orderId, amountCents, paymentMethodId: 'pm-lifecycle', displayName: 'Visa ending 1111', transactionId: 'txn-balance', paidAt: STEP_AT.balancePaid, paidBy: LIFECYCLE_MEMBER_ID, ...overrides },
});

export const shipped = (carrier: ParcelCarrier = 'UPS', trackingNumber = '1Z999AA10123456784', at: string = STEP_AT.shipped): OrderEvent => ({
  type: 'OrderShipped',
  data: { orderId, carrier, trackingNumber, ...staff(at) },
});

export const readyForPickUp = (at: string = STEP_AT.readyForPickUp): OrderEvent => ({ type: 'OrderReadyForPickUp', data: { orderId, ...staff(at) } });

export const completed = (at: string = STEP_AT.completed): OrderEvent => ({ type: 'OrderCompleted', data: { orderId, ...staff(at) } });

/** A cancellation as recorded before refunds were their own events: the refund already made, in `refund`. */
export const cancelled = (refund: { amountCents: number; transactionId: string } | null, reason = 'Member asked to cancel.', at: string = STEP_AT.cancelled): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId, reason, refund, ...staff(at) },
});

/** A cancellation recorded with the refunds it owes (made after it, each recorded by refundIssued or refundRefused). */
export const cancelledOwing = (refundsDue: RefundDue[], reason = 'Member asked to cancel.', at: string = STEP_AT.cancelled): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId, reason, refund: null, refundsDue, ...staff(at) },
});

export const refundIssued = (due: RefundDue, refundId: string, at: string = STEP_AT.cancelled): OrderEvent => ({
  type: 'OrderRefundIssued',
  data: { orderId, ...due, refundId, at },
});

export const refundRefused = (due: RefundDue, reason: string, at: string = STEP_AT.cancelled): OrderEvent => ({
  type: 'OrderRefundRefused',
  data: { orderId, ...due, reason, at },
});

// --- Histories ----------------------------------------------------------------------------------------------

export const BOOK_STEP_ORDER = ['PreGraded', 'Pressed', 'Graded', 'Imaged', 'Encapsulated'] as const;
export type WalkedStep = (typeof BOOK_STEP_ORDER)[number];

/** The events that take one received book to `step` (pressing only for book 1, the one sent for it). */
export function bookWalkedTo(bookNo: number, step: WalkedStep): OrderEvent[] {
  const events: OrderEvent[] = [];
  for (const s of BOOK_STEP_ORDER.slice(0, BOOK_STEP_ORDER.indexOf(step) + 1)) {
    if (s === 'PreGraded') events.push(preGraded(bookNo));
    if (s === 'Pressed' && bookNo === BOOKS.pressed) events.push(pressed(bookNo));
    if (s === 'Graded') events.push(graded(bookNo));
    if (s === 'Imaged') events.push(imaged(bookNo));
    if (s === 'Encapsulated') events.push(encapsulated(bookNo));
  }
  return events;
}

/** Submitted and received (every book arrived unless listed as missing). */
export const aReceivedOrder = (missing: number[] = [], order: OrderSubmittedData = aSubmittedOrderWithBooks()): OrderEvent[] => [orderSubmitted(order), received({ missing })];

/** Received, every arrived book encapsulated and every tier through QC: ready to ship (nothing owed). */
export function aQcApprovedOrder(order: OrderSubmittedData = aSubmittedOrderWithBooks()): OrderEvent[] {
  return [...aReceivedOrder([], order), ...ALL_BOOK_NOS.flatMap((n) => bookWalkedTo(n, 'Encapsulated')), qcApproved('MN'), qcApproved('NWP')];
}

/** The whole life of a shipped order, up to OrderCompleted. */
export const aCompletedOrder = (): OrderEvent[] => [...aQcApprovedOrder(), shipped(), completed()];

/** The whole life of an order found worth more after QC: corrected, the balance paid, shipped and completed (nothing owed). */
export const aCompletedOrderWithBalancePaid = (order: OrderSubmittedData = aSubmittedOrderWithBooks()): OrderEvent[] => [
  ...aQcApprovedOrder(order),
  declaredValueCorrected(),
  balancePaid(SAGA_CORRECTION.amountCents),
  shipped(),
  completed(),
];
