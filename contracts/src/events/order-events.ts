import { z } from 'zod';
import { Catalogue, CollectibleType, CountryCode, Promo } from '../catalogue/catalogue.ts';
import { CarrierAccount, PricedLine, SummaryLine, TierGroup } from '../submission/submission.ts';
import { AddressView } from '../read-models/address.ts';

const at = z.iso.datetime();
const cents = z.number().int().nonnegative();

/**
 * The service catalogue was published (stream `Catalogue`): the whole catalogue, so any later reader prices
 * exactly as the member was shown. Published at start-up when the repo file's version is newer.
 */
export const CataloguePublished = z.object({
  type: z.literal('CataloguePublished'),
  data: z.object({ catalogue: Catalogue, publishedAt: at }),
});
export const CatalogueEvent = z.discriminatedUnion('type', [CataloguePublished]);
export type CatalogueEvent = z.infer<typeof CatalogueEvent>;
export const catalogueEventTypes = CatalogueEvent.options.map((o) => o.shape.type.value);
export const CATALOGUE_STREAM_ID = 'Catalogue';

const RateSnapshot = z.object({
  /** Tier group it carries, or null for the whole order. */
  tierId: z.string().nullable(),
  id: z.string(),
  name: z.string(),
  baseCostCents: cents,
  additionalCostCents: cents,
  insuranceCostCents: cents,
  totalCostCents: cents,
});

/** The return address as it was when the order was submitted (the address book may change later). */
const AddressSnapshot = AddressView.pick({
  firstName: true,
  lastName: true,
  line1: true,
  line2: true,
  city: true,
  stateProvince: true,
  zipPostal: true,
  country: true,
}).extend({ addressId: z.string() });

/**
 * An order was submitted (POST /api/orders/submit), stream `Order-{orderId}`: the full submission as priced
 * by the server (spec 3 Order summary), with snapshots of the address, rate, promo and payment it used, so
 * the order reads the same whatever later happens to the address book, catalogue or wallet.
 */
export const OrderSubmitted = z.object({
  type: z.literal('OrderSubmitted'),
  data: z.object({
    orderId: z.string(),
    memberId: z.string(),
    memberEmail: z.string(),
    memberName: z.string(),
    membership: z.string(),
    submittedAt: at,
    /** SHA-256 of the canonical request body: the same Idempotency-Key with another body is refused. */
    requestHash: z.string(),
    catalogueVersion: z.number().int().positive(),
    countryCode: CountryCode,
    collectibleType: CollectibleType,
    currency: z.enum(['USD', 'CAD']),
    comics: z.array(PricedLine),
    tiers: z.array(TierGroup),
    isGradingPressScreen: z.boolean(),
    count: z.number().int().positive(),
    insuredCents: cents,
    baseTotalCents: cents,
    totalCents: cents,
    discountRate: z.number(),
    pressingDiscountRate: z.number(),
    vspDiscountRate: z.number(),
    gradingDiscountCents: cents,
    pressingDiscountCents: cents,
    vspDiscountCents: cents,
    discountCents: cents,
    promo: Promo.nullable(),
    promoDiscountCents: cents,
    handlingCents: cents,
    shippingCents: cents,
    insuranceCents: cents,
    shCents: cents,
    isInsurance: z.boolean(),
    rewardsAppliedCents: cents,
    grandTotalCents: cents,
    days: z.number().int().nonnegative(),
    turnaround: z.string(),
    summary: z.array(SummaryLine),
    /**
     * The drop-off chosen, with where the books go as the catalogue said then (the mail-in address, the
     * counter's address, hours and appointment link): the confirmation mail and the packing slip tell the
     * member exactly that. Orders submitted before it was kept carry only id, name and isMailIn.
     */
    dropOff: z.object({
      id: z.string(),
      name: z.string(),
      isMailIn: z.boolean(),
      address: z.array(z.string()).optional(),
      instructions: z.string().optional(),
      appointmentUrl: z.string().nullable().optional(),
    }),
    shipping: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('address'), address: AddressSnapshot }),
      z.object({ kind: z.literal('pickup'), pickUpId: z.string(), name: z.string() }),
    ]),
    shippingAccount: z.object({ carrier: CarrierAccount, accountNumber: z.string() }).nullable(),
    rates: z.array(RateSnapshot),
    payment: z.object({
      paymentMethodId: z.string(),
      displayName: z.string(),
      /** 'Charged' at submit (the grand total); 'NotRequired' when the grand total is 0. */
      status: z.enum(['Charged', 'NotRequired']),
      amountCents: cents,
      transactionId: z.string().nullable(),
    }),
  }),
});

