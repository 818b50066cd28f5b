import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DomainEvent,
  giftCardStreamId,
  membershipStreamId,
  orderStreamId,
  paymentMethodMessages,
  paymentStreamId,
  type Catalogue,
} from '@certus/contracts';
import type { AppendOptions, AppendResult, EventStore, ExpectedVersion, NewEvent } from '@certus/infra';
import { reconcilePaymentsOnce } from '@certus/command-service';
import { aMemberWithAddressAndCard, type MemberWithAddressAndCard } from '../support/member-setup.ts';
import { untilQuiet } from '../support/until-quiet.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSubmittedOrder, anOrderWithABalance, aWorker, fourBooks, http, type Platform, type Worker } from '../../command-service/src/orders/testing/order-journeys.ts';
import { aSubmitOrderBody } from '@certus/contracts/pricing/test-support';

/**
 * Money never moves without a record (architecture rule 7, issue [1/7]): for each kind of payment (submit,
 * balance, gift card, membership, a cancellation's refund), the process dies, or the store refuses the write,
 * between the gateway's answer and the record of what it was for. After the payment reconciler has run, the
 * member is charged exactly once with the purpose recorded, or not charged at all, as the gateway's own books
 * (schema test_gateway) show.
 */

/** Refuses the next append whose events match, once (the store lost for a moment, between two steps). */
class FlakyStore implements EventStore {
  private failNext: ((events: NewEvent[]) => boolean) | undefined;
  constructor(private readonly inner: EventStore) {}
  failNextAppendOf(type: string) {
    this.failNext = (events) => events.some((e) => e.type === type);
  }
  append(streamId: string, expected: ExpectedVersion, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    if (this.failNext?.(events)) {
      this.failNext = undefined;
      return Promise.reject(new Error('connection to the database lost'));
    }
    return this.inner.append(streamId, expected, events, options);
  }
  readStream: EventStore['readStream'] = (...args) => this.inner.readStream(...args);
  streamVersion: EventStore['streamVersion'] = (...args) => this.inner.streamVersion(...args);
  readStreams: EventStore['readStreams'] = (...args) => this.inner.readStreams(...args);
  readAll: EventStore['readAll'] = (...args) => this.inner.readAll(...args);
  readAllOfTypes: EventStore['readAllOfTypes'] = (...args) => this.inner.readAllOfTypes(...args);
  readCategoryRecordedBetween: EventStore['readCategoryRecordedBetween'] = (...args) => this.inner.readCategoryRecordedBetween(...args);
  waitForEvents: EventStore['waitForEvents'] = (...args) => this.inner.waitForEvents(...args);
  headCheckpoint: EventStore['headCheckpoint'] = () => this.inner.headCheckpoint();
  countAfter: EventStore['countAfter'] = (...args) => this.inner.countAfter(...args);
  close: EventStore['close'] = () => this.inner.close();
}

let platform: Platform;
let flaky: FlakyStore;
let catalogue: Catalogue;
let worker: Worker;

beforeAll(async () => {
  platform = await startTestPlatform({ commandStore: (store) => (flaky = new FlakyStore(store)) });
  catalogue = await platform.deps.catalogue.current();
  worker = await aWorker(platform);
}, 60_000);
afterAll(async () => {
  await platform?.stop();
});

// --- What the gateway did, from its own books ---------------------------------------------------------------

/** Approved charges the gateway made under a payment's key (any attempt). */
async function chargesUnder(paymentKey: string): Promise<{ transaction_id: string; amount_cents: number }[]> {
  const { rows } = await platform.pool.query(
    "SELECT transaction_id, amount_cents FROM test_gateway.charges WHERE outcome = 'approved' AND (idempotency_key = $1 OR idempotency_key LIKE $1 || '#%')",
    [paymentKey],
  );
  return rows;
}

/** Refunds the gateway made of a transaction. */
async function refundsOf(transactionId: string): Promise<{ amount_cents: number }[]> {
  const { rows } = await platform.pool.query("SELECT amount_cents FROM test_gateway.refunds WHERE outcome = 'refunded' AND transaction_id = $1", [transactionId]);
  return rows;
}

