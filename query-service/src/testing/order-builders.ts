import { TRACKER_STEPS, displayOrderStatus, type OrderDetail, type SummaryStatus, type TrackerView } from '@certus/contracts';

/**
 * Builders of the order read models as the projections store them (shapes of contracts/src/http/orders.ts),
 * for the query side's unit tests (the integration tests project real events instead). Defaults describe a
 * small US comic order with a correction and a balance; each test overrides what it is about.
 */

export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const id = overrides.id ?? '25-TEST001';
  const status: SummaryStatus = overrides.status ?? 'Processing';
  return {
    id,
    userId: 'member-1',
    status,
    displayStatus: displayOrderStatus(status),
    date: '2025-06-03T15:30:00.000Z',
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    count: 3,
    insuredCents: 60_000,
    baseTotalCents: 9_000,
    totalCents: 11_000,
    discountCents: 900,
    gradingDiscountCents: 900,
    pressingDiscountCents: 0,
    vspDiscountCents: 0,
    discountRate: 10,
    pressingDiscountRate: 0,
    vspDiscountRate: 0,
    rewardsCents: 500,
    promoCode: 'SPRING',
    promoDiscountCents: 1_000,
    handlingCents: 500,
    shCents: 2_500,
    insuranceCents: 1_200,
    isInsurance: true,
    dropOff: { id: 'NN', name: 'Mail-in', isMailIn: true, address: ['Certus Grading, LLC', '5400 Legacy Drive, Suite 300', 'Plano, TX 75024', 'United States'], instructions: 'Ship them to us.', appointmentUrl: null },
    charges: {
      gradingCents: 9_000,
      pressingCents: 2_000,
      signatureCents: 0,
      shippingCents: 2_000,
      pressedBooks: 1,
      signatures: 0,
      submittedTiers: [
        { label: 'Modern', count: 2, rateName: null },
        { label: 'Vintage Priority', count: 1, rateName: null },
      ],
    },
    rate: null,
    tiers: [
      { id: 'MN', label: 'Modern', days: 30, fastPassValue: 0, insuredCents: 20_000, count: 2, baseTotalCents: 6_000, totalCents: 6_000, rate: null, status: 'Grading', displayStatus: 'Grading', qcApproved: false },
      { id: 'VNP', label: 'Vintage Priority', days: 10, fastPassValue: 5, insuredCents: 40_000, count: 1, baseTotalCents: 3_000, totalCents: 5_000, rate: null, status: 'PreGrade', displayStatus: 'Received', qcApproved: false },
    ],
    grandTotalCents: 14_300,
    paidCents: 12_300,
    balanceCents: 2_000,
    shippingAccount: null,
    onlineSubmission: true,
    shipTo: 'Ann Reader, 1 Main St, Springfield, IL 62701, US',
    shipment: null,
    turnaround: '6 weeks',
    // As the submit route writes it (command-service price-order.ts summaryOf).
    summary: [
      { label: 'Items total', amountCents: 11_000 },
      { label: 'Member discount', amountCents: -900 },
      { label: 'Promo discount', amountCents: -1_000 },
      { label: 'Shipping and handling', amountCents: 2_500 },
      { label: 'Insurance', amountCents: 1_200 },
      { label: 'Rewards applied', amountCents: -500 },
      { label: 'Grand total', amountCents: 12_300 },
    ],
    payments: [{ kind: 'Submit', at: '2025-06-03T15:30:00.000Z', amountCents: 12_300, displayName: 'Visa ending 4242', transactionId: 'txn-1' }],
    corrections: [
      {
        at: '2025-06-10T10:00:00.000Z',
        lineIndex: 1,
        title: 'Detective Comics',
        issue: '27',
        quantity: 1,
        previousInsuredCents: 30_000,
        insuredCents: 40_000,
        previousTierCode: 'VN',
        tierCode: 'VNP',
        previousTierLabel: 'Vintage',
        tierLabel: 'Vintage Priority',
        amountCents: 2_000,
        reason: 'Worth more than declared',
      },
    ],
    cancelled: null,
    payBalanceShown: true,
    ...overrides,
  };
}

/** The priced lines of the order above as submitted (what the invoice lists): 2 x MN, 1 x VNP. */
export function someLines(): { title: string; issue: string; tierCode: string; quantity: number; insuredCents: number; totalCents: number }[] {
  return [
    { title: 'Amazing Spider-Man', issue: '300', tierCode: 'MN', quantity: 2, insuredCents: 10_000, totalCents: 6_000 },
    { title: 'Detective Comics', issue: '27', tierCode: 'VNP', quantity: 1, insuredCents: 30_000, totalCents: 5_000 },
  ];
}

export function aTrackerView(orderId: string, overrides: Partial<TrackerView> = {}): TrackerView {
  return {
    orderId,
    status: 'Processing',
    displayStatus: 'Processing',
    tiers: [{ id: 'MN', label: 'Modern', status: 'Grading', qcApproved: false }],
    steps: TRACKER_STEPS.map((label, i) => ({ label, state: i < 2 ? 'Completed' : i === 2 ? 'Inprocess' : '', reachedAt: i <= 2 ? '2025-06-05T12:00:00.000Z' : null })),
    shipment: null,
    updatedAt: '2025-06-05T12:00:00.000Z',
    ...overrides,
  };
}
