import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentEvent, PaymentRequestedData } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { FINISHED, NOTHING_TAKEN, paymentDecider, type ChargeAnswer, type PaymentCommand, type PaymentState } from './payment.decider.ts';

const spec = deciderSpec(paymentDecider);

const KEY = 'gift-card:req-1';
const REQUESTED_AT = '2026-03-01T10:00:00.000Z';
const AT = '2026-03-01T10:00:05.000Z';
const LATER = '2026-03-01T10:05:00.000Z';

const aRequest = (overrides: Partial<PaymentRequestedData> = {}): PaymentRequestedData => ({
  paymentKey: KEY,
  memberId: 'member-1',
  amountCents: 5_000,
  currency: 'USD',
  description: 'Gift card',
  gatewayToken: 'test_approve_00000000-0000-4000-8000-000000000001',
  purpose: { kind: 'GiftCardPurchase', code: 'GC-ABCD-EFGH', paymentMethodId: 'pm-1', recipientName: null, recipientEmail: null, purchaserName: 'Ann Reader' },
  requestedAt: REQUESTED_AT,
  ...overrides,
});

// Events
const requested = (request = aRequest()): PaymentEvent => ({ type: 'PaymentRequested', data: request });
const retried = (attempt: number, at = AT): PaymentEvent => ({ type: 'PaymentRetried', data: { paymentKey: KEY, attempt, at } });
const approved = (transactionId = 'txn-1', at = AT): PaymentEvent => ({ type: 'PaymentApproved', data: { paymentKey: KEY, transactionId, at } });
const declined = (reason = 'The card was declined.', at = AT): PaymentEvent => ({ type: 'PaymentDeclined', data: { paymentKey: KEY, reason, at } });
const failed = (reason = 'The gateway is down.', at = AT): PaymentEvent => ({ type: 'PaymentFailed', data: { paymentKey: KEY, reason, at } });
const abandoned = (at = AT): PaymentEvent => ({ type: 'PaymentAbandoned', data: { paymentKey: KEY, at } });
const settled = (recordedIn = 'GiftCard-GC-ABCD-EFGH', at = AT): PaymentEvent => ({ type: 'PaymentSettled', data: { paymentKey: KEY, recordedIn, at } });
const reversalRequested = (reason = 'The balance changed.', at = AT): PaymentEvent => ({ type: 'PaymentReversalRequested', data: { paymentKey: KEY, reason, at } });
const reversed = (refundId = 'refund-1', at = AT): PaymentEvent => ({ type: 'PaymentReversed', data: { paymentKey: KEY, refundId, amountCents: 5_000, at } });
const reversalRefused = (reason = 'Refused by the bank.', at = AT): PaymentEvent => ({ type: 'PaymentReversalRefused', data: { paymentKey: KEY, reason, at } });

// Commands
const requestPayment = (request = aRequest()): PaymentCommand => ({ type: 'RequestPayment', request });
const retry = (at = AT): PaymentCommand => ({ type: 'RetryPayment', at });
const answer = (attempt: number, charged: ChargeAnswer, at = AT): PaymentCommand => ({ type: 'RecordChargeAnswer', attempt, answer: charged, at });
const approval = (transactionId = 'txn-1'): ChargeAnswer => ({ outcome: 'approved', transactionId });
const decline = (reason = 'The card was declined.'): ChargeAnswer => ({ outcome: 'declined', reason });
const failure = (reason = 'The gateway is down.'): ChargeAnswer => ({ outcome: 'failed', reason });
const abandon = (at = AT): PaymentCommand => ({ type: 'AbandonPayment', at });
const settle = (attempt = 1, transactionId = 'txn-1', recordedIn = 'GiftCard-GC-ABCD-EFGH', at = AT): PaymentCommand => ({ type: 'SettlePayment', attempt, transactionId, recordedIn, at });
const reverse = (attempt = 1, transactionId = 'txn-1', reason = 'The balance changed.', at = AT): PaymentCommand => ({ type: 'ReversePayment', attempt, transactionId, reason, at });
const refunded = (refundId = 'refund-1', at = AT): PaymentCommand => ({ type: 'RecordReversal', answer: { outcome: 'refunded', refundId }, at });
const refused = (reason = 'Refused by the bank.', at = AT): PaymentCommand => ({ type: 'RecordReversal', answer: { outcome: 'refused', reason }, at });

