import { describe, expect, it } from 'vitest';
import { gatewayChargeKey, gatewayReversalKey, paymentStreamId, type EventMetadata, type PaymentRequestedData } from '@certus/contracts';
import {
  ManualClock,
  MemoryTestGatewayLedger,
  PaymentGatewayError,
  TEST_CARDS,
  TestPaymentGateway,
  createLogger,
  sequentialIds,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
} from '@certus/infra';
import { PaymentProcess, RECONCILER, type ApprovedPayment, type PurposeRecord, type PurposeRecorders } from './payment-process.ts';
import { MemoryEventStore } from './testing/memory-event-store.ts';

const logger = createLogger('test', 'silent');
const START = '2026-03-01T10:00:00.000Z';
let keys = 0;
/** A fresh payment key per test (the ledger and the store are fresh too, but the names read better apart). */
const aPaymentKey = () => `gift-card:req-${++keys}`;

const MEMBER_METADATA: EventMetadata = { correlationId: 'corr-1', causationId: 'corr-1', actor: { userId: 'member-1', role: 'authenticated' } };

/**
 * The test gateway as the process sees it, with a hook before and after each charge and before each refund: a
 * test answers for the gateway there (a decline), throws (the gateway down, the process dying), or waits.
 */
class WatchedGateway implements PaymentGateway {
  readonly name = 'watched';
  readonly charges: ChargeRequest[] = [];
  readonly refunds: RefundRequest[] = [];
  beforeCharge: (request: ChargeRequest) => Promise<ChargeResult | void> | ChargeResult | void = () => undefined;
  afterCharge: (request: ChargeRequest, result: ChargeResult) => Promise<void> | void = () => undefined;
  beforeRefund: (request: RefundRequest) => Promise<void> | void = () => undefined;

  constructor(readonly inner: TestPaymentGateway) {}

  storeCard = (...args: Parameters<PaymentGateway['storeCard']>) => this.inner.storeCard(...args);
  storeBankAccount = (...args: Parameters<PaymentGateway['storeBankAccount']>) => this.inner.storeBankAccount(...args);
  findCharge = (key: string) => this.inner.findCharge(key);

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.charges.push(request);
    const answered = await this.beforeCharge(request);
    if (answered) return answered;
    const result = await this.inner.charge(request);
    await this.afterCharge(request, result);
    return result;
  }

  async refund(request: RefundRequest) {
    this.refunds.push(request);
    await this.beforeRefund(request);
    return this.inner.refund(request);
  }
}

/**
 * A slice's recorder, faked: records a gift card once per payment (a second run finds it recorded and answers
 * the same), says it cannot record, or throws (the store unreachable) as the test sets it.
 */
class FakePurposes {
  behaviour: 'record' | 'cannot record' | 'throw' = 'record';
  readonly calls: ApprovedPayment[] = [];
  readonly recorded = new Map<string, string>();

  readonly recorders: PurposeRecorders = {
    OrderSubmission: () => Promise.reject(new Error('not a gift card')),
    OrderBalance: () => Promise.reject(new Error('not a gift card')),
    MembershipPurchase: () => Promise.reject(new Error('not a gift card')),
    GiftCardPurchase: async (payment) => this.record(payment, payment.request.purpose.code),
  };

  private async record(payment: ApprovedPayment, code: string): Promise<PurposeRecord> {
    this.calls.push(payment);
    if (this.behaviour === 'throw') throw new Error('the event store cannot be reached');
    if (this.behaviour === 'cannot record') return { recorded: false, reason: 'The gift card code was taken meanwhile.' };
    if (!this.recorded.has(payment.request.paymentKey)) this.recorded.set(payment.request.paymentKey, payment.transactionId);
    return { recorded: true, recordedIn: `GiftCard-${code}`, answer: { code, transactionId: this.recorded.get(payment.request.paymentKey) } };
  }
}

