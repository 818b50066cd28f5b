import type { Request } from 'express';
import { DomainError, orderMessages, orderStreamId, parseOrderId, type StaffStepResponse } from '@certus/contracts';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { handleCommand, type CommandContext } from '../../shared/command-handler.ts';
import { commandContext } from '../../shared/metadata.ts';
import { writtenAtOf } from '../../shared/accepted.ts';
import { orderDecider, type OrderCommand, type OrderState } from '../order.decider.ts';
import { orderRefusals } from '../order-refusals.ts';

/** The staff routes' common path: `/api/staff/orders/:orderId`. */
export const STAFF_ORDER_PATH = '/api/staff/orders/:orderId';

/** The order id of the path, canonical; one that cannot be an order id is simply not found. */
export function orderIdParam(req: Request): string {
  const orderId = parseOrderId(String(req.params.orderId ?? ''));
  if (!orderId) throw new DomainError('not_found', orderMessages.orderNotFound);
  return orderId;
}

/** The book number of the path: a positive integer, or no such book (404). */
export function bookNoParam(req: Request, orderId: string): number {
  const raw = String(req.params.bookNo ?? '');
  const bookNo = /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  if (bookNo < 1) throw new DomainError('not_found', orderRefusals.bookNotInOrder(raw, orderId));
  return bookNo;
}

/** Who does the step and when: the signed-in worker, the injected clock. */
export function staffOf(req: Request, deps: Pick<CommandServiceDeps, 'clock'>): { by: string; at: string } {
  return { by: req.user!.userId, at: deps.clock.now().toISOString() };
}

/**
 * The request's context for one step of one order. Command ids are unique across the whole store, so a
 * client's Idempotency-Key is scoped to the order and the step: the same key on two steps stores both.
 */
export function staffContext(req: Request, orderId: string, step: string): CommandContext {
  const context = commandContext(req);
  if (!context.commandId) return context;
  const commandId = `staff:${orderId}:${step}:${context.commandId}`;
  return { commandId, metadata: { ...context.metadata, causationId: commandId, commandId } };
}

/** What every staff step answers: the order's new status and balance, and where its events landed. */
export function staffStepResponse(orderId: string, state: OrderState, result: Parameters<typeof writtenAtOf>[0]): StaffStepResponse {
  if (state.status === 'None') throw new Error(`order ${orderId} has no state after a step`);
  return { orderId, status: state.progress.status, balanceCents: state.progress.balanceCents, position: writtenAtOf(result) ?? null };
}

/**
 * Loads the order, decides the step against its progress and appends with the version it read (a concurrent
 * step makes it decide again on the fresh state: see handleCommand). Refusals are DomainErrors: 409 for an
 * illegal step, 404 for an unknown order, book or tier.
 */
export async function runStaffStep(
  deps: Pick<CommandServiceDeps, 'store'>,
  orderId: string,
  command: OrderCommand | ((state: OrderState) => OrderCommand | Promise<OrderCommand>),
  context: CommandContext,
): Promise<StaffStepResponse> {
  const { result, state } = await handleCommand(deps.store, orderStreamId(orderId), orderDecider, command, context);
  return staffStepResponse(orderId, state, result);
}