describe('payment: the intent', () => {
  it('given no payment, when it is requested, then the intent is recorded with the whole request', () => {
    spec.given([]).when(requestPayment()).then([requested()]);
  });

  it('given a requested payment, when the same request comes again (a copy, later), then nothing new is recorded', () => {
    spec.given([requested()]).when(requestPayment(aRequest({ requestedAt: LATER }))).then([]);
  });

  it('given a settled payment, when the request comes again, then nothing new is recorded', () => {
    spec.given([requested(), approved(), settled()]).when(requestPayment()).then([]);
  });

  it.each<[string, PaymentCommand]>([
    ['RetryPayment', retry()],
    ['RecordChargeAnswer', answer(1, approval())],
    ['AbandonPayment', abandon()],
    ['SettlePayment', settle()],
    ['ReversePayment', reverse()],
    ['RecordReversal', refunded()],
  ])('given no payment, when %s comes, then it is a bug (nothing to answer without an intent)', (type, command) => {
    spec.given([]).when(command).thenThrows(`payment: ${type} before PaymentRequested`);
  });

  it('given no payment, when an event other than the intent is folded, then it is a bug', () => {
    expect(() => paymentDecider.evolve(paymentDecider.initialState(), approved())).toThrow('payment: PaymentApproved before PaymentRequested');
  });
});

describe('payment: the gateway answer', () => {
  it('given a requested payment, when the gateway approves, then the approval is recorded with its transaction', () => {
    spec.given([requested()]).when(answer(1, approval())).then([approved()]);
  });

  it('given a requested payment, when the gateway declines, then the decline is recorded with its reason', () => {
    spec.given([requested()]).when(answer(1, decline())).then([declined()]);
  });

  it('given a requested payment, when the gateway fails (nothing charged), then the failure is recorded with its reason', () => {
    spec.given([requested()]).when(answer(1, failure())).then([failed()]);
  });

  it.each<[string, PaymentEvent[], ChargeAnswer]>([
    ['approved', [requested(), approved()], approval()],
    ['declined', [requested(), declined()], decline()],
    ['failed', [requested(), failed()], failure()],
    ['settled', [requested(), approved(), settled()], approval()],
    ['reversed', [requested(), approved(), reversalRequested(), reversed()], approval()],
  ])('given a payment %s, when the same answer is recorded twice, then nothing new is recorded', (_status, history, charged) => {
    spec.given(history).when(answer(1, charged)).then([]);
  });

  it('given an answer of another attempt than the current one, then it is a bug', () => {
    spec.given([requested(), declined(), retried(2)]).when(answer(1, approval())).thenThrows(`payment: answer of attempt 1 while at attempt 2 of ${KEY}`);
    spec.given([requested()]).when(answer(2, approval())).thenThrows(`payment: answer of attempt 2 while at attempt 1 of ${KEY}`);
  });
});

describe('payment: a new attempt', () => {
  it.each<[string, PaymentEvent[]]>([
    ['declined', [requested(), declined()]],
    ['failed', [requested(), failed()]],
    ['abandoned', [requested(), abandoned()]],
  ])('given a payment %s (nothing taken), when the member retries, then attempt 2 is recorded', (_status, history) => {
    spec.given(history).when(retry(LATER)).then([retried(2, LATER)]);
  });

  it('given a second attempt declined, when retried again, then it is attempt 3', () => {
    spec.given([requested(), declined(), retried(2), declined()]).when(retry()).then([retried(3)]);
  });

  it('given a retried payment, when its new attempt is answered, then the answer is recorded for that attempt', () => {
    spec.given([requested(), declined(), retried(2)]).when(answer(2, approval('txn-2'))).then([approved('txn-2')]);
  });

  it.each<[string, PaymentEvent[]]>([
    ['requested', [requested()]],
    ['retried and not answered yet', [requested(), declined(), retried(2)]],
    ['approved', [requested(), approved()]],
    ['settled', [requested(), approved(), settled()]],
    ['to be reversed', [requested(), approved(), reversalRequested()]],
    ['reversed', [requested(), approved(), reversalRequested(), reversed()]],
    ['with its reversal refused', [requested(), approved(), reversalRequested(), reversalRefused()]],
  ])('given a payment %s, when the member retries, then nothing new is recorded (no second charge)', (_status, history) => {
    spec.given(history).when(retry()).then([]);
  });
});

