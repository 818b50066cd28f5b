import { DomainEvent, orderStreamId, type OrderEvent } from '@certus/contracts';
import { WrongExpectedVersionError } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import type { ApprovedPayment, PurposeRecord } from '../../payments/payment-process.ts';
import { orderMessages } from '@certus/contracts';

type Balance = Extract<ApprovedPayment['request']['purpose'], { kind: 'OrderBalance' }>;

/**
 * Records a paid balance: BalancePaid at exactly the order version the balance was read at (the route decided
 * the payment on that version before charging; its key is the command id). Any other change of the order in
 * between (a correction, another card paying) means this payment can no longer be recorded: the charge is
 * given back and the member told the balance changed.
 */
export async function recordBalancePayment(deps: Pick<CommandServiceDeps, 'store' | 'clock'>, payment: ApprovedPayment<Balance>): Promise<PurposeRecord> {
  const { request, transactionId, metadata } = payment;
  const { orderId, expectedVersion, paymentMethodId, displayName, requestId } = request.purpose;
  const streamId = orderStreamId(orderId);
  const paid: OrderEvent = {
    type: 'BalancePaid',
    data: { orderId, amountCents: request.amountCents, paymentMethodId, displayName, transactionId, paidAt: deps.clock.now().toISOString(), paidBy: request.memberId },
  };
  const commandId = request.paymentKey;
  const paidMetadata = { ...metadata, causationId: commandId, commandId, ...(requestId ? { requestId } : {}) };
  try {
    const result = await deps.store.append(streamId, expectedVersion, [{ type: paid.type, data: paid.data, metadata: paidMetadata }], { commandId });
    return { recorded: true, recordedIn: streamId, answer: result };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const recorded = await deps.store.readStream(streamId, { from: expectedVersion + 1 });
    const ours = recorded.some((e) => {
      const event = DomainEvent.parse({ type: e.type, data: e.data });
      return event.type === 'BalancePaid' && event.data.transactionId === transactionId;
    });
    return ours ? { recorded: true, recordedIn: streamId } : { recorded: false, reason: orderMessages.balanceChanged };
  }
}