async function aPaymentWorld({ gatewayTimeoutMs = 30_000 }: { gatewayTimeoutMs?: number } = {}) {
  const clock = new ManualClock(new Date(START));
  const ledger = new MemoryTestGatewayLedger();
  const gateway = new WatchedGateway(new TestPaymentGateway(clock, sequentialIds('0000000a'), ledger));
  const store = new MemoryEventStore();
  const purposes = new FakePurposes();
  const deps = { store, gateway, clock, logger, gatewayTimeoutMs };
  const process = new PaymentProcess(deps, purposes.recorders);
  const stored = await gateway.storeCard({ number: TEST_CARDS.approved, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
  if (stored.outcome !== 'stored') throw new Error(stored.reason);
  const token = stored.instrument.token;
  const aRequest = (paymentKey = aPaymentKey(), overrides: Partial<PaymentRequestedData> = {}): Omit<PaymentRequestedData, 'requestedAt'> => ({
    paymentKey,
    memberId: 'member-1',
    amountCents: 5_000,
    currency: 'USD',
    description: 'Gift card',
    gatewayToken: token,
    purpose: { kind: 'GiftCardPurchase', code: 'GC-ABCD-EFGH', paymentMethodId: 'pm-1', recipientName: null, recipientEmail: null, purchaserName: 'Ann Reader' },
    ...overrides,
  });
  /** Another process on the same store and gateway (the reconciler, or a second server). */
  const anotherProcess = () => new PaymentProcess(deps, purposes.recorders);
  const types = (paymentKey: string) => store.events(paymentStreamId(paymentKey)).map((e) => e.type);
  const appendsOf = (paymentKey: string) => store.appends.filter((a) => a.streamId === paymentStreamId(paymentKey)).map((a) => a.types);
  return { clock, ledger, gateway, store, purposes, process, token, aRequest, anotherProcess, types, appendsOf };
}

/** A promise a test resolves when it wants (a gateway call held open). */
function aGate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** The request's failure when the payment's end is not known yet: 503 for the member, the reconciler's to finish. */
const leftPending = (cause: string) => ({ name: 'PaymentPendingError', cause: expect.objectContaining({ message: cause }) });

describe('payment process: a request approved', () => {
  it('given an approved card, when paid, then the intent is recorded before the charge, and the approval and the settlement in one append after it', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    let recordedAtCharge: string[] = [];
    world.gateway.beforeCharge = () => void (recordedAtCharge = world.types(key));

    const outcome = await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(recordedAtCharge).toEqual(['PaymentRequested']);
    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentApproved', 'PaymentSettled']]);
    const charged = await world.ledger.chargeUnder(key);
    expect(charged).toMatchObject({ result: { outcome: 'approved' }, amountCents: 5_000, refundedCents: 0 });
    const transactionId = (charged!.result as { transactionId: string }).transactionId;
    expect(outcome.state).toMatchObject({ status: 'Settled', attempt: 1, transactionId, recordedIn: 'GiftCard-GC-ABCD-EFGH' });
    expect(outcome.answer).toEqual({ code: 'GC-ABCD-EFGH', transactionId });
    expect(outcome.result).toMatchObject({ nextExpectedVersion: 3, duplicate: false });
  });

  it('given an approved card, when paid, then the recorder gets the request, the transaction and the request metadata, and every event carries that metadata', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(world.purposes.calls).toHaveLength(1);
    expect(world.purposes.calls[0]).toMatchObject({ request: { ...world.aRequest(key), requestedAt: START }, transactionId: expect.stringMatching(/^test_txn_/), metadata: MEMBER_METADATA });
    expect(world.store.events(paymentStreamId(key)).map((e) => e.metadata)).toEqual(Array(3).fill(MEMBER_METADATA));
  });

  it('given a settled payment, when the same request comes again, then it answers settled, charges nothing and records nothing more', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    const again = await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(again.state.status).toBe('Settled');
    expect(world.gateway.charges).toHaveLength(1);
    expect(world.purposes.calls).toHaveLength(1);
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
  });

  it('given the caller read the stream before another copy settled it, when paid with that stale history, then it finds the settlement and charges nothing more', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    const readBefore = world.store.events(paymentStreamId(key));
    await world.anotherProcess().pay(world.aRequest(key), MEMBER_METADATA);

    const outcome = await world.process.pay(world.aRequest(key), MEMBER_METADATA, readBefore);

    expect(outcome.state.status).toBe('Settled');
    expect(world.gateway.charges).toHaveLength(1);
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
  });

  it('given two copies of one request both reaching the gateway, when both pay, then the member is charged once and both answer settled with the same transaction', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    // The first copy is held at the gateway until the second gets there too: both ask to charge under one key.
    const bothAtGateway = aGate();
    world.gateway.beforeCharge = async () => {
      if (world.gateway.charges.length === 2) bothAtGateway.open();
      await bothAtGateway.opened;
    };

    const [first, second] = await Promise.all([world.process.pay(world.aRequest(key), MEMBER_METADATA), world.anotherProcess().pay(world.aRequest(key), MEMBER_METADATA)]);

    const charged = await world.ledger.chargeUnder(key);
    const transactionId = (charged!.result as { transactionId: string }).transactionId;
    expect(world.gateway.charges.map((c) => c.idempotencyKey)).toEqual([key, key]);
    expect(first.state).toMatchObject({ status: 'Settled', transactionId });
    expect(second.state).toMatchObject({ status: 'Settled', transactionId });
    expect(first.answer).toEqual({ code: 'GC-ABCD-EFGH', transactionId });
    expect(second.answer).toEqual({ code: 'GC-ABCD-EFGH', transactionId });
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
    expect(await world.ledger.chargeUnder(gatewayChargeKey(key, 2))).toBeUndefined();
  });

  it('given two copies of one request arriving together on a new key, when both pay, then one intent is recorded and one charge made', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();

    const [first, second] = await Promise.all([world.process.pay(world.aRequest(key), MEMBER_METADATA), world.anotherProcess().pay(world.aRequest(key), MEMBER_METADATA)]);

    expect([first.state.status, second.state.status]).toEqual(['Settled', 'Settled']);
    expect(first.state.transactionId).toBe(second.state.transactionId);
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
  });
});

