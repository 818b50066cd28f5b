import { z } from 'zod';
import { text } from '../rules/text.ts';
import { SummaryStatusSchema } from '../http/orders.ts';

/**
 * Finding orders to audit (GET /api/audit/orders, issue [4/7]): by order id (a prefix), the member's e-mail (a
 * part of it), the day submitted (from and to, inclusive, UTC), the status, and a range of the grand total.
 * Every filter is optional; all given must hold. Newest first, 25 a page.
 */

const date = z.iso.date();

export const AuditOrderSearchQuery = z.object({
  orderId: text().max(40).optional(),
  email: text().max(254).optional(),
  from: text().pipe(date).optional(),
  to: text().pipe(date).optional(),
  status: SummaryStatusSchema.optional(),
  /** The grand total's range, in cents, inclusive (as digits). */
  minCents: text().regex(/^\d{1,12}$/).optional(),
  maxCents: text().regex(/^\d{1,12}$/).optional(),
  /** From 1. */
  page: text().regex(/^[1-9]\d{0,5}$/).optional(),
});
export type AuditOrderSearchQuery = z.infer<typeof AuditOrderSearchQuery>;

export const AuditOrderSearchHit = z.object({
  orderId: z.string(),
  memberId: z.string(),
  memberEmail: z.string(),
  memberName: z.string(),
  submittedAt: z.iso.datetime(),
  status: SummaryStatusSchema,
  currency: z.enum(['USD', 'CAD']),
  count: z.number().int().positive(),
  grandTotalCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type AuditOrderSearchHit = z.infer<typeof AuditOrderSearchHit>;

export const AuditOrderSearchResult = z.object({
  hits: z.array(AuditOrderSearchHit),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditOrderSearchResult = z.infer<typeof AuditOrderSearchResult>;
