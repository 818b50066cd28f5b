import { z } from 'zod';

/**
 * Who held each book of an order, and what was done to it, step by step (issue [4/7]): received (against what
 * was declared), pre-graded, pressed, graded, imaged, encapsulated under its certification id, QC-approved,
 * shipped (carrier and tracking) or set out for pick-up, and collected. Folded from the order's events. Auditors
 * see the staff member's id and name (GET /api/audit/orders/{orderId}/custody); members see their own books with
 * staff as initials and id (GET /api/orders/{orderId}/custody, GET /api/comics/user/{certificationId}/custody).
 */

const at = z.iso.datetime();

export const CUSTODY_STEP_KINDS = [
  'submitted',
  'received',
  'missing',
  'pre-graded',
  'pressed',
  'graded',
  'imaged',
  'cover-replaced',
  'encapsulated',
  'qc-approved',
  'shipped',
  'ready-for-pickup',
  'completed',
  'cancelled',
] as const;
export const CustodyStepKind = z.enum(CUSTODY_STEP_KINDS);
export type CustodyStepKind = z.infer<typeof CustodyStepKind>;

/** The person a step names: a staff member (or the member, for submitted), or the system. */
export const CustodyPerson = z.object({
  /** The member id the event names (`by`), null for the system. */
  id: z.string().nullable(),
  /** Auditors: the staff member's full name; members: initials ("J. K."); null when unknown. */
  name: z.string().nullable(),
});
export type CustodyPerson = z.infer<typeof CustodyPerson>;

export const CustodyStep = z.object({
  kind: CustodyStepKind,
  /** The order event it comes from. */
  version: z.number().int().positive(),
  at,
  by: CustodyPerson,
  /** One line of plain English: what was done and with what result (grade, certification id, carrier and tracking). */
  detail: z.string(),
});
export type CustodyStep = z.infer<typeof CustodyStep>;

export const BookCustody = z.object({
  orderId: z.string(),
  bookNo: z.number().int().positive(),
  title: z.string(),
  issue: z.string(),
  /** Null until encapsulated. */
  certificationId: z.string().nullable(),
  /** As declared at submission, and as corrected since (null when never corrected). */
  declaredValueCents: z.number().int().nonnegative(),
  correctedValueCents: z.number().int().nonnegative().nullable(),
  steps: z.array(CustodyStep).min(1),
});
export type BookCustody = z.infer<typeof BookCustody>;

export const OrderCustody = z.object({
  orderId: z.string(),
  books: z.array(BookCustody).min(1),
});
export type OrderCustody = z.infer<typeof OrderCustody>;
