import type pg from 'pg';
import type { Catalogue, MemberView } from '@certus/contracts';

export type OrderTerms = Pick<MemberView, 'discount' | 'pressingDiscount' | 'vspDiscount' | 'isWelcomePromo'>;

/**
 * What the member's submissions are priced with (spec 3 Member: discount, pressingDiscount, vspDiscount,
 * isWelcomePromo): the discount rates of the member's level in the current catalogue, and whether a welcome
 * promo still applies (no order submitted yet, from the orders read model). The command side decides the
 * same from the member's own streams when an order is submitted; this is what the browser shows meanwhile.
 * Before the catalogue is first projected (seconds after a fresh start) the rates read as 0.
 */
export async function readOrderTerms(pool: pg.Pool, currentCatalogue: () => Promise<Catalogue>, memberId: string, membership: string): Promise<OrderTerms> {
  const [catalogue, orders] = await Promise.all([
    currentCatalogue().catch(() => null),
    pool.query('SELECT 1 FROM orders WHERE member_id = $1 LIMIT 1', [memberId]),
  ]);
  const rates = catalogue?.memberDiscounts[membership];
  return {
    discount: rates?.discountRate ?? 0,
    pressingDiscount: rates?.pressingDiscountRate ?? 0,
    vspDiscount: rates?.vspDiscountRate ?? 0,
    isWelcomePromo: orders.rowCount === 0,
  };
}
