import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { AuditRecordOpened, type MemberRole } from '@certus/contracts';
import { ManualClock, NO_STREAM, sequentialIds, type AppendResult, type EventStore, type NewEvent } from '@certus/infra';
import { recordAuditedReads } from './record-audited-reads.ts';

const AT = '2025-06-01T12:00:00.000Z';

/** The store's append as the middleware sees it: each call kept, or refused as a failing database would. */
function appendsTo(fails = false) {
  const appended: { streamId: string; expected: unknown; events: NewEvent[]; options: unknown }[] = [];
  const store: Pick<EventStore, 'append'> = {
    async append(streamId, expected, events, options): Promise<AppendResult> {
      if (fails) throw new Error('connection terminated');
      appended.push({ streamId, expected, events, options });
      return { nextExpectedVersion: events.length, lastCheckpoint: { txId: '1', position: '1' }, duplicate: false };
    },
  };
  return { store, appended };
}

const aRequest = (path: string, options: { role?: MemberRole; method?: string; query?: Record<string, unknown>; correlationId?: string } = {}) =>
  ({
    method: options.method ?? 'GET',
    baseUrl: '',
    path,
    query: options.query ?? {},
    correlationId: 'correlationId' in options ? options.correlationId : 'request-7',
    user: options.role ? { userId: `${options.role}-member-1`, email: 'a@demo.test', role: options.role, sessionId: 's', displayName: 'A' } : undefined,
  }) as unknown as Request;

/** Runs the middleware; what it passed to next (undefined: went on to the read) or the error it failed with. */
async function run(store: Pick<EventStore, 'append'>, req: Request) {
  const middleware = recordAuditedReads({ store, clock: new ManualClock(new Date(AT)), ids: sequentialIds('aaaaaaaa') });
  let nextCalls = 0;
  let failure: unknown;
  try {
    await middleware(req, {} as Response, () => nextCalls++);
  } catch (error) {
    failure = error;
  }
  return { nextCalls, failure };
}

describe('recording an auditor’s read before it answers', () => {
  it('given an auditor opening an order as of a version, then one AuditRecordOpened on a new AuditView stream, stamped with who and which request, then the read runs', async () => {
    const { store, appended } = appendsTo();
    const { nextCalls } = await run(store, aRequest('/api/audit/orders/25-DEMOC03/as-of', { role: 'auditor', query: { version: '7' } }));
    expect(nextCalls).toBe(1);
    expect(appended).toHaveLength(1);
    const [{ streamId, expected, events, options }] = appended as [(typeof appended)[number]];
    const viewId = 'aaaaaaaa-0000-4000-8000-000000000001';
    expect(streamId).toBe(`AuditView-${viewId}`);
    expect(expected).toBe(NO_STREAM);
    expect(options).toBeUndefined();
    expect(events).toEqual([
      {
        type: 'AuditRecordOpened',
        data: { viewId, auditorId: 'auditor-member-1', read: 'order-as-of', orderId: '25-DEMOC03', detail: 'as of version 7', at: AT },
        metadata: { correlationId: 'request-7', causationId: 'request-7', actor: { userId: 'auditor-member-1', role: 'auditor' } },
      },
    ]);
    expect(AuditRecordOpened.safeParse(events[0]).success).toBe(true);
  });

  it('given the append fails, then the read does not run: the failure goes to the error handler', async () => {
    const { store } = appendsTo(true);
    const { nextCalls, failure } = await run(store, aRequest('/api/audit/orders/25-DEMOC03/history', { role: 'auditor' }));
    expect(nextCalls).toBe(0);
    expect(failure).toBeInstanceOf(Error);
  });

  it('given nobody, a member or a worker, then nothing is recorded and the read’s own guard answers', async () => {
    const { store, appended } = appendsTo();
    for (const role of [undefined, 'authenticated', 'worker', 'editor'] as const) {
      expect((await run(store, aRequest('/api/audit/orders/25-DEMOC03/history', role ? { role } : {}))).nextCalls).toBe(1);
    }
    expect(appended).toEqual([]);
  });

  it('given an auditor reading the trail, another part of the site, or sending something other than a read, then nothing is recorded', async () => {
    const { store, appended } = appendsTo();
    for (const req of [
      aRequest('/api/audit/trail', { role: 'auditor' }),
      aRequest('/api/orders/userorders/10', { role: 'auditor' }),
      aRequest('/api/audit/orders/25-DEMOC03/history', { role: 'auditor', method: 'POST' }),
      aRequest('/api/audit/orders/not-an-order/history', { role: 'auditor' }),
    ]) {
      expect((await run(store, req)).nextCalls).toBe(1);
    }
    expect(appended).toEqual([]);
  });

  it('given a HEAD of an audit read (the GET route runs for it), then it is recorded like the GET', async () => {
    const { store, appended } = appendsTo();
    await run(store, aRequest('/api/audit/orders/25-DEMOC03/custody', { role: 'auditor', method: 'HEAD' }));
    expect(appended.map((a) => (a.events[0]!.data as { read: string }).read)).toEqual(['custody']);
  });

  it('given a request that did not come through the service frame (no correlation id), then it is neither recorded nor answered', async () => {
    const { store, appended } = appendsTo();
    const { nextCalls, failure } = await run(store, aRequest('/api/audit/orders', { role: 'auditor', correlationId: undefined }));
    expect({ nextCalls, appended, failed: failure instanceof Error }).toEqual({ nextCalls: 0, appended: [], failed: true });
  });
});
