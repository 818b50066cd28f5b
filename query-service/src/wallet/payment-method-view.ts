import type pg from 'pg';
import { paymentMethodDisplayName, type PaymentMethodView } from '@certus/contracts';

interface PaymentMethodRow {
  payment_method_id: string;
  type: PaymentMethodView['type'];
  brand: string;
  last4: string;
  name: string;
  expire_month: number | null;
  expire_year: number | null;
  bank_name: string | null;
  is_default: boolean;
}

export const toPaymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.payment_method_id,
  type: row.type,
  displayName: paymentMethodDisplayName({ type: row.type, brand: row.brand, last4: row.last4, bankName: row.bank_name }),
  name: row.name,
  brand: row.brand,
  last4: row.last4,
  expireMonth: row.expire_month,
  expireYear: row.expire_year,
  bankName: row.bank_name,
  isDefault: row.is_default,
});

/** The member's saved payment methods (part of GET /api/userprofile): the default first, then in the order they were added. */
export async function readPaymentMethods(pool: pg.Pool, memberId: string): Promise<PaymentMethodView[]> {
  const { rows } = await pool.query<PaymentMethodRow>(
    `SELECT payment_method_id, type, brand, last4, name, expire_month, expire_year, bank_name, is_default
     FROM payment_methods WHERE member_id = $1 ORDER BY is_default DESC, added_version`,
    [memberId],
  );
  return rows.map(toPaymentMethodView);
}
