import type pg from 'pg';
import type { PaymentMethodView } from '@certus/contracts';

/** The member's stored payment methods, default first. The read model comes with its projection. */
export async function readPaymentMethods(_pool: pg.Pool, _memberId: string): Promise<PaymentMethodView[]> {
  return [];
}
