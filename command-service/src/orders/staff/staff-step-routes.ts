import { Router, type Request } from 'express';
import { GradeBookBody, PreGradeBookBody, ReceiveOrderBody, ShipOrderBody } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import type { OrderCommand } from '../order.decider.ts';
import { STAFF_ORDER_PATH, bookNoParam, orderIdParam, runStaffStep, staffContext, staffOf } from './staff-step.ts';

type Staff = { by: string; at: string };
/** A step whose command is made of the path, the body and the staff member. */
interface Step {
  path: string;
  name: string;
  command: (req: Request, orderId: string, staff: Staff) => OrderCommand;
}

/** A step on the whole order: POST <order>/<name>. */
const orderStep = (name: string, command: (req: Request, staff: Staff) => OrderCommand): Step => ({
  path: `${STAFF_ORDER_PATH}/${name}`,
  name,
  command: (req, _orderId, staff) => command(req, staff),
});

/** A step on one book: POST <order>/books/:bookNo/<name>, the book number checked (404) before the body is read. */
const bookStep = (name: string, command: (req: Request, bookNo: number, staff: Staff) => OrderCommand): Step => ({
  path: `${STAFF_ORDER_PATH}/books/:bookNo/${name}`,
  name,
  command: (req, orderId, staff) => command(req, bookNoParam(req, orderId), staff),
});

/**
 * The worker's steps that take a JSON body (or none): each parses its body with the contracts schema (400),
 * decides against the order's progress (409 illegal, 404 unknown order, book or tier) and answers
 * StaffStepResponse. Imaging (a raw JPEG body), the declared-value correction (pricing) and cancelling (a
 * refund) have their own routes beside this file.
 */
const STEPS: Step[] = [
  orderStep('receive', (req, staff) => ({ type: 'ReceiveOrder', ...parseOr400(ReceiveOrderBody, req.body), ...staff })),
  bookStep('pregrade', (req, bookNo, staff) => ({ type: 'PreGradeBook', bookNo, ...parseOr400(PreGradeBookBody, req.body), ...staff })),
  bookStep('press', (_req, bookNo, staff) => ({ type: 'PressBook', bookNo, ...staff })),
  bookStep('grade', (req, bookNo, staff) => ({ type: 'GradeBook', bookNo, ...parseOr400(GradeBookBody, req.body), ...staff })),
  bookStep('encapsulate', (_req, bookNo, staff) => ({ type: 'EncapsulateBook', bookNo, ...staff })),
  {
    path: `${STAFF_ORDER_PATH}/tiers/:tierId/qc`,
    name: 'qc',
    command: (req, _orderId, staff) => ({ type: 'ApproveTierQc', tierId: String(req.params.tierId).toUpperCase(), ...staff }),
  },
  orderStep('ship', (req, staff) => ({ type: 'ShipOrder', ...parseOr400(ShipOrderBody, req.body), ...staff })),
  orderStep('ready-for-pickup', (_req, staff) => ({ type: 'MarkReadyForPickUp', ...staff })),
  orderStep('complete', (_req, staff) => ({ type: 'CompleteOrder', ...staff })),
];

export function staffStepRoutes(deps: CommandServiceDeps): Router {
  const router = Router();
  for (const step of STEPS) {
    router.post(step.path, requireRole('worker'), async (req, res) => {
      const orderId = orderIdParam(req);
      const command = step.command(req, orderId, staffOf(req, deps));
      const context = staffContext(req, orderId, [step.name, req.params.bookNo, req.params.tierId].filter(Boolean).join(':'));
      res.json(await runStaffStep(deps, orderId, command, context));
    });
  }
  return router;
}
