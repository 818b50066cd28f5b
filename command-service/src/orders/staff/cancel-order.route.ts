import { Router } from 'express';
import { CancelOrderBody, orderStreamId } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { handleCommand, loadState } from '../../shared/command-handler.ts';
import { orderDecider, type OrderCommand } from '../order.decider.ts';
import { STAFF_ORDER_PATH, orderIdParam, staffContext, staffOf, staffStepResponse } from './staff-step.ts';
import { makeOwedRefunds, refundsDueOf } from './cancellation-refunds.ts';

/**
 * POST /api/staff/orders/{orderId}/cancel: cancels an order before any book is graded and gives back what
 * was paid (the submit charge and any balance payments). The cancellation is recorded first, with the refunds
 * it owes (OrderCancelled.refundsDue); then each refund is made through the gateway under its own key and
 * recorded (cancellation-refunds.ts), so a crash in between leaves a refund owed, which the payment
 * reconciler makes, never money moved without a record nor a refund made twice. A gateway failure leaves the
 * refunds owed (the answer says so in its status and the order shows them); the reconciler tries again.
 */
export function cancelOrderRoute(deps: CommandServiceDeps): Router {
  return Router().post(`${STAFF_ORDER_PATH}/cancel`, requireRole('worker'), async (req, res) => {
    const orderId = orderIdParam(req);
    const { reason } = parseOr400(CancelOrderBody, req.body);
    const staff = staffOf(req, deps);
    const context = staffContext(req, orderId, 'cancel');
    const { result, state } = await handleCommand(
      deps.store,
      orderStreamId(orderId),
      orderDecider,
      (fresh): OrderCommand => ({ type: 'CancelOrder', reason, refundsDue: fresh.status === 'None' ? [] : refundsDueOf(orderId, fresh.payments), ...staff }),
      context,
    );
    let last = result;
    try {
      last = (await makeOwedRefunds(deps, orderId, context.metadata)) ?? last;
    } catch (error) {
      deps.logger.warn({ err: error, orderId }, 'refunds of a cancelled order could not be made now: the reconciler will');
    }
    // The answer tells where the order stands after the refunds made now: its balance is what is still owed back.
    const now = last === result ? state : (await loadState(deps.store, orderStreamId(orderId), orderDecider)).state;
    res.json(staffStepResponse(orderId, now, last));
  });
}
