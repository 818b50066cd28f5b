import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_PAYMENT_STATUSES, compareCheckpoints, orderStreamId, paymentStreamId, type OrderEvent, type RefundDue } from '@certus/contracts';
import { LIFECYCLE_ORDER_ID, cancelledOwing, orderSubmitted, refundIssued, refundRefused } from '@certus/contracts/events/testing/order-lifecycle';
import { CODE_TAKEN, REFUND_REFUSED, paymentsInEveryStatus } from '@certus/contracts/events/testing/payment-histories';
import { ANY_VERSION, InProcessDelivery, createLogger } from '@certus/infra';
import { migrate, paymentsProjection, readCheckpoint, runProjectionWorker } from '@certus/projections';
import { freshEventStore, testMetadata } from '../support/event-store.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;
const logger = createLogger('test', 'silent');

const OWING_ORDER = '25-OWINGRF';
/** A fixture event of the lifecycle order, moved to another order id. */
const forOrder = (orderId: string, event: OrderEvent): OrderEvent => ({ ...event, data: { ...event.data, orderId } }) as OrderEvent;
const submitRefund: RefundDue = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}`, transactionId: 'txn-submit', amountCents: 12_000 };
const balanceRefund: RefundDue = { refundKey: `order-cancel:${LIFECYCLE_ORDER_ID}:txn-balance`, transactionId: 'txn-balance', amountCents: 1_500 };
const owedRefund: RefundDue = { refundKey: `order-cancel:${OWING_ORDER}`, transactionId: 'txn-owing', amountCents: 4_700 };

async function append(env: Env, streamId: string, events: { type: string; data: unknown }[]) {
  await env.store.append(streamId, ANY_VERSION, events.map((e) => ({ ...e, metadata: testMetadata() })));
}

/** Runs the payments projection until it has projected the whole log. */
async function projectToHead(env: Env) {
  const stop = new AbortController();
  const worker = runProjectionWorker({ pool: env.pool, delivery: new InProcessDelivery(env.store, 50), projection: paymentsProjection, logger, signal: stop.signal });
  const head = await env.store.headCheckpoint();
  const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
  while (compareCheckpoints(await readCheckpoint(env.pool, paymentsProjection.name), head) < 0) {
    if (Date.now() > deadline) throw new Error('the payments projection did not catch up');
    await new Promise((r) => setTimeout(r, 20));
  }
  stop.abort();
  await worker;
}

describe('payments read model (real PostgreSQL)', () => {
  let env: Env;

  beforeAll(async () => {
    env = await freshEventStore({ label: 'payments_projection' });
    await migrate(env.pool);
    // A charge in every status, one event per append as the process records its steps, except the approval
    // recorded with its settlement (or its reversal request) in one append, as PaymentProcess does.
    for (const [name, events] of Object.entries(paymentsInEveryStatus())) {
      const streamId = paymentStreamId(`pay-${name}`);
      for (let i = 0; i < events.length; i++) {
        const together = events[i]!.type === 'PaymentApproved' && ['PaymentSettled', 'PaymentReversalRequested'].includes(events[i + 1]?.type ?? '');
        await append(env, streamId, together ? [events[i]!, events[++i]!] : [events[i]!]);
      }
    }
    // An order cancelled owing two refunds: one made, the other refused by the gateway.
    await append(env, orderStreamId(LIFECYCLE_ORDER_ID), [orderSubmitted(), cancelledOwing([submitRefund, balanceRefund])]);
    await append(env, orderStreamId(LIFECYCLE_ORDER_ID), [refundIssued(submitRefund, 'refund-submit', '2025-05-10T10:00:00.000Z')]);
    await append(env, orderStreamId(LIFECYCLE_ORDER_ID), [refundRefused(balanceRefund, REFUND_REFUSED, '2025-05-10T10:00:01.000Z')]);
    // Another cancelled with its refund still owed (the process died before the gateway answered).
    await append(env, orderStreamId(OWING_ORDER), [forOrder(OWING_ORDER, orderSubmitted()), forOrder(OWING_ORDER, cancelledOwing([owedRefund]))]);
    await projectToHead(env);
  });

  afterAll(async () => {
    await env?.drop();
  });

  it('given a charge in every status, then each has its row with where it stands', async () => {
    const { rows } = await env.pool.query(
      `SELECT payment_key, purpose, status, attempt, transaction_id, refund_id, reason FROM payments WHERE kind = 'Charge' ORDER BY payment_key`,
    );
    expect(rows).toEqual([
      { payment_key: 'pay-abandoned', purpose: 'GiftCardPurchase', status: 'Abandoned', attempt: 1, transaction_id: null, refund_id: null, reason: null },
      { payment_key: 'pay-approved', purpose: 'OrderBalance', status: 'Approved', attempt: 1, transaction_id: 'txn-approved', refund_id: null, reason: null },
      { payment_key: 'pay-declined', purpose: 'MembershipPurchase', status: 'Declined', attempt: 1, transaction_id: null, refund_id: null, reason: 'The card was declined.' },
      { payment_key: 'pay-failed', purpose: 'GiftCardPurchase', status: 'Failed', attempt: 1, transaction_id: null, refund_id: null, reason: 'The payment gateway could not process the charge.' },
      { payment_key: 'pay-lateApproval', purpose: 'GiftCardPurchase', status: 'Settled', attempt: 1, transaction_id: 'txn-late', refund_id: null, reason: null },
      { payment_key: 'pay-requested', purpose: 'OrderSubmission', status: 'Requested', attempt: 1, transaction_id: null, refund_id: null, reason: null },
      { payment_key: 'pay-retried', purpose: 'GiftCardPurchase', status: 'Requested', attempt: 2, transaction_id: null, refund_id: null, reason: null },
      { payment_key: 'pay-reversalRefused', purpose: 'GiftCardPurchase', status: 'ReversalRefused', attempt: 1, transaction_id: 'txn-refused', refund_id: null, reason: `${CODE_TAKEN} The refund was refused: ${REFUND_REFUSED}` },
      { payment_key: 'pay-reversalRequested', purpose: 'OrderBalance', status: 'ReversalRequested', attempt: 1, transaction_id: 'txn-reversing', refund_id: null, reason: 'The balance changed.' },
      { payment_key: 'pay-reversed', purpose: 'GiftCardPurchase', status: 'Reversed', attempt: 1, transaction_id: 'txn-reversed', refund_id: 'refund-reversed', reason: CODE_TAKEN },
      { payment_key: 'pay-settled', purpose: 'OrderSubmission', status: 'Settled', attempt: 1, transaction_id: 'txn-settled', refund_id: null, reason: null },
    ]);
  });

  it('given a cancellation owing two refunds, one made and one refused, and another owing one, then each refund has its row', async () => {
    const { rows } = await env.pool.query(
      `SELECT payment_key, order_id, amount_cents, status, transaction_id, refund_id, reason, updated_at FROM payments WHERE kind = 'CancellationRefund' ORDER BY payment_key`,
    );
    expect(rows).toEqual([
      { payment_key: submitRefund.refundKey, order_id: LIFECYCLE_ORDER_ID, amount_cents: 12_000, status: 'Refunded', transaction_id: 'txn-submit', refund_id: 'refund-submit', reason: 'Member asked to cancel.', updated_at: new Date('2025-05-10T10:00:00.000Z') },
      { payment_key: balanceRefund.refundKey, order_id: LIFECYCLE_ORDER_ID, amount_cents: 1_500, status: 'Refused', transaction_id: 'txn-balance', refund_id: null, reason: REFUND_REFUSED, updated_at: new Date('2025-05-10T10:00:01.000Z') },
      { payment_key: owedRefund.refundKey, order_id: OWING_ORDER, amount_cents: 4_700, status: 'Due', transaction_id: 'txn-owing', refund_id: null, reason: 'Member asked to cancel.', updated_at: expect.any(Date) },
    ]);
  });

  it('given the payments on their way, then the reconciler finds exactly those (OPEN_PAYMENT_STATUSES)', async () => {
    const { rows } = await env.pool.query(`SELECT payment_key FROM payments WHERE status = ANY($1) ORDER BY payment_key`, [OPEN_PAYMENT_STATUSES]);
    expect(rows.map((r) => r.payment_key)).toEqual([owedRefund.refundKey, 'pay-approved', 'pay-requested', 'pay-retried', 'pay-reversalRequested']);
  });

  it('given the projection caught up, when the whole log is applied again, then no row changes, and a rebuild from zero gives the same rows', async () => {
    await expectReplayAndRebuildIdentical(env, paymentsProjection, 'payments', 'payment_key');
  });
});
