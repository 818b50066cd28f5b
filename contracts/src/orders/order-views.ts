import type { ComicCertifiedData } from '../events/certificate-events.ts';
import type { OrderEvent, OrderSubmittedData } from '../events/order-events.ts';
import type {
  MemberComic,
  MemberComicDetail,
  OrderBookView,
  OrderDetail,
  OrderListItem,
  OrderRollup,
  StaffOrderRow,
  StaffOrderView,
  TrackerView,
} from '../http/orders.ts';
import { displayYear } from './grading.ts';
import type { OrderProgress } from './order-progress.ts';
import { TRACKER_STEPS, displayOrderStatus, payBalanceShown, trackerStepStates } from './order-status.ts';

/**
 * The read views of an order (spec 3 Order summary, 4 Tracker, 7.3), computed from what the order was
 * submitted with and where it stands (the one fold, order-progress.ts). Pure and zod-free (types only): the
 * orders projection stores them, the query side serves them, and tests of either side build them the same way.
 */

export type OrderPayment = OrderDetail['payments'][number];
export type OrderCorrection = OrderDetail['corrections'][number];

/** The money movements and corrections of an order, which the progress keeps only as totals. */
export interface OrderRecords {
  payments: OrderPayment[];
  corrections: OrderCorrection[];
}

/**
 * The records after one event (OrderSubmitted starts them afresh, so replaying a whole stream over a stored
 * row gives the same records). The submit payment is listed only when something was charged; a refund is
 * listed with a positive amount under the card the order was paid with (the gateway refunds the charge).
 */
export function evolveOrderRecords(records: OrderRecords | null, order: OrderSubmittedData, event: OrderEvent): OrderRecords {
  if (event.type === 'OrderSubmitted') {
    const p = event.data.payment;
    const submit: OrderPayment[] =
      p.status === 'Charged' ? [{ kind: 'Submit', at: event.data.submittedAt, amountCents: p.amountCents, displayName: p.displayName, transactionId: p.transactionId }] : [];
    return { payments: submit, corrections: [] };
  }
  const current: OrderRecords = { payments: records?.payments ?? [], corrections: records?.corrections ?? [] };
  switch (event.type) {
    case 'BalancePaid': {
      const d = event.data;
      const paid: OrderPayment = { kind: 'Balance', at: d.paidAt, amountCents: d.amountCents, displayName: d.displayName, transactionId: d.transactionId };
      return { ...current, payments: [...current.payments, paid] };
    }
    case 'OrderCancelled': {
      const d = event.data;
      if (!d.refund) return current;
      const refund: OrderPayment = { kind: 'Refund', at: d.at, amountCents: d.refund.amountCents, displayName: order.payment.displayName, transactionId: d.refund.transactionId };
      return { ...current, payments: [...current.payments, refund] };
    }
    case 'OrderRefundIssued': {
      // Listed under the card of the payment it gives back (a balance may have been paid with another card).
      const d = event.data;
      const paidWith = current.payments.find((p) => p.transactionId === d.transactionId)?.displayName ?? order.payment.displayName;
      const refund: OrderPayment = { kind: 'Refund', at: d.at, amountCents: d.amountCents, displayName: paidWith, transactionId: d.refundId };
      return { ...current, payments: [...current.payments, refund] };
    }
    case 'DeclaredValueCorrected': {
      const d = event.data;
      const line = order.comics[d.lineIndex];
      const before = current.corrections.findLast((c) => c.lineIndex === d.lineIndex);
      const correction: OrderCorrection = {
        at: d.at,
        lineIndex: d.lineIndex,
        title: line?.title ?? '',
        issue: line?.issue ?? '',
        quantity: line?.quantity ?? 1,
        previousInsuredCents: d.previousInsuredCents,
        insuredCents: d.insuredCents,
        previousTierCode: d.previousTierCode,
        tierCode: d.tierCode,
        previousTierLabel: before?.tierLabel ?? line?.tierLabel ?? d.previousTierCode,
        tierLabel: d.tierLabel,
        amountCents: d.amountCents,
        reason: d.reason,
      };
      return { ...current, corrections: [...current.corrections, correction] };
    }
    default:
      return current;
  }
}

/** Spec 3: order rows carry a display name of the collectible type (the type filter of the order list). */
export function displayCollectibleType(collectibleType: string): string {
  return collectibleType;
}

/** Magazine tiers all start with Z (ZM, ZE, ZW, ZS, ZO, ZR, with their P/E fast-pass suffixes). */
const isMagazineTier = (tierId: string) => tierId.startsWith('Z');

/**
 * Spec 5: the Manga type has a sub-filter. A manga order graded on magazine tiers is in magazine format,
 * otherwise in comic format; other types have none.
 */
