import { DomainError, orderStreamId, rewardsCommandIds, rewardsSpentOnOrderReason, rewardsStreamId, type OrderSubmittedData } from '@certus/contracts';
import { NO_STREAM, WrongExpectedVersionError, type AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { handleCommand } from '../../shared/command-handler.ts';
import type { ApprovedPayment, PurposeRecord } from '../../payments/payment-process.ts';
import { rewardsDecider } from '../../rewards/rewards.decider.ts';
import { decideOrder } from '../order.decider.ts';

type Submission = Extract<ApprovedPayment['request']['purpose'], { kind: 'OrderSubmission' }>;

/** What recording a submission answers the submit route with. */
export interface RecordedSubmission {
  order: OrderSubmittedData;
  result: AppendResult;
}

/**
 * Records a paid submission: OrderSubmitted on a new `Order-{orderId}` stream (NO_STREAM, under the submit's
 * command id, so the request and the reconciler store it once), with the approved charge as its payment; then
 * the rewards it used are spent. The id taken by someone else's order (1 in 10^10) cannot be recorded: the
 * charge is then given back.
 */
export async function recordSubmission(deps: Pick<CommandServiceDeps, 'store' | 'logger'>, payment: ApprovedPayment<Submission>): Promise<PurposeRecord> {
  const { request, transactionId, metadata } = payment;
  const { orderId, commandId } = request.purpose;
  const streamId = orderStreamId(orderId);
  const order: OrderSubmittedData = {
    ...request.purpose.order,
    payment: { ...request.purpose.order.payment, status: 'Charged', amountCents: request.amountCents, transactionId },
  };
  const events = decideOrder({ type: 'SubmitOrder', order }, { status: 'None' });
  const orderMetadata = { ...metadata, commandId };
  let result: AppendResult;
  try {
    result = await deps.store.append(streamId, NO_STREAM, events.map((e) => ({ type: e.type, data: e.data, metadata: orderMetadata })), { commandId });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const first = (await deps.store.readStream(streamId, { to: 1 }))[0];
    if (first?.metadata.commandId === commandId) return { recorded: true, recordedIn: streamId };
    return { recorded: false, reason: `Order id ${orderId} was taken by another submission.` };
  }
  if (result.duplicate) return { recorded: true, recordedIn: streamId };
  await spendAppliedRewards(deps, orderMetadata, order);
  return { recorded: true, recordedIn: streamId, answer: { order, result } satisfies RecordedSubmission };
}

/**
 * The rewards the order used, spent from the member's ledger under a command id derived from the order id
 * (a retry spends once). It cannot undo the order: the member was charged for the price that took them into
 * account. A refusal of the ledger (its balance fell since it was read, by a concurrent spend) is logged for
 * staff. A crash before it is healed by the rewards-ledger reactor, which spends them from OrderSubmitted
 * under the same command id. The member's order list (welcome promos end with the first order) is kept by
 * the member-orders reactor alone: one append fewer on the submit path.
 */
export async function spendAppliedRewards(
  deps: Pick<CommandServiceDeps, 'store' | 'logger'>,
  metadata: ApprovedPayment['metadata'],
  order: OrderSubmittedData,
): Promise<void> {
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
    { commandId, metadata: { ...metadata, causationId: metadata.commandId ?? metadata.causationId, commandId } },
  ).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    deps.logger.error({ err: error, orderId: order.orderId }, 'rewards applied to an order could not be spent from the ledger');
  });
}
