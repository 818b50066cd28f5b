import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CertificateRevocation } from './certificate-revocation.ts';
import { CollectibleType, CountryCode } from '../catalogue/catalogue.ts';
import { SummaryLine } from '../submission/submission.ts';
import { LabelDetails, NO_LABEL_DETAILS, ParcelCarrier } from '../events/order-events.ts';
import { COMIC_CATEGORIES } from '../orders/grading.ts';
import { BOOK_STEPS } from '../orders/order-progress.ts';
import { SUMMARY_STATUSES, TIER_STATUSES } from '../orders/order-status.ts';

/**
 * Orders, graded comics, the tracker, paying a balance, invoices and the staff workflow (spec 3, 4, 7.3;
 * issue [5/6]). Money is integer cents; times are ISO 8601.
 */

const cents = z.number().int();
const at = z.iso.datetime();
export const SummaryStatusSchema = z.enum(SUMMARY_STATUSES);
export const TierStatusSchema = z.enum(TIER_STATUSES);
export const ComicCategorySchema = z.enum(COMIC_CATEGORIES);

// --- Member: order list (GET /api/orders/user/default/{count}/{startDate}/{endDate}/{status}/{text}) -------

/** `-` stands for "no filter" in a path segment; dates are YYYY-MM-DD. */
export const NO_FILTER = '-';
export const ORDERS_LIST_LIMIT = 300;
export const DASHBOARD_ORDERS_LIMIT = 10;
export const DASHBOARD_COMICS_LIMIT = 20;
export const COMICS_LIST_LIMIT = 100;
export const COMPLETED_ORDERS_LIMIT = 10;

export const OrderListItem = z.object({
  id: z.string(),
  date: at,
  status: SummaryStatusSchema,
  /** Spec 4: PreGrade as Received, Finalize as Grading, others as they are. */
  displayStatus: z.string(),
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  displayCollectibleType: z.string(),
  /** Manga orders: 'Comic format' or 'Magazine format' (the Manga sub-filter); null otherwise. */
  displayMangaType: z.string().nullable(),
  count: z.number().int(),
  insuredCents: cents,
  grandTotalCents: cents,
  balanceCents: cents,
  currency: z.enum(['USD', 'CAD']),
});
export type OrderListItem = z.infer<typeof OrderListItem>;
export const OrderListResponse = z.array(OrderListItem);

/** GET /api/orders/dataCount: the dashboard counts (spec 2.2). */
export const OrderDataCount = z.object({ openOrders: z.number().int(), completedOrders: z.number().int(), totalOrders: z.number().int(), comics: z.number().int() });
export type OrderDataCount = z.infer<typeof OrderDataCount>;

// --- Member: order detail (GET /api/orders/{id}) and rollup (GET /api/orders/{id}/rollup) ------------------

export const OrderTierView = z.object({
  id: z.string(),
  label: z.string(),
  days: z.number().int(),
  fastPassValue: z.number().int(),
  insuredCents: cents,
  count: z.number().int(),
  baseTotalCents: cents,
  totalCents: cents,
  /** The rate chosen for this tier group, when rates were per tier. */
  rate: z.object({ id: z.string(), name: z.string(), totalCostCents: cents }).nullable(),
  status: TierStatusSchema,
  displayStatus: z.string(),
  qcApproved: z.boolean(),
});

export const OrderPaymentView = z.object({
  kind: z.enum(['Submit', 'Balance', 'Refund']),
  at,
  amountCents: cents,
  displayName: z.string(),
  transactionId: z.string().nullable(),
});

export const OrderCorrectionView = z.object({
  at,
  lineIndex: z.number().int(),
  title: z.string(),
  issue: z.string(),
  /** Copies of the line: the value per book changed for each of them. */
  quantity: z.number().int(),
  previousInsuredCents: cents,
  insuredCents: cents,
  previousTierCode: z.string(),
  tierCode: z.string(),
  /** The service tiers' names ("Vintage", "High value"), as the member knows them. */
  previousTierLabel: z.string(),
  tierLabel: z.string(),
  amountCents: cents,
  reason: z.string(),
});