const eventsOf = async (streamId: string) => (await platform.store.readStream(streamId)).map((e) => DomainEvent.parse({ type: e.type, data: e.data }));
const typesOf = async (streamId: string) => (await eventsOf(streamId)).map((e) => e.type);

/** The member's payment of a kind, once the payments read model has it (in `status`, when given); its key names it. */
async function paymentOf(memberId: string, purpose: string, status?: string): Promise<{ payment_key: string; status: string }> {
  for (let i = 0; i < 400; i++) {
    const { rows } = await platform.pool.query('SELECT payment_key, status FROM payments WHERE member_id = $1 AND purpose = $2', [memberId, purpose]);
    if (rows[0] && (!status || rows[0].status === status)) return rows[0];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${purpose} payment of ${memberId}`);
}

/**
 * The reconciler's pass, once every projection and reactor has caught up with the log and it stands still: a
 * payment's row says it is done only after the reactors' events that follow a settlement have been projected too.
 */
async function reconcile() {
  await untilQuiet(platform);
  return reconcilePaymentsOnce(platform.deps, platform.pool, { graceMs: 0 });
}

// --- Requests ---------------------------------------------------------------------------------------------------

const submitBody = (member: MemberWithAddressAndCard) => aSubmitOrderBody(catalogue, { comics: fourBooks(), addressId: member.addressId, payMethodId: member.payMethodId });
const submit = (baseUrl: string, member: MemberWithAddressAndCard, key: string) =>
  request(baseUrl, 'POST', '/api/orders/submit', member.token, submitBody(member), { 'idempotency-key': key });
const buyGiftCard = (baseUrl: string, member: MemberWithAddressAndCard, key: string) =>
  request(baseUrl, 'POST', `/api/userprofile/giftcard/purchase/${member.payMethodId}`, member.token, { amountCents: 5000 }, { 'idempotency-key': key });
const buyMembership = (baseUrl: string, member: MemberWithAddressAndCard, key: string) =>
  request(baseUrl, 'POST', `/api/userprofile/purchaseMembership/Clubmember/${member.payMethodId}/true`, member.token, undefined, { 'idempotency-key': key });
const payBalance = (baseUrl: string, member: MemberWithAddressAndCard, orderId: string, amountCents: number) =>
  request(baseUrl, 'POST', '/api/orders/transaction', member.token, { orderId, userId: member.memberId, authPaymentId: member.payMethodId, amountCents });
const cancel = (baseUrl: string, orderId: string) => request(baseUrl, 'POST', `/api/staff/orders/${orderId}/cancel`, worker.token, { reason: 'Member asked to cancel.' });

/** A request's answer, or 'no answer' when the connection died with the process. */
async function request(baseUrl: string, method: string, urlPath: string, token: string, json?: unknown, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(baseUrl + urlPath, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return 'no answer' as const;
  }
}

let keys = 0;
const freshKey = (label: string) => `crash-${label}-${Date.now()}-${++keys}`;

// --- A command service that dies mid-payment --------------------------------------------------------------------

/** Starts the command service in a child process that kills itself (SIGKILL) at `crash` (see payment-crash-child.ts). */
async function aCommandServiceThatDies(crash: 'before-charge' | 'after-charge' | 'before-refund' | 'after-refund') {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/payment-crash-child.ts')], {
    env: { ...process.env, DATABASE_URL: platform.databaseUrl, SMTP_URL: platform.sink.url, CRASH: crash },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening (\d+)/);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`the crash child exited before listening: ${out}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, exited };
}

