import { describe, expect, it } from 'vitest';
import { orderStreamId, type EventMetadata, type OrderEvent, type RefundDue } from '@certus/contracts';
import { LIFECYCLE_ORDER_ID, aSubmittedOrderWithBooks, balancePaid, cancelledOwing, orderSubmitted } from '@certus/contracts/events/testing/order-lifecycle';
import {
  ManualClock,
  MemoryTestGatewayLedger,
  PaymentGatewayError,
  REFUND_OVER_CHARGE,
  TEST_CARDS,
  TestPaymentGateway,
  createLogger,
  sequentialIds,
  type PaymentGateway,
  type RefundRequest,
} from '@certus/infra';
import { MemoryEventStore } from '../../payments/testing/memory-event-store.ts';
import { makeOwedRefunds, refundsDueOf } from './cancellation-refunds.ts';

const STREAM = orderStreamId(LIFECYCLE_ORDER_ID);
const METADATA: EventMetadata = { correlationId: 'cancel-1', causationId: 'cancel-1', actor: { userId: 'worker-1', role: 'worker' } };
const AT = '2026-03-01T10:00:00.000Z';

/** The test gateway with a hook before each refund (a test makes the gateway fail there). */
function aWatchedGateway(inner: TestPaymentGateway) {
  const refunds: RefundRequest[] = [];
  let beforeRefund: (request: RefundRequest) => void = () => undefined;
  const gateway: PaymentGateway = {
    name: 'watched',
    storeCard: (card) => inner.storeCard(card),
    storeBankAccount: (account) => inner.storeBankAccount(account),
    charge: (request) => inner.charge(request),
    findCharge: (key) => inner.findCharge(key),
    refund: async (request) => {
      refunds.push(request);
      beforeRefund(request);
      return inner.refund(request);
    },
  };
  return { gateway, refunds, failRefundsWith: (hook: (request: RefundRequest) => void) => (beforeRefund = hook) };
}

/**
 * An order paid twice through the test gateway (the submit charge and a balance payment), then cancelled
 * owing both back, as the cancel route records it before making any refund.
 */