/** Spec 3 Order summary, in cents, with what the order page shows besides. */
export const OrderDetail = z.object({
  id: z.string(),
  userId: z.string(),
  status: SummaryStatusSchema,
  displayStatus: z.string(),
  date: at,
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  currency: z.enum(['USD', 'CAD']),
  count: z.number().int(),
  insuredCents: cents,
  baseTotalCents: cents,
  totalCents: cents,
  discountCents: cents,
  gradingDiscountCents: cents,
  pressingDiscountCents: cents,
  vspDiscountCents: cents,
  discountRate: z.number(),
  pressingDiscountRate: z.number(),
  vspDiscountRate: z.number(),
  rewardsCents: cents,
  promoCode: z.string().nullable(),
  promoDiscountCents: cents,
  handlingCents: cents,
  shCents: cents,
  insuranceCents: cents,
  isInsurance: z.boolean(),
  /**
   * Where the books go: mail-in (isMailIn, drop-off NN) to the address, or to a counter (its address, hours
   * and appointment link). The address is empty for orders submitted before it was kept with the order.
   */
  dropOff: z.object({ id: z.string(), name: z.string(), isMailIn: z.boolean(), address: z.array(z.string()), instructions: z.string(), appointmentUrl: z.string().nullable() }),
  /** What the services came to at submission, before discounts (grading, pressing, signatures) and the carrier's part of shipping. */
  charges: z.object({
    gradingCents: cents,
    pressingCents: cents,
    signatureCents: cents,
    shippingCents: cents,
    /** Books with pressing asked for, and signatures to authenticate (for the labels of the money table). */
    pressedBooks: z.number().int(),
    signatures: z.number().int(),
    /**
     * The tier groups as submitted, with the rate chosen for each when rates were per tier: what the grading and
     * the return shipping were charged for. `tiers` is the groups as they stand, which a correction may change.
     */
    submittedTiers: z.array(z.object({ label: z.string(), count: z.number().int(), rateName: z.string().nullable() })),
  }),
  /** The rate of the whole order, when one rate carries it. */
  rate: z.object({ id: z.string(), name: z.string(), baseCostCents: cents, additionalCostCents: cents, insuranceCostCents: cents, totalCostCents: cents }).nullable(),
  tiers: z.array(OrderTierView),
  grandTotalCents: cents,
  paidCents: cents,
  /** What the member owes now (negative: a credit). */
  balanceCents: cents,
  shippingAccount: z.object({ carrier: z.string(), accountNumber: z.string() }).nullable(),
  onlineSubmission: z.literal(true),
  shipTo: z.string(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), at }).nullable(),
  turnaround: z.string(),
  summary: z.array(SummaryLine),
  payments: z.array(OrderPaymentView),
  corrections: z.array(OrderCorrectionView),
  /** The cancellation, with its refunds: given back, still to be made by the gateway, refused by it (staff settle those by hand). */
  cancelled: z.object({ reason: z.string(), at, refundedCents: cents, refundPendingCents: cents, refundRefusedCents: cents }).nullable(),
  /** Spec 4: hidden when Submitted or Cancelled; the page also needs a positive balance to offer it. */
  payBalanceShown: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const BookStepSchema = z.enum(BOOK_STEPS);

/** One book of the order, as the rollup and the staff screen show it. */
export const OrderBookView = z.object({
  bookNo: z.number().int(),
  lineIndex: z.number().int(),
  tierId: z.string(),
  certificationId: z.string(),
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  publisher: z.string(),
  variant: z.string(),
  insuredCents: cents,
  press: z.number().int(),
  needsPressing: z.boolean(),
  signatures: z.array(z.object({ id: z.string(), type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() })),
  step: BookStepSchema,
  stepAt: at,
  grade: z.number().nullable(),
  category: ComicCategorySchema.nullable(),
  graderNotes: z.string(),
  signatureVerdicts: z.array(z.object({ signatureId: z.string(), verdict: z.enum(['Verified', 'Rejected']) })),
  preGradeNote: z.string(),
  hasCover: z.boolean(),
  coverUrl: z.string().nullable(),
});
export type OrderBookView = z.infer<typeof OrderBookView>;

/** GET /api/orders/{id}/rollup: the order's tier groups with their books. */
export const OrderRollup = z.object({
  id: z.string(),
  status: SummaryStatusSchema,
  tiers: z.array(z.object({ id: z.string(), label: z.string(), status: TierStatusSchema, displayStatus: z.string(), qcApproved: z.boolean(), books: z.array(OrderBookView) })),
});
export type OrderRollup = z.infer<typeof OrderRollup>;

// --- Tracker (GET /api/orders/{id}/tracker, live: GET /api/stream/orders/{id}/tracker) ---------------------

