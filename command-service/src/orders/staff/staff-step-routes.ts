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

const BOOK = `${STAFF_ORDER_PATH}/books/:bookNo`;

/**
 * The worker's steps that take a JSON body (or none): each parses its body with the contracts schema (400),
 * decides against the order's progress (409 illegal, 404 unknown order, book or tier) and answers
 * StaffStepResponse. Imaging (a raw JPEG body), the declared-value correction (pricing) and cancelling (a
 * refund) have their own routes beside this file.
 */
const STEPS: Step[] = [
  {
    path: `${STAFF_ORDER_PATH}/receive`,
    name: 'receive',
    command: (req, _orderId, staff) => ({ type: 'ReceiveOrder', ...parseOr400(ReceiveOrderBody, req.body), ...staff }),
  },
  {
    path: `${BOOK}/pregrade`,
    name: 'pregrade',
    command: (req, orderId, staff) => ({ type: 'PreGradeBook', bookNo: bookNoParam(req, orderId), ...parseOr400(PreGradeBookBody, req.body), ...staff }),
  },
  {
    path: `${BOOK}/press`,
    name: 'press',
    command: (req, orderId, staff) => ({ type: 'PressBook', bookNo: bookNoParam(req, orderId), ...staff }),
  },
  {
    path: `${BOOK}/grade`,
    name: 'grade',
    command: (req, orderId, staff) => ({ type: 'GradeBook', bookNo: bookNoParam(req, orderId), ...parseOr400(GradeBookBody, req.body), ...staff }),
  },
  {
    path: `${BOOK}/encapsulate`,
    name: 'encapsulate',
    command: (req, orderId, staff) => ({ type: 'EncapsulateBook', bookNo: bookNoParam(req, orderId), ...staff }),
  },
  {
    path: `${STAFF_ORDER_PATH}/tiers/:tierId/qc`,
    name: 'qc',
    command: (req, _orderId, staff) => ({ type: 'ApproveTierQc', tierId: String(req.params.tierId).toUpperCase(), ...staff }),
  },
  {
    path: `${STAFF_ORDER_PATH}/ship`,
    name: 'ship',
    command: (req, _orderId, staff) => ({ type: 'ShipOrder', ...parseOr400(ShipOrderBody, req.body), ...staff }),
  },
  {
    path: `${STAFF_ORDER_PATH}/ready-for-pickup`,
    name: 'ready-for-pickup',
    command: (_req, _orderId, staff) => ({ type: 'MarkReadyForPickUp', ...staff }),
  },
  {
    path: `${STAFF_ORDER_PATH}/complete`,
    name: 'complete',
    command: (_req, _orderId, staff) => ({ type: 'CompleteOrder', ...staff }),
  },
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
