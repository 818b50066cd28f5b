import { describe, expect, it } from 'vitest';
import { operations } from '@certus/contracts/openapi/document';
import { auditedLookOf } from './audited-reads.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const look = (path: string, query: Record<string, unknown> = {}) => auditedLookOf({ path, query }, NOW);

describe('which look an auditor request opens, and its words', () => {
  it('given a search, then an order-search naming no order, its filters in words', () => {
    expect(look('/api/audit/orders', { email: 'demo', status: 'Shipping' })).toEqual({ read: 'order-search', orderId: null, detail: 'e-mail contains demo, status Shipping' });
    expect(look('/api/audit/orders', { orderId: '25-democ', from: '2025-05-01', to: '2025-05-31', minCents: '1000', maxCents: '123456', page: '2' })).toEqual({
      read: 'order-search',
      orderId: null,
      detail: 'order id starts with 25-DEMOC, submitted 2025-05-01 to 2025-05-31, grand total 10.00 to 1,234.56, page 2',
    });
    expect(look('/api/audit/orders', { from: '2025-05-01', maxCents: '5000' })?.detail).toBe('submitted on or after 2025-05-01, grand total at most 50.00');
    expect(look('/api/audit/orders', { to: '2025-05-31', minCents: '0' })?.detail).toBe('submitted on or before 2025-05-31, grand total at least 0.00');
    expect(look('/api/audit/orders')?.detail).toBe('every order');
    expect(look('/api/audit/orders', { email: '  ', page: '3' })?.detail).toBe('every order, page 3');
  });

  it('given a search the read refuses (a range the wrong way round, a bad day), then it opens nothing', () => {
    expect(look('/api/audit/orders', { from: '2025-05-31', to: '2025-05-01' })).toBeNull();
    expect(look('/api/audit/orders', { minCents: '500', maxCents: '100' })).toBeNull();
    expect(look('/api/audit/orders', { from: '2025-02-30' })).toBeNull();
    expect(look('/api/audit/orders', { status: ['Shipping', 'Completed'] })).toBeNull();
  });

  it('given an order read, then the read and the canonical order id, the moment of an as-of as asked', () => {
    expect(look('/api/audit/orders/25-democ03/history')).toEqual({ read: 'order-history', orderId: '25-DEMOC03', detail: 'history: every event' });
    expect(look('/api/audit/orders/25-DEMOC03/as-of', { version: '7' })).toEqual({ read: 'order-as-of', orderId: '25-DEMOC03', detail: 'as of version 7' });
    expect(look('/api/audit/orders/25-DEMOC03/as-of', { at: '2025-05-05T09:00:00Z' })?.detail).toBe('as of 2025-05-05T09:00:00Z');
    expect(look('/api/audit/orders/25-DEMOC03/ledger')).toMatchObject({ read: 'fee-ledger', orderId: '25-DEMOC03' });
    expect(look('/api/audit/orders/25-DEMOC03/ledger.csv')).toMatchObject({ read: 'ledger-export', orderId: '25-DEMOC03' });
    expect(look('/api/audit/orders/25-DEMOC03/events.jsonl')).toMatchObject({ read: 'order-events-export', orderId: '25-DEMOC03' });
    expect(look('/api/audit/orders/25-DEMOC03/custody')).toMatchObject({ read: 'custody', orderId: '25-DEMOC03' });
  });

  it('given the paths as Express matches them (any case, a trailing slash, an encoded segment), then the same look', () => {
    expect(look('/API/Audit/Orders/25-DEMOC03/History/')).toMatchObject({ read: 'order-history', orderId: '25-DEMOC03' });
    expect(look('/api/audit/orders/25%2DDEMOC03/custody')).toMatchObject({ read: 'custody', orderId: '25-DEMOC03' });
    expect(look('/api/audit/orders/')).toMatchObject({ read: 'order-search' });
  });

  it('given an order read the route refuses before reading (an id that cannot be one, a bad or future moment), then it opens nothing', () => {
    expect(look('/api/audit/orders/not-an-order/history')).toBeNull();
    expect(look('/api/audit/orders/%E0%A4%A/history')).toBeNull();
    expect(look('/api/audit/orders/25-DEMOC03/as-of')).toBeNull();
    expect(look('/api/audit/orders/25-DEMOC03/as-of', { version: 'abc' })).toBeNull();
    expect(look('/api/audit/orders/25-DEMOC03/as-of', { at: '2999-01-01T00:00:00Z' })).toBeNull();
  });

  it("given a period export, then a range-export naming no order, the period in words; a period the export refuses opens nothing", () => {
    expect(look('/api/audit/events.jsonl', { from: '2025-05-01', to: '2025-05-31' })).toEqual({ read: 'range-export', orderId: null, detail: 'order events 2025-05-01 to 2025-05-31, exported as JSON lines' });
    expect(look('/api/audit/ledger.csv', { from: '2025-05-01', to: '2025-05-31' })).toEqual({ read: 'range-export', orderId: null, detail: 'fee ledgers 2025-05-01 to 2025-05-31, exported as CSV' });
    expect(look('/api/audit/events.jsonl', { from: '2025-05-31', to: '2025-05-01' })).toBeNull();
    expect(look('/api/audit/ledger.csv')).toBeNull();
  });

  it('given the trail, or a path that is no audit read, then nothing is recorded', () => {
    expect(look('/api/audit/trail')).toBeNull();
    expect(look('/api/audit/trail', { orderId: '25-DEMOC03' })).toBeNull();
    expect(look('/api/orders/25-DEMOC03')).toBeNull();
    expect(look('/api/audit/orders/25-DEMOC03/somethingelse')).toBeNull();
  });

  it('given every audit read the OpenAPI document lists, then each opens a look (a read added to the document and not to the map fails here)', () => {
    const auditReads = operations.filter((o) => o.method === 'get' && o.path.startsWith('/api/audit/') && o.path !== '/api/audit/trail');
    expect(auditReads.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/audit/orders', '/api/audit/orders/{orderId}/history', '/api/audit/orders/{orderId}/as-of']));
    const query = { version: '1', from: '2025-05-01', to: '2025-05-31' };
    const unrecorded = auditReads.filter((o) => look(o.path.replace(/\{[^}]+\}/g, '25-DEMOC03'), query) === null).map((o) => o.path);
    expect(unrecorded).toEqual([]);
  });
});