export const TrackerStepView = z.object({ label: z.string(), state: z.enum(['', 'Inprocess', 'Completed']), reachedAt: at.nullable() });
export const TrackerView = z.object({
  orderId: z.string(),
  status: SummaryStatusSchema,
  displayStatus: z.string(),
  tiers: z.array(z.object({ id: z.string(), label: z.string(), status: TierStatusSchema, qcApproved: z.boolean() })),
  steps: z.array(TrackerStepView).length(5),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  updatedAt: at,
});
export type TrackerView = z.infer<typeof TrackerView>;
/** The server-sent event name of a tracker change; its data is a TrackerView. */
export const TRACKER_SSE_EVENT = 'tracker';
/**
 * The PostgreSQL channel an order's tracker change is announced on (payload: the order id): the orders projection
 * NOTIFYs it in the transaction that writes the tracker, the query service LISTENs to it to feed the live streams.
 */
export const ORDER_TRACKER_CHANNEL = 'order_tracker';

// --- Member: graded comics (GET /api/comics/user/default/{count}[/{search}], GET /api/comics/{id}) --------

export const MemberComic = z.object({
  id: z.string(),
  orderId: z.string(),
  collectibleType: CollectibleType,
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  displayYear: z.string(),
  publisher: z.string(),
  variant: z.string(),
  pedigree: z.string().nullable(),
  grade: z.number(),
  category: ComicCategorySchema,
  tierCode: z.string().nullable(),
  tierLabel: z.string().nullable(),
  signatures: z.array(z.object({ type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() })),
  graderNotes: z.string(),
  certifiedAt: at,
  /** Storage location + comic/{id}/cover-m.jpg (spec 9); the page falls back to a default image. */
  coverUrl: z.string(),
  /** Null while the certificate is in force; once staff revoked it, the day (UTC) and why. */
  revocation: CertificateRevocation.nullable(),
});
export type MemberComic = z.infer<typeof MemberComic>;
export const MemberComicList = z.array(MemberComic);

/** GET /api/comics/{id}: the comic with spec 7.3's comics_details (each list joined with ~). */
export const MemberComicDetail = MemberComic.extend({
  comics_details: z.object({ ASP_Signers: z.string(), VSP_Signers: z.string(), Grader_Notes: z.string() }),
});
export type MemberComicDetail = z.infer<typeof MemberComicDetail>;

// --- Member: pay the balance (POST /api/orders/transaction, spec 3 Payment charge) --------------------------

export const PayBalanceBody = z.object({
  orderId: text(),
  userId: text(),
  /** The payment method id (spec 3 Payment method id). */
  authPaymentId: text().min(1).max(100),
  /** The balance the member saw and agrees to pay; refused when it is no longer the balance. */
  amountCents: z.number().int().positive(),
});
export type PayBalanceBody = z.infer<typeof PayBalanceBody>;
export const PayBalanceResponse = z.object({ message: z.string(), transactionId: z.string(), balanceCents: cents, position: z.string().nullable() });
export type PayBalanceResponse = z.infer<typeof PayBalanceResponse>;

/** GET /api/test/getinvoice/{id}: the invoice as a base64 PDF. */
export const InvoiceResponse = z.object({ fileName: z.string(), contentType: z.literal('application/pdf'), base64: z.string() });
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;
/** GET /api/orders/{id}/packing-slip: the packing slip PDF, as the invoice is sent. */
export const PackingSlipResponse = InvoiceResponse;
export type PackingSlipResponse = InvoiceResponse;

// --- Staff (worker role) -------------------------------------------------------------------------------------

export const ReceiveOrderBody = z.object({
  books: z.array(z.object({ bookNo: z.number().int().positive(), arrived: z.boolean() })).min(1),
  note: text().trim().max(500).default(''),
});
export const PreGradeBookBody = z.object({ note: text().trim().max(500).default('') });

/** The longest each label text may be: the event's own limits, so a body that passes always makes a valid event. */
export const LABEL_DETAIL_LIMITS = {
  keyComments: LabelDetails.shape.keyComments.maxLength!,
  artStoryCover: LabelDetails.shape.artStoryCover.maxLength!,
  personalCollection: LabelDetails.shape.personalCollection.maxLength!,
} as const;

/** What a refused label detail says (400, under `model.labelDetails.<field>`); the grade form shows the same words. */
export const labelDetailsMessages = {
  month: 'The cover month is a month from 1 to 12 (or none).',
  keyComments: `Key comments are text of at most ${LABEL_DETAIL_LIMITS.keyComments} characters.`,
  artStoryCover: `Art/Story/Cover credits are text of at most ${LABEL_DETAIL_LIMITS.artStoryCover} characters.`,
  personalCollection: `Personal collection is text of at most ${LABEL_DETAIL_LIMITS.personalCollection} characters.`,
  notAnObject: 'Label details are an object with month, keyComments, artStoryCover and personalCollection.',
} as const;

