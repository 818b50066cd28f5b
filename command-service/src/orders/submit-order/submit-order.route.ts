import { Router } from 'express';
import {
  DomainError,
  DomainEvent,
  PaymentRequested,
  SubmitOrderBody,
  orderStreamId,
  paymentStreamId,
  submissionMessages,
  writtenAtToken,
  type EventMetadata,
  type OrderEvent,
  type OrderSubmittedData,
  type RecordedEvent,
  type SubmitOrderResponse,
} from '@certus/contracts';
import { HttpResponseError, NO_STREAM, WrongExpectedVersionError, parseOr400, requireUser, type AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { fold } from '../../shared/decider.ts';
import { commandContext } from '../../shared/metadata.ts';
import { writtenAtOf } from '../../shared/accepted.ts';
import { savedMethod } from '../../wallet/wallet.decider.ts';
import { paymentRefusal } from '../../payments/payment-refusal.ts';
import { IdempotencyKeyReused, decideOrder, orderDecider } from '../order.decider.ts';
import { derivedOrderId, randomOrderId } from './order-id.ts';
import { requestHashOf } from './request-hash.ts';
import { submitterFrom, submitterStreamIds } from './submitter.ts';
import { priceOrder } from './price-order.ts';
import { submitOrderMessages } from './submit-order-messages.ts';
import { spendAppliedRewards, type RecordedSubmission } from './record-submission.ts';

export const SUBMIT_ORDER_PATH = '/api/orders/submit';
/** Candidate ids tried before giving up: each is taken by another submission with odds of about 1 in 10^10. */
const ID_ATTEMPTS = 4;

/** The command id of a submit: scoped to the member, since command ids are unique across the whole store. */
const submitCommandId = (memberId: string, key: string) => `submit-order:${memberId}:${key}`;

const positionOf = (recorded: RecordedEvent) => writtenAtToken({ txId: recorded.txId, position: recorded.globalPosition });
const orderEventsOf = (recorded: RecordedEvent[]) => recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as OrderEvent);

/**
 * POST /api/orders/submit (spec 7.3): a signed-in member submits the cart. See ../README.md for the design:
 * the server prices everything again, then the grand total is paid as one payment whose purpose is the order
 * (payments/payment-process.ts): PaymentRequested is stored before the gateway is called; once approved,
 * OrderSubmitted is appended to a new `Order-{orderId}` stream and the payment settled. A crash between any
 * two of these steps is finished by the payment reconciler: the member is charged once with the order
 * recorded, or not at all.
 *
 * Idempotency: with an Idempotency-Key the order id is derived from (member, key), so every copy of one
 * submit names the same order and the same payment (`order:{orderId}`). A copy that finds the order recorded
 * answers it (same body hash) or refuses (422, another body); copies racing each other share the one intent
 * and the one charge; a copy after a decline is a new attempt of the same payment.
 */
