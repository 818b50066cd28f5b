import type { Logger } from 'pino';
import {
  DomainEvent,
  gatewayChargeKey,
  gatewayReversalKey,
  paymentStreamId,
  type EventMetadata,
  type PaymentEvent,
  type PaymentPurpose,
  type PaymentPurposeKind,
  type PaymentRequestedData,
  type RecordedEvent,
} from '@certus/contracts';
import { PaymentGatewayError, PaymentPendingError, WrongExpectedVersionError, type AppendResult, type Clock, type EventStore, type PaymentGateway } from '@certus/infra';
import { NOTHING_TAKEN, paymentDecider, type ChargeAnswer, type PaymentCommand, type PaymentState, type StartedPayment } from './payment.decider.ts';

/** An approved charge, handed to the slice that records what it paid for. */
export interface ApprovedPayment<P extends PaymentPurpose = PaymentPurpose> {
  request: PaymentRequestedData & { purpose: P };
  transactionId: string;
  /** The metadata its records are appended with (the request's, or the reconciler's on its behalf). */
  metadata: EventMetadata;
}

/**
 * What recording the purpose gave: where it was recorded (and what the slice wants to answer with), or why it
 * cannot be recorded any more, which gives the money back. A thrown error means "not now" (the store was
 * unreachable, say): the payment stays approved and the reconciler records it later.
 */
export type PurposeRecord = { recorded: true; recordedIn: string; answer?: unknown } | { recorded: false; reason: string };

/** Records the purpose of an approved payment. Must be idempotent: the request and the reconciler may both run it. */
export type RecordPurpose<P extends PaymentPurpose = PaymentPurpose> = (payment: ApprovedPayment<P>) => Promise<PurposeRecord>;
export type PurposeRecorders = { [K in PaymentPurposeKind]: RecordPurpose<Extract<PaymentPurpose, { kind: K }>> };

export interface PaymentOutcome {
  state: StartedPayment;
  /** What the purpose's recorder answered, when this call recorded it (a repeat finds it recorded before). */
  answer?: unknown;
  /** Where the payment's last event landed, for read-your-writes. */
  result?: AppendResult;
}

export interface PaymentProcessDeps {
  store: EventStore;
  gateway: PaymentGateway;
  clock: Clock;
  logger: Logger;
  /**
   * How long a request waits for the gateway's answer to a charge (30 s by default). Well under the
   * reconciler's grace period, so the reconciler never gives up on a charge a request may still get answered.
   */
  gatewayTimeoutMs?: number;
}

