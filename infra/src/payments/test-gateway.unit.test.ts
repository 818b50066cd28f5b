import { describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { PaymentGatewayError } from './port.ts';
import { TEST_CARDS, TestPaymentGateway } from './test-gateway.ts';
import { MemoryTestGatewayLedger } from './test-gateway-ledger.ts';

const aGateway = () => new TestPaymentGateway(new ManualClock(new Date('2026-03-01T10:00:00Z')), sequentialIds());

async function aStoredCard(gateway: TestPaymentGateway, number: string = TEST_CARDS.approved) {
  const stored = await gateway.storeCard({ number, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
  if (stored.outcome !== 'stored') throw new Error(stored.reason);
  return stored.instrument.token;
}

async function aCharge(gateway: TestPaymentGateway, amountCents = 5_000, idempotencyKey = 'order:1') {
  const charged = await gateway.charge({ token: await aStoredCard(gateway), amountCents, currency: 'USD', description: 'test', idempotencyKey });
  if (charged.outcome !== 'approved') throw new Error(charged.reason);
  return charged.transactionId;
}

describe('test payment gateway: charges', () => {
  it('given an approved card, when charged twice under one key, then one transaction answers both', async () => {
    const gateway = aGateway();
    const token = await aStoredCard(gateway);
    const first = await gateway.charge({ token, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'k' });
    const again = await gateway.charge({ token, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'k' });
    expect(first).toEqual({ outcome: 'approved', transactionId: expect.stringMatching(/^test_txn_/) });
    expect(again).toEqual(first);
  });

  it('given the declining and failing test cards, when charged, then a decline answer and a gateway error', async () => {
    const gateway = aGateway();
    const declined = await gateway.charge({ token: await aStoredCard(gateway, TEST_CARDS.declined), amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'a' });
    expect(declined).toEqual({ outcome: 'declined', reason: 'The card was declined.' });
    const failing = await aStoredCard(gateway, TEST_CARDS.error);
    await expect(gateway.charge({ token: failing, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'b' })).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('test payment gateway: finding a charge by its key', () => {
  it('given a charge approved under a key, when it is looked up by that key, then the same answer is found', async () => {
    const gateway = aGateway();
    const transactionId = await aCharge(gateway, 5_000, 'order:1');
    expect(await gateway.findCharge('order:1')).toEqual({ outcome: 'approved', transactionId });
  });

  it('given a charge declined under a key, when it is looked up, then it is found as declined with the reason', async () => {
    const gateway = aGateway();
    await gateway.charge({ token: await aStoredCard(gateway, TEST_CARDS.declined), amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'order:2' });
    expect(await gateway.findCharge('order:2')).toEqual({ outcome: 'declined', reason: 'The card was declined.' });
  });

  it('given a key never charged, or a charge that failed at the gateway, when looked up, then nothing is found', async () => {
    const gateway = aGateway();
    await aCharge(gateway, 5_000, 'order:1');
    expect(await gateway.findCharge('order:unknown')).toBeNull();
    const failing = await aStoredCard(gateway, TEST_CARDS.error);
    await expect(gateway.charge({ token: failing, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'order:3' })).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await gateway.findCharge('order:3')).toBeNull();
  });

  it('given a charge made by one gateway, when another gateway on the same ledger looks it up or charges again under the key, then it finds that charge', async () => {
    const ledger = new MemoryTestGatewayLedger();
    const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    const first = new TestPaymentGateway(clock, sequentialIds('0000000a'), ledger);
    const second = new TestPaymentGateway(clock, sequentialIds('0000000b'), ledger);
    const token = await aStoredCard(first);
    const charged = await first.charge({ token, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'order:1' });
    expect(await second.findCharge('order:1')).toEqual(charged);
    expect(await second.charge({ token, amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'order:1' })).toEqual(charged);
  });
});

describe('test payment gateway: refunds', () => {
  it('given a charge, when all of it is refunded, then a refund id comes back', async () => {
    const gateway = aGateway();
    const transactionId = await aCharge(gateway, 5_000);
    expect(await gateway.refund({ transactionId, amountCents: 5_000, idempotencyKey: 'order-cancel:1' })).toEqual({
      outcome: 'refunded',
      refundId: expect.stringMatching(/^test_refund_/),
    });
  });

  it('given a refund made, when it is asked again under the same key, then the same refund answers and nothing more is given back', async () => {
    const gateway = aGateway();
    const transactionId = await aCharge(gateway, 5_000);
    const first = await gateway.refund({ transactionId, amountCents: 5_000, idempotencyKey: 'order-cancel:1' });
    expect(await gateway.refund({ transactionId, amountCents: 5_000, idempotencyKey: 'order-cancel:1' })).toEqual(first);
  });

  it('given a charge partly refunded, when more than what is left is asked under another key, then it is refused', async () => {
    const gateway = aGateway();
    const transactionId = await aCharge(gateway, 5_000);
    expect((await gateway.refund({ transactionId, amountCents: 3_000, idempotencyKey: 'r1' })).outcome).toBe('refunded');
    expect(await gateway.refund({ transactionId, amountCents: 2_001, idempotencyKey: 'r2' })).toEqual({
      outcome: 'refused',
      reason: 'The refund is more than what is left of the charge.',
    });
    expect((await gateway.refund({ transactionId, amountCents: 2_000, idempotencyKey: 'r3' })).outcome).toBe('refunded');
  });

  it('given a transaction id the gateway never issued, or a non-positive amount, when refunded, then it is refused', async () => {
    const gateway = aGateway();
    expect(await gateway.refund({ transactionId: 'txn-elsewhere', amountCents: 100, idempotencyKey: 'r1' })).toEqual({
      outcome: 'refused',
      reason: 'The transaction is not known to the gateway.',
    });
    const transactionId = await aCharge(gateway);
    expect((await gateway.refund({ transactionId, amountCents: 0, idempotencyKey: 'r2' })).outcome).toBe('refused');
  });

  it('given a transaction of this gateway charged before a restart, when refunded by a new gateway, then it is refunded (form checked only)', async () => {
    const transactionId = await aCharge(aGateway(), 5_000);
    expect((await aGateway().refund({ transactionId, amountCents: 5_000, idempotencyKey: 'r1' })).outcome).toBe('refunded');
  });
});
