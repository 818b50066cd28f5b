import { OrderEvent, orderEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(orderEventTypes);

/**
 * orders: one row per order with what the member's order list shows (status, date, country, type, count,
 * insured, totals, the summary). Only OrderSubmitted for now (status 'Submitted'); the staff workflow of
 * the next issue moves the status on.
 */
export const ordersProjection = documentProjection({
  name: 'orders',
  table: 'orders',
  keyColumn: 'order_id',
  columns: [
    'order_id', 'member_id', 'status', 'submitted_at', 'country_code', 'collectible_type', 'count', 'is_insurance', 'insured_cents',
    'total_cents', 'discount_cents', 'promo_code', 'promo_discount_cents', 'sh_cents', 'insurance_cents', 'rewards_applied_cents',
    'grand_total_cents', 'charged_cents', 'payment_status', 'currency', 'turnaround', 'summary',
  ],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { orderId: string }).orderId : undefined),
  evolve: evolveOrderRow,
});

export function evolveOrderRow(_row: Row | null, recorded: RecordedEvent): Row | null {
  const event = OrderEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'OrderSubmitted': {
      const d = event.data;
      return {
        order_id: d.orderId,
        member_id: d.memberId,
        status: 'Submitted',
        submitted_at: d.submittedAt,
        country_code: d.countryCode,
        collectible_type: d.collectibleType,
        count: d.count,
        is_insurance: d.isInsurance,
        insured_cents: d.insuredCents,
        total_cents: d.totalCents,
        discount_cents: d.discountCents,
        promo_code: d.promo?.promoCode ?? null,
        promo_discount_cents: d.promoDiscountCents,
        sh_cents: d.shCents,
        insurance_cents: d.insuranceCents,
        rewards_applied_cents: d.rewardsAppliedCents,
        grand_total_cents: d.grandTotalCents,
        charged_cents: d.payment.amountCents,
        payment_status: d.payment.status,
        currency: d.currency,
        turnaround: d.turnaround,
        summary: d.summary,
      };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