describe('payment process: nothing taken', () => {
  it('given a declining card, when paid, then the decline is recorded with its reason and nothing is recorded for the purpose', async () => {
    const world = await aPaymentWorld();
    const declining = await world.gateway.storeCard({ number: TEST_CARDS.declined, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
    const key = aPaymentKey();

    const outcome = await world.process.pay(world.aRequest(key, { gatewayToken: (declining as { instrument: { token: string } }).instrument.token }), MEMBER_METADATA);

    expect(outcome.state).toMatchObject({ status: 'Declined', reason: 'The card was declined.' });
    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentDeclined']]);
    expect(world.purposes.calls).toEqual([]);
  });

  it('given the gateway failing (a PaymentGatewayError), when paid, then the failure is recorded and nothing is charged', async () => {
    const world = await aPaymentWorld();
    const failing = await world.gateway.storeCard({ number: TEST_CARDS.error, cardCode: '123', expireMonth: 12, expireYear: 2030, nameOnCard: 'Ann Reader' });
    const key = aPaymentKey();

    const outcome = await world.process.pay(world.aRequest(key, { gatewayToken: (failing as { instrument: { token: string } }).instrument.token }), MEMBER_METADATA);

    expect(outcome.state).toMatchObject({ status: 'Failed', reason: 'The payment gateway could not process the charge.' });
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentFailed']);
    expect(await world.gateway.findCharge(key)).toBeNull();
    expect(world.purposes.calls).toEqual([]);
  });

  it('given a card declined once, when the same request comes again, then a second attempt charges under the key #2 and is settled', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    world.gateway.beforeCharge = (request) => (request.idempotencyKey === key ? { outcome: 'declined', reason: 'Not enough funds.' } : undefined);
    const first = await world.process.pay(world.aRequest(key), MEMBER_METADATA);
    world.clock.advance(60_000);

    const second = await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(first.state.status).toBe('Declined');
    expect(world.gateway.charges.map((c) => c.idempotencyKey)).toEqual([key, `${key}#2`]);
    expect(await world.ledger.chargeUnder(`${key}#2`)).toMatchObject({ result: { outcome: 'approved' }, amountCents: 5_000 });
    expect(second.state).toMatchObject({ status: 'Settled', attempt: 2 });
    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentDeclined'], ['PaymentRetried'], ['PaymentApproved', 'PaymentSettled']]);
    expect(world.store.events(paymentStreamId(key))[2]!.data).toEqual({ paymentKey: key, attempt: 2, at: '2026-03-01T10:01:00.000Z' });
  });
});

describe('payment process: what it paid for cannot be recorded', () => {
  it('given a recorder that cannot record any more, when paid, then the reversal is requested with the approval, and the charge is given back under the reversal key', async () => {
    const world = await aPaymentWorld();
    world.purposes.behaviour = 'cannot record';
    const key = aPaymentKey();

    const outcome = await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentApproved', 'PaymentReversalRequested'], ['PaymentReversed']]);
    expect(world.gateway.refunds).toEqual([{ transactionId: outcome.state.transactionId, amountCents: 5_000, idempotencyKey: gatewayReversalKey(key) }]);
    expect(gatewayReversalKey(key)).toBe(`${key}:reversal`);
    const refund = await world.ledger.refundUnder(`${key}:reversal`);
    expect(refund).toEqual({ outcome: 'refunded', refundId: expect.stringMatching(/^test_refund_/) });
    expect(await world.ledger.chargeUnder(key)).toMatchObject({ amountCents: 5_000, refundedCents: 5_000 });
    expect(outcome.state).toMatchObject({ status: 'Reversed', reason: 'The gift card code was taken meanwhile.', refundId: (refund as { refundId: string }).refundId });
  });

  it('given the gateway down when the charge is to be given back, when paid, then the error goes on with the reversal still requested, and resume gives it back once', async () => {
    const world = await aPaymentWorld();
    world.purposes.behaviour = 'cannot record';
    const key = aPaymentKey();
    world.gateway.beforeRefund = () => {
      throw new PaymentGatewayError('The gateway is down.');
    };

    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toThrow('The gateway is down.');
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentReversalRequested']);

    world.gateway.beforeRefund = () => undefined;
    const resumed = await world.anotherProcess().resume(key);

    expect(resumed?.state.status).toBe('Reversed');
    expect(await world.ledger.chargeUnder(key)).toMatchObject({ refundedCents: 5_000 });
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentReversalRequested', 'PaymentReversed']);
  });
});

describe('payment process: recording failed for now', () => {
  it('given a recorder that throws, when paid, then the approval is recorded alone and the error goes on; resume then records the purpose and settles it, charging nothing more', async () => {
    const world = await aPaymentWorld();
    world.purposes.behaviour = 'throw';
    const key = aPaymentKey();

    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('the event store cannot be reached'));
    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentApproved']]);

    world.purposes.behaviour = 'record';
    world.clock.advance(60_000);
    const resumed = await world.anotherProcess().resume(key);

    expect(resumed?.state).toMatchObject({ status: 'Settled', recordedIn: 'GiftCard-GC-ABCD-EFGH' });
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentApproved', 'PaymentSettled']);
    expect(world.gateway.charges).toHaveLength(1);
    const intent = world.store.events(paymentStreamId(key))[0]!;
    const reconcilerMetadata = { correlationId: MEMBER_METADATA.correlationId, causationId: intent.eventId, actor: RECONCILER };
    expect(world.purposes.calls[1]!.metadata).toEqual(reconcilerMetadata);
    expect(world.store.events(paymentStreamId(key))[2]).toMatchObject({ metadata: reconcilerMetadata, data: { at: '2026-03-01T10:01:00.000Z' } });
  });

  it('given a recorder that throws and a store that refuses the approval too, when paid, then the recorder error goes on and the intent alone stands for the reconciler', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    world.purposes.behaviour = 'throw';
    world.gateway.afterCharge = () => world.store.failAppends(1);

    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('the event store cannot be reached'));
    expect(world.types(key)).toEqual(['PaymentRequested']);

    world.purposes.behaviour = 'record';
    expect((await world.anotherProcess().resume(key))?.state.status).toBe('Settled');
    expect(world.gateway.charges).toHaveLength(1);
  });
});

