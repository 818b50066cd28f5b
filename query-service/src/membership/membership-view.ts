import type pg from 'pg';
import { FREE_MEMBERSHIP, type MemberView } from '@certus/contracts';

export type MembershipFields = Pick<MemberView, 'membership' | 'membershipExpiryDate'>;

/**
 * The member's club membership (spec 3 Member: membership, membershipExpiryDate): the level of the latest
 * term while it runs; Free (unpaid) with no expiry when there is none or it has expired. "Now" is the
 * database's clock, the one every query-service process shares.
 */
export async function readMembership(pool: pg.Pool, memberId: string): Promise<MembershipFields> {
  const { rows } = await pool.query<{ level: string; expires_at: Date }>(
    'SELECT level, expires_at FROM memberships WHERE member_id = $1 AND expires_at > now()',
    [memberId],
  );
  const row = rows[0];
  return row ? { membership: row.level, membershipExpiryDate: row.expires_at.toISOString() } : { membership: FREE_MEMBERSHIP, membershipExpiryDate: null };
}