export function displayMangaType(order: Pick<OrderSubmittedData, 'collectibleType' | 'tiers' | 'comics'>): string | null {
  if (order.collectibleType !== 'Manga') return null;
  const tierIds = order.tiers.length > 0 ? order.tiers.map((t) => t.id) : order.comics.map((c) => c.tierCode);
  return tierIds.length > 0 && tierIds.every(isMagazineTier) ? 'Magazine format' : 'Comic format';
}

/** The order's insured value now: each line's value per book (after corrections) times its quantity. */
export function currentInsuredCents(order: Pick<OrderSubmittedData, 'insuredCents' | 'comics'>, progress: Pick<OrderProgress, 'lines'>): number {
  return order.comics.reduce((total, line, i) => total + ((progress.lines[i]?.insuredCents ?? line.insuredCents) - line.insuredCents) * line.quantity, order.insuredCents);
}

export function orderListItemOf(order: OrderSubmittedData, progress: OrderProgress): OrderListItem {
  return {
    id: order.orderId,
    date: order.submittedAt,
    status: progress.status,
    displayStatus: displayOrderStatus(progress.status),
    countryCode: order.countryCode,
    collectibleType: order.collectibleType,
    displayCollectibleType: displayCollectibleType(order.collectibleType),
    displayMangaType: displayMangaType(order),
    count: order.count,
    insuredCents: currentInsuredCents(order, progress),
    grandTotalCents: progress.grandTotalCents,
    balanceCents: progress.balanceCents,
    currency: order.currency,
  };
}