describe('payment process: a gateway that does not answer', () => {
  it('given a charge the gateway has not answered within the time limit, when paid, then the request says the payment is pending and the intent stands for the reconciler', async () => {
    const world = await aPaymentWorld({ gatewayTimeoutMs: 200 });
    const key = aPaymentKey();
    const never = aGate();
    world.gateway.beforeCharge = () => never.opened.then(() => undefined);
    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('no answer from the payment gateway within 200 ms'));
    expect(world.types(key)).toEqual(['PaymentRequested']);
    never.open();
  });
});

describe('payment process: resume (the reconciler) on an intent with no answer', () => {
  it('given the process died after the gateway charged, when resumed, then the charge is found by its key, recorded and settled, without charging again', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    world.gateway.afterCharge = () => {
      throw new Error('socket hang up');
    };
    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('socket hang up'));
    expect(world.types(key)).toEqual(['PaymentRequested']);

    const resumed = await world.anotherProcess().resume(key);

    const charged = await world.ledger.chargeUnder(key);
    expect(resumed?.state).toMatchObject({ status: 'Settled', transactionId: (charged!.result as { transactionId: string }).transactionId });
    expect(world.appendsOf(key)).toEqual([['PaymentRequested'], ['PaymentApproved', 'PaymentSettled']]);
    expect(world.gateway.charges).toHaveLength(1);
    expect(world.purposes.calls).toHaveLength(1);
  });

  it('given the process died before the gateway charged, when resumed, then the payment is abandoned and nothing is charged', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    world.gateway.beforeCharge = () => {
      throw new Error('process killed');
    };
    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('process killed'));

    const resumed = await world.anotherProcess().resume(key);

    expect(resumed?.state.status).toBe('Abandoned');
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentAbandoned']);
    expect(await world.gateway.findCharge(key)).toBeNull();
    expect(world.purposes.calls).toEqual([]);
  });

  it('given a payment abandoned, when the member sends the same request again, then a second attempt charges under #2 and is settled', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    world.gateway.beforeCharge = () => {
      throw new Error('process killed');
    };
    await expect(world.process.pay(world.aRequest(key), MEMBER_METADATA)).rejects.toMatchObject(leftPending('process killed'));
    await world.anotherProcess().resume(key);
    world.gateway.beforeCharge = () => undefined;

    const again = await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    expect(again.state).toMatchObject({ status: 'Settled', attempt: 2 });
    expect(await world.ledger.chargeUnder(key)).toBeUndefined();
    expect(await world.ledger.chargeUnder(`${key}#2`)).toMatchObject({ result: { outcome: 'approved' } });
  });

  it('given no payment under the key, when resumed, then there is nothing to do', async () => {
    const world = await aPaymentWorld();
    expect(await world.process.resume(aPaymentKey())).toBeNull();
  });

  it('given a finished payment, when resumed, then it is left as it is', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    await world.process.pay(world.aRequest(key), MEMBER_METADATA);

    const resumed = await world.anotherProcess().resume(key);

    expect(resumed?.state.status).toBe('Settled');
    expect(resumed?.result).toBeUndefined();
    expect(world.appendsOf(key)).toHaveLength(2);
    expect(world.gateway.charges).toHaveLength(1);
  });
});

