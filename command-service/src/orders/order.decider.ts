import type { OrderEvent, OrderSubmittedData } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * Stream `Order-{orderId}`: one grading order. This issue only submits orders; the staff workflow (receiving,
 * grading, balance, shipping) adds its statuses to the union in the next one.
 */
export type OrderState =
  | { status: 'None' }
  | { status: 'Submitted'; orderId: string; memberId: string; requestHash: string; grandTotalCents: number; chargedCents: number };

export type OrderCommand = {
  /** The route has priced the submission and taken the payment; the order records it as submitted. */
  type: 'SubmitOrder';
  order: OrderSubmittedData;
};

/** The same Idempotency-Key came back with another submission (another body hash): refused (422). */
export class IdempotencyKeyReused extends Error {
  override readonly name = 'IdempotencyKeyReused';
  constructor(readonly orderId: string) {
    super('This Idempotency-Key was already used for a different submission.');
  }
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'SubmitOrder': {
      if (state.status === 'None') return [{ type: 'OrderSubmitted', data: command.order }];
      // A retry of the very same submission (same key, same body): already recorded, nothing new.
      if (state.memberId === command.order.memberId && state.requestHash === command.order.requestHash) return [];
      throw new IdempotencyKeyReused(state.orderId);
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderSubmitted': {
      const d = event.data;
      return {
        status: 'Submitted',
        orderId: d.orderId,
        memberId: d.memberId,
        requestHash: d.requestHash,
        grandTotalCents: d.grandTotalCents,
        chargedCents: d.payment.amountCents,
      };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveOrder,
  decide: decideOrder,
};
