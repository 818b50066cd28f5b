import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_SSE_EVENT, orderMessages, orderStreamId, type OrderEvent, type TrackerView } from '@certus/contracts';
import {
  COVER,
  aSubmittedOrderWithBooks,
  bookWalkedTo,
  orderSubmitted,
  preGraded,
  received,
} from '@certus/contracts/events/testing/order-lifecycle';
import { ANY_VERSION } from '@certus/infra';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { testMetadata } from '../support/event-store.ts';

/**
 * Who may read which order (issue [5/6]): a member sees only their own orders, trackers, invoices and
 * comics; someone else's id answers exactly like an unknown one (404, same message), so guessing ids tells
 * nothing; without a token every read is 401; a worker reads anyone's; the staff queue is the workers' alone.
 * A certificate is public (issue [6/6]: a buyer checks a slab by its number): GET /api/comics/{id} answers
 * anyone, but the member's own record of it (owner) only to its owner or a worker.
 * The orders are recorded as events and projected by the real projections and reactors.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const UNKNOWN_ORDER = '25-NOSUCH1';
const UNKNOWN_COMIC = '25-NOSUCH1-001';

interface Owned {
  member: SignedInMember;
  orderId: string;
  comicId: string;
}

/** The order fixture's events moved to another order and member (the label's member too: the comic is theirs). */
function forOrder(orderId: string, memberId: string, event: OrderEvent): OrderEvent {
  const data = { ...event.data, orderId } as Record<string, unknown>;
  if (event.type === 'BookEncapsulated') {
    data.certificationId = `${orderId}-001`;
    data.label = { ...event.data.label, memberId };
  }
  if (event.type === 'BookImaged') data.certificationId = `${orderId}-001`;
  return { ...event, data } as OrderEvent;
}

async function appendOrderEvents(platform: Platform, orderId: string, memberId: string, events: OrderEvent[]) {
  await platform.store.append(
    orderStreamId(orderId),
    ANY_VERSION,
    events.map((e) => ({ ...forOrder(orderId, memberId, e), metadata: testMetadata() })),
  );
}

/** A member's order: submitted, received, book 1 taken to encapsulation (so a comic is certified to them). */
async function anOrderOf(platform: Platform, member: SignedInMember, orderId: string): Promise<Owned> {
  const submitted = aSubmittedOrderWithBooks({ orderId, memberId: member.memberId, memberEmail: member.email, memberName: `Owner of ${orderId}` });
  await appendOrderEvents(platform, orderId, member.memberId, [orderSubmitted(submitted), received(), ...bookWalkedTo(1, 'Encapsulated')]);
  return { member, orderId, comicId: `${orderId}-001` };
}

/** A GET until `ready` holds (read models and reactors are eventually consistent). */
async function readWhen(platform: Platform, path: string, token: string, ready: (status: number, body: any) => boolean) {
  let last: unknown;
  for (let i = 0; i < 600; i++) {
    const response = await platform.api(path, { token });
    last = [response.status, response.body];
    if (ready(response.status, response.body)) return response;
    await sleep(25);
  }
  throw new Error(`${path} never became ready: ${JSON.stringify(last)}`);
}

/** An SSE stream read with fetch, as the tracker page reads it: events parsed as they arrive. */
async function openStream(platform: Platform, path: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(platform.baseUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal });
  const events: { event: string; data: string }[] = [];
  const comments: string[] = [];
  let body = '';
  const pump = (async () => {
    if (!response.ok) {
      body = await response.text();
      return;
    }
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: data.join('\n') });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  const views = () => events.filter((e) => e.event === TRACKER_SSE_EVENT).map((e) => JSON.parse(e.data) as TrackerView);
  return {
    response,
    views,
    comments,
    /** The JSON body of a refused stream. */
    refusal: async () => {
      await pump;
      return JSON.parse(body) as { message: string };
    },
    async until(ready: (views: TrackerView[]) => boolean) {
      const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
      while (!ready(views())) {
        if (Date.now() > deadline) throw new Error(`the stream never got there: ${JSON.stringify(views())}`);
        await sleep(20);
      }
      return views();
    },
    close: async () => {
      // A refused stream was read to its end already; an open one is cut as the page does on leaving.
      if (response.ok) controller.abort();
      await pump;
    },
  };
}

