import { Router } from 'express';
import { CorrectDeclaredValueBody, DomainError, orderMessages } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { catalogueOfVersion } from './order-catalogue.ts';
import { repriceLine } from './reprice-line.ts';
import { STAFF_ORDER_PATH, orderIdParam, runStaffStep, staffContext, staffOf } from './staff-step.ts';

/**
 * POST /api/staff/orders/{orderId}/declared-value: a book is worth more (or less) than declared. The line is
 * priced again with the catalogue the order was submitted with (reprice-line.ts) and the difference moves the
 * balance; a positive one is paid by the member (POST /api/orders/transaction) before the order leaves.
 */
export function correctDeclaredValueRoute(deps: CommandServiceDeps): Router {
  return Router().post(`${STAFF_ORDER_PATH}/declared-value`, requireRole('worker'), async (req, res) => {
    const orderId = orderIdParam(req);
    const body = parseOr400(CorrectDeclaredValueBody, req.body);
    const staff = staffOf(req, deps);
    const answer = await runStaffStep(
      deps,
      orderId,
      async (state) => {
        if (state.status === 'None') throw new DomainError('not_found', orderMessages.orderNotFound);
        const catalogue = await catalogueOfVersion(deps, state.submitted.catalogueVersion);
        const repriced = repriceLine(catalogue, state.submitted, state.progress, body);
        return { type: 'CorrectDeclaredValue', ...repriced, reason: body.reason, ...staff };
      },
      staffContext(req, orderId, `declared-value:${body.lineIndex}`),
    );
    res.json(answer);
  });
}