// --- The order's life after submission (issue [5/6]): staff steps, balance, shipping. ---------------------
// Every staff event names the staff member (`by`, a member id with the worker role) and when (`at`). A book
// is one physical copy: the comics lines expanded by quantity, numbered 1..count in line order (bookNo).

const staff = { at, by: z.string() };
const bookRef = { orderId: z.string(), bookNo: z.number().int().positive() };

/** The box was opened: which declared books arrived (a missing one is not graded, and not charged back). */
export const OrderReceived = z.object({
  type: z.literal('OrderReceived'),
  data: z.object({
    orderId: z.string(),
    books: z.array(z.object({ bookNo: z.number().int().positive(), arrived: z.boolean() })).min(1),
    note: z.string().max(500),
    ...staff,
  }),
});

/** A book was looked over before grading (condition, whether pressing will help). */
export const BookPreGraded = z.object({
  type: z.literal('BookPreGraded'),
  data: z.object({ ...bookRef, note: z.string().max(500), ...staff }),
});

/** A book the member asked to have pressed (press 1 to 3) was pressed. */
export const BookPressed = z.object({
  type: z.literal('BookPressed'),
  data: z.object({ ...bookRef, ...staff }),
});

export const SignatureVerdict = z.enum(['Verified', 'Rejected']);
export type SignatureVerdict = z.infer<typeof SignatureVerdict>;

/**
 * Label details the grader records at grading (spec 3 Population report filters: Month, KeyComments,
 * ArtStoryCover; Comic grading notes: personalCollection). Orders graded before they existed carry none.
 */
export const LabelDetails = z.object({
  /** Cover month, 1-12, when the cover shows one. */
  month: z.number().int().min(1).max(12).nullable(),
  /** "1st appearance of Wolverine", as the label prints it. */
  keyComments: z.string().max(300),
  /** Art, story and cover credits: "Story: Stan Lee; Art: Steve Ditko". */
  artStoryCover: z.string().max(300),
  /** Whose personal collection the book came from, when the label says so ("From the personal collection of ..."). */
  personalCollection: z.string().max(200),
});
export type LabelDetails = z.infer<typeof LabelDetails>;
export const NO_LABEL_DETAILS: LabelDetails = { month: null, keyComments: '', artStoryCover: '', personalCollection: '' };

/** A book was graded: a grade of the slider scale (spec 9), its category, notes and a verdict per signature. */
export const BookGraded = z.object({
  type: z.literal('BookGraded'),
  data: z.object({
    ...bookRef,
    grade: z.number().min(0).max(10),
    category: z.enum(['Verified', 'Authentic', 'Certified', 'Raw Grade']),
    graderNotes: z.string().max(2000),
    signatures: z.array(z.object({ signatureId: z.string(), verdict: SignatureVerdict })),
    /** What the grader reads off the book for its label and the census (cover month, key comments, credits). */
    labelDetails: LabelDetails.default(NO_LABEL_DETAILS),
    ...staff,
  }),
});

/** The stored cover photo: its size and SHA-256, so the file can be checked against the log. */
const CoverPhoto = z.object({ contentType: z.literal('image/jpeg'), bytes: z.number().int().positive(), sha256: z.string() });

