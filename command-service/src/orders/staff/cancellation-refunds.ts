import { orderStreamId, type EventMetadata, type RefundDue } from '@certus/contracts';
import type { AppendResult } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { handleCommand, loadState } from '../../shared/command-handler.ts';
import { orderDecider, type OrderPayment } from '../order.decider.ts';

/** The gateway key of each refund: the submit charge's is `order-cancel:{orderId}`, a balance payment's adds its transaction. */
export const refundKey = (orderId: string, payment: OrderPayment, index: number) =>
  index === 0 ? `order-cancel:${orderId}` : `order-cancel:${orderId}:${payment.transactionId}`;

/** What a cancellation owes back: each payment taken, under its own refund key. */
export const refundsDueOf = (orderId: string, payments: readonly OrderPayment[]): RefundDue[] =>
  payments.map((payment, index) => ({ refundKey: refundKey(orderId, payment, index), transactionId: payment.transactionId, amountCents: payment.amountCents }));

/**
 * Makes the refunds a recorded cancellation still owes, each through the gateway under its own key (so
 * making one twice gives back nothing twice), and records each answer on the order (OrderRefundIssued or
 * OrderRefundRefused). Run by the cancel request right after OrderCancelled, and by the payment reconciler
 * for whatever a crash or a gateway failure left owed. A gateway failure stops it (thrown): what is still
 * owed stays owed, for the next run.
 */
export async function makeOwedRefunds(deps: Pick<CommandServiceDeps, 'store' | 'payments' | 'clock' | 'logger'>, orderId: string, metadata: EventMetadata): Promise<AppendResult | undefined> {
  const streamId = orderStreamId(orderId);
  const { state } = await loadState(deps.store, streamId, orderDecider);
  if (state.status === 'None') return undefined;
  let last: AppendResult | undefined;
  for (const due of state.refundsOwed) {
    const answer = await deps.payments.refund({ transactionId: due.transactionId, amountCents: due.amountCents, idempotencyKey: due.refundKey });
    if (answer.outcome === 'refused') deps.logger.error({ orderId, refundKey: due.refundKey, reason: answer.reason }, 'the gateway refused a refund of a cancelled order');
    const { result } = await handleCommand(
      deps.store,
      streamId,
      orderDecider,
      { type: 'RecordRefund', refundKey: due.refundKey, answer, at: deps.clock.now().toISOString() },
      { metadata: { ...metadata, causationId: due.refundKey } },
    );
    last = result ?? last;
  }
  return last;
}
