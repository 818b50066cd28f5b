import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalancePaid, orderMessages, orderStreamId, paymentMethodMessages, type Catalogue } from '@certus/contracts';
import { TEST_CARDS, type ChargeRequest } from '@certus/infra';
import { aMemberWithAddressAndCard, type MemberWithAddressAndCard } from '../../../../tests/support/member-setup.ts';
import {
  aSubmittedOrder,
  anOrderWithABalance,
  eventTypes,
  http,
  recordGatewayRequests,
  startOrderJourneyPlatform,
  type Platform,
  type Worker,
} from '../testing/order-journeys.ts';

const pay = (platform: Platform, member: MemberWithAddressAndCard, orderId: string, amountCents: number, authPaymentId = member.payMethodId, idempotencyKey?: string) =>
  http(platform, 'POST', '/api/orders/transaction', member.token, { orderId, userId: member.memberId, authPaymentId, amountCents }, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});

describe('POST /api/orders/transaction: paying the balance (real PostgreSQL, test gateway)', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  let worker: Worker;
  const charges: ChargeRequest[] = [];

  beforeAll(async () => {
    ({ platform, catalogue, worker } = await startOrderJourneyPlatform());
    recordGatewayRequests(platform.deps.payments, 'charge', charges);
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a balance after a correction, when the member pays exactly it with their card, then it is charged once and recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-ok');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const answer = await pay(platform, member, order.orderId, balanceCents);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: orderMessages.chargeSuccess, transactionId: expect.stringMatching(/^test_txn_/), balanceCents: 0, position: expect.stringMatching(/^\d+\.\d+$/) },
    });
    const charge = charges.find((c) => c.idempotencyKey.startsWith(`order-balance:${order.orderId}:`))!;
    expect(charge).toMatchObject({ amountCents: balanceCents, currency: 'USD', idempotencyKey: `order-balance:${order.orderId}:3:${member.payMethodId}` });
    const recorded = (await platform.store.readStream(orderStreamId(order.orderId))).at(-1)!;
    expect(BalancePaid.parse({ type: recorded.type, data: recorded.data }).data).toMatchObject({
      orderId: order.orderId,
      amountCents: balanceCents,
      paymentMethodId: member.payMethodId,
      displayName: 'Visa ending 1111',
      transactionId: answer.body.transactionId,
      paidBy: member.memberId,
    });

    // Paid: nothing more to pay.
    expect(await pay(platform, member, order.orderId, balanceCents)).toMatchObject({ status: 409, body: { message: orderMessages.noBalance } });
  });

  it('given a balance, when the member pays another amount, then 409 says the balance changed and nothing is charged', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-amount');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const before = charges.length;
    expect(await pay(platform, member, order.orderId, balanceCents - 100)).toMatchObject({ status: 409, body: { message: orderMessages.balanceChanged } });
    expect(charges.length).toBe(before);
    expect((await eventTypes(platform, order.orderId)).at(-1)).toBe('DeclaredValueCorrected');
  });

  it("given someone else's order or payment method, when paid, then 404 as if it did not exist", async () => {
    const owner = await aMemberWithAddressAndCard(platform, undefined, 'pay-owner');
    const other = await aMemberWithAddressAndCard(platform, undefined, 'pay-other');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, owner, catalogue);
    expect(await pay(platform, other, order.orderId, balanceCents)).toMatchObject({ status: 404, body: { message: orderMessages.orderNotFound } });
    expect(await pay(platform, other, '99-NOSUCH1', balanceCents)).toMatchObject({ status: 404, body: { message: orderMessages.orderNotFound } });
    expect(await pay(platform, owner, order.orderId, balanceCents, other.payMethodId)).toMatchObject({ status: 404, body: { message: paymentMethodMessages.notFound } });
  });

  it('given a card the gateway declines, when the balance is paid with it, then 402 with the gateway reason, nothing recorded; another card then pays', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-decline');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const declining = await http(platform, 'POST', '/api/userprofile/paymethod', member.token, {
      name: 'Ann Reader',
      cardNumber: TEST_CARDS.declined,
      cardCode: '846',
      expireMonth: 12,
      expireYear: new Date().getUTCFullYear() + 1,
    });
    expect(declining.status).toBe(200);
    const declined = await pay(platform, member, order.orderId, balanceCents, declining.body.paymentMethodId);
    expect(declined).toEqual({ status: 402, body: { message: 'The card was declined.' } });
    expect((await eventTypes(platform, order.orderId)).at(-1)).toBe('DeclaredValueCorrected');
    expect((await pay(platform, member, order.orderId, balanceCents)).status).toBe(200);
  });

  it('given an order still Submitted, when its balance is paid, then 409: its status does not allow it', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-submitted');
    const order = await aSubmittedOrder(platform, member, catalogue);
    expect(await pay(platform, member, order.orderId, 100)).toMatchObject({ status: 409, body: { message: orderMessages.payNotAllowed } });
  });

  it('given the same payment sent twice at once (one Idempotency-Key), then both get its answer, the card is charged once and one payment is recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-twice');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const send = () => pay(platform, member, order.orderId, balanceCents, member.payMethodId, 'pay-twice-key-0001');
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.transactionId).toBe(answers[1]!.body.transactionId);
    expect((await eventTypes(platform, order.orderId)).filter((t) => t === 'BalancePaid')).toHaveLength(1);
  });

  it('given a payment recorded, when the same request (same Idempotency-Key) comes again later, then it gets the same answer and nothing is charged again', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'pay-retry');
    const { order, balanceCents } = await anOrderWithABalance(platform, worker, member, catalogue);
    const first = await pay(platform, member, order.orderId, balanceCents, member.payMethodId, 'pay-retry-key-0001');
    const retry = await pay(platform, member, order.orderId, balanceCents, member.payMethodId, 'pay-retry-key-0001');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.transactionId).toBe(first.body.transactionId);
    expect((await eventTypes(platform, order.orderId)).filter((t) => t === 'BalancePaid')).toHaveLength(1);
  });
});
