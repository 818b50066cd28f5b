import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditOrderAsOf,
  AuditOrderHistory,
  auditMessages,
  formatCents,
  moneyRowsOf,
  orderMoneyOf,
  orderStreamId,
  type Catalogue,
  type OrderSubmittedData,
  type RecordedEvent,
} from '@certus/contracts';
import {
  VSP_SIGNATURE,
  aSubmittedOrder,
  aWorker,
  http,
  startOrderJourneyPlatform,
  type Platform,
  type Worker,
} from '../../command-service/src/orders/testing/order-journeys.ts';
import { aMemberWithAddressAndCard, type MemberWithAddressAndCard } from '../support/member-setup.ts';

/**
 * The auditor's reads of an order (issue [4/7]), over HTTP against the whole platform on real PostgreSQL: an
 * order taken through the real submit and staff steps (submit, receive, a declared-value correction, pre-grade,
 * grade), then read back from its event stream as its history and as it stood at chosen moments. The auditor's
 * token is issued by the platform's token service (as the token endpoint issues one to a member holding the
 * role), since the demo auditor account is not this test's business.
 */

const CORRECTION_REASON = 'A recent sale puts it at $500.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('audit read API: an order history and the order as of any moment', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  let worker: Worker;
  let auditor: string;
  let member: MemberWithAddressAndCard;
  let order: OrderSubmittedData;
  let balanceCents: number;
  let recorded: RecordedEvent[];

  const read = (path: string, token: string | undefined) => platform.api(path, token ? { token } : {});
  const history = (orderId: string, token: string | undefined) => read(`/api/audit/orders/${orderId}/history`, token);
  const asOf = (orderId: string, query: string, token: string | undefined) => read(`/api/audit/orders/${orderId}/as-of?${query}`, token);

  beforeAll(async () => {
    ({ platform, catalogue, worker } = await startOrderJourneyPlatform());
    auditor = await platform.deps.tokens.issue({ userId: 'auditor-1', email: 'auditor-1@certus.test', role: 'auditor', sessionId: 'session-auditor-1', displayName: 'Avery Auditor' });
    member = await aMemberWithAddressAndCard(platform, undefined, 'audited');
    order = await aSubmittedOrder(platform, member, catalogue);
    // Each step under an Idempotency-Key, as the staff screen sends them: it becomes the command id the history shows.
    const step = async (name: string, json: unknown = {}) => {
      const key = `audit-${name.replaceAll('/', '-')}-${order.orderId}`;
      const answer = await http(platform, 'POST', `/api/staff/orders/${order.orderId}/${name}`, worker.token, json, { 'idempotency-key': key });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body as { balanceCents: number };
    };
    await step('receive', { books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) });
    // The Hulk, declared at $300 on NW, is worth $500: moved to HV, the difference owed.
    ({ balanceCents } = await step('declared-value', { lineIndex: 1, insuredCents: 50_000, tierId: 'HV', reason: CORRECTION_REASON }));
    await step('books/2/pregrade', { note: 'Sharp corners.' });
    await step('books/2/grade', { grade: 8, category: 'Verified', signatures: [{ signatureId: VSP_SIGNATURE.id, verdict: 'Verified' }] });
    recorded = await platform.store.readStream(orderStreamId(order.orderId));
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given the order, when an auditor reads its history, then every event is listed in order with its actor, command, correlation and causation ids', async () => {
    const answer = await history(order.orderId, auditor);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = AuditOrderHistory.parse(answer.body);
    expect(body).toMatchObject({ orderId: order.orderId, memberId: member.memberId, currency: 'USD' });
    expect(body.events.map((e) => e.type)).toEqual(['OrderSubmitted', 'OrderReceived', 'DeclaredValueCorrected', 'BookPreGraded', 'BookGraded']);
    expect(body.events.map((e) => [e.version, e.eventId, e.recordedAt, e.commandId, e.correlationId, e.causationId, e.actor])).toEqual(
      recorded.map((r) => [r.streamVersion, r.eventId, r.recordedAt, r.metadata.commandId, r.metadata.correlationId, r.metadata.causationId, r.metadata.actor]),
    );
    expect(body.events[0]!.actor).toEqual({ userId: member.memberId, role: 'authenticated' });
    for (const staffEvent of body.events.slice(1)) expect(staffEvent.actor).toEqual({ userId: worker.memberId, role: 'worker' });
    // The submit's command is the member's own key; each staff step's is scoped to its order and step.
    expect(body.events[0]!.commandId).toMatch(new RegExp(`^submit-order:${member.memberId}:`));
    expect(body.events.slice(1).map((e) => e.commandId)).toEqual(
      ['receive', 'declared-value', 'books/2/pregrade', 'books/2/grade'].map((name) => expect.stringMatching(new RegExp(`^staff:${order.orderId}:.*audit-${name.replaceAll('/', '-')}-`))),
    );
  });

  it('given the member in the members model and a worker who is not, then the lines name the member (with the start of their id) and keep the worker\'s id, and the people list says who each id is', async () => {
    // The members model follows the log by a few milliseconds: the member registered long before, but wait for their name.
    const body = AuditOrderHistory.parse(await readWhen(auditor, `/api/audit/orders/${order.orderId}/history`, (b) => b.people?.[0]?.name !== null));
    expect(body.events[0]!.summary).toBe(`Member Ann Reader (${member.memberId.slice(0, 8)}) submitted the order: 4 books, ${formatCents(order.payment.amountCents)} charged`);
    expect(body.events[1]!.summary).toBe(`Worker ${worker.memberId} received the order: 4 of 4 books arrived`);
    expect(body.people).toEqual([
      { id: member.memberId, role: 'authenticated', name: 'Ann Reader', email: member.email },
      { id: worker.memberId, role: 'worker', name: null, email: null },
    ]);
  });

  it("given the correction, then its line names the book's old and new declared value, the balance it added and why", async () => {
    const body = AuditOrderHistory.parse((await history(order.orderId, auditor)).body);
    const correction = recorded[2]!.data as { previousTierCode: string; tierCode: string };
    expect(body.events[2]).toMatchObject({
      type: 'DeclaredValueCorrected',
      status: 'Invoicing',
      balanceCents,
      summary:
        `Worker ${worker.memberId} corrected the declared value of book 2 (Incredible Hulk #181) from $300.00 to $500.00, ` +
        `tier ${correction.previousTierCode} to ${correction.tierCode}: +${formatCents(balanceCents)} balance. Reason: ${CORRECTION_REASON}`,
    });
    expect(balanceCents).toBeGreaterThan(0);
  });

  it('given the moment before the correction, then the order shows no balance and no correction; from the correction on, the balance with its row', async () => {
    const before = await asOf(order.orderId, 'version=2', auditor);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    const then = AuditOrderAsOf.parse(before.body);
    expect(then).toMatchObject({ orderId: order.orderId, at: null, version: 2, recordedAt: recorded[1]!.recordedAt, lastVersion: 5 });
    expect(then.order).toMatchObject({ status: 'Processing', balanceCents: 0, corrections: [] });
    expect(moneyRowsOf(orderMoneyOf(then.order)).filter((row) => row.kind === 'change')).toEqual([]);

    const after = AuditOrderAsOf.parse((await asOf(order.orderId, 'version=3', auditor)).body);
    expect(after.order).toMatchObject({ status: 'Invoicing', balanceCents });
    expect(after.order.corrections).toEqual([expect.objectContaining({ lineIndex: 1, previousInsuredCents: 30_000, insuredCents: 50_000, amountCents: balanceCents, reason: CORRECTION_REASON })]);
    expect(moneyRowsOf(orderMoneyOf(after.order))).toContainEqual(expect.objectContaining({ kind: 'change', label: 'Declared value corrected: line 2, Incredible Hulk #181', amountCents: balanceCents }));
    expect(after.books[1]).toMatchObject({ bookNo: 2, step: 'Received', insuredCents: 50_000, grade: null });
  });

  it('given a time, then the order as of the last event recorded at or before it', async () => {
    const atCorrection = AuditOrderAsOf.parse((await asOf(order.orderId, `at=${encodeURIComponent(recorded[2]!.recordedAt)}`, auditor)).body);
    expect(atCorrection).toMatchObject({ at: recorded[2]!.recordedAt, version: 3, order: { balanceCents } });
    const justBefore = new Date(Date.parse(recorded[2]!.recordedAt) - 1).toISOString();
    const beforeIt = AuditOrderAsOf.parse((await asOf(order.orderId, `at=${encodeURIComponent(justBefore)}`, auditor)).body);
    expect(beforeIt.version).toBeLessThan(3);
    expect(beforeIt.order.balanceCents).toBe(0);
  });

  it('given the last moment, then it is what the live read model serves: the order summary, its tracker and its books', async () => {
    const last = AuditOrderAsOf.parse((await asOf(order.orderId, 'version=5', auditor)).body);
    expect(last.books[1]).toMatchObject({ step: 'Graded', grade: 8, category: 'Verified' });
    const live = await readWhen(worker.token, `/api/orders/${order.orderId}/tracker`, (body) => body.updatedAt === last.tracker.updatedAt);
    expect(live).toEqual(last.tracker);
    expect((await http(platform, 'GET', `/api/orders/${order.orderId}`, worker.token)).body).toEqual(last.order);
    const rollup = (await http(platform, 'GET', `/api/orders/${order.orderId}/rollup`, worker.token)).body as { tiers: { books: unknown[] }[] };
    const liveBooks = rollup.tiers.flatMap((t) => t.books).sort((a: any, b: any) => a.bookNo - b.bookNo);
    expect(liveBooks).toEqual(last.books);
  });

  it("given a member's or a worker's token, then 403 on both reads; without a token, 401", async () => {
    const otherWorker = await aWorker(platform);
    for (const token of [member.token, worker.token, otherWorker.token]) {
      expect((await history(order.orderId, token)).status).toBe(403);
      expect((await asOf(order.orderId, 'version=1', token)).status).toBe(403);
    }
    const anonymous = await history(order.orderId, undefined);
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Authorization has been denied for this request.' } });
    expect((await asOf(order.orderId, 'version=1', undefined)).status).toBe(401);
  });

  it('given an unknown or malformed order id, then 404 with the orders\' message', async () => {
    for (const id of ['25-NOSUCH1', 'not-an-order']) {
      expect(await history(id, auditor), id).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
      expect(await asOf(id, 'version=1', auditor), id).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
    }
  });

  it('given a missing, malformed or impossible moment, then 400 with the message under its field', async () => {
    const dayBefore = new Date(Date.parse(recorded[0]!.recordedAt) - 86_400_000).toISOString();
    const cases: [string, Record<string, string[]>][] = [
      ['', { model: [auditMessages.momentMissing] }],
      [`version=1&at=${encodeURIComponent(recorded[0]!.recordedAt)}`, { model: [auditMessages.momentTwice] }],
      ['version=abc', { 'model.version': [auditMessages.versionFormat] }],
      ['version=0', { 'model.version': [auditMessages.versionFormat] }],
      ['version=1&version=2', { 'model.version': [auditMessages.versionFormat] }],
      ['version=6', { 'model.version': ['This order has 5 events: give a version from 1 to 5.'] }],
      ['at=yesterday', { 'model.at': [auditMessages.atFormat] }],
      ['at=2025-05-05T09:00:00', { 'model.at': [auditMessages.atFormat] }],
      [`at=${encodeURIComponent(dayBefore)}`, { 'model.at': [auditMessages.beforeOrder(recorded[0]!.recordedAt)] }],
      ['at=2999-01-01T00:00:00Z', { 'model.at': [auditMessages.atInFuture] }],
    ];
    for (const [query, modelState] of cases) {
      expect(await asOf(order.orderId, query, auditor), query).toMatchObject({ status: 400, body: { message: 'The request is invalid.', modelState } });
    }
  });

  /** A GET until `ready` holds (the read model follows the log by a few milliseconds). */
  async function readWhen(token: string, path: string, ready: (body: any) => boolean) {
    let last: unknown;
    for (let i = 0; i < 400; i++) {
      const answer = await http(platform, 'GET', path, token);
      last = answer.body;
      if (answer.status === 200 && ready(answer.body)) return answer.body;
      await sleep(25);
    }
    throw new Error(`${path} never became ready: ${JSON.stringify(last)}`);
  }
});