/** A book was photographed: its cover is stored at comic/{certificationId}/cover-m.jpg (spec 9). */
export const BookImaged = z.object({
  type: z.literal('BookImaged'),
  data: z.object({
    ...bookRef,
    certificationId: z.string(),
    cover: CoverPhoto,
    ...staff,
  }),
});

/**
 * An imaged book was photographed again before encapsulation: the new photo replaced the file at
 * comic/{certificationId}/cover-m.jpg. `replacedSha256` is the digest of the photo it replaced.
 */
export const BookCoverReplaced = z.object({
  type: z.literal('BookCoverReplaced'),
  data: z.object({
    ...bookRef,
    certificationId: z.string(),
    cover: CoverPhoto,
    replacedSha256: z.string(),
    ...staff,
  }),
});


/** The label of a certified book: what the member's comics list and the certificate show. */
export const CertifiedLabel = z.object({
  memberId: z.string(),
  collectibleType: CollectibleType,
  title: z.string(),
  issue: z.string(),
  year: z.number().int(),
  publisher: z.string(),
  variant: z.string(),
  pedigree: z.string().nullable(),
  tierCode: z.string(),
  tierLabel: z.string(),
  grade: z.number().min(0).max(10),
  category: z.enum(['Verified', 'Authentic', 'Certified', 'Raw Grade']),
  graderNotes: z.string(),
  /** The signatures verified at grading (rejected ones are not on the label). */
  signatures: z.array(z.object({ type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() })),
  hasCover: z.boolean(),
  details: LabelDetails.default(NO_LABEL_DETAILS),
});
export type CertifiedLabel = z.infer<typeof CertifiedLabel>;

/** A book was sealed in its holder under its certification id (comic id format of spec 2.2). */
export const BookEncapsulated = z.object({
  type: z.literal('BookEncapsulated'),
  data: z.object({ ...bookRef, certificationId: z.string(), label: CertifiedLabel, ...staff }),
});

/** Quality control passed a tier group: every arrived book of it is encapsulated and checked. */
export const TierQcApproved = z.object({
  type: z.literal('TierQcApproved'),
  data: z.object({ orderId: z.string(), tierId: z.string(), ...staff }),
});

/**
 * Staff corrected the declared value of a line's books (a book worth more than declared): the line is priced
 * again with the order's catalogue and the difference (positive: owed by the member) moves the balance.
 */
export const DeclaredValueCorrected = z.object({
  type: z.literal('DeclaredValueCorrected'),
  data: z.object({
    orderId: z.string(),
    lineIndex: z.number().int().nonnegative(),
    previousInsuredCents: cents,
    insuredCents: cents,
    previousTierCode: z.string(),
    tierCode: z.string(),
    tierLabel: z.string(),
    /**
     * The turnaround of the line's new tier. A line moved to another tier has its books processed and QC-approved
     * with that tier's group (contracts orders/order-progress.ts); corrections recorded before it was kept leave
     * their books in the group they were submitted with.
     */
    tierDays: z.number().int().positive().optional(),
    /** New line total minus the previous one; may be negative (a credit). */
    amountCents: z.number().int(),
    reason: z.string().min(1).max(500),
    ...staff,
  }),
});

/** The member paid the balance (POST /api/orders/transaction, spec 3 Payment charge). */
export const BalancePaid = z.object({
  type: z.literal('BalancePaid'),
  data: z.object({
    orderId: z.string(),
    amountCents: z.number().int().positive(),
    paymentMethodId: z.string(),
    displayName: z.string(),
    transactionId: z.string(),
    paidAt: at,
    paidBy: z.string(),
  }),
});

export const ParcelCarrier = z.enum(['FedEx', 'UPS', 'USPS', 'DHL']);
export type ParcelCarrier = z.infer<typeof ParcelCarrier>;

/** The graded books left in a parcel (all tiers QC-approved and nothing owed). */
export const OrderShipped = z.object({
  type: z.literal('OrderShipped'),
  data: z.object({ orderId: z.string(), carrier: ParcelCarrier, trackingNumber: z.string().min(5).max(40), ...staff }),
});

