import { describe, expect, it } from 'vitest';
import { evolveTurnaroundOrder, withTierCodes } from './turnaround-orders.projection.ts';
import type { Row } from '../runner/document-projection.ts';
import type { RecordedEvent } from '@certus/contracts';

let position = 0;
const recorded = (type: string, data: unknown): RecordedEvent =>
  ({ eventId: '00000000-0000-4000-8000-000000000000', type, data, streamId: 'Order-26-AAAAAAA', streamVersion: ++position, globalPosition: String(position), txId: '1', recordedAt: '2026-03-01T00:00:00Z', metadata: { correlationId: 'c', causationId: 'c', actor: { userId: null, role: 'system' } } }) as RecordedEvent;

describe('turnaround_orders, per order: when it came, when it left, which tier codes it counts for', () => {
  it('given a received order whose Vintage book never came, then it counts for Modern only', () => {
    const row = withTierCodes({ order_id: 'x', line_tier_codes: ['MN', 'NW', 'MNP'], line_quantities: [2, 1, 1], missing_books: [3], tier_codes: [] });
    expect(row.tier_codes).toEqual(['MN', 'MNP']);
  });

  it('given a line moved to another tier by a declared-value correction, then the order counts for its new code', () => {
    const staff = { by: 'w', at: '2026-03-02T15:00:00.000Z' };
    expect(
      evolveTurnaroundOrder(
        { order_id: '26-AAAAAAA', line_tier_codes: ['MN', 'NW'], line_quantities: [1, 1], missing_books: [], tier_codes: [] },
        recorded('DeclaredValueCorrected', { orderId: '26-AAAAAAA', lineIndex: 1, previousInsuredCents: 30_000, insuredCents: 50_000, previousTierCode: 'NW', tierCode: 'HV', tierLabel: 'High Value', amountCents: 5_300, reason: 'worth more', ...staff }),
      )?.line_tier_codes,
    ).toEqual(['MN', 'HV']);
  });

  it('given an order received on a Monday and ready for pick-up that Friday, then 4 business days; leaving again changes nothing', () => {
    const base: Row = { order_id: '26-AAAAAAA', line_tier_codes: ['MN'], line_quantities: [1], missing_books: [], tier_codes: [], received_at: '2026-03-02T15:00:00.000Z', shipped_at: null, business_days: null };
    const left = evolveTurnaroundOrder(base, recorded('OrderReadyForPickUp', { orderId: '26-AAAAAAA', by: 'w', at: '2026-03-06T20:00:00.000Z' }))!;
    expect(left).toMatchObject({ shipped_at: '2026-03-06T20:00:00.000Z', business_days: 4 });
    expect(evolveTurnaroundOrder(left, recorded('OrderShipped', { orderId: '26-AAAAAAA', carrier: 'UPS', trackingNumber: '1Z999', by: 'w', at: '2026-03-20T20:00:00.000Z' }))).toBe(left);
  });

  it('given an order that left without being received (not possible through the decider), then no figure is made up', () => {
    const base: Row = { order_id: '26-AAAAAAA', line_tier_codes: ['MN'], line_quantities: [1], missing_books: [], tier_codes: [], received_at: null, shipped_at: null, business_days: null };
    expect(evolveTurnaroundOrder(base, recorded('OrderShipped', { orderId: '26-AAAAAAA', carrier: 'UPS', trackingNumber: '1Z999', by: 'w', at: '2026-03-20T20:00:00.000Z' }))).toBe(base);
  });

  it('given a cancelled order, then it has no row', () => {
    const base: Row = { order_id: '26-AAAAAAA', line_tier_codes: ['MN'], line_quantities: [1], missing_books: [], tier_codes: [] };
    expect(evolveTurnaroundOrder(base, recorded('OrderCancelled', { orderId: '26-AAAAAAA', reason: 'asked', refund: null, refundsDue: [], by: 'w', at: '2026-03-03T10:00:00.000Z' }))).toBeNull();
  });
});