export function submitOrderRoute(deps: CommandServiceDeps): Router {
  return Router().post(SUBMIT_ORDER_PATH, requireUser, async (req, res) => {
    const user = req.user!;
    const memberId = user.userId;
    const body = parseOr400(SubmitOrderBody, req.body);
    const requestHash = requestHashOf(body);
    const requested = commandContext(req);
    const commandId = requested.commandId ? submitCommandId(memberId, requested.commandId) : undefined;
    const now = deps.clock.now();

    const ours = (recorded: RecordedEvent[]) => commandId !== undefined && recorded[0]?.metadata.commandId === commandId;
    /** The answer for an order already recorded under this key: the same one for the same body, else 422. */
    const answerRecorded = (orderId: string, recorded: RecordedEvent[]) => {
      const events = orderEventsOf(recorded);
      const state = fold(orderDecider, events);
      try {
        decideOrder({ type: 'SubmitOrder', order: { ...(events[0]!.data as OrderSubmittedData), memberId, requestHash } }, state);
      } catch (error) {
        if (error instanceof IdempotencyKeyReused) throw new HttpResponseError(422, { message: submitOrderMessages.keyReused, orderId });
        throw error;
      }
      if (state.status === 'None') throw new Error(`order ${orderId} read back without OrderSubmitted`);
      res.json({
        orderId,
        grandTotalCents: state.submitted.grandTotalCents,
        chargedCents: state.submitted.payment.amountCents,
        position: positionOf(recorded[0]!),
      } satisfies SubmitOrderResponse);
    };

    // 1. Which order: the first candidate id that is free, or already ours (a repeat of this submit). Its
    //    stream and its payment's are read with the member's own streams the price depends on: one round trip.
    const catalogue = await deps.catalogue.current();
    const candidate = (attempt: number) =>
      requested.commandId ? derivedOrderId(memberId, requested.commandId, now, attempt) : randomOrderId(deps.secrets, now);
    let orderId = candidate(0);
    const streams = await deps.store.readStreams([
      orderStreamId(orderId),
      paymentStreamId(orderPaymentKey(orderId)),
      ...submitterStreamIds(memberId, body, catalogue),
    ]);
    let recorded = streams.get(orderStreamId(orderId))!;
    let paymentHistory = streams.get(paymentStreamId(orderPaymentKey(orderId)))!;
    for (let attempt = 1; recorded.length > 0; attempt++) {
      if (ours(recorded)) return answerRecorded(orderId, recorded);
      if (attempt === ID_ATTEMPTS) throw new Error('no free order id after several candidates');
      orderId = candidate(attempt);
      [recorded, paymentHistory] = await Promise.all([deps.store.readStream(orderStreamId(orderId)), deps.store.readStream(paymentStreamId(orderPaymentKey(orderId)))]);
    }
    // A payment under this key for another body: the key was reused (the order is not recorded yet, so the
    // check above could not tell).
    const earlierIntent = paymentHistory[0] ? PaymentRequested.parse({ type: paymentHistory[0].type, data: paymentHistory[0].data }).data : null;
    if (earlierIntent?.purpose.kind === 'OrderSubmission' && (earlierIntent.memberId !== memberId || earlierIntent.purpose.order.requestHash !== requestHash)) {
      throw new HttpResponseError(422, { message: submitOrderMessages.keyReused, orderId });
    }

    // 2. What it costs, from the server's own catalogue and the member's own streams.
    if (body.catalogueVersion !== catalogue.version) {
      throw new HttpResponseError(409, { message: submissionMessages.cartNewServices, catalogueVersion: catalogue.version });
    }
    if (!catalogue.submissionCountries.includes(body.countryCode)) {
      throw new DomainError('invalid', submissionMessages.canadaUnavailable, 'countryCode');
    }
    const { context, wallet } = submitterFrom(streams, user, body, catalogue, now);
    const method = savedMethod(wallet, body.payMethodId);
    const priced = priceOrder(body, catalogue, context);
    const orderCommandId = commandId ?? `submit-order:${orderId}`;
    const metadata: EventMetadata = { ...requested.metadata, commandId: orderCommandId };
    const order: OrderSubmittedData = {
      ...priced,
      orderId,
      requestHash,
      payment: { paymentMethodId: method.paymentMethodId, displayName: `${method.brand} ending ${method.last4}`, status: 'NotRequired', amountCents: 0, transactionId: null },
    };

    // 3. Nothing to charge: the order is recorded as it is.
    if (priced.grandTotalCents === 0) {
      const free = await recordFreeOrder(deps, order, metadata);
      if (free === 'taken') {
        const again = await deps.store.readStream(orderStreamId(orderId));
        if (ours(again)) return answerRecorded(orderId, again);
        throw new WrongExpectedVersionError(orderStreamId(orderId), NO_STREAM, again.length); // a random id drawn twice: 409, submit again
      }
      if (free.duplicate) return answerRecorded(orderId, await deps.store.readStream(orderStreamId(orderId)));
      return void res.json({ orderId, grandTotalCents: order.grandTotalCents, chargedCents: 0, position: writtenAtOf(free) ?? null } satisfies SubmitOrderResponse);
    }

    // 4. The grand total is charged and the order recorded as one payment (payments/payment-process.ts): its
    //    intent is stored before the gateway is called, so a crash at any point is finished by the reconciler.
    const outcome = await deps.paymentProcess.pay(
      {
        paymentKey: orderPaymentKey(orderId),
        memberId,
        amountCents: priced.grandTotalCents,
        currency: priced.currency,
        description: `Certus order ${orderId}`,
        gatewayToken: method.gatewayToken,
        purpose: { kind: 'OrderSubmission', orderId, order, commandId: orderCommandId },
      },
      metadata,
      paymentHistory,
    );
    if (outcome.state.status !== 'Settled') throw paymentRefusal(outcome.state, (reason) => ({ message: submitOrderMessages.declined(reason) }));
    const fresh = outcome.answer as RecordedSubmission | undefined;
    if (!fresh) return answerRecorded(orderId, await deps.store.readStream(orderStreamId(orderId)));
    res.json({
      orderId,
      grandTotalCents: fresh.order.grandTotalCents,
      chargedCents: fresh.order.payment.amountCents,
      position: writtenAtOf(fresh.result) ?? null,
    } satisfies SubmitOrderResponse);
  });
}

/** The gateway key of a submit's charge, and its payment stream's key. */
export const orderPaymentKey = (orderId: string) => `order:${orderId}`;

/** An order with nothing to pay: OrderSubmitted alone, under the submit's command id ('taken': the id is another order's). */
async function recordFreeOrder(deps: CommandServiceDeps, order: OrderSubmittedData, metadata: EventMetadata): Promise<AppendResult | 'taken'> {
  const events = decideOrder({ type: 'SubmitOrder', order }, { status: 'None' });
  try {
    const result = await deps.store.append(orderStreamId(order.orderId), NO_STREAM, events.map((e) => ({ type: e.type, data: e.data, metadata })), { commandId: metadata.commandId! });
    if (!result.duplicate) await spendAppliedRewards(deps, metadata, order);
    return result;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return 'taken';
    throw error;
  }
}
