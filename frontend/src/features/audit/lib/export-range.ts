import { AUDIT_EXPORT_MAX_DAYS, AuditExportQuery, auditFileNames } from '@certus/contracts/audit/audit-exports';
import { auditMessages } from '../model/audit-messages.ts';

/**
 * The period downloads of /audit (GET /api/audit/events.jsonl and /api/audit/ledger.csv ?from=&to=): whole UTC
 * days, both included, at most AUDIT_EXPORT_MAX_DAYS. Checked here with the API's own schema and words, so the
 * auditor hears what is wrong before a download is tried.
 */
export { AUDIT_EXPORT_MAX_DAYS };

export type ExportRange = AuditExportQuery;

export type ExportRangeCheck = { range: ExportRange } | { field: 'from' | 'to'; error: string };

export function checkExportRange(from: string, to: string): ExportRangeCheck {
  const days = { from: from.trim(), to: to.trim() };
  if (!days.from) return { field: 'from', error: auditMessages.rangeMissing };
  if (!days.to) return { field: 'to', error: auditMessages.rangeMissing };
  const parsed = AuditExportQuery.safeParse(days);
  if (parsed.success) return { range: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { field: issue.path[0] === 'from' ? 'from' : 'to', error: issue.message };
}

/** The file a period download is saved as (the name the server gives it). */
export const rangeFileName = (kind: 'events' | 'ledgers', range: ExportRange) => (kind === 'events' ? auditFileNames.periodEvents(range) : auditFileNames.periodLedgers(range));
