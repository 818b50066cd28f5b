import type { OrderSubmittedData } from '../order-events.ts';

type OrderSubmittedOverrides = Partial<Omit<OrderSubmittedData, 'payment'>> & { payment?: Partial<OrderSubmittedData['payment']> };

/**
 * An OrderSubmitted's data as the submit route prices it (order 25-ABCDEFG of member m-1, one comic, paid by
 * card), for tests (not exported from the package). The grand total follows the payment's amount when only
 * that is given, and the payment's amount the grand total otherwise.
 */
export function anOrderSubmitted({ payment, ...overrides }: OrderSubmittedOverrides = {}): OrderSubmittedData {
  const grandTotalCents = overrides.grandTotalCents ?? payment?.amountCents ?? 4_700;
  return {
    orderId: '25-ABCDEFG',
    memberId: 'm-1',
    memberEmail: 'm1@example.com',
    memberName: 'Ada Lovelace',
    membership: 'Free',
    submittedAt: '2025-05-03T12:00:00.000Z',
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
    grandTotalCents,
    days: 20,
    turnaround: '4 weeks',
    summary: [{ label: 'Grand total', amountCents: grandTotalCents }],
    dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true },
    shipping: { kind: 'pickup', pickUpId: 'HQ', name: 'Plano counter' },
    shippingAccount: null,
    rates: [],
    ...overrides,
    payment: { paymentMethodId: 'pm-1', displayName: 'Visa ending 1111', status: 'Charged', amountCents: grandTotalCents, transactionId: 'txn-1', ...payment },
  };
}