describe('payment: abandoned (the reconciler found no charge)', () => {
  it('given a requested payment, when it is abandoned, then it is recorded as abandoned', () => {
    spec.given([requested()]).when(abandon()).then([abandoned()]);
  });

  it.each<[string, PaymentEvent[]]>([
    ['approved', [requested(), approved()]],
    ['declined', [requested(), declined()]],
    ['abandoned already', [requested(), abandoned()]],
    ['settled', [requested(), approved(), settled()]],
    ['to be reversed', [requested(), approved(), reversalRequested()]],
  ])('given a payment %s, when it is abandoned, then nothing new is recorded', (_status, history) => {
    spec.given(history).when(abandon()).then([]);
  });

  it('given an abandoned payment, when an approval of its attempt arrives after all, then the approval is recorded and the charge is to be given back', () => {
    spec
      .given([requested(), abandoned()])
      .when(answer(1, approval()))
      .then([approved(), reversalRequested('The charge was approved after the payment had been given up.')]);
  });

  it('given an abandoned payment, when its request settles it after all (the gateway answered late), then the late approval and the settlement are recorded', () => {
    spec.given([requested(), abandoned()]).when(settle()).then([approved(), settled()]);
  });

  it('given an abandoned payment, when its request reverses it after all (approved late, cannot be recorded), then the late approval and the reversal request are recorded', () => {
    spec.given([requested(), abandoned()]).when(reverse()).then([approved(), reversalRequested()]);
  });

  it('given an abandoned payment retried since, when the first attempt is settled, then it is a bug', () => {
    spec.given([requested(), abandoned(), retried(2)]).when(settle(1)).thenThrows(`payment: ${KEY} cannot be settled or reversed while Requested`);
  });

  it('given an abandoned payment, when a decline or failure of its attempt arrives, then nothing new is recorded', () => {
    spec.given([requested(), abandoned()]).when(answer(1, decline())).then([]);
    spec.given([requested(), abandoned()]).when(answer(1, failure())).then([]);
  });
});

describe('payment: settled (what it paid for is recorded)', () => {
  it('given an approved payment, when it is settled, then the settlement is recorded where the purpose was', () => {
    spec.given([requested(), approved()]).when(settle()).then([settled()]);
  });

  it('given a requested payment whose approval is not recorded yet, when it is settled, then the approval and the settlement come in one step', () => {
    spec.given([requested()]).when(settle()).then([approved(), settled()]);
  });

  it('given a retried payment, when its second attempt is settled, then the approval and the settlement come in one step', () => {
    spec.given([requested(), failed(), retried(2)]).when(settle(2, 'txn-2')).then([approved('txn-2'), settled()]);
  });

  it('given a settled payment, when it is settled again, then nothing new is recorded', () => {
    spec.given([requested(), approved(), settled()]).when(settle()).then([]);
  });

  it('given an approved payment, when it is settled with another transaction, then it is a bug', () => {
    spec.given([requested(), approved('txn-1')]).when(settle(1, 'txn-9')).thenThrows(`payment: ${KEY} was approved as txn-1, not txn-9`);
  });

  it.each<[string, PaymentEvent[]]>([
    ['Declined', [requested(), declined()]],
    ['Failed', [requested(), failed()]],
    ['ReversalRequested', [requested(), approved(), reversalRequested()]],
    ['Reversed', [requested(), approved(), reversalRequested(), reversed()]],
  ])('given a payment %s, when it is settled, then it is a bug', (status, history) => {
    spec.given(history).when(settle()).thenThrows(`payment: ${KEY} cannot be settled or reversed while ${status}`);
  });

  it('given a requested payment at attempt 2, when a settlement of attempt 1 comes, then it is a bug', () => {
    spec.given([requested(), declined(), retried(2)]).when(settle(1)).thenThrows(`payment: ${KEY} cannot be settled or reversed while Requested`);
  });
});

