import { Router } from 'express';
import {
  DomainError,
  DomainEvent,
  SubmitOrderBody,
  orderStreamId,
  rewardsCommandIds,
  rewardsSpentOnOrderReason,
  rewardsStreamId,
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
import { handleCommand, type CommandContext } from '../../shared/command-handler.ts';
import { fold } from '../../shared/decider.ts';
import { commandContext } from '../../shared/metadata.ts';
import { writtenAtOf } from '../../shared/accepted.ts';
import { savedMethod } from '../../wallet/wallet.decider.ts';
import { rewardsDecider } from '../../rewards/rewards.decider.ts';
import { IdempotencyKeyReused, decideOrder, orderDecider } from '../order.decider.ts';
import { derivedOrderId, randomOrderId } from './order-id.ts';
import { requestHashOf } from './request-hash.ts';
import { submitterFrom, submitterStreamIds } from './submitter.ts';
import { priceOrder } from './price-order.ts';
import { submitOrderMessages } from './submit-order-messages.ts';

export const SUBMIT_ORDER_PATH = '/api/orders/submit';
/** Candidate ids tried before giving up: each is taken by another submission with odds of about 1 in 10^10. */
const ID_ATTEMPTS = 4;

/** The command id of a submit: scoped to the member, since command ids are unique across the whole store. */
const submitCommandId = (memberId: string, key: string) => `submit-order:${memberId}:${key}`;

const positionOf = (recorded: RecordedEvent) => writtenAtToken({ txId: recorded.txId, position: recorded.globalPosition });
const orderEventsOf = (recorded: RecordedEvent[]) => recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as OrderEvent);

/**
 * POST /api/orders/submit (spec 7.3): a signed-in member submits the cart. See ../README.md for the design:
 * the server prices everything again, charges the grand total through the gateway, then appends
 * OrderSubmitted to a new `Order-{orderId}` stream.
 *
 * Idempotency: with an Idempotency-Key the order id is derived from (member, key), so every copy of one
 * submit names the same stream. A copy that finds the order recorded answers it (same body hash) or refuses
 * (422, another body); copies racing each other all charge under the gateway key `order:{orderId}` (one
 * charge) and append with NO_STREAM under one command id: one event is stored, the others read it back.
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
    //    stream is read with the member's own streams the price depends on: one round trip.
    const catalogue = await deps.catalogue.current();
    const candidate = (attempt: number) =>
      requested.commandId ? derivedOrderId(memberId, requested.commandId, now, attempt) : randomOrderId(deps.secrets, now);
    let orderId = candidate(0);
    const streams = await deps.store.readStreams([orderStreamId(orderId), ...submitterStreamIds(memberId, body, catalogue)]);
    let recorded = streams.get(orderStreamId(orderId))!;
    for (let attempt = 1; recorded.length > 0; attempt++) {
      if (ours(recorded)) return answerRecorded(orderId, recorded);
      if (attempt === ID_ATTEMPTS) throw new Error('no free order id after several candidates');
      orderId = candidate(attempt);
      recorded = await deps.store.readStream(orderStreamId(orderId));
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

    // 3. Payment: the grand total at submit (nothing to charge at 0). A decline records nothing.
    let payment: OrderSubmittedData['payment'] = {
      paymentMethodId: method.paymentMethodId,
      displayName: `${method.brand} ending ${method.last4}`,
      status: 'NotRequired',
      amountCents: 0,
      transactionId: null,
    };
    if (priced.grandTotalCents > 0) {
      const charge = await deps.payments.charge({
        token: method.gatewayToken,
        amountCents: priced.grandTotalCents,
        currency: priced.currency,
        description: `Certus order ${orderId}`,
        idempotencyKey: `order:${orderId}`,
      });
      if (charge.outcome === 'declined') throw new HttpResponseError(402, { message: submitOrderMessages.declined(charge.reason) });
      payment = { ...payment, status: 'Charged', amountCents: priced.grandTotalCents, transactionId: charge.transactionId };
    }

    // 4. Record it. A concurrent copy may have got there first: then the stream tells the answer.
    const metadata: EventMetadata = { ...requested.metadata, ...(commandId ? { commandId } : {}) };
    const order: OrderSubmittedData = { ...priced, orderId, requestHash, payment };
    const events = decideOrder({ type: 'SubmitOrder', order }, { status: 'None' });
    let result: AppendResult;
    try {
      result = await deps.store.append(
        orderStreamId(orderId),
        NO_STREAM,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        commandId ? { commandId } : {},
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const recorded = await deps.store.readStream(orderStreamId(orderId));
      if (ours(recorded)) return answerRecorded(orderId, recorded);
      throw error; // a random id drawn twice (without a key): 409, the client may submit again
    }
    if (result.duplicate) return answerRecorded(orderId, await deps.store.readStream(orderStreamId(orderId)));

    await spendAppliedRewards(deps, { commandId: commandId ?? orderId, metadata }, order);
    res.json({ orderId, grandTotalCents: order.grandTotalCents, chargedCents: payment.amountCents, position: writtenAtOf(result) ?? null } satisfies SubmitOrderResponse);
  });
}

/**
 * The rewards the order used, spent from the member's ledger under a command id derived from the order id
 * (a retry spends once). It cannot undo the order: the member was charged for the price that took them into
 * account. A refusal of the ledger (its balance fell since it was read, by a concurrent spend) is logged for
 * staff. A crash before it is healed by the rewards-ledger reactor, which spends them from OrderSubmitted
 * under the same command id. The member's order list (welcome promos end with the first order) is kept by
 * the member-orders reactor alone: one append fewer on the submit path.
 */
async function spendAppliedRewards(deps: CommandServiceDeps, context: CommandContext, order: OrderSubmittedData): Promise<void> {
  if (order.rewardsAppliedCents <= 0) return;
  const commandId = rewardsCommandIds.spentForOrder(order.orderId);
  await handleCommand(
    deps.store,
    rewardsStreamId(order.memberId),
    rewardsDecider,
    {
      type: 'SpendRewards',
      memberId: order.memberId,
      amountCents: order.rewardsAppliedCents,
      reason: rewardsSpentOnOrderReason(order.orderId),
      spentOn: order.orderId,
      now: order.submittedAt,
    },
    { commandId, metadata: { ...context.metadata, causationId: context.commandId!, commandId } },
  ).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    deps.logger.error({ err: error, orderId: order.orderId }, 'rewards applied to an order could not be spent from the ledger');
  });
}
