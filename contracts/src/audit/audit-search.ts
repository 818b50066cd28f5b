import { z } from 'zod';
import { text } from '../rules/text.ts';
import { SummaryStatusSchema } from '../http/orders.ts';
import { SUMMARY_STATUSES } from '../orders/order-status.ts';

/**
 * Finding orders to audit (GET /api/audit/orders, issue [4/7]): by order id (a prefix), the member's e-mail (a
 * part of it), the day submitted (from and to, inclusive, UTC), the status, and a range of the grand total.
 * Every filter is optional; all given must hold. Newest first, 25 a page.
 */

/** What a 400 of the search says, under the field it names (the browser's form shows the same words). */
export const auditSearchMessages = {
  orderId: 'An order id to look for is at most 40 characters.',
  email: 'An e-mail to look for is at most 254 characters.',
  date: 'A day is written YYYY-MM-DD and must exist on the calendar (2025-05-31).',
  status: `The status is one of ${SUMMARY_STATUSES.join(', ')}.`,
  cents: 'An amount is a whole number of cents (digits only, up to 12).',
  page: 'The page is a whole number from 1.',
  fromAfterTo: 'The first day comes after the last: give a from day on or before the to day.',
  minAboveMax: 'The lowest grand total is above the highest: give a minCents at or below maxCents.',
} as const;

/** Orders a page of the search holds. */
export const AUDIT_SEARCH_PAGE_SIZE = 25;

const date = z.iso.date({ error: auditSearchMessages.date });
const cents = () => text({ error: auditSearchMessages.cents }).regex(/^\d{1,12}$/, auditSearchMessages.cents);

export const AuditOrderSearchQuery = z
  .object({
    orderId: text().max(40, auditSearchMessages.orderId).optional().meta({ description: 'The start of an order id, any case (25-DEMO finds 25-DEMOC03).' }),
    email: text().max(254, auditSearchMessages.email).optional().meta({ description: "A part of the member's e-mail, any case (% and _ are taken literally)." }),
    from: text({ error: auditSearchMessages.date }).pipe(date).optional().meta({ description: 'The first day submitted, YYYY-MM-DD, UTC, inclusive.' }),
    to: text({ error: auditSearchMessages.date }).pipe(date).optional().meta({ description: 'The last day submitted, YYYY-MM-DD, UTC, inclusive.' }),
    status: z.enum(SummaryStatusSchema.options, { error: auditSearchMessages.status }).optional(),
    /** The grand total's range, in cents, inclusive (as digits). */
    minCents: cents().optional().meta({ description: 'The lowest grand total, in cents, inclusive.' }),
    maxCents: cents().optional().meta({ description: 'The highest grand total, in cents, inclusive.' }),
    /** From 1. */
    page: text({ error: auditSearchMessages.page }).regex(/^[1-9]\d{0,5}$/, auditSearchMessages.page).optional().meta({ description: `From 1; ${AUDIT_SEARCH_PAGE_SIZE} orders a page.` }),
  })
  // A range the wrong way round finds nothing by construction: it is a typing slip, said as such rather than an empty list.
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) ctx.addIssue({ code: 'custom', message: auditSearchMessages.fromAfterTo, path: ['to'] });
    if (query.minCents !== undefined && query.maxCents !== undefined && Number(query.minCents) > Number(query.maxCents)) {
      ctx.addIssue({ code: 'custom', message: auditSearchMessages.minAboveMax, path: ['maxCents'] });
    }
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