describe('payment: given back (what it paid for cannot be recorded any more)', () => {
  it('given an approved payment, when it is reversed, then the reversal is requested with the reason', () => {
    spec.given([requested(), approved()]).when(reverse()).then([reversalRequested()]);
  });

  it('given a requested payment whose approval is not recorded yet, when it is reversed, then the approval and the reversal request come in one step', () => {
    spec.given([requested()]).when(reverse()).then([approved(), reversalRequested()]);
  });

  it.each<[string, PaymentEvent[]]>([
    ['to be reversed already', [requested(), approved(), reversalRequested()]],
    ['reversed', [requested(), approved(), reversalRequested(), reversed()]],
    ['with its reversal refused', [requested(), approved(), reversalRequested(), reversalRefused()]],
  ])('given a payment %s, when it is reversed again, then nothing new is recorded', (_status, history) => {
    spec.given(history).when(reverse()).then([]);
  });

  it.each<[string, PaymentEvent[]]>([
    ['Declined', [requested(), declined()]],
    ['Settled', [requested(), approved(), settled()]],
  ])('given a payment %s, when it is reversed, then it is a bug', (status, history) => {
    spec.given(history).when(reverse()).thenThrows(`payment: ${KEY} cannot be settled or reversed while ${status}`);
  });

  it('given a reversal requested, when the gateway refunds it, then it is reversed with the refund and the whole amount', () => {
    spec.given([requested(), approved(), reversalRequested()]).when(refunded('refund-7')).then([reversed('refund-7')]);
  });

  it('given a reversal requested, when the gateway refuses it, then the refusal is recorded with its reason', () => {
    spec.given([requested(), approved(), reversalRequested()]).when(refused('Too late.')).then([reversalRefused('Too late.')]);
  });

  it('given a refused reversal, then the payment says both why it was given back and why that was refused', () => {
    const state = [requested(), approved(), reversalRequested('The balance changed.'), reversalRefused('Too late.')].reduce(paymentDecider.evolve, paymentDecider.initialState());
    expect(state).toMatchObject({ status: 'ReversalRefused', reason: 'The balance changed. The refund was refused: Too late.' });
  });

  it.each<[string, PaymentEvent[]]>([
    ['requested', [requested()]],
    ['approved', [requested(), approved()]],
    ['settled', [requested(), approved(), settled()]],
    ['reversed already', [requested(), approved(), reversalRequested(), reversed()]],
    ['with its reversal refused already', [requested(), approved(), reversalRequested(), reversalRefused()]],
  ])('given a payment %s, when a reversal answer is recorded, then nothing new is recorded', (_status, history) => {
    spec.given(history).when(refunded()).then([]);
    spec.given(history).when(refused()).then([]);
  });
});

// --- Property: whatever commands come, in whatever order, money moves at most once --------------------------

