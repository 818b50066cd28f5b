import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditOrderSearchResult,
  AuditRecordOpened,
  AuditTrail,
  ErrorBody,
  PUBLIC_CLIENT_ID,
  TokenResponse,
  auditSearchMessages,
  auditViewStreamId,
  memberStreamId,
  type AuditTrailEntry,
  type OrderSubmittedData,
} from '@certus/contracts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '@certus/command-service';
import { DEMO_ORDER_ID } from '@certus/command-service/demo/seed-demo-order';
import { handleCommand } from '@certus/command-service/shared/command-handler';
import { memberDecider } from '@certus/command-service/members/member.decider';
import { allProjections } from '@certus/projections';
import { aSubmittedOrder } from '../../command-service/src/orders/testing/order-journeys.ts';
import { aMemberWithAddressAndCard, aSignedInMember } from '../support/member-setup.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * Issue [4/7]: finding orders to audit (GET /api/audit/orders) and the auditors' own trail (GET /api/audit/trail),
 * over HTTP against the whole platform on real PostgreSQL, with the projections running. The demo data is seeded as
 * `npm start` seeds it (order 25-DEMOC03 of member@demo.test, submitted 8 days ago, a balance owed), and a second
 * order is submitted today by another member, so that every filter has an order to leave out. The demo auditor signs
 * in through POST /token like anyone. The demo data has one auditor; the second is a member registered here and
 * granted the role through the member decider's GrantRole (the only way a role is granted: the demo seed's), then
 * signed in: a real account, so the trail can show its e-mail.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const account = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('auditors: finding orders, and the trail of what they opened', () => {
  let platform: Platform;
  let auditor: { token: string; memberId: string };
  let secondAuditor: { token: string; memberId: string; email: string };
  let member: string;
  let demoMemberId: string;
  let demoOrder: AuditOrderSearchResult['hits'][number];
  let todaysOrder: OrderSubmittedData;

  const signIn = async (username: string, password: string) => {
    const answer = await platform.api('/token', { form: { client_id: PUBLIC_CLIENT_ID, grant_type: 'password', username, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const grant = TokenResponse.parse(answer.body);
    return { token: grant.access_token, memberId: JSON.parse(grant.claims).memberId as string, role: grant.userRole };
  };
  const get = (path: string, token: string | undefined, headers: Record<string, string> = {}) => platform.api(path, { ...(token ? { token } : {}), headers });
  const search = async (query: string, token = auditor.token) => {
    const answer = await get(`/api/audit/orders?${query}`, token);
    expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    return AuditOrderSearchResult.parse(answer.body);
  };
  const idsOf = (result: AuditOrderSearchResult) => result.hits.map((h) => h.orderId);
  const trail = async (query: string, token = secondAuditor.token) => {
    const answer = await get(`/api/audit/trail?${query}`, token);
    expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return AuditTrail.parse(answer.body);
  };
  /** The trail once the projection has taken in `count` entries for the query (it follows the log by milliseconds). */
  const trailWith = async (query: string, count: number) => {
    for (let i = 0; i < 400; i++) {
      const read = await trail(query);
      if (read.total >= count) return read;
      await sleep(25);
    }
    throw new Error(`the trail never held ${count} entries for ${query}`);
  };
  const recordedLooks = async () => Number((await platform.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE stream_id LIKE 'AuditView-%'")).rows[0]!.n);

  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedDemoAccounts(platform.deps);
    auditor = await signIn(account('auditor').email, account('auditor').password);
    ({ token: member, memberId: demoMemberId } = await signIn(account('authenticated').email, account('authenticated').password));

    const registered = await aSignedInMember(platform, { prefix: 'second-auditor', firstName: 'Sam', lastName: 'Second' });
    const commandId = `test:grant-auditor:${registered.memberId}`;
    await handleCommand(platform.deps.store, memberStreamId(registered.memberId), memberDecider, { type: 'GrantRole', role: 'auditor', now: new Date().toISOString() }, {
      commandId,
      metadata: { correlationId: commandId, causationId: commandId, commandId, actor: { userId: null, role: 'system' } },
    });
    const signedIn = await signIn(registered.email, 'Member-pass-1');
    expect(signedIn.role).toBe('auditor');
    secondAuditor = { ...signedIn, email: registered.email };

    const buyer = await aMemberWithAddressAndCard(platform, undefined, 'searched');
    todaysOrder = await aSubmittedOrder(platform, buyer, await platform.deps.catalogue.current());
    // The search reads the orders read model: wait until both orders are in it.
    for (let i = 0; ; i++) {
      const found = await search(`orderId=${todaysOrder.orderId}`);
      const demo = await search(`orderId=${DEMO_ORDER_ID}`);
      if (found.total === 1 && demo.total === 1) {
        demoOrder = demo.hits[0]!;
        break;
      }
      if (i > 400) throw new Error('the orders read model never showed both orders');
      await sleep(25);
    }
  }, 180_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the start of an order id in any case, then 25-DEMOC03 with its member, status and money, and not the other order', async () => {
    const answer = await get('/api/audit/orders?orderId=25-democ', auditor.token);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const result = AuditOrderSearchResult.parse(answer.body);
    expect(result).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(result.hits).toEqual([
      {
        orderId: DEMO_ORDER_ID,
        memberId: demoMemberId,
        memberEmail: 'member@demo.test',
        memberName: 'Demo Member',
        submittedAt: expect.any(String),
        status: 'Invoicing',
        currency: 'USD',
        count: 4,
        grandTotalCents: expect.any(Number),
        balanceCents: expect.any(Number),
      },
    ]);
    expect(result.hits[0]!.balanceCents).toBeGreaterThan(0);
    // A prefix, not a part: the middle of the id finds nothing.
    expect((await search('orderId=DEMOC03')).total).toBe(0);
  });

  it("given a part of the member's e-mail in any case, then that member's orders; % and _ are taken literally", async () => {
    expect(idsOf(await search('email=MEMBER%40DEMO'))).toEqual([DEMO_ORDER_ID]);
    expect(idsOf(await search('email=searched-'))).toEqual([todaysOrder.orderId]);
    expect((await search('email=%25')).total).toBe(0);
    expect((await search('email=_')).total).toBe(0);
  });

  it('given days submitted (UTC, both ends included), then the orders of those days, newest first', async () => {
    const demoDay = demoOrder.submittedAt.slice(0, 10);
    const today = todaysOrder.submittedAt.slice(0, 10);
    expect(demoDay < today).toBe(true);
    expect(idsOf(await search(`from=${demoDay}&to=${demoDay}`))).toEqual([DEMO_ORDER_ID]);
    expect(idsOf(await search(`from=${today}&to=${today}`))).toEqual([todaysOrder.orderId]);
    expect(idsOf(await search(`from=${demoDay}&to=${today}`))).toEqual([todaysOrder.orderId, DEMO_ORDER_ID]);
    // The demo data's older orders (the turnaround seed's) were submitted before the demo order.
    const upToDemoDay = await search(`to=${demoDay}`);
    expect(idsOf(upToDemoDay)[0]).toBe(DEMO_ORDER_ID);
    expect(upToDemoDay.hits.every((h) => h.submittedAt.slice(0, 10) <= demoDay)).toBe(true);
    expect(idsOf(upToDemoDay)).not.toContain(todaysOrder.orderId);
    expect(idsOf(await search(`from=${today}`))).toEqual([todaysOrder.orderId]);
  });

  it('given more orders than a page holds, then 25 a page, newest first across pages, each order once, with the total', async () => {
    const first = await search('');
    expect(first.total).toBeGreaterThan(25);
    expect(first.hits).toHaveLength(25);
    expect(first.hits[0]!.orderId).toBe(todaysOrder.orderId);
    const second = await search('page=2');
    expect(second).toMatchObject({ total: first.total, page: 2, pageSize: 25 });
    expect(second.hits).toHaveLength(Math.min(25, first.total - 25));
    const listed = [...first.hits, ...second.hits];
    expect(new Set(idsOf({ ...first, hits: listed })).size).toBe(listed.length);
    const times = listed.map((h) => h.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    const pastTheEnd = await search(`page=${Math.ceil(first.total / 25) + 1}`);
    expect(pastTheEnd).toMatchObject({ hits: [], total: first.total });
  });

  it('given a status, or a range of the grand total, then only the orders that hold it', async () => {
    expect(idsOf(await search('status=Invoicing'))).toEqual([DEMO_ORDER_ID]);
    expect(idsOf(await search('status=Submitted'))).toEqual([todaysOrder.orderId]);
    expect((await search('status=Completed')).total).toBe(0);
    const total = demoOrder.grandTotalCents;
    expect(total).not.toBe(todaysOrder.grandTotalCents);
    expect(idsOf(await search(`minCents=${total}&maxCents=${total}`))).toEqual([DEMO_ORDER_ID]);
    expect(idsOf(await search(`minCents=${total + 1}&maxCents=${total + 1}`))).toEqual([]);
    // Every filter given must hold.
    expect(idsOf(await search(`email=demo&status=Submitted`))).toEqual([]);
    expect(idsOf(await search(`email=demo&status=Invoicing&minCents=${total}`))).toEqual([DEMO_ORDER_ID]);
  });

  it('given ranges the wrong way round or malformed filters, then 400 with the message under the field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['from=2025-05-31&to=2025-05-01', { 'model.to': [auditSearchMessages.fromAfterTo] }],
      ['minCents=500&maxCents=100', { 'model.maxCents': [auditSearchMessages.minAboveMax] }],
      ['minCents=ten', { 'model.minCents': [auditSearchMessages.cents] }],
      ['from=2025-02-30', { 'model.from': [auditSearchMessages.date] }],
      ['status=Shipped', { 'model.status': [auditSearchMessages.status] }],
      ['page=0', { 'model.page': [auditSearchMessages.page] }],
    ];
    for (const [query, modelState] of cases) {
      expect(await get(`/api/audit/orders?${query}`, auditor.token), query).toMatchObject({ status: 400, body: { message: 'The request is invalid.', modelState } });
    }
  });

  it('given a member, then 403; given nobody, then 401; both in the error shape, and neither recorded anything', async () => {
    const before = await recordedLooks();
    for (const path of ['/api/audit/orders?email=demo', '/api/audit/trail', `/api/audit/orders/${DEMO_ORDER_ID}/history`, `/api/audit/orders/${DEMO_ORDER_ID}/as-of?version=1`]) {
      const byMember = await get(path, member);
      expect(byMember.status, path).toBe(403);
      expect(ErrorBody.safeParse(byMember.body).success).toBe(true);
      const byNobody = await get(path, undefined);
      expect(byNobody.status, path).toBe(401);
      expect(ErrorBody.safeParse(byNobody.body).success).toBe(true);
    }
    expect(await recordedLooks()).toBe(before);
  });

  it("given the demo auditor opens 25-DEMOC03's history and the order as of a version, then a second auditor reads both in the trail, newest first, with the read, the order and what was asked", async () => {
    const before = (await trail(`orderId=${DEMO_ORDER_ID}&auditorId=${auditor.memberId}`)).total;
    const opened = new Date().toISOString();
    expect((await get(`/api/audit/orders/${DEMO_ORDER_ID}/history`, auditor.token, { 'x-correlation-id': 'audit-trail-test-history' })).status).toBe(200);
    expect((await get(`/api/audit/orders/${DEMO_ORDER_ID.toLowerCase()}/as-of?version=3`, auditor.token, { 'x-correlation-id': 'audit-trail-test-as-of' })).status).toBe(200);

    const read = await trailWith(`orderId=${DEMO_ORDER_ID.toLowerCase()}&auditorId=${auditor.memberId}`, before + 2);
    expect(read).toMatchObject({ total: before + 2, page: 1, pageSize: 50 });
    const [asOf, history] = read.entries as [AuditTrailEntry, AuditTrailEntry];
    const looker = { auditorId: auditor.memberId, auditorEmail: account('auditor').email, orderId: DEMO_ORDER_ID };
    expect(asOf).toMatchObject({ ...looker, read: 'order-as-of', detail: 'as of version 3' });
    expect(history).toMatchObject({ ...looker, read: 'order-history', detail: 'history: every event' });
    for (const entry of [asOf, history]) expect(entry.at >= opened && entry.at <= new Date().toISOString()).toBe(true);

    // Each look is its own stream in the log, written by the read, stamped with the request that made it.
    const stream = await platform.store.readStream(auditViewStreamId(asOf.viewId));
    expect(stream).toHaveLength(1);
    const [event] = stream as [(typeof stream)[number]];
    expect(AuditRecordOpened.parse({ type: event.type, data: event.data }).data).toEqual({
      viewId: asOf.viewId, auditorId: auditor.memberId, read: 'order-as-of', orderId: DEMO_ORDER_ID, detail: 'as of version 3', at: asOf.at,
    });
    expect(event.metadata).toEqual({ correlationId: 'audit-trail-test-as-of', causationId: 'audit-trail-test-as-of', actor: { userId: auditor.memberId, role: 'auditor' } });
    expect((await platform.store.readStream(auditViewStreamId(history.viewId))).map((e) => e.metadata.correlationId)).toEqual(['audit-trail-test-history']);
  });

  it('given a search, then it is recorded with its filters in words and no order; reading the trail records nothing', async () => {
    const mine = `auditorId=${secondAuditor.memberId}`;
    const before = (await trail(mine)).total;
    await search('email=demo&status=Invoicing', secondAuditor.token);
    const read = await trailWith(mine, before + 1);
    expect(read.entries[0]).toMatchObject({ auditorId: secondAuditor.memberId, auditorEmail: secondAuditor.email, read: 'order-search', orderId: null, detail: 'e-mail contains demo, status Invoicing' });

    const looks = await recordedLooks();
    await trail(mine);
    await trail(`orderId=${DEMO_ORDER_ID}`, auditor.token);
    expect(await recordedLooks()).toBe(looks);
  });

  it('given a malformed trail query, then 400 under its field; a member 403 and nobody 401', async () => {
    expect(await get('/api/audit/trail?orderId=not-an-order', auditor.token)).toMatchObject({ status: 400, body: { modelState: { 'model.orderId': ['An order id is written like 25-DEMOC03.'] } } });
    expect(await get('/api/audit/trail?page=first', auditor.token)).toMatchObject({ status: 400, body: { modelState: { 'model.page': ['The page is a whole number from 1.'] } } });
    expect((await get('/api/audit/trail', member)).status).toBe(403);
    expect((await get('/api/audit/trail', undefined)).status).toBe(401);
  });

  it('given the trail read model, then applying the log again changes nothing and a rebuild from zero gives the same rows', async () => {
    await expectReplayAndRebuildIdentical(platform, allProjections.find((p) => p.name === 'audit-trail')!, 'audit_trail', 'view_id');
  });
});