async function aCancelledOrderOwingTwoRefunds() {
  const clock = new ManualClock(new Date(AT));
  const ledger = new MemoryTestGatewayLedger();
  const watched = aWatchedGateway(new TestPaymentGateway(clock, sequentialIds('0000000c'), ledger));
  const stored = await watched.gateway.storeCard({ number: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Cora Collector' });
  if (stored.outcome !== 'stored') throw new Error(stored.reason);
  const chargeOf = async (idempotencyKey: string, amountCents: number) => {
    const charged = await watched.gateway.charge({ token: stored.instrument.token, amountCents, currency: 'USD', description: 'order', idempotencyKey });
    if (charged.outcome !== 'approved') throw new Error(charged.reason);
    return charged.transactionId;
  };
  const order = aSubmittedOrderWithBooks();
  const submitTxn = await chargeOf('submit', order.grandTotalCents);
  const balanceTxn = await chargeOf('balance', 1_500);
  const due = refundsDueOf(LIFECYCLE_ORDER_ID, [
    { transactionId: submitTxn, amountCents: order.grandTotalCents },
    { transactionId: balanceTxn, amountCents: 1_500 },
  ]);
  const store = new MemoryEventStore();
  const history: OrderEvent[] = [orderSubmitted({ ...order, payment: { ...order.payment, transactionId: submitTxn } }), balancePaid(1_500, { transactionId: balanceTxn }), cancelledOwing(due)];
  await store.append(STREAM, 0, history.map((e) => ({ type: e.type, data: e.data, metadata: METADATA })));
  const deps = { store, payments: watched.gateway, clock, logger: createLogger('test', 'silent') };
  const recordedAfterCancel = () => store.events(STREAM).slice(history.length).map((e) => e.data as { refundKey: string });
  return { deps, ledger, watched, due: due as [RefundDue, RefundDue], order, recordedAfterCancel, store };
}

describe('refunds a cancellation owes', () => {
  it('given the refund keys, then the submit charge is refunded under order-cancel:{order} and a balance payment under its transaction too', () => {
    expect(refundsDueOf('25-X', [{ transactionId: 't1', amountCents: 100 }, { transactionId: 't2', amountCents: 50 }])).toEqual([
      { refundKey: 'order-cancel:25-X', transactionId: 't1', amountCents: 100 },
      { refundKey: 'order-cancel:25-X:t2', transactionId: 't2', amountCents: 50 },
    ]);
  });

  it('given a cancellation owing two refunds, when they are made, then each is refunded at the gateway under its key and recorded on the order', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();

    await makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA);

    expect(world.watched.refunds).toEqual(world.due.map((d) => ({ transactionId: d.transactionId, amountCents: d.amountCents, idempotencyKey: d.refundKey })));
    const [submitRefund, balanceRefund] = await Promise.all(world.due.map((d) => world.ledger.refundUnder(d.refundKey)));
    expect(world.store.events(STREAM).slice(3)).toMatchObject([
      { type: 'OrderRefundIssued', data: { ...world.due[0], orderId: LIFECYCLE_ORDER_ID, refundId: (submitRefund as { refundId: string }).refundId, at: AT }, metadata: { causationId: world.due[0].refundKey } },
      { type: 'OrderRefundIssued', data: { ...world.due[1], orderId: LIFECYCLE_ORDER_ID, refundId: (balanceRefund as { refundId: string }).refundId, at: AT }, metadata: { causationId: world.due[1].refundKey } },
    ]);
  });

  it('given the refunds made, when they are made again (the reconciler after the request), then nothing is refunded or recorded twice', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();
    await makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA);

    expect(await makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA)).toBeUndefined();

    expect(world.watched.refunds).toHaveLength(2);
    expect(world.recordedAfterCancel()).toHaveLength(2);
  });

  it('given the request and the reconciler making the refunds at once, then each refund is made once and recorded once', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();

    await Promise.all([makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA), makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA)]);

    expect(world.recordedAfterCancel().map((d) => d.refundKey)).toEqual(world.due.map((d) => d.refundKey));
    expect((await world.ledger.chargeUnder('submit'))?.refundedCents).toBe(world.due[0].amountCents);
    expect((await world.ledger.chargeUnder('balance'))?.refundedCents).toBe(world.due[1].amountCents);
  });

  it('given the gateway down at the second refund, when made, then the first is recorded, the error goes on, and the next run makes only the second', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();
    world.watched.failRefundsWith((request) => {
      if (request.idempotencyKey === world.due[1].refundKey) throw new PaymentGatewayError('The gateway is down.');
    });

    await expect(makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA)).rejects.toThrow('The gateway is down.');
    expect(world.recordedAfterCancel().map((d) => d.refundKey)).toEqual([world.due[0].refundKey]);

    world.watched.failRefundsWith(() => undefined);
    await makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA);

    expect(world.recordedAfterCancel().map((d) => d.refundKey)).toEqual(world.due.map((d) => d.refundKey));
    expect(world.watched.refunds.map((r) => r.idempotencyKey)).toEqual([world.due[0].refundKey, world.due[1].refundKey, world.due[1].refundKey]);
  });

  it('given a charge given back already in part at the gateway, when the refund owed is more than is left, then the refusal is recorded on the order with its reason', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();
    await world.deps.payments.refund({ transactionId: world.due[1].transactionId, amountCents: 1, idempotencyKey: 'by-hand' });

    await makeOwedRefunds(world.deps, LIFECYCLE_ORDER_ID, METADATA);

    expect(world.store.events(STREAM).slice(3).map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([
      ['OrderRefundIssued', undefined],
      ['OrderRefundRefused', REFUND_OVER_CHARGE],
    ]);
  });

  it('given no order under the id, when refunds are made, then nothing happens', async () => {
    const world = await aCancelledOrderOwingTwoRefunds();
    expect(await makeOwedRefunds(world.deps, '25-NOORDER', METADATA)).toBeUndefined();
    expect(world.watched.refunds).toEqual([]);
  });
});
