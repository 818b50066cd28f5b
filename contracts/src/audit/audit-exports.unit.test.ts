import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../events/envelope.ts';
import type { OrderEvent } from '../events/order-events.ts';
import { aCompletedOrderWithBalancePaid, aReceivedOrder, graded } from '../events/testing/order-lifecycle.ts';
import { AUDIT_EXPORT_MAX_DAYS, AuditEventLine, AuditExportQuery, auditEventLinesOf, auditExportMessages, auditFileNames, recordedBetweenOf } from './audit-exports.ts';
import { orderHistoryOf } from './order-history.ts';
import { audited } from './testing/audited-events.ts';

const issuesOf = (query: unknown) => {
  const parsed = AuditExportQuery.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the period of an audit export', () => {
  it('given one day, or a quarter of 92 days, then it is accepted as given', () => {
    expect(AuditExportQuery.parse({ from: '2025-05-05', to: '2025-05-05' })).toEqual({ from: '2025-05-05', to: '2025-05-05' });
    expect(issuesOf({ from: '2025-01-01', to: '2025-04-02' })).toEqual([]);
  });

  it(`given more than ${AUDIT_EXPORT_MAX_DAYS} days, then refused under "to"`, () => {
    expect(issuesOf({ from: '2025-01-01', to: '2025-04-03' })).toEqual([['to', auditExportMessages.tooLong]]);
  });

  it('given a last day before the first, then refused under "to"', () => {
    expect(issuesOf({ from: '2025-05-05', to: '2025-05-04' })).toEqual([['to', auditExportMessages.toBeforeFrom]]);
  });

  it('given a missing, malformed, impossible or repeated day, then refused under its name with the format', () => {
    expect(issuesOf({ to: '2025-05-05' })).toEqual([['from', auditExportMessages.dateFormat]]);
    expect(issuesOf({ from: '2025-5-5', to: '2025-05-05' })).toEqual([['from', auditExportMessages.dateFormat]]);
    expect(issuesOf({ from: '2025-02-30', to: '2025-03-01' })).toEqual([['from', auditExportMessages.dateFormat]]);
    expect(issuesOf({ from: ['2025-05-01', '2025-05-02'], to: '2025-05-05' })).toEqual([['from', auditExportMessages.dateFormat]]);
    expect(issuesOf({ from: '2025-05-01T00:00:00Z', to: '2025-05-05' })).toEqual([['from', auditExportMessages.dateFormat]]);
  });

  it('given the days, then the times are from the first midnight (UTC) up to the midnight after the last day', () => {
    expect(recordedBetweenOf({ from: '2025-05-05', to: '2025-05-06' })).toEqual({ from: new Date('2025-05-05T00:00:00Z'), to: new Date('2025-05-07T00:00:00Z') });
    expect(auditFileNames.periodLedgers({ from: '2025-05-05', to: '2025-05-06' })).toBe('order-ledgers-2025-05-05-to-2025-05-06.csv');
  });
});

describe("an order's events as JSON lines", () => {
  /** The events as the store hands them back (what the export reads): each audited event with its place in the log. */
  const stored = (life: readonly OrderEvent[]): RecordedEvent[] =>
    audited(life).map((e) => ({ eventId: e.eventId, type: e.event.type, data: e.event.data, metadata: e.metadata, recordedAt: e.recordedAt, streamId: 'Order-25-LIFECYC', streamVersion: e.version, globalPosition: String(e.version), txId: String(e.version) }));

  it('given an order, then a line per event: its history entry, its order id and its data as recorded', () => {
    const life = aCompletedOrderWithBalancePaid();
    const lines = auditEventLinesOf(stored(life));
    const history = orderHistoryOf(audited(life));
    expect(lines).toEqual(history.events.map((entry, i) => ({ ...entry, orderId: '25-LIFECYC', data: life[i]!.data })));
    for (const line of lines) expect(AuditEventLine.parse(JSON.parse(JSON.stringify(line)))).toEqual(line);
  });

  it('given an event stored before a field existed (a grading without label details), then its line carries the data as stored, not the default parsing fills in', () => {
    const recorded = stored([...aReceivedOrder(), graded(3)]);
    const { labelDetails: _none, ...asStored } = recorded[2]!.data as Record<string, unknown>;
    recorded[2] = { ...recorded[2]!, data: asStored };
    const line = auditEventLinesOf(recorded)[2]!;
    expect(line.data).toEqual(asStored);
    expect(line.data).not.toHaveProperty('labelDetails');
    expect(line.summary).toBe('Worker worker-1 graded book 3 (Saga #1): 9.4 Certified');
  });
});