const labelText = (limit: number, message: string) => text({ error: message }).trim().max(limit, message).default('');

/**
 * The label details a grader reads off the book (cover month, key comments, credits, personal collection), each
 * optional: left out or blank, the label has none. Texts are trimmed; one message per field whatever is wrong.
 */
export const LabelDetailsBody = z.object(
  {
    month: z.number({ error: labelDetailsMessages.month }).int(labelDetailsMessages.month).min(1, labelDetailsMessages.month).max(12, labelDetailsMessages.month).nullable().default(null),
    keyComments: labelText(LABEL_DETAIL_LIMITS.keyComments, labelDetailsMessages.keyComments),
    artStoryCover: labelText(LABEL_DETAIL_LIMITS.artStoryCover, labelDetailsMessages.artStoryCover),
    personalCollection: labelText(LABEL_DETAIL_LIMITS.personalCollection, labelDetailsMessages.personalCollection),
  },
  { error: labelDetailsMessages.notAnObject },
);

export const GradeBookBody = z.object({
  grade: z.number().min(0).max(10),
  category: ComicCategorySchema,
  graderNotes: text().trim().max(2000).default(''),
  signatures: z.array(z.object({ signatureId: text(), verdict: z.enum(['Verified', 'Rejected']) })).default([]),
  /** Optional: a grade sent without them records none (NO_LABEL_DETAILS). */
  labelDetails: LabelDetailsBody.default(() => ({ ...NO_LABEL_DETAILS })),
});
export const CorrectDeclaredValueBody = z.object({
  lineIndex: z.number().int().nonnegative(),
  /** New declared value of one book, whole dollars in cents. */
  insuredCents: z.number().int().positive(),
  /** The base tier code to move the line to when the new value is outside its tier; the line's own otherwise. */
  tierId: text().regex(/^[A-Z0-9][A-Z]$/).nullable().default(null),
  reason: text().trim().min(1).max(500),
});
export const ShipOrderBody = z.object({ carrier: ParcelCarrier, trackingNumber: text().trim().min(5).max(40) });
export const CancelOrderBody = z.object({ reason: text().trim().min(1).max(500) });
export type ReceiveOrderBody = z.infer<typeof ReceiveOrderBody>;
export type GradeBookBody = z.infer<typeof GradeBookBody>;
export type CorrectDeclaredValueBody = z.infer<typeof CorrectDeclaredValueBody>;
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;

/** What every staff step answers: the order's new status and the position to wait for when reading back. */
export const StaffStepResponse = z.object({ orderId: z.string(), status: SummaryStatusSchema, balanceCents: cents, position: z.string().nullable() });
export type StaffStepResponse = z.infer<typeof StaffStepResponse>;

/** GET /api/staff/orders?status=&q=: the queue, oldest first. */
export const StaffOrderRow = z.object({
  id: z.string(),
  memberName: z.string(),
  date: at,
  status: SummaryStatusSchema,
  displayStatus: z.string(),
  collectibleType: CollectibleType,
  count: z.number().int(),
  balanceCents: cents,
  tiers: z.array(z.object({ id: z.string(), status: TierStatusSchema, qcApproved: z.boolean() })),
  updatedAt: at,
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

const STAFF_QUEUE_WORDS = ['all', 'open', '-'];
export const staffQueueMessages = {
  status: `The status is All, Open or one of ${SUMMARY_STATUSES.join(', ')}.`,
} as const;

/** The queue's query: `status` a summary status, All, '-' or nothing for every order, Open for those not Completed or Cancelled. */
export const StaffQueueQuery = z.object({
  status: text()
    .trim()
    .optional()
    .refine((s) => !s || STAFF_QUEUE_WORDS.includes(s.toLowerCase()) || SUMMARY_STATUSES.some((x) => x.toLowerCase() === s.toLowerCase()), {
      message: staffQueueMessages.status,
    })
    .meta({ description: `A summary status (${SUMMARY_STATUSES.join(', ')}), Open (not Completed or Cancelled), or All / empty for every order.` }),
  q: text().trim().max(100).optional().meta({ description: "An order id, a title, or the member's name or e-mail (at most 100 characters)." }),
});

/** GET /api/staff/orders/{id}: the order with every book, for the worker screen. */
export const StaffOrderView = z.object({
  order: OrderDetail,
  memberName: z.string(),
  memberEmail: z.string(),
  shippingKind: z.enum(['address', 'pickup']),
  books: z.array(OrderBookView),
  receivedAt: at.nullable(),
});
export type StaffOrderView = z.infer<typeof StaffOrderView>;
