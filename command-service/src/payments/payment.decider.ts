import type { PaymentEvent, PaymentRequestedData } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * Stream `Payment-{paymentKey}`: one charge from its intent to the record of what it paid for (see
 * contracts/src/events/payment-events.ts for the events and why). Pure: the gateway is called by
 * payment-process.ts, which records each answer through this decider.
 *
 *   Requested ──approved──► Approved ──recorded──► Settled
 *      │  ▲                    └──cannot record──► ReversalRequested ──► Reversed | ReversalRefused
 *      │  └──retry── Declined | Failed | Abandoned ──approved after all──► Approved (then settled or reversed)
 *      └──declined / failed / nothing found at the gateway──┘
 */
export type PaymentStatus =
  | 'Requested'
  | 'Approved'
  | 'Declined'
  | 'Failed'
  | 'Abandoned'
  | 'Settled'
  | 'ReversalRequested'
  | 'Reversed'
  | 'ReversalRefused';

export type PaymentState =
  | { status: 'None' }
  | {
      status: PaymentStatus;
      request: PaymentRequestedData;
      /** 1 for the first charge; a retry after a decline or failure is a new attempt under a new gateway key. */
      attempt: number;
      transactionId: string | null;
      /** Why it was declined, failed, or reversed. */
      reason: string | null;
      recordedIn: string | null;
      refundId: string | null;
    };
export type StartedPayment = Exclude<PaymentState, { status: 'None' }>;

export type ChargeAnswer = { outcome: 'approved'; transactionId: string } | { outcome: 'declined'; reason: string } | { outcome: 'failed'; reason: string };

export type PaymentCommand =
  | { type: 'RequestPayment'; request: PaymentRequestedData }
  | { type: 'RetryPayment'; at: string }
  | { type: 'RecordChargeAnswer'; attempt: number; answer: ChargeAnswer; at: string }
  | { type: 'AbandonPayment'; at: string }
  /** The answer and the record together: the purpose was recorded right after an approval (one append). */
  | { type: 'SettlePayment'; attempt: number; transactionId: string; recordedIn: string; at: string }
  | { type: 'ReversePayment'; attempt: number; transactionId: string; reason: string; at: string }
  | { type: 'RecordReversal'; answer: { outcome: 'refunded'; refundId: string } | { outcome: 'refused'; reason: string }; at: string };

/** The terminal states: nothing more happens to the money. */
export const FINISHED: ReadonlySet<PaymentStatus> = new Set(['Declined', 'Failed', 'Abandoned', 'Settled', 'Reversed', 'ReversalRefused']);
/** Finished without taking anything: the member may try again under the same request. */
export const NOTHING_TAKEN: ReadonlySet<PaymentStatus> = new Set(['Declined', 'Failed', 'Abandoned']);