const transactionArb = fc.constantFrom('txn-1', 'txn-2');
const attemptArb = fc.integer({ min: 1, max: 3 });
const chargeAnswerArb: fc.Arbitrary<ChargeAnswer> = fc.oneof(
  transactionArb.map((transactionId): ChargeAnswer => ({ outcome: 'approved', transactionId })),
  fc.constant<ChargeAnswer>({ outcome: 'declined', reason: 'declined' }),
  fc.constant<ChargeAnswer>({ outcome: 'failed', reason: 'failed' }),
);
const commandArb: fc.Arbitrary<PaymentCommand> = fc.oneof(
  fc.constant(requestPayment()),
  fc.constant(retry()),
  fc.record({ attempt: attemptArb, answer: chargeAnswerArb }).map(({ attempt, answer: charged }) => answer(attempt, charged)),
  fc.constant(abandon()),
  fc.record({ attempt: attemptArb, transactionId: transactionArb }).map(({ attempt, transactionId }) => settle(attempt, transactionId)),
  fc.record({ attempt: attemptArb, transactionId: transactionArb }).map(({ attempt, transactionId }) => reverse(attempt, transactionId)),
  fc.constant(refunded()),
  fc.constant(refused()),
);

/** Applies each command to the state its predecessors left (a throw is a refused command: nothing recorded). */
function run(commands: PaymentCommand[]): { stream: PaymentEvent[]; steps: { before: PaymentState; events: PaymentEvent[] }[] } {
  let state = paymentDecider.initialState();
  const stream: PaymentEvent[] = [];
  const steps: { before: PaymentState; events: PaymentEvent[] }[] = [];
  for (const command of commands) {
    let events: PaymentEvent[];
    try {
      events = paymentDecider.decide(command, state);
    } catch {
      continue;
    }
    steps.push({ before: state, events });
    stream.push(...events);
    state = events.reduce(paymentDecider.evolve, state);
  }
  return { stream, steps };
}

describe('payment: any sequence of commands', () => {
  it('given any commands in any order, then each attempt is approved at most once, and the payment at most once in all', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        const { stream } = run(commands);
        let attempt = 0;
        const approvedAttempts: number[] = [];
        for (const event of stream) {
          if (event.type === 'PaymentRequested') attempt = 1;
          if (event.type === 'PaymentRetried') attempt = event.data.attempt;
          if (event.type === 'PaymentApproved') approvedAttempts.push(attempt);
        }
        expect(new Set(approvedAttempts).size).toBe(approvedAttempts.length);
        expect(approvedAttempts.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('given any commands in any order, then it is settled at most once, given back at most once, never both, and reversed only after a reversal was requested', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        const types = run(commands).stream.map((e) => e.type);
        const count = (type: PaymentEvent['type']) => types.filter((t) => t === type).length;
        expect(count('PaymentRequested')).toBeLessThanOrEqual(1);
        expect(count('PaymentSettled')).toBeLessThanOrEqual(1);
        expect(count('PaymentReversalRequested')).toBeLessThanOrEqual(1);
        expect(count('PaymentReversed') + count('PaymentReversalRefused')).toBeLessThanOrEqual(count('PaymentReversalRequested'));
        expect(count('PaymentSettled') + count('PaymentReversalRequested')).toBeLessThanOrEqual(1);
        const reversedAt = types.findIndex((t) => t === 'PaymentReversed' || t === 'PaymentReversalRefused');
        if (reversedAt >= 0) expect(types.slice(0, reversedAt)).toContain('PaymentReversalRequested');
        const settledOrGivenBack = types.findIndex((t) => t === 'PaymentSettled' || t === 'PaymentReversalRequested');
        if (settledOrGivenBack >= 0) expect(types.slice(0, settledOrGivenBack)).toContain('PaymentApproved');
      }),
      { numRuns: 2_000 },
    );
  });

  it('given any commands in any order, then a finished payment takes no event but a new attempt when nothing was taken, or a late approval of an abandoned attempt', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        for (const { before, events } of run(commands).steps) {
          if (before.status === 'None' || !FINISHED.has(before.status) || events.length === 0) continue;
          const first = events[0]!;
          const newAttempt = NOTHING_TAKEN.has(before.status) && events.length === 1 && first.type === 'PaymentRetried' && first.data.attempt === before.attempt + 1;
          const lateApproval = before.status === 'Abandoned' && first.type === 'PaymentApproved';
          expect({ from: before.status, events: events.map((e) => e.type), allowed: newAttempt || lateApproval }).toMatchObject({ allowed: true });
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
