import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TRACKER_CHANNEL, memberStreamId, orderStreamId, type Checkpoint, type OrderEvent, type OrderSubmittedData } from '@certus/contracts';
import {
  LIFECYCLE_MEMBER_ID,
  LIFECYCLE_ORDER_ID,
  aCompletedOrderWithBalancePaid,
  aSubmittedOrderWithBooks,
  orderSubmitted,
  received,
} from '@certus/contracts/events/testing/order-lifecycle';
import { ANY_VERSION, InProcessDelivery, createLogger, type Mailer, type OutgoingMail } from '@certus/infra';
import {
  certificatesReactor,
  certifiedComicsProjection,
  memberComicsProjection,
  migrate,
  orderStatusMailReactor,
  ordersProjection,
  postgresStatusMailLog,
  readCheckpoint,
  readReactorCheckpoint,
  runProjectionWorker,
  runReactor,
  type Projection,
  type Reactor,
} from '@certus/projections';
import { freshEventStore, testMetadata } from '../support/event-store.ts';
import { tableRows } from '../support/member-histories.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';
import { untilPassed, writtenHead } from '../support/written-head.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;
const logger = createLogger('test', 'silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SECOND_ORDER = '25-SECONDO';
const THIRD_ORDER = '25-THIRDOR';
const SECOND_MEMBER = 'member-two';
/** A fixture event of the lifecycle order, moved to another order id. */
const forOrder = (orderId: string, event: OrderEvent): OrderEvent => ({ ...event, data: { ...event.data, orderId } }) as OrderEvent;

async function append(env: Env, streamId: string, events: { type: string; data: unknown }[]) {
  await env.store.append(streamId, ANY_VERSION, events.map((e) => ({ ...e, metadata: testMetadata() })));
}

async function untilCaughtUp(env: Env, read: () => Promise<Checkpoint>) {
  await untilPassed(read, await writtenHead(env.pool));
}

/** Runs the projections until each has projected the whole log. */
async function projectToHead(env: Env, projections: Projection[]) {
  const stop = new AbortController();
  const workers = projections.map((projection) =>
    runProjectionWorker({ pool: env.pool, delivery: new InProcessDelivery(env.store, 50), projection, logger, signal: stop.signal }),
  );
  for (const projection of projections) await untilCaughtUp(env, () => readCheckpoint(env.pool, projection.name));
  stop.abort();
  await Promise.all(workers);
}

/** Runs one reactor until it has seen the whole log. */
async function reactToHead(env: Env, reactor: Reactor) {
  const stop = new AbortController();
  const running = runReactor({ pool: env.pool, delivery: new InProcessDelivery(env.store, 50), reactor, logger, signal: stop.signal });
  await untilCaughtUp(env, () => readReactorCheckpoint(env.pool, reactor.name));
  stop.abort();
  await running;
}

const dumps = async (pool: pg.Pool) => ({
  orders: await tableRows(pool, 'orders', 'order_id'),
  order_tracker: await tableRows(pool, 'order_tracker', 'order_id'),
  member_dashboard: await tableRows(pool, 'member_dashboard', 'member_id'),
  member_comics: await tableRows(pool, 'member_comics', 'certification_id'),
  certified_comics: await tableRows(pool, 'certified_comics', 'certification_id'),
});

describe('order lifecycle read models (real PostgreSQL)', () => {
  let env: Env;
  let listener: pg.PoolClient;
  const notified: string[] = [];
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail), close: () => undefined };
  let lifecycleOrder: OrderSubmittedData;

  beforeAll(async () => {
    env = await freshEventStore({ label: 'order_lifecycle' });
    await migrate(env.pool);
    listener = await env.pool.connect();
    listener.on('notification', (n) => n.channel === ORDER_TRACKER_CHANNEL && notified.push(n.payload ?? ''));
    await listener.query(`LISTEN ${ORDER_TRACKER_CHANNEL}`);

    // The lifecycle order of member-lifecycle, whole: received, graded, QC, a correction paid off, shipped, completed;
    // one commit per event, as staff record the steps one by one.
    lifecycleOrder = aSubmittedOrderWithBooks();
    for (const event of aCompletedOrderWithBalancePaid(lifecycleOrder)) await append(env, orderStreamId(LIFECYCLE_ORDER_ID), [event]);
    // A second order of the same member, only submitted; one of a second member, received.
    await append(env, orderStreamId(THIRD_ORDER), [orderSubmitted(aSubmittedOrderWithBooks({ orderId: THIRD_ORDER }))]);
    const second = aSubmittedOrderWithBooks({ orderId: SECOND_ORDER, memberId: SECOND_MEMBER, memberEmail: 'two@example.test', memberName: 'Tess Two' });
    await append(env, orderStreamId(SECOND_ORDER), [orderSubmitted(second), forOrder(SECOND_ORDER, received())]);
    // The member turned e-mail notifications on; the second member did not.
    await append(env, memberStreamId(LIFECYCLE_MEMBER_ID), [{ type: 'EmailNotificationsChanged', data: { memberId: LIFECYCLE_MEMBER_ID, isEmailNotification: true, changedAt: '2025-05-01T00:00:00.000Z' } }]);
    // An old certificate of the member, brought over from the records of before online submission.
    await append(env, 'Certificate-12-A1B2C3D-001', [
      {
        type: 'ComicCertified',
        data: {
          certificationId: '12-A1B2C3D-001', orderId: '12-A1B2C3D', memberId: LIFECYCLE_MEMBER_ID, collectibleType: 'Magazine', category: 'Raw Grade', grade: 6.5,
          title: 'Creepy', issue: '1', year: 1964, publisher: 'Warren', variant: '', certifiedAt: '2012-03-01T00:00:00.000Z', source: 'import',
        },
      },
    ]);

    // The certificates reactor certifies each sealed book; then the read models catch up with everything.
    await reactToHead(env, certificatesReactor(env.store));
    await projectToHead(env, [ordersProjection, memberComicsProjection, certifiedComicsProjection]);
  });

  afterAll(async () => {
    listener?.release();
    await env?.drop();
  });

  it('given the whole life of an order, then its row is Completed with the correction, both payments and nothing owed', async () => {
    const { rows } = await env.pool.query('SELECT * FROM orders WHERE order_id = $1', [LIFECYCLE_ORDER_ID]);
    const row = rows[0];
    expect(row).toMatchObject({
      member_id: LIFECYCLE_MEMBER_ID,
      status: 'Completed',
      grand_total_cents: lifecycleOrder.grandTotalCents + 1_500,
      paid_cents: lifecycleOrder.grandTotalCents + 1_500,
      balance_cents: 0,
      display_collectible_type: 'Comic',
      display_manga_type: null,
      member_email: 'collector@example.test',
      search_text: '25-lifecyc amazing spider-man incredible hulk saga',
    });
    expect(row.updated_at.toISOString()).toBe('2025-05-15T09:00:00.000Z');
    expect(row.list_item).toMatchObject({ id: LIFECYCLE_ORDER_ID, status: 'Completed', displayStatus: 'Completed', balanceCents: 0, insuredCents: lifecycleOrder.insuredCents + 2 * 3_000 });
    expect(row.detail.payments.map((p: { kind: string; amountCents: number }) => [p.kind, p.amountCents])).toEqual([
      ['Submit', lifecycleOrder.grandTotalCents],
      ['Balance', 1_500],
    ]);
    expect(row.detail.corrections).toHaveLength(1);
    expect(row.detail.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(row.books.map((b: { step: string; coverUrl: null }) => [b.step, b.coverUrl])).toEqual(Array(4).fill(['Encapsulated', null]));
  });

  it('given the other orders, then each stands where its events left it', async () => {
    const { rows } = await env.pool.query('SELECT order_id, member_id, status, balance_cents FROM orders ORDER BY order_id');
    expect(rows).toEqual([
      { order_id: LIFECYCLE_ORDER_ID, member_id: LIFECYCLE_MEMBER_ID, status: 'Completed', balance_cents: 0 },
      { order_id: SECOND_ORDER, member_id: SECOND_MEMBER, status: 'Processing', balance_cents: 0 },
      { order_id: THIRD_ORDER, member_id: LIFECYCLE_MEMBER_ID, status: 'Submitted', balance_cents: 0 },
    ]);
  });

  it('given the orders, then each has its tracker: every step completed for the completed one, grading in process for the received one', async () => {
    const { rows } = await env.pool.query('SELECT order_id, member_id, status, view FROM order_tracker ORDER BY order_id');
    const states = (view: { steps: { state: string }[] }) => view.steps.map((s) => s.state);
    expect(rows.map((r) => [r.order_id, r.member_id, r.status, states(r.view)])).toEqual([
      [LIFECYCLE_ORDER_ID, LIFECYCLE_MEMBER_ID, 'Completed', ['Completed', 'Completed', 'Completed', 'Completed', 'Completed']],
      [SECOND_ORDER, SECOND_MEMBER, 'Processing', ['Completed', 'Completed', 'Inprocess', '', '']],
      [THIRD_ORDER, LIFECYCLE_MEMBER_ID, 'Submitted', ['Completed', 'Inprocess', '', '', '']],
    ]);
    expect(rows[0].view.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it('given the tracker rows written, then a NOTIFY named each order on channel order_tracker at commit', async () => {
    for (let i = 0; i < 200 && new Set(notified).size < 3; i++) await sleep(10);
    expect([...new Set(notified)].sort()).toEqual([LIFECYCLE_ORDER_ID, SECOND_ORDER, THIRD_ORDER]);
  });

  it('given the orders of two members, then the dashboard counts open, completed and all orders per member', async () => {
    expect(await tableRows(env.pool, 'member_dashboard', 'member_id')).toEqual([
      { member_id: LIFECYCLE_MEMBER_ID, open_orders: 1, completed_orders: 1, total_orders: 2 },
      { member_id: SECOND_MEMBER, open_orders: 1, completed_orders: 0, total_orders: 1 },
    ]);
  });

  it('given four books sealed and one import, then the member has five comics, newest first, with their labels', async () => {
    const { rows } = await env.pool.query(
      'SELECT certification_id, source, grade::float AS grade, category, tier_code, signatures, has_cover FROM member_comics WHERE member_id = $1 ORDER BY certified_at DESC, certification_id',
      [LIFECYCLE_MEMBER_ID],
    );
    expect(rows.map((r) => [r.certification_id, r.source, r.grade, r.category, r.tier_code, r.has_cover])).toEqual([
      ['25-LIFECYC-001', 'grading', 9.4, 'Certified', 'MN', true],
      ['25-LIFECYC-002', 'grading', 8, 'Verified', 'NWP', true],
      ['25-LIFECYC-003', 'grading', 9.4, 'Certified', 'MN', true],
      ['25-LIFECYC-004', 'grading', 9.4, 'Certified', 'MN', true],
      ['12-A1B2C3D-001', 'import', 6.5, 'Raw Grade', null, false],
    ]);
    expect(rows[1].signatures).toEqual([
      { type: 'ASP', name: 'Len Wein' },
      { type: 'VSP', name: 'Herb Trimpe' },
    ]);
    const reholder = await env.pool.query('SELECT source FROM certified_comics WHERE certification_id = $1', ['25-LIFECYC-002']);
    expect(reholder.rows).toEqual([{ source: 'grading' }]);
  });

  it('given the certificates reactor delivered the log again, then no certificate is appended twice', async () => {
    const before = await env.store.countAfter({ txId: '0', position: '0' });
    await env.pool.query('DELETE FROM reactor_checkpoints WHERE reactor = $1', ['certificates']);
    await reactToHead(env, certificatesReactor(env.store));
    expect(await env.store.countAfter({ txId: '0', position: '0' })).toBe(before);
  });

  it('given the member notifications on, when the status-mail reactor runs twice over the log, then one mail per status change of their order only', async () => {
    const reactor = orderStatusMailReactor({ store: env.store, mailer, publicOrigin: 'http://certus.test', log: postgresStatusMailLog(env.pool) });
    await reactToHead(env, reactor);
    await env.pool.query('DELETE FROM reactor_checkpoints WHERE reactor = $1', [reactor.name]);
    await reactToHead(env, reactor);
    expect(sent.map((m) => [m.to, m.subject])).toEqual(
      ['Processing', 'Billing', 'Processing', 'Shipping', 'Completed'].map((s) => ['collector@example.test', `Your order ${LIFECYCLE_ORDER_ID} is now ${s}`]),
    );
    expect(sent[0]!.text).toContain(`http://certus.test/tracker/${LIFECYCLE_ORDER_ID}`);
    const { rows } = await env.pool.query('SELECT order_id, status FROM order_status_mails ORDER BY stream_version');
    expect(rows.map((r) => r.status)).toEqual(['Processing', 'Billing', 'Processing', 'Shipping', 'Completed']);
  });

  it('given the live tables, when the log is applied again and then rebuilt from zero, then every table is identical and the rebuild notifies nobody', async () => {
    const live = await dumps(env.pool);
    notified.length = 0;
    await expectReplayAndRebuildIdentical(env, ordersProjection, 'orders', 'order_id');
    await expectReplayAndRebuildIdentical(env, memberComicsProjection, 'member_comics', 'certification_id');
    await expectReplayAndRebuildIdentical(env, certifiedComicsProjection, 'certified_comics', 'certification_id');
    expect(await dumps(env.pool)).toEqual(live);
    // Notifications arrive in commit order: once this one is in, any the rebuild had sent would be too.
    await env.pool.query("SELECT pg_notify($1, 'sentinel')", [ORDER_TRACKER_CHANNEL]);
    for (let i = 0; i < 200 && !notified.includes('sentinel'); i++) await sleep(10);
    expect(notified).toEqual(['sentinel']);
  });

  it('given a later event after the rebuild, then the live worker carries on from the rebuilt tables: the tracker moves and its NOTIFY is sent', async () => {
    notified.length = 0;
    await append(env, orderStreamId(THIRD_ORDER), [forOrder(THIRD_ORDER, received())]);
    await projectToHead(env, [ordersProjection]);
    for (let i = 0; i < 200 && !notified.includes(THIRD_ORDER); i++) await sleep(10);
    expect(notified).toEqual([THIRD_ORDER]);
    const { rows } = await env.pool.query<{ status: string; view: { status: string } }>('SELECT status, view FROM order_tracker WHERE order_id = $1', [THIRD_ORDER]);
    expect(rows[0]).toMatchObject({ status: 'Processing', view: { status: 'Processing' } });
  });
});
