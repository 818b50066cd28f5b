import { z } from 'zod';
import { text } from '../rules/text.ts';
import { parseOrderId } from '../rules/identifiers.ts';

/**
 * The auditors' own trail (issue [4/7]): each thing an auditor opens is recorded as an event by the read that
 * answers it (never by the browser, which could leave it out), and every auditor can read the trail
 * (GET /api/audit/trail). Stream `AuditView-{viewId}`, one event each, appended as a new stream.
 */

const at = z.iso.datetime();

export const AUDITED_READS = ['order-search', 'order-history', 'order-as-of', 'fee-ledger', 'custody', 'order-events-export', 'ledger-export', 'range-export'] as const;
export const AuditedRead = z.enum(AUDITED_READS);
export type AuditedRead = z.infer<typeof AuditedRead>;

/** An auditor opened a record. */
export const AuditRecordOpened = z.object({
  type: z.literal('AuditRecordOpened'),
  data: z.object({
    viewId: z.string(),
    auditorId: z.string(),
    read: AuditedRead,
    /** The order opened; null for a search or a date-range export. */
    orderId: z.string().nullable(),
    /** What was asked, in words ("as of version 7", "e-mail contains demo, status Shipped", "2025-05-01 to 2025-05-31"). */
    detail: z.string(),
    at,
  }),
});
export type AuditRecordOpened = z.infer<typeof AuditRecordOpened>;
export const AuditViewEvent = z.discriminatedUnion('type', [AuditRecordOpened]);
export type AuditViewEvent = z.infer<typeof AuditViewEvent>;
export const auditViewStreamId = (viewId: string) => `AuditView-${viewId}`;

export const auditViewEventTypes = AuditViewEvent.options.map((o) => o.shape.type.value);

/** What a 400 of the trail says, under the field it names. */
export const auditTrailMessages = {
  orderId: 'An order id is written like 25-DEMOC03.',
  auditorId: "An auditor id is at most 64 characters (the auditor's member id).",
  page: 'The page is a whole number from 1.',
} as const;

/** Entries a page of the trail holds. */
export const AUDIT_TRAIL_PAGE_SIZE = 50;

export const AuditTrailQuery = z.object({
  orderId: text({ error: auditTrailMessages.orderId })
    .max(40, auditTrailMessages.orderId)
    // Empty is no filter, as in the search: a form's blank field.
    .refine((value) => value.trim() === '' || parseOrderId(value) !== null, auditTrailMessages.orderId)
    .optional()
    .meta({ description: 'Only the looks at this order (any case; a search names no order and is left out).' }),
  auditorId: text({ error: auditTrailMessages.auditorId }).max(64, auditTrailMessages.auditorId).optional().meta({ description: "Only this auditor's looks (their member id)." }),
  page: text({ error: auditTrailMessages.page }).regex(/^[1-9]\d{0,5}$/, auditTrailMessages.page).optional().meta({ description: `From 1; ${AUDIT_TRAIL_PAGE_SIZE} entries a page.` }),
});
export type AuditTrailQuery = z.infer<typeof AuditTrailQuery>;

export const AuditTrailEntry = z.object({
  viewId: z.string(),
  auditorId: z.string(),
  auditorEmail: z.string(),
  read: AuditedRead,
  orderId: z.string().nullable(),
  detail: z.string(),
  at,
});
export type AuditTrailEntry = z.infer<typeof AuditTrailEntry>;

export const AuditTrail = z.object({
  entries: z.array(AuditTrailEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditTrail = z.infer<typeof AuditTrail>;
