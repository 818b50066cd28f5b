import { AuditViewEvent, auditViewEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(auditViewEventTypes);

/**
 * audit_trail (issue [4/7]): one row per look an auditor took at a record (AuditRecordOpened), read by
 * GET /api/audit/trail. The auditor's e-mail is joined from the members read model when the trail is read, not
 * copied here: this table then follows from its own events alone, so a rebuild of it gives the same rows
 * whatever the members projection has got to.
 */
export const auditTrailProjection = documentProjection({
  name: 'audit-trail',
  table: 'audit_trail',
  keyColumn: 'view_id',
  columns: ['view_id', 'auditor_id', 'read', 'order_id', 'detail', 'opened_at', 'position'],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { viewId: string }).viewId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveAuditTrailRow,
});

export function evolveAuditTrailRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = AuditViewEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'AuditRecordOpened': {
      // A look is recorded once, under a new view id (the stream is appended as new): a second event with the
      // same id cannot come from the recording middleware, and would not rewrite what was seen.
      if (row) return row;
      const d = event.data;
      return {
        view_id: d.viewId,
        auditor_id: d.auditorId,
        read: d.read,
        order_id: d.orderId,
        detail: d.detail,
        opened_at: d.at,
        position: recorded.globalPosition,
      };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`unhandled event ${String(unknown)}`);
    }
  }
}
