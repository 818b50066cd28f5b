import { describe, it } from 'vitest';
import type { OrderEvent, OrderSubmittedData } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { orderDecider } from './order.decider.ts';
import { anOrderSubmitted as anOrder } from '@certus/contracts/events/testing/order-submitted';

const spec = deciderSpec(orderDecider);

const submitted = (order: OrderSubmittedData): OrderEvent => ({ type: 'OrderSubmitted', data: order });
const submit = (order: OrderSubmittedData) => ({ type: 'SubmitOrder', order }) as const;

describe('order', () => {
  it('given no order, when a priced submission is submitted, then the order is submitted with it whole', () => {
    spec.given([]).when(submit(anOrder())).then([submitted(anOrder())]);
  });

  it('given a submitted order, when the same submission comes again (same member, same body hash), then nothing new happens', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ submittedAt: '2025-05-01T10:00:01.000Z' }))).then([]);
  });

  it('given a submitted order, when another body comes under its key, then it is refused', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ requestHash: 'hash-2' }))).thenThrows('This Idempotency-Key was already used for a different submission.');
  });

  it('given a submitted order, when another member lands on its id, then it is refused rather than answered', () => {
    spec.given([submitted(anOrder())]).when(submit(anOrder({ memberId: 'member-2' }))).thenThrows(/already used/);
  });
});
