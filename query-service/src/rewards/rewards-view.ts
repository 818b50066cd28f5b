import type pg from 'pg';
import type { RewardsView } from '@certus/contracts';

/** The member's rewards balance. The rewards ledger read model comes with its projection. */
export async function readRewards(_pool: pg.Pool, _memberId: string): Promise<RewardsView> {
  return { availableCents: 0, points: 0, currency: 'USD' };
}