/** The reads of one order or comic, by id: every per-id endpoint of the query side. */
const perIdReads = (o: { orderId: string; comicId: string }) => [
  `/api/orders/${o.orderId}`,
  `/api/orders/${o.orderId}/rollup`,
  `/api/orders/${o.orderId}/tracker`,
  `/api/test/getinvoice/${o.orderId}`,
  `/api/orders/${o.orderId}/packing-slip`,
];

describe('order access: members see their own orders only', () => {
  let platform: Platform;
  let one: Owned;
  let two: Owned;
  let workerToken: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const [m1, m2] = [await aSignedInMember(platform, { prefix: 'owner-one' }), await aSignedInMember(platform, { prefix: 'owner-two' })];
    one = await anOrderOf(platform, m1, '25-ACCESS1');
    two = await anOrderOf(platform, m2, '25-ACCESS2');
    // A worker's token as the sign-in issues it (role claim 'worker').
    workerToken = await platform.deps.tokens.issue({ userId: 'worker-access', email: 'worker@example.test', role: 'worker', sessionId: 'session-worker', displayName: 'Wendy Worker' });
    // Both orders and both certified comics projected (the certificates reactor, then member_comics).
    for (const o of [one, two]) {
      await readWhen(platform, `/api/comics/${o.comicId}`, o.member.token, (status, body) => status === 200 && (body as { owner: unknown }).owner !== null);
    }
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given two members with an order each, when each reads their own, then every read answers with their record', async () => {
    for (const o of [one, two]) {
      const detail = await platform.api(`/api/orders/${o.orderId}`, { token: o.member.token });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ id: o.orderId, userId: o.member.memberId, status: 'Processing' });

      const rollup = await platform.api(`/api/orders/${o.orderId}/rollup`, { token: o.member.token });
      expect(rollup.status).toBe(200);
      const books = rollup.body.tiers.flatMap((t: { books: { bookNo: number; coverUrl: string | null }[] }) => t.books);
      expect(books).toHaveLength(4);
      // Book 1 was imaged: its cover address is given, naming the photo (a retake changes it); the others have none yet.
      expect(books.find((b: { bookNo: number }) => b.bookNo === 1).coverUrl).toBe(`/storage/comic/${o.orderId}-001/cover-m.jpg?v=${COVER.sha256.slice(0, 16)}`);
      expect(books.find((b: { bookNo: number }) => b.bookNo === 2).coverUrl).toBeNull();

      const tracker = await platform.api(`/api/orders/${o.orderId}/tracker`, { token: o.member.token });
      expect(tracker.status).toBe(200);
      expect(tracker.body.orderId).toBe(o.orderId);

      const invoice = await platform.api(`/api/test/getinvoice/${o.orderId}`, { token: o.member.token });
      expect(invoice.status).toBe(200);
      expect(invoice.body).toMatchObject({ fileName: `Certus-invoice-${o.orderId}.pdf`, contentType: 'application/pdf' });
      expect(Buffer.from(invoice.body.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

      const comic = await platform.api(`/api/comics/${o.comicId}`, { token: o.member.token });
      expect(comic.status).toBe(200);
      expect(comic.body.owner).toMatchObject({ id: o.comicId, orderId: o.orderId, coverUrl: `/storage/comic/${o.comicId}/cover-m.jpg` });

      const count = await platform.api('/api/orders/dataCount', { token: o.member.token });
      expect(count.body).toEqual({ openOrders: 1, completedOrders: 0, totalOrders: 1, comics: 1 });
    }
  });

  it("given member 1, when guessing member 2's order and comic ids on every read, then each answers 404 exactly as an unknown id", async () => {
    const unknown = { orderId: UNKNOWN_ORDER, comicId: UNKNOWN_COMIC };
    const theirs = perIdReads(two);
    const nobody = perIdReads(unknown);
    for (const [i, path] of theirs.entries()) {
      const guessed = await platform.api(path, { token: one.member.token });
      const missing = await platform.api(nobody[i]!, { token: one.member.token });
      expect([path, guessed.status], path).toEqual([path, 404]);
      expect(missing.status).toBe(404);
      // The same body (the correlation id is each request's own).
      expect(Object.keys(guessed.body).sort()).toEqual(Object.keys(missing.body).sort());
      expect(guessed.body.message).toBe(missing.body.message);
      expect(guessed.body.message).toBe(orderMessages.orderNotFound);
    }
    // An id that does not even parse answers the same.
    expect((await platform.api('/api/orders/not-an-order', { token: one.member.token })).body.message).toBe(orderMessages.orderNotFound);
    expect((await platform.api('/api/comics/not-a-comic', { token: one.member.token })).body.message).toBe(orderMessages.comicNotFound);
  });

  it("given member 1 or nobody, when looking up member 2's certificate, then the public certificate without member 2's record", async () => {
    for (const token of [one.member.token, undefined]) {
      const lookup = await platform.api(`/api/comics/${two.comicId}`, token ? { token } : {});
      expect(lookup.status).toBe(200);
      expect(lookup.body.owner).toBeNull();
      expect(lookup.body.certificate.certificationId).toBe(two.comicId);
      expect(JSON.stringify(lookup.body)).not.toContain(two.member.memberId);
    }
  });

  it("given member 1, when opening the live tracker of member 2's order, then 404 exactly as an unknown order, and no stream", async () => {
    const theirs = await openStream(platform, `/api/stream/orders/${two.orderId}/tracker`, one.member.token);
    const unknown = await openStream(platform, `/api/stream/orders/${UNKNOWN_ORDER}/tracker`, one.member.token);
    expect([theirs.response.status, unknown.response.status]).toEqual([404, 404]);
    expect(theirs.response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await theirs.refusal()).message).toBe((await unknown.refusal()).message);
  });

  it("given member 1, when listing and searching their orders and comics, then member 2's never appear, even searched by id", async () => {
    const lists = [
      '/api/orders/user/default/300/-/-/All/-',
      '/api/orders/userorders/10',
      '/api/orders/userCompletedOrders/1/10',
      '/api/comics/user/default/100',
    ];
    for (const path of lists) {
      const response = await platform.api(path, { token: one.member.token });
      expect(response.status, path).toBe(200);
      expect(JSON.stringify(response.body), path).not.toContain(two.orderId);
    }
    expect((await platform.api('/api/orders/user/default/300/-/-/-/-', { token: one.member.token })).body.map((o: { id: string }) => o.id)).toEqual([one.orderId]);
    expect((await platform.api(`/api/orders/user/default/300/-/-/-/${two.orderId}`, { token: one.member.token })).body).toEqual([]);
    expect((await platform.api(`/api/comics/user/default/100/${two.comicId}`, { token: one.member.token })).body).toEqual([]);
    expect((await platform.api(`/api/comics/user/default/100/${one.comicId}`, { token: one.member.token })).body.map((c: { id: string }) => c.id)).toEqual([one.comicId]);
    // A worker's own lists are their own too: staff read others' orders through the staff queue.
    expect((await platform.api('/api/orders/user/default/300/-/-/-/-', { token: workerToken })).body).toEqual([]);
  });

  it('given the order list filters, when they are wrong, then 400 with the words of spec 5', async () => {
    const list = (segments: string) => platform.api(`/api/orders/user/default/${segments}`, { token: one.member.token });
    expect((await list('300/2025-01-01/-/All/-')).body.message).toBe(orderMessages.filterNeedsEnd);
    expect((await list('300/-/2025-01-01/All/-')).body.message).toBe(orderMessages.filterNeedsStart);
    expect((await list('300/2025-02-01/2025-01-01/All/-')).body.message).toBe(orderMessages.filterStartAfterEnd);
    expect((await list('301/-/-/All/-')).status).toBe(400);
    expect((await platform.api('/api/comics/user/default/101', { token: one.member.token })).status).toBe(400);
    // The order was submitted on 2025-05-05 (UTC): a range holding that day finds it, the day after does not.
    expect((await list('300/2025-05-05/2025-05-05/Processing/-')).body.map((o: { id: string }) => o.id)).toEqual([one.orderId]);
    expect((await list('300/2025-05-06/2025-12-31/All/-')).body).toEqual([]);
    expect((await list('300/-/-/Shipping/-')).body).toEqual([]);
    expect((await list('300/-/-/-/spider-MAN')).body.map((o: { id: string }) => o.id)).toEqual([one.orderId]);
  });

  it('given no token, when reading any order endpoint, then 401', async () => {
    const paths = [
      ...perIdReads(one),
      '/api/orders/user/default/300/-/-/All/-',
      '/api/orders/userorders/10',
      '/api/orders/userCompletedOrders/1/10',
      '/api/orders/dataCount',
      '/api/comics/user/default/100',
      '/api/staff/orders',
      `/api/staff/orders/${one.orderId}`,
    ];
    for (const path of paths) expect([path, (await platform.api(path)).status]).toEqual([path, 401]);
    const stream = await openStream(platform, `/api/stream/orders/${one.orderId}/tracker`);
    expect(stream.response.status).toBe(401);
    await stream.close();
  });

  it("given a worker, when reading both members' orders, trackers, invoices and comics, then each answers", async () => {
    for (const o of [one, two]) {
      for (const path of perIdReads(o)) expect([path, (await platform.api(path, { token: workerToken })).status]).toEqual([path, 200]);
      expect((await platform.api(`/api/comics/${o.comicId}`, { token: workerToken })).body.owner).toMatchObject({ id: o.comicId });
      const view = await platform.api(`/api/staff/orders/${o.orderId}`, { token: workerToken });
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ order: { id: o.orderId }, memberEmail: o.member.email, shippingKind: 'address' });
      expect(view.body.books).toHaveLength(4);
      const stream = await openStream(platform, `/api/stream/orders/${o.orderId}/tracker`, workerToken);
      try {
        expect(stream.response.status).toBe(200);
        expect((await stream.until((v) => v.length > 0))[0]!.orderId).toBe(o.orderId);
      } finally {
        await stream.close();
      }
    }
    const queue = await platform.api('/api/staff/orders', { token: workerToken });
    expect(queue.status).toBe(200);
    expect(queue.body.map((r: { id: string }) => r.id)).toEqual([one.orderId, two.orderId]);
    const searched = await platform.api(`/api/staff/orders?status=processing&q=${encodeURIComponent('owner of 25-access2')}`, { token: workerToken });
    expect(searched.body.map((r: { id: string }) => r.id)).toEqual([two.orderId]);
    expect((await platform.api('/api/staff/orders?status=Completed', { token: workerToken })).body).toEqual([]);
    expect((await platform.api('/api/staff/orders?status=Open', { token: workerToken })).body).toHaveLength(2);
    expect((await platform.api('/api/staff/orders?status=Lost', { token: workerToken })).status).toBe(400);
  });

  it('given a member, when reading the staff queue or a staff order view, then 403, whoever owns the order', async () => {
    for (const path of ['/api/staff/orders', `/api/staff/orders/${one.orderId}`, `/api/staff/orders/${two.orderId}`]) {
      expect([path, (await platform.api(path, { token: one.member.token })).status]).toEqual([path, 403]);
    }
  });

  it('given a member watching their tracker live, when a staff step changes the order, then the new view arrives on the stream', async () => {
    const stream = await openStream(platform, `/api/stream/orders/${one.orderId}/tracker`, one.member.token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toMatch(/no-cache/);
      const [first] = await stream.until((v) => v.length > 0);
      const before = first!.updatedAt;

      await appendOrderEvents(platform, one.orderId, one.member.memberId, [preGraded(2, '', '2025-05-20T10:00:00.000Z')]);

      const views = await stream.until((v) => v.some((view) => view.updatedAt === '2025-05-20T10:00:00.000Z'));
      expect(views[0]!.updatedAt).toBe(before);
    } finally {
      await stream.close();
    }
  });

  it('given the LISTEN connection is cut (database restart, failover), when it comes back, then open streams get the changes they missed', async () => {
    const stream = await openStream(platform, `/api/stream/orders/${two.orderId}/tracker`, two.member.token);
    try {
      await stream.until((v) => v.length > 0);
      const listeners = async () =>
        (
          await platform.pool.query<{ pid: number }>(
            // The event store LISTENs too (certus_events): only the tracker's connection is wanted here.
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN order_tracker'",
          )
        ).rows;
      await readWhenTrue(async () => (await listeners()).length === 1);
      const [listener] = await listeners();

      await platform.pool.query('SELECT pg_terminate_backend($1)', [listener!.pid]);
      // Written while the listener is down (or reconnecting): its NOTIFY may be lost, the resync is not.
      await appendOrderEvents(platform, two.orderId, two.member.memberId, [preGraded(3, '', '2025-05-21T10:00:00.000Z')]);

      await stream.until((v) => v.some((view) => view.updatedAt === '2025-05-21T10:00:00.000Z'));
      await readWhenTrue(async () => (await listeners()).some((l) => l.pid !== listener!.pid));
    } finally {
      await stream.close();
    }
  });

  it('given every stream closed, then no connection LISTENs any more (it went back to the pool with UNLISTEN)', async () => {
    // A LISTENing connection sits idle with LISTEN as its last statement; given back, its last one is UNLISTEN.
    await readWhenTrue(
      async () =>
        (await platform.pool.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN order_tracker'")).rowCount === 0,
    );
  });
});

async function readWhenTrue(check: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await sleep(20);
  }
}