describe('a command service killed (SIGKILL) between the gateway and the record', () => {
  it('given a submit whose process dies right after the charge, when the reconciler runs, then the order is recorded and charged exactly once', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'crash-submit');
    const dying = await aCommandServiceThatDies('after-charge');
    expect(await submit(dying.baseUrl, member, freshKey('submit'))).toBe('no answer');
    expect(await dying.exited).toBe('SIGKILL');

    // The intent was stored; the answer died with the process.
    const { payment_key: key } = await paymentOf(member.memberId, 'OrderSubmission', 'Requested');
    expect(await chargesUnder(key)).toHaveLength(1);
    await reconcile();

    const [charge] = await chargesUnder(key);
    expect(await chargesUnder(key)).toHaveLength(1);
    const orderId = key.replace(/^order:/, '');
    const [submitted] = await eventsOf(orderStreamId(orderId));
    expect(submitted).toMatchObject({ type: 'OrderSubmitted', data: { memberId: member.memberId, payment: { status: 'Charged', transactionId: charge!.transaction_id, amountCents: charge!.amount_cents } } });
    expect(await typesOf(paymentStreamId(key))).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
  });

  it('given a submit whose process dies before the gateway is asked, when the reconciler runs, then nothing is charged and no order is recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'crash-before');
    const dying = await aCommandServiceThatDies('before-charge');
    expect(await submit(dying.baseUrl, member, freshKey('before'))).toBe('no answer');
    await dying.exited;

    const { payment_key: key } = await paymentOf(member.memberId, 'OrderSubmission');
    await reconcile();
    expect(await chargesUnder(key)).toHaveLength(0);
    expect(await eventsOf(orderStreamId(key.replace(/^order:/, '')))).toEqual([]);
    expect(await typesOf(paymentStreamId(key))).toEqual(['PaymentRequested', 'PaymentAbandoned']);
  });

  it('given a balance payment, a gift card and a membership whose process dies right after the charge, when the reconciler runs, then each is recorded and charged once', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'crash-others');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    for (const pay of [
      (baseUrl: string) => payBalance(baseUrl, member, order.orderId, balanceCents),
      (baseUrl: string) => buyGiftCard(baseUrl, member, freshKey('gift')),
      (baseUrl: string) => buyMembership(baseUrl, member, freshKey('club')),
    ]) {
      const dying = await aCommandServiceThatDies('after-charge');
      expect(await pay(dying.baseUrl)).toBe('no answer');
      await dying.exited;
    }
    const keys = await Promise.all(['OrderBalance', 'GiftCardPurchase', 'MembershipPurchase'].map(async (purpose) => (await paymentOf(member.memberId, purpose)).payment_key));
    await reconcile();

    const [balanceCharge, giftCharge, clubCharge] = await Promise.all(keys.map((key) => chargesUnder(key)));
    for (const charges of [balanceCharge, giftCharge, clubCharge]) expect(charges).toHaveLength(1);
    expect((await eventsOf(orderStreamId(order.orderId))).at(-1)).toMatchObject({ type: 'BalancePaid', data: { amountCents: balanceCents, transactionId: balanceCharge![0]!.transaction_id } });
    const giftIntent = (await eventsOf(paymentStreamId(keys[1]!)))[0] as { data: { purpose: { code: string } } };
    expect(await eventsOf(giftCardStreamId(giftIntent.data.purpose.code))).toMatchObject([{ type: 'GiftCardPurchased', data: { transactionId: giftCharge![0]!.transaction_id } }]);
    expect((await eventsOf(membershipStreamId(member.memberId))).filter((e) => e.type === 'MembershipPurchased')).toMatchObject([{ data: { transactionId: clubCharge![0]!.transaction_id } }]);
    for (const key of keys) expect((await typesOf(paymentStreamId(key))).at(-1)).toBe('PaymentSettled');
    // Three command services started one after another, each compiling the platform afresh: past the usual two
    // minutes once beside the other suites of npm test on two cores. A bound on waiting, not a timing.
  }, 300_000);

  it('given a cancellation whose process dies before the refund and one that dies right after it, when the reconciler runs, then each charge is refunded exactly once and the refund recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'crash-cancel');
    const orders = [await aSubmittedOrder(platform, member, catalogue), await aSubmittedOrder(platform, member, catalogue)];
    for (const [order, crash] of [[orders[0]!, 'before-refund'], [orders[1]!, 'after-refund']] as const) {
      const dying = await aCommandServiceThatDies(crash);
      expect(await cancel(dying.baseUrl, order.orderId)).toBe('no answer');
      await dying.exited;
      // The cancellation was recorded, with the refund it owes, before the gateway was asked.
      expect((await eventsOf(orderStreamId(order.orderId))).at(-1)).toMatchObject({ type: 'OrderCancelled', data: { refundsDue: [{ transactionId: order.payment.transactionId }] } });
    }
    expect(await refundsOf(orders[0]!.payment.transactionId!)).toHaveLength(0);
    expect(await refundsOf(orders[1]!.payment.transactionId!)).toHaveLength(1);
    await reconcile();

    for (const order of orders) {
      expect(await refundsOf(order.payment.transactionId!)).toEqual([{ amount_cents: order.grandTotalCents }]);
      expect((await eventsOf(orderStreamId(order.orderId))).filter((e) => e.type === 'OrderRefundIssued')).toHaveLength(1);
    }
  });
});

