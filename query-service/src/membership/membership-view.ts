import type pg from 'pg';
import type { MemberView } from '@certus/contracts';

export type MembershipFields = Pick<MemberView, 'membership' | 'membershipExpiryDate'>;

/** The member's club membership; Free (unpaid) until one is bought. The read model comes with its projection. */
export async function readMembership(_pool: pg.Pool, _memberId: string): Promise<MembershipFields> {
  return { membership: 'Free', membershipExpiryDate: null };
}