/** The gateway's answer within `ms`, or a failure that leaves the outcome unknown. */
async function withinTime<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer from the payment gateway within ${ms} ms`)), ms)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Mode = 'request' | 'reconcile';
interface Position {
  state: PaymentState;
  version: number;
  result?: AppendResult;
}

const MAX_CONFLICTS = 5;
/** Who the reconciler's appends name as their actor. */
export const RECONCILER = { userId: 'payment-reconciler', role: 'system' } as const;

/**
 * Runs payments (stream `Payment-{paymentKey}`) so that money never moves without a record: the intent is
 * appended before the gateway is called, each answer after, and the purpose (an order, a gift card...) is
 * recorded by the slice that owns it. `pay` is the member's request; `resume` is the reconciler finishing a
 * payment that a crash or an error left half way. Both walk the same steps, so whichever comes first does
 * each step and the other finds it done (every step is an append at an expected version, every gateway call
 * is made under a key derived from the payment key).
 */
export class PaymentProcess {
  private readonly gatewayTimeoutMs: number;

  constructor(
    private readonly deps: PaymentProcessDeps,
    private readonly recorders: PurposeRecorders,
  ) {
    this.gatewayTimeoutMs = deps.gatewayTimeoutMs ?? 30_000;
  }

  /**
   * The member's payment: records the intent (a copy of the same request finds it), charges, records the
   * purpose. After a decline or a failure, the same request again is a new attempt. Throws when the store or
   * the gateway cannot be reached mid-way: the payment is then left for the reconciler.
   */
  async pay(request: Omit<PaymentRequestedData, 'requestedAt'>, metadata: EventMetadata, history?: readonly RecordedEvent[]): Promise<PaymentOutcome> {
    const streamId = paymentStreamId(request.paymentKey);
    // The caller may have read the payment's stream already, with others in one round trip.
    let position = history ? this.fold(history) : await this.load(streamId);
    position = await this.apply(streamId, position, { type: 'RequestPayment', request: { ...request, requestedAt: this.now() } }, metadata);
    if (position.state.status !== 'None' && NOTHING_TAKEN.has(position.state.status)) {
      position = await this.apply(streamId, position, { type: 'RetryPayment', at: this.now() }, metadata);
    }
    return this.advance(streamId, position, metadata, 'request');
  }

  /**
   * Finishes a payment left half way (the reconciler): a charge whose answer was never recorded is looked up
   * at the gateway (recorded as found, or abandoned when there is none), an approved one gets its purpose
   * recorded, a reversal is made. A finished payment is left as it is.
   */
  async resume(paymentKey: string): Promise<PaymentOutcome | null> {
    const streamId = paymentStreamId(paymentKey);
    const recorded = await this.deps.store.readStream(streamId);
    const intent = recorded[0];
    if (!intent) return null;
    // Appended on the request's behalf: its correlation id, caused by the intent.
    const { correlationId } = intent.metadata;
    const metadata: EventMetadata = { correlationId, causationId: intent.eventId, actor: RECONCILER };
    return this.advance(streamId, this.fold(recorded), metadata, 'reconcile');
  }

  private async advance(streamId: string, start: Position, metadata: EventMetadata, mode: Mode): Promise<PaymentOutcome> {
    let position = start;
    let answer: unknown;
    for (;;) {
      const state = position.state;
      if (state.status === 'None') throw new Error(`payment ${streamId} has no intent`);
      switch (state.status) {
        case 'Requested': {
          const charged = mode === 'request' ? await this.charge(state) : await this.lookUp(state);
          if (charged === 'nothing') {
            position = await this.apply(streamId, position, { type: 'AbandonPayment', at: this.now() }, metadata);
          } else if (charged.outcome === 'approved') {
            const outcome = await this.recordPurpose(streamId, position, charged.transactionId, metadata);
            position = outcome.position;
            answer = outcome.answer;
          } else {
            position = await this.apply(streamId, position, { type: 'RecordChargeAnswer', attempt: state.attempt, answer: charged, at: this.now() }, metadata);
          }
          break;
        }
        case 'Approved': {
          const outcome = await this.recordPurpose(streamId, position, state.transactionId!, metadata);
          position = outcome.position;
          answer = outcome.answer;
          break;
        }
        case 'ReversalRequested': {
          const { request, transactionId } = state;
          // A gateway failure leaves the reversal requested: the reconciler asks again later, under the same key.
          const refunded = await this.deps.gateway.refund({ transactionId: transactionId!, amountCents: request.amountCents, idempotencyKey: gatewayReversalKey(request.paymentKey) });
          if (refunded.outcome === 'refused') this.deps.logger.error({ paymentKey: request.paymentKey, transactionId, reason: refunded.reason }, 'the gateway refused to give back a charge that could not be recorded');
          position = await this.apply(streamId, position, { type: 'RecordReversal', answer: refunded, at: this.now() }, metadata);
          break;
        }
        default:
          return { state, answer, ...(position.result ? { result: position.result } : {}) };
      }
    }
  }

  /**
   * The request's charge. A PaymentGatewayError is the gateway saying nothing was charged; no answer within
   * the time limit, or any other failure, leaves the outcome unknown: the payment stays requested for the
   * reconciler (or the same request again) to find out (PaymentPendingError, 503).
   */
  private async charge(state: StartedPayment): Promise<ChargeAnswer> {
    const { request, attempt } = state;
    try {
      return await withinTime(
        this.deps.gateway.charge({
          token: request.gatewayToken,
          amountCents: request.amountCents,
          currency: request.currency,
          description: request.description,
          idempotencyKey: gatewayChargeKey(request.paymentKey, attempt),
        }),
        this.gatewayTimeoutMs,
      );
    } catch (error) {
      if (error instanceof PaymentGatewayError) return { outcome: 'failed', reason: error.message };
      throw new PaymentPendingError(`the charge of ${request.paymentKey} has no answer`, request.paymentKey, { cause: error });
    }
  }

  /** The reconciler asks the gateway what became of a charge whose answer was lost. */
  private async lookUp(state: StartedPayment): Promise<ChargeAnswer | 'nothing'> {
    const found = await this.deps.gateway.findCharge(gatewayChargeKey(state.request.paymentKey, state.attempt));
    return found ?? 'nothing';
  }

  /**
   * Records the purpose of an approved charge, then the payment's own end in one append: settled, or to be
   * reversed when the purpose cannot be recorded any more. When recording fails for now, the approval alone
   * is recorded (if the store takes it) and the error goes on: the reconciler finishes.
   */
  private async recordPurpose(streamId: string, position: Position, transactionId: string, metadata: EventMetadata): Promise<{ position: Position; answer?: unknown }> {
    const state = position.state as StartedPayment;
    const { request, attempt } = state;
    const recorder = this.recorders[request.purpose.kind] as RecordPurpose;
    let record: PurposeRecord;
    try {
      record = await recorder({ request, transactionId, metadata });
    } catch (error) {
      if (state.status === 'Requested') {
        await this.apply(streamId, position, { type: 'RecordChargeAnswer', attempt, answer: { outcome: 'approved', transactionId }, at: this.now() }, metadata).catch(() => undefined);
      }
      throw new PaymentPendingError(`the purpose of ${request.paymentKey} could not be recorded now`, request.paymentKey, { cause: error });
    }
    const at = this.now();
    if (record.recorded) {
      return { position: await this.apply(streamId, position, { type: 'SettlePayment', attempt, transactionId, recordedIn: record.recordedIn, at }, metadata), answer: record.answer };
    }
    this.deps.logger.warn({ paymentKey: request.paymentKey, reason: record.reason }, 'an approved payment could not be recorded: it is given back');
    return { position: await this.apply(streamId, position, { type: 'ReversePayment', attempt, transactionId, reason: record.reason, at }, metadata) };
  }

  private async load(streamId: string): Promise<Position> {
    return this.fold(await this.deps.store.readStream(streamId));
  }

  private fold(recorded: readonly RecordedEvent[]): Position {
    const events = recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as PaymentEvent);
    return { state: events.reduce(paymentDecider.evolve, paymentDecider.initialState()), version: recorded.length };
  }

  /**
   * Decides on the state held and appends at its version: no read per step. Someone else moving the payment
   * meanwhile (a copy of the request, the reconciler) makes the append fail: the stream is read again and the
   * command decided on what it holds now (deciders are pure, so this is safe).
   */
  private async apply(streamId: string, position: Position, command: PaymentCommand, metadata: EventMetadata): Promise<Position> {
    let current = position;
    for (let attempt = 1; ; attempt++) {
      const events = paymentDecider.decide(command, current.state);
      if (events.length === 0) return current;
      try {
        const result = await this.deps.store.append(streamId, current.version, events.map((e) => ({ type: e.type, data: e.data, metadata })));
        return { state: events.reduce(paymentDecider.evolve, current.state), version: result.nextExpectedVersion, result };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt === MAX_CONFLICTS) throw error;
        current = await this.load(streamId);
      }
    }
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
