import { z } from 'zod';
import { text } from '../rules/text.ts';

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

export const AuditTrailQuery = z.object({
  orderId: text().max(40).optional(),
  auditorId: text().max(64).optional(),
  page: text().regex(/^[1-9]\d{0,5}$/).optional(),
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
