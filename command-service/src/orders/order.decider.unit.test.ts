import { describe, it } from 'vitest';
import type { OrderEvent, OrderSubmittedData } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { orderDecider } from './order.decider.ts';

const spec = deciderSpec(orderDecider);

/** An order as the route priced it (the decider only cares about who, which body hash, and the totals). */
const anOrder = (overrides: Partial<OrderSubmittedData> = {}): OrderSubmittedData => ({
  orderId: '25-ABC1234',
  memberId: 'member-1',
  memberEmail: 'ann@example.test',
  memberName: 'Ann Reader',
  membership: 'Free',
  submittedAt: '2025-05-01T10:00:00.000Z',
  requestHash: 'hash-1',
  catalogueVersion: 11,
  countryCode: 'US',
  collectibleType: 'Comic',
  currency: 'USD',
  comics: [],
  tiers: [],
  isGradingPressScreen: false,
  count: 1,
  insuredCents: 10_000,
  baseTotalCents: 2_700,
  totalCents: 2_700,
  discountRate: 0,
  pressingDiscountRate: 0,
  vspDiscountRate: 0,
  gradingDiscountCents: 0,
  pressingDiscountCents: 0,
  vspDiscountCents: 0,
  discountCents: 0,
  promo: null,
  promoDiscountCents: 0,
  handlingCents: 500,
  shippingCents: 1_500,
  insuranceCents: 0,
  shCents: 2_000,
  isInsurance: true,
  rewardsAppliedCents: 0,
  grandTotalCents: 4_700,
  days: 20,
  turnaround: '4 weeks',
  summary: [{ label: 'Grand total', amountCents: 4_700 }],
  dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true },
  shipping: { kind: 'pickup', pickUpId: 'HQ', name: 'Headquarters' },
  shippingAccount: null,
  rates: [],
  payment: { paymentMethodId: 'pm-1', displayName: 'Visa ending 1111', status: 'Charged', amountCents: 4_700, transactionId: 'txn-1' },
  ...overrides,
});
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