const bug = (message: string) => new Error(`payment: ${message}`);

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  if (command.type === 'RequestPayment') {
    // A second copy of one request finds the first intent: nothing new (the caller carries on from it).
    return state.status === 'None' ? [{ type: 'PaymentRequested', data: command.request }] : [];
  }
  if (state.status === 'None') throw bug(`${command.type} before PaymentRequested`);
  const paymentKey = state.request.paymentKey;
  switch (command.type) {
    case 'RetryPayment':
      return NOTHING_TAKEN.has(state.status) ? [{ type: 'PaymentRetried', data: { paymentKey, attempt: state.attempt + 1, at: command.at } }] : [];
    case 'RecordChargeAnswer': {
      if (command.attempt !== state.attempt) throw bug(`answer of attempt ${command.attempt} while at attempt ${state.attempt} of ${paymentKey}`);
      const { answer, at } = command;
      if (state.status === 'Requested') return [answerEvent(paymentKey, answer, at)];
      // Given up on (no charge was found) and then approved after all: the charge is given back.
      if (state.status === 'Abandoned' && answer.outcome === 'approved') {
        return [
          answerEvent(paymentKey, answer, at),
          { type: 'PaymentReversalRequested', data: { paymentKey, reason: 'The charge was approved after the payment had been given up.', at } },
        ];
      }
      return [];
    }
    case 'AbandonPayment':
      return state.status === 'Requested' ? [{ type: 'PaymentAbandoned', data: { paymentKey, at: command.at } }] : [];
    case 'SettlePayment': {
      if (state.status === 'Settled') return [];
      const approval = approvalOf(state, command);
      return [...approval, { type: 'PaymentSettled', data: { paymentKey, recordedIn: command.recordedIn, at: command.at } }];
    }
    case 'ReversePayment': {
      if (state.status === 'ReversalRequested' || state.status === 'Reversed' || state.status === 'ReversalRefused') return [];
      const approval = approvalOf(state, command);
      return [...approval, { type: 'PaymentReversalRequested', data: { paymentKey, reason: command.reason, at: command.at } }];
    }
    case 'RecordReversal': {
      if (state.status !== 'ReversalRequested') return [];
      const { answer, at } = command;
      return answer.outcome === 'refunded'
        ? [{ type: 'PaymentReversed', data: { paymentKey, refundId: answer.refundId, amountCents: state.request.amountCents, at } }]
        : [{ type: 'PaymentReversalRefused', data: { paymentKey, reason: answer.reason, at } }];
    }
    default: {
      const unknown: never = command;
      throw bug(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The PaymentApproved a settlement or reversal needs first, when the approval is not recorded yet. */
function approvalOf(state: StartedPayment, command: { attempt: number; transactionId: string; at: string }): PaymentEvent[] {
  if (state.status === 'Approved') {
    if (state.transactionId !== command.transactionId) throw bug(`${state.request.paymentKey} was approved as ${state.transactionId}, not ${command.transactionId}`);
    return [];
  }
  // Abandoned too: the reconciler found no charge while the request still waited for the gateway, which then
  // approved it. The request has recorded what it paid for (or found it cannot): the approval is recorded late,
  // so the payment says money was taken, and a repeat of the request finds it rather than charging again.
  const answerable = state.status === 'Requested' || state.status === 'Abandoned';
  if (!answerable || command.attempt !== state.attempt) throw bug(`${state.request.paymentKey} cannot be settled or reversed while ${state.status}`);
  return [{ type: 'PaymentApproved', data: { paymentKey: state.request.paymentKey, transactionId: command.transactionId, at: command.at } }];
}

function answerEvent(paymentKey: string, answer: ChargeAnswer, at: string): PaymentEvent {
  switch (answer.outcome) {
    case 'approved':
      return { type: 'PaymentApproved', data: { paymentKey, transactionId: answer.transactionId, at } };
    case 'declined':
      return { type: 'PaymentDeclined', data: { paymentKey, reason: answer.reason, at } };
    case 'failed':
      return { type: 'PaymentFailed', data: { paymentKey, reason: answer.reason, at } };
  }
}

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  if (event.type === 'PaymentRequested') {
    return { status: 'Requested', request: event.data, attempt: 1, transactionId: null, reason: null, recordedIn: null, refundId: null };
  }
  if (state.status === 'None') throw bug(`${event.type} before PaymentRequested`);
  switch (event.type) {
    case 'PaymentRetried':
      return { ...state, status: 'Requested', attempt: event.data.attempt, reason: null };
    case 'PaymentApproved':
      return { ...state, status: 'Approved', transactionId: event.data.transactionId };
    case 'PaymentDeclined':
      return { ...state, status: 'Declined', reason: event.data.reason };
    case 'PaymentFailed':
      return { ...state, status: 'Failed', reason: event.data.reason };
    case 'PaymentAbandoned':
      return { ...state, status: 'Abandoned' };
    case 'PaymentSettled':
      return { ...state, status: 'Settled', recordedIn: event.data.recordedIn };
    case 'PaymentReversalRequested':
      return { ...state, status: 'ReversalRequested', reason: event.data.reason };
    case 'PaymentReversed':
      return { ...state, status: 'Reversed', refundId: event.data.refundId };
    case 'PaymentReversalRefused':
      return { ...state, status: 'ReversalRefused', reason: `${state.reason ?? ''} The refund was refused: ${event.data.reason}`.trim() };
    default: {
      const unknown: never = event;
      throw bug(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolvePayment,
  decide: decidePayment,
};
