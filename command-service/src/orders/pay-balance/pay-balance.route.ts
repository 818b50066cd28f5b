import { Router } from 'express';
import {
  DomainError,
  DomainEvent,
  PayBalanceBody,
  orderMessages,
  orderStreamId,
  parseOrderId,
  walletStreamId,
  checkpointOf,
  writtenAtToken,
  type OrderEvent,
  type PayBalanceResponse,
} from '@certus/contracts';
import { parseOr400, requireUser, type AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { foldRecorded } from '../../shared/command-handler.ts';
import { commandContext } from '../../shared/metadata.ts';
import { writtenAtOf } from '../../shared/accepted.ts';
import { savedMethod, walletDecider } from '../../wallet/wallet.decider.ts';
import { orderDecider } from '../order.decider.ts';
import { paymentRefusal } from '../../payments/payment-refusal.ts';

export const PAY_BALANCE_PATH = '/api/orders/transaction';

/**
 * The gateway key of a balance payment: the order, the stream version the balance was read at, and the card.
 * A double click (same version, same card) charges once. Another card after a decline is a new charge: the
 * gateway remembers its answers by key, and a key without the card would answer the decline again until the
 * order changed.
 */
export const balanceChargeKey = (orderId: string, version: number, paymentMethodId: string) => `order-balance:${orderId}:${version}:${paymentMethodId}`;

/**
 * POST /api/orders/transaction (spec 3 Payment charge, 7.3): the member pays the balance of their order. The
 * order and the payment method must be the caller's (else 404, like unknown ones; the body's userId is not
 * trusted: the token says who pays). The decider checks the status (not Submitted or Cancelled), that
 * something is owed and that the amount is the balance as it is now (409 otherwise). Then the balance is paid
 * as one payment (payments/payment-process.ts; decline: 402 with its reason): the intent is stored, the card
 * charged, and BalancePaid appended at the version the balance was read at, under the charge's key as command
 * id (record-balance-payment.ts):
 * - a copy of the same request (same version and card) shares the payment and answers what it recorded;
 * - any other change in between (a correction, another card paying) makes the append fail: the charge is
 *   given back and the member told the balance changed (409).
 */
export function payBalanceRoute(deps: CommandServiceDeps): Router {
  return Router().post(PAY_BALANCE_PATH, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const body = parseOr400(PayBalanceBody, req.body);
    const orderId = parseOrderId(body.orderId);
    if (!orderId) throw new DomainError('not_found', orderMessages.orderNotFound);
    const streamId = orderStreamId(orderId);
    const streams = await deps.store.readStreams([streamId, walletStreamId(memberId)]);
    const history = streams.get(streamId)!;
    const { state, version } = foldRecorded(history, orderDecider);
    if (state.status === 'None' || state.progress.memberId !== memberId) throw new DomainError('not_found', orderMessages.orderNotFound);
    // The same request again (its Idempotency-Key), after its payment was recorded: the same answer, no charge.
    const context = commandContext(req);
    const requestId = context.commandId ? `pay-balance:${memberId}:${context.commandId}` : undefined;
    const earlier = requestId ? history.find((e) => e.metadata.requestId === requestId) : undefined;
    if (earlier) return void res.json(await recordedPayment(deps, streamId, (earlier.data as { transactionId: string }).transactionId));
    const method = savedMethod(foldRecorded(streams.get(walletStreamId(memberId))!, walletDecider).state, body.authPaymentId);

    const displayName = `${method.brand} ending ${method.last4}`;
    // Refused before anything is charged: the decider's checks, on the order as read.
    orderDecider.decide(
      { type: 'RecordBalancePaid', amountCents: body.amountCents, paymentMethodId: method.paymentMethodId, displayName, transactionId: 'to be charged', paidAt: deps.clock.now().toISOString(), paidBy: memberId },
      state,
    );

    const key = balanceChargeKey(orderId, version, method.paymentMethodId);
    const outcome = await deps.paymentProcess.pay(
      {
        paymentKey: key,
        memberId,
        amountCents: body.amountCents,
        currency: state.submitted.currency,
        description: `Certus order ${orderId} balance`,
        gatewayToken: method.gatewayToken,
        purpose: { kind: 'OrderBalance', orderId, expectedVersion: version, paymentMethodId: method.paymentMethodId, displayName, requestId: requestId ?? null },
      },
      { ...context.metadata, causationId: key, commandId: key, ...(requestId ? { requestId } : {}) },
    );
    if (outcome.state.status !== 'Settled') throw paymentRefusal(outcome.state, (reason) => ({ message: reason }));
    const transactionId = outcome.state.transactionId!;
    const appended = outcome.answer as AppendResult | undefined;
    if (!appended) {
      // A copy of this request (same version and card) recorded the payment first: answer it as recorded.
      const recorded = await recordedPayment(deps, streamId, transactionId);
      if (!recorded) throw new Error(`order ${orderId}: payment ${key} settled without its BalancePaid`);
      return void res.json(recorded);
    }
    res.json({
      message: orderMessages.chargeSuccess,
      transactionId,
      balanceCents: state.progress.balanceCents - body.amountCents,
      position: writtenAtOf(appended) ?? null,
    } satisfies PayBalanceResponse);
  });
}

/** The answer for a payment found recorded on the order (by a copy of the same request), or null. */
async function recordedPayment(deps: Pick<CommandServiceDeps, 'store'>, streamId: string, transactionId: string): Promise<PayBalanceResponse | null> {
  const recorded = await deps.store.readStream(streamId);
  const events = recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as OrderEvent);
  const index = events.findIndex((e) => e.type === 'BalancePaid' && e.data.transactionId === transactionId);
  if (index < 0) return null;
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
  return {
    message: orderMessages.chargeSuccess,
    transactionId,
    balanceCents: state.status === 'None' ? 0 : state.progress.balanceCents,
    position: writtenAtToken(checkpointOf(recorded[index]!)),
  };
}
