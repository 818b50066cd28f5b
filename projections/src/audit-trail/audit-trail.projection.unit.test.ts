import { describe, expect, it } from 'vitest';
import { auditViewStreamId, type AuditRecordOpened, type RecordedEvent } from '@certus/contracts';
import { auditTrailProjection, evolveAuditTrailRow } from './audit-trail.projection.ts';

let position = 40;
const opened = (data: Partial<AuditRecordOpened['data']> = {}): RecordedEvent => {
  const full: AuditRecordOpened['data'] = {
    viewId: `view-${++position}`,
    auditorId: 'auditor-member-1',
    read: 'order-as-of',
    orderId: '25-DEMOC03',
    detail: 'as of version 7',
    at: '2025-05-05T09:00:00.000Z',
    ...data,
  };
  return {
    eventId: '00000000-0000-4000-8000-000000000000',
    type: 'AuditRecordOpened',
    data: full,
    streamId: auditViewStreamId(full.viewId),
    streamVersion: 1,
    globalPosition: String(position),
    txId: '7',
    recordedAt: full.at,
    metadata: { correlationId: 'request-1', causationId: 'request-1', actor: { userId: full.auditorId, role: 'auditor' } },
  } as RecordedEvent;
};

describe('audit_trail: one row per look an auditor took', () => {
  it('given an auditor opened an order as of a version, then one row says who, which read, which order, what was asked and when', () => {
    const event = opened({ viewId: 'view-a', read: 'order-as-of', orderId: '25-DEMOC03', detail: 'as of version 7' });
    expect(evolveAuditTrailRow(null, event)).toEqual({
      view_id: 'view-a',
      auditor_id: 'auditor-member-1',
      read: 'order-as-of',
      order_id: '25-DEMOC03',
      detail: 'as of version 7',
      opened_at: '2025-05-05T09:00:00.000Z',
      position: event.globalPosition,
    });
  });

  it('given a search (it names no order), then the row has no order id', () => {
    expect(evolveAuditTrailRow(null, opened({ read: 'order-search', orderId: null, detail: 'e-mail contains demo, status Shipping' }))).toMatchObject({
      read: 'order-search',
      order_id: null,
      detail: 'e-mail contains demo, status Shipping',
    });
  });

  it('given the same look delivered again, then the row stays as it was first recorded', () => {
    const event = opened({ viewId: 'view-b' });
    const row = evolveAuditTrailRow(null, event)!;
    expect(evolveAuditTrailRow(row, { ...event, data: { ...(event.data as object), detail: 'something else' } } as RecordedEvent)).toBe(row);
  });

  it('given an event of another stream, then the projection does not read it; given a look, it does, keyed by its view id', () => {
    const other = { ...opened(), type: 'OrderReceived', data: { orderId: '25-DEMOC03' }, streamId: 'Order-25-DEMOC03' } as RecordedEvent;
    expect(auditTrailProjection.handles!(other)).toBe(false);
    expect(auditTrailProjection.handles!(opened())).toBe(true);
    expect(auditTrailProjection.tables).toEqual(['audit_trail']);
  });

  it('given a look whose data is not an AuditRecordOpened (a read the contracts do not know), then it is refused rather than stored', () => {
    expect(() => evolveAuditTrailRow(null, opened({ read: 'something-else' as never }))).toThrow();
  });
});
