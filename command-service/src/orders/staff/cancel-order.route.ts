import { Router } from 'express';
import { CancelOrderBody, DomainError, orderStreamId } from '@certus/contracts';
import { HttpResponseError, parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { loadState } from '../../shared/command-handler.ts';
import { orderDecider, refundsDue, type OrderCommand, type OrderPayment, type OrderState } from '../order.decider.ts';
import { STAFF_ORDER_PATH, orderIdParam, runStaffStep, staffContext, staffOf } from './staff-step.ts';

type Refund = { amountCents: number; transactionId: string } | null;
const totalOf = (payments: readonly OrderPayment[]) => payments.reduce((sum, p) => sum + p.amountCents, 0);

/** The gateway key of each refund: the submit charge's is `order-cancel:{orderId}`, a balance payment's adds its transaction. */
export const refundKey = (orderId: string, payment: OrderPayment, index: number) =>
  index === 0 ? `order-cancel:${orderId}` : `order-cancel:${orderId}:${payment.transactionId}`;

/**
 * POST /api/staff/orders/{orderId}/cancel: cancels an order before any book is graded and gives back what
 * was paid (the submit charge and any balance payments), each through the gateway under its own key, so a
 * retried cancel refunds nothing twice. The step is checked first (nothing is refunded for an order that
 * cannot be cancelled); then the refunds; then OrderCancelled records their total and the refund ids
 * (space-separated when there were several payments). A refund the gateway refuses stops the cancel (502):
 * nothing is recorded, and staff can try again once the gateway agrees.
 */
export function cancelOrderRoute(deps: CommandServiceDeps): Router {
  return Router().post(`${STAFF_ORDER_PATH}/cancel`, requireRole('worker'), async (req, res) => {
    const orderId = orderIdParam(req);
    const { reason } = parseOr400(CancelOrderBody, req.body);
    const staff = staffOf(req, deps);
    const cancel = (refund: Refund): OrderCommand => ({ type: 'CancelOrder', reason, refund, ...staff });
    const due = (state: OrderState) => (state.status === 'None' ? [] : refundsDue(state));
    const placeholder = (payments: OrderPayment[]): Refund => (payments.length ? { amountCents: totalOf(payments), transactionId: 'to be refunded' } : null);

    const { state } = await loadState(deps.store, orderStreamId(orderId), orderDecider);
    const payments = due(state);
    orderDecider.decide(cancel(placeholder(payments)), state);

    const refundIds: string[] = [];
    for (const [index, payment] of payments.entries()) {
      const refunded = await deps.payments.refund({ transactionId: payment.transactionId, amountCents: payment.amountCents, idempotencyKey: refundKey(orderId, payment, index) });
      if (refunded.outcome === 'refused') throw new HttpResponseError(502, { message: `The payment gateway refused the refund: ${refunded.reason}` });
      refundIds.push(refunded.refundId);
    }
    const refund: Refund = payments.length ? { amountCents: totalOf(payments), transactionId: refundIds.join(' ') } : null;

    const answer = await runStaffStep(
      deps,
      orderId,
      (fresh) => {
        // A balance paid while the refunds ran: what was refunded is no longer all that was paid.
        if (totalOf(due(fresh)) !== (refund?.amountCents ?? 0)) throw new DomainError('conflict', `Order ${orderId} was paid while it was being cancelled: cancel it again.`);
        return cancel(refund);
      },
      staffContext(req, orderId, 'cancel'),
    );
    res.json(answer);
  });
}