describe('the store refusing the record after the gateway answered', () => {
  it('given a submit whose OrderSubmitted append fails, then 503 says the payment is being completed, the same request again records the order, and the member is charged once', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'flaky-submit');
    const key = freshKey('flaky-submit');
    flaky.failNextAppendOf('OrderSubmitted');
    const failed = await submit(platform.baseUrl, member, key);
    expect(failed).toMatchObject({ status: 503, body: { message: paymentMethodMessages.paymentPending, correlationId: expect.any(String) } });
    // The approval was recorded; the order was not.
    const { payment_key: paymentKey } = await paymentOf(member.memberId, 'OrderSubmission', 'Approved');

    const again = await submit(platform.baseUrl, member, key);
    expect(again).toMatchObject({ status: 200, body: { orderId: paymentKey.replace(/^order:/, '') } });
    expect(await chargesUnder(paymentKey)).toHaveLength(1);
    expect(await typesOf(orderStreamId(again !== 'no answer' ? again.body.orderId : ''))).toEqual(['OrderSubmitted']);
  });

  it('given each kind of payment whose record fails once, when the reconciler runs, then each is recorded and charged once', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'flaky-all');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const attempts: [string, string, () => ReturnType<typeof request>][] = [
      ['OrderSubmitted', 'OrderSubmission', () => submit(platform.baseUrl, member, freshKey('flaky'))],
      ['BalancePaid', 'OrderBalance', () => payBalance(platform.baseUrl, member, order.orderId, balanceCents)],
      ['GiftCardPurchased', 'GiftCardPurchase', () => buyGiftCard(platform.baseUrl, member, freshKey('flaky-gift'))],
      ['MembershipPurchased', 'MembershipPurchase', () => buyMembership(platform.baseUrl, member, freshKey('flaky-club'))],
    ];
    const keys: string[] = [];
    for (const [eventType, purpose, attempt] of attempts) {
      flaky.failNextAppendOf(eventType);
      expect(await attempt()).toMatchObject({ status: 503 });
      keys.push((await paymentOf(member.memberId, purpose)).payment_key);
    }
    const report = await reconcile();
    expect(report.failed).toEqual([]);
    for (const key of keys) {
      expect(await chargesUnder(key)).toHaveLength(1);
      expect(await typesOf(paymentStreamId(key))).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
    }
    // A second pass finds nothing left to do.
    expect((await reconcile()).examined).toBe(0);
  });

  it('given a cancellation whose refund record fails, when the reconciler runs, then the refund made is recorded once and not made again', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'flaky-cancel');
    const order = await aSubmittedOrder(platform, member, catalogue);
    flaky.failNextAppendOf('OrderRefundIssued');
    expect(await cancel(platform.baseUrl, order.orderId)).toMatchObject({ status: 200, body: { status: 'Cancelled' } });
    expect(await typesOf(orderStreamId(order.orderId))).not.toContain('OrderRefundIssued');
    await reconcile();
    expect(await refundsOf(order.payment.transactionId!)).toHaveLength(1);
    expect((await eventsOf(orderStreamId(order.orderId))).filter((e) => e.type === 'OrderRefundIssued')).toHaveLength(1);
  });
});