/** Where the books go back: the address as submitted, or the pick-up counter. */
export function shipToOf(order: Pick<OrderSubmittedData, 'shipping'>): string {
  const s = order.shipping;
  if (s.kind === 'pickup') return `Pick-up at ${s.name}`;
  const a = s.address;
  const cityLine = [a.city, [a.stateProvince, a.zipPostal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [`${a.firstName} ${a.lastName}`.trim(), a.line1, a.line2, cityLine, a.country].filter(Boolean).join(', ');
}

/** The drop-off as the order keeps it; older orders did not keep where it is (empty address and instructions). */
export function dropOffOf(order: Pick<OrderSubmittedData, 'dropOff'>): OrderDetail['dropOff'] {
  const d = order.dropOff;
  return { id: d.id, name: d.name, isMailIn: d.isMailIn, address: d.address ?? [], instructions: d.instructions ?? '', appointmentUrl: d.appointmentUrl ?? null };
}

/** The services' parts of the items total (their sum is totalCents) and the carrier's part of shipping and handling. */
export function submittedChargesOf(order: Pick<OrderSubmittedData, 'comics' | 'shippingCents' | 'tiers' | 'rates'>): OrderDetail['charges'] {
  const sum = (of: (line: OrderSubmittedData['comics'][number]) => number) => order.comics.reduce((n, line) => n + of(line), 0);
  return {
    gradingCents: sum((l) => l.gradingCents),
    pressingCents: sum((l) => l.pressingCents),
    signatureCents: sum((l) => l.signatureCents),
    shippingCents: order.shippingCents,
    pressedBooks: sum((l) => (l.pressingCents > 0 ? l.quantity : 0)),
    signatures: sum((l) => l.signatures.length * l.quantity),
    submittedTiers: order.tiers.map((t) => ({ label: t.label, count: t.count, rateName: order.rates.find((r) => r.tierId === t.id)?.name ?? null })),
  };
}

/**
 * The order's tier groups as they stand: those of its books now (a declared-value correction may have moved a line
 * to another tier, and its books with it: contracts orders/order-progress.ts), each with its status and QC, and the
 * figures of the lines in it: their copies, their declared value now, their totals as submitted with their
 * corrections since (the base total stays as submitted: a correction prices the whole line again). A group as
 * submitted, with no line corrected, reads exactly as it was submitted.
 */
export function tierViewsOf(order: OrderSubmittedData, progress: OrderProgress, records: Pick<OrderRecords, 'corrections'>): OrderDetail['tiers'] {
  const tierOfLine = new Map(progress.books.map((b) => [b.lineIndex, b.tierId]));
  const correctedCents = (lineIndex: number) => records.corrections.reduce((sum, c) => sum + (c.lineIndex === lineIndex ? c.amountCents : 0), 0);
  return progress.tiers.map((tier) => {
    const lines = order.comics.flatMap((line, lineIndex) => (tierOfLine.get(lineIndex) === tier.id ? [{ line, lineIndex }] : []));
    const submitted = order.tiers.find((t) => t.id === tier.id);
    const rate = order.rates.find((r) => r.tierId === tier.id);
    return {
      id: tier.id,
      label: tier.label,
      days: tier.days,
      fastPassValue: submitted?.fastPassValue ?? lines[0]?.line.fastPassValue ?? 0,
      insuredCents: lines.reduce((sum, { line, lineIndex }) => sum + (progress.lines[lineIndex]?.insuredCents ?? line.insuredCents) * line.quantity, 0),
      count: tier.count,
      baseTotalCents: lines.reduce((sum, { line }) => sum + line.baseTotalCents, 0),
      totalCents: lines.reduce((sum, { line, lineIndex }) => sum + line.totalCents + correctedCents(lineIndex), 0),
      rate: rate ? { id: rate.id, name: rate.name, totalCostCents: rate.totalCostCents } : null,
      status: tier.status,
      displayStatus: displayOrderStatus(tier.status),
      qcApproved: tier.qcApproved,
    };
  });
}

export function orderDetailOf(order: OrderSubmittedData, progress: OrderProgress, records: OrderRecords): OrderDetail {
  const orderRate = order.rates.find((r) => r.tierId === null) ?? null;
  return {
    id: order.orderId,
    userId: order.memberId,
    status: progress.status,
    displayStatus: displayOrderStatus(progress.status),
    date: order.submittedAt,
    countryCode: order.countryCode,
    collectibleType: order.collectibleType,
    currency: order.currency,
    count: order.count,
    insuredCents: currentInsuredCents(order, progress),
    baseTotalCents: order.baseTotalCents,
    totalCents: order.totalCents,
    discountCents: order.discountCents,
    gradingDiscountCents: order.gradingDiscountCents,
    pressingDiscountCents: order.pressingDiscountCents,
    vspDiscountCents: order.vspDiscountCents,
    discountRate: order.discountRate,
    pressingDiscountRate: order.pressingDiscountRate,
    vspDiscountRate: order.vspDiscountRate,
    rewardsCents: order.rewardsAppliedCents,
    promoCode: order.promo?.promoCode ?? null,
    promoDiscountCents: order.promoDiscountCents,
    handlingCents: order.handlingCents,
    shCents: order.shCents,
    insuranceCents: order.insuranceCents,
    isInsurance: order.isInsurance,
    dropOff: dropOffOf(order),
    charges: submittedChargesOf(order),
    rate: orderRate
      ? {
          id: orderRate.id,
          name: orderRate.name,
          baseCostCents: orderRate.baseCostCents,
          additionalCostCents: orderRate.additionalCostCents,
          insuranceCostCents: orderRate.insuranceCostCents,
          totalCostCents: orderRate.totalCostCents,
        }
      : null,
    tiers: tierViewsOf(order, progress, records),
    grandTotalCents: progress.grandTotalCents,
    paidCents: progress.paidCents,
    balanceCents: progress.balanceCents,
    shippingAccount: order.shippingAccount ? { carrier: order.shippingAccount.carrier, accountNumber: order.shippingAccount.accountNumber } : null,
    onlineSubmission: true,
    shipTo: shipToOf(order),
    shipment: progress.shipment,
    turnaround: order.turnaround,
    summary: order.summary,
    payments: records.payments,
    corrections: records.corrections,
    cancelled: progress.cancelled,
    payBalanceShown: payBalanceShown(progress.status),
  };
}

/** Every book of the order, in book order; coverUrl is left to the query side (it knows the storage location). */
export function orderBooksOf(order: OrderSubmittedData, progress: OrderProgress): OrderBookView[] {
  return progress.books.map((b) => {
    const line = order.comics[b.lineIndex];
    if (!line) throw new Error(`order ${order.orderId}: book ${b.bookNo} has no line ${b.lineIndex}`);
    return {
      bookNo: b.bookNo,
      lineIndex: b.lineIndex,
      tierId: b.tierId,
      certificationId: b.certificationId,
      title: line.title,
      issue: line.issue,
      year: line.year,
      publisher: line.publisher,
      variant: line.variant,
      insuredCents: progress.lines[b.lineIndex]?.insuredCents ?? line.insuredCents,
      press: line.press,
      needsPressing: b.needsPressing,
      signatures: line.signatures.map((s) => ({ id: s.id, type: s.type, name: s.name })),
      step: b.step,
      stepAt: b.stepAt,
      grade: b.grade,
      category: b.category,
      graderNotes: b.graderNotes,
      signatureVerdicts: b.signatures,
      preGradeNote: b.preGradeNote,
      hasCover: b.hasCover,
      coverUrl: null,
    };
  });
}

/** The tier groups with their books (the books as given, so the query side can pass them with cover URLs). */
export function orderRollupOf(progress: OrderProgress, books: readonly OrderBookView[]): OrderRollup {
  return {
    id: progress.orderId,
    status: progress.status,
    tiers: progress.tiers.map((t) => ({
      id: t.id,
      label: t.label,
      status: t.status,
      displayStatus: displayOrderStatus(t.status),
      qcApproved: t.qcApproved,
      books: books.filter((b) => b.tierId === t.id),
    })),
  };
}

/**
 * Spec 4 Tracker: the 5 steps for the order's stage, each with the time it was first reached. A step that is
 * not (or no longer) reached shows no time.
 */
export function trackerViewOf(progress: OrderProgress): TrackerView {
  const states = trackerStepStates(progress.stage);
  return {
    orderId: progress.orderId,
    status: progress.status,
    displayStatus: displayOrderStatus(progress.status),
    tiers: progress.tiers.map((t) => ({ id: t.id, label: t.label, status: t.status, qcApproved: t.qcApproved })),
    steps: TRACKER_STEPS.map((label, i) => {
      const state = states[i] ?? '';
      return { label, state, reachedAt: state === '' ? null : (progress.stepReachedAt[i] ?? null) };
    }),
    shipment: progress.shipment ? { carrier: progress.shipment.carrier, trackingNumber: progress.shipment.trackingNumber } : null,
    updatedAt: progress.updatedAt,
  };
}

export function staffOrderRowOf(order: OrderSubmittedData, progress: OrderProgress): StaffOrderRow {
  return {
    id: order.orderId,
    memberName: order.memberName,
    date: order.submittedAt,
    status: progress.status,
    displayStatus: displayOrderStatus(progress.status),
    collectibleType: order.collectibleType,
    count: order.count,
    balanceCents: progress.balanceCents,
    tiers: progress.tiers.map((t) => ({ id: t.id, status: t.status, qcApproved: t.qcApproved })),
    updatedAt: progress.updatedAt,
  };
}

/** The worker screen's view of an order (its detail and every book). */
export function staffOrderViewOf(order: OrderSubmittedData, progress: OrderProgress, detail: OrderDetail, books: OrderBookView[]): StaffOrderView {
  return { order: detail, memberName: order.memberName, memberEmail: order.memberEmail, shippingKind: order.shipping.kind, books, receivedAt: progress.receivedAt };
}

/** What a member's comic is made of: a ComicCertified's data, or a member_comics row read back as it. */
export type MemberComicSource = Pick<
  ComicCertifiedData,
  | 'certificationId'
  | 'orderId'
  | 'collectibleType'
  | 'title'
  | 'issue'
  | 'year'
  | 'publisher'
  | 'variant'
  | 'pedigree'
  | 'grade'
  | 'category'
  | 'tierCode'
  | 'tierLabel'
  | 'signatures'
  | 'graderNotes'
  | 'certifiedAt'
>;

export function memberComicOf(comic: MemberComicSource, coverUrl: string): MemberComic {
  return {
    id: comic.certificationId,
    orderId: comic.orderId,
    collectibleType: comic.collectibleType,
    title: comic.title,
    issue: comic.issue,
    year: comic.year,
    displayYear: displayYear(comic.year),
    publisher: comic.publisher,
    variant: comic.variant,
    pedigree: comic.pedigree,
    grade: comic.grade,
    category: comic.category,
    tierCode: comic.tierCode,
    tierLabel: comic.tierLabel,
    signatures: comic.signatures,
    graderNotes: comic.graderNotes,
    certifiedAt: comic.certifiedAt,
    coverUrl,
    revocation: null,
  };
}

/** One item of a `~`-joined list: the separator itself cannot appear inside an item. */
const tildeItem = (s: string) => s.replaceAll('~', ' ').trim();
const joinTilde = (items: readonly string[]) => items.map(tildeItem).filter(Boolean).join('~');

/**
 * Spec 7.3: the comic details carry comics_details with ASP_Signers, VSP_Signers (Verified and Verified Plus)
 * and Grader_Notes, each a list joined with `~` (the page splits on it). Grader notes are one text: its
 * lines are the list. The member's comic and the public certificate both answer it.
 */
export function comicsDetailsOf(comic: Pick<MemberComic, 'signatures' | 'graderNotes'>): MemberComicDetail['comics_details'] {
  return {
    ASP_Signers: joinTilde(comic.signatures.filter((s) => s.type === 'ASP').map((s) => s.name)),
    VSP_Signers: joinTilde(comic.signatures.filter((s) => s.type === 'VSP' || s.type === 'VSPP').map((s) => s.name)),
    Grader_Notes: joinTilde(comic.graderNotes.split(/\r?\n/)),
  };
}

export function memberComicDetailOf(comic: MemberComic): MemberComicDetail {
  return { ...comic, comics_details: comicsDetailsOf(comic) };
}