describe('payment process: the reconciler and a slow request on one payment', () => {
  /** Resolves once the gateway has been asked `count` charges. */
  async function untilCharged(gateway: WatchedGateway, count: number) {
    while (gateway.charges.length < count) await new Promise((resolve) => setImmediate(resolve));
  }

  it('given the reconciler gives a payment up while its request still waits for the gateway, when the charge is approved after all, then the payment is settled and a repeat of the request charges nothing more', async () => {
    const world = await aPaymentWorld();
    const key = aPaymentKey();
    const gatewaySlow = aGate();
    world.gateway.beforeCharge = () => gatewaySlow.opened;
    const paying = world.process.pay(world.aRequest(key), MEMBER_METADATA);
    await untilCharged(world.gateway, 1);

    const resumed = await world.anotherProcess().resume(key);
    expect(resumed?.state.status).toBe('Abandoned');
    gatewaySlow.open();
    const outcome = await paying;

    expect(outcome.state).toMatchObject({ status: 'Settled', recordedIn: 'GiftCard-GC-ABCD-EFGH' });
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentAbandoned', 'PaymentApproved', 'PaymentSettled']);
    world.gateway.beforeCharge = () => undefined;
    const again = await world.process.pay(world.aRequest(key), MEMBER_METADATA);
    expect(again.state.status).toBe('Settled');
    expect(world.gateway.charges.map((c) => c.idempotencyKey)).toEqual([key]);
  });

  it('given the reconciler gives a payment up while its request still waits for the gateway, when the charge is approved but cannot be recorded, then it is given back', async () => {
    const world = await aPaymentWorld();
    world.purposes.behaviour = 'cannot record';
    const key = aPaymentKey();
    const gatewaySlow = aGate();
    world.gateway.beforeCharge = () => gatewaySlow.opened;
    const paying = world.process.pay(world.aRequest(key), MEMBER_METADATA);
    await untilCharged(world.gateway, 1);

    await world.anotherProcess().resume(key);
    gatewaySlow.open();
    const outcome = await paying;

    expect(outcome.state.status).toBe('Reversed');
    expect(world.types(key)).toEqual(['PaymentRequested', 'PaymentAbandoned', 'PaymentApproved', 'PaymentReversalRequested', 'PaymentReversed']);
    expect(await world.ledger.chargeUnder(key)).toMatchObject({ refundedCents: 5_000 });
  });
});