/** The graded books wait at the counter the member chose (shipping kind 'pickup'). */
export const OrderReadyForPickUp = z.object({
  type: z.literal('OrderReadyForPickUp'),
  data: z.object({ orderId: z.string(), ...staff }),
});

/** Delivered or collected: the order is closed. */
export const OrderCompleted = z.object({
  type: z.literal('OrderCompleted'),
  data: z.object({ orderId: z.string(), ...staff }),
});

/** One payment a cancellation gives back, under its own gateway idempotency key. */
export const RefundDue = z.object({ refundKey: z.string(), transactionId: z.string(), amountCents: z.number().int().positive() });
export type RefundDue = z.infer<typeof RefundDue>;

/**
 * Cancelled before any book was graded; what was paid is refunded through the gateway. The cancellation is
 * recorded first, with the refunds it owes (`refundsDue`); each refund is then recorded as it is made
 * (OrderRefundIssued or OrderRefundRefused), so a crash in between leaves a refund due that the payment
 * reconciler makes, never a refund without a record. Orders cancelled before that was so carry the refund
 * already made in `refund` (its refund ids space-separated) and no `refundsDue`.
 */
export const OrderCancelled = z.object({
  type: z.literal('OrderCancelled'),
  data: z.object({
    orderId: z.string(),
    reason: z.string().min(1).max(500),
    refund: z.object({ amountCents: z.number().int().positive(), transactionId: z.string() }).nullable(),
    refundsDue: z.array(RefundDue).optional(),
    ...staff,
  }),
});

/** A refund due at cancellation was made by the gateway. `at`: when it was recorded (the injected clock). */
export const OrderRefundIssued = z.object({
  type: z.literal('OrderRefundIssued'),
  data: z.object({ orderId: z.string(), refundKey: z.string(), transactionId: z.string(), amountCents: z.number().int().positive(), refundId: z.string(), at }),
});

/** The gateway refused a refund due at cancellation (the reason it gave): staff must settle it by hand. */
export const OrderRefundRefused = z.object({
  type: z.literal('OrderRefundRefused'),
  data: z.object({ orderId: z.string(), refundKey: z.string(), transactionId: z.string(), amountCents: z.number().int().positive(), reason: z.string(), at }),
});

export const OrderEvent = z.discriminatedUnion('type', [
  OrderSubmitted,
  OrderReceived,
  BookPreGraded,
  BookPressed,
  BookGraded,
  BookImaged,
  BookCoverReplaced,
  BookEncapsulated,
  TierQcApproved,
  DeclaredValueCorrected,
  BalancePaid,
  OrderShipped,
  OrderReadyForPickUp,
  OrderCompleted,
  OrderCancelled,
  OrderRefundIssued,
  OrderRefundRefused,
]);
export type OrderEvent = z.infer<typeof OrderEvent>;
export type OrderSubmittedData = z.infer<typeof OrderSubmitted>['data'];
export const orderEventTypes = OrderEvent.options.map((o) => o.shape.type.value);
export const orderStreamId = (orderId: string) => `Order-${orderId}`;

/**
 * The member's order list on the command side (stream `MemberOrders-{memberId}`): one entry per submitted
 * order, appended right after its OrderSubmitted under the command id `member-order:{orderId}` (so a retry
 * records it once). Checkout reads it to know whether the member has no order yet (spec 3 Member
 * isWelcomePromo) without asking a read model.
 */
export const MemberOrderRecorded = z.object({
  type: z.literal('MemberOrderRecorded'),
  data: z.object({ memberId: z.string(), orderId: z.string(), submittedAt: at }),
});
export const MemberOrdersEvent = z.discriminatedUnion('type', [MemberOrderRecorded]);
export type MemberOrdersEvent = z.infer<typeof MemberOrdersEvent>;
export const memberOrdersStreamId = (memberId: string) => `MemberOrders-${memberId}`;
export const memberOrderCommandId = (orderId: string) => `member-order:${orderId}`;
