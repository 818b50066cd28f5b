import type pg from 'pg';
import type { MemberView } from '@certus/contracts';

interface MemberRow {
  member_id: string;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  phone: string;
  fed_ex_account: string;
  ups_account: string;
  dhl_account: string;
  is_email_notification: boolean;
  role: MemberView['role'];
  status: MemberView['status'];
  registered_at: Date;
  activated_at: Date | null;
  last_sign_in_at: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The member's own fields; the club membership and the order terms are read from their own models (see user-profile.ts). */
export type MemberFields = Omit<MemberView, 'membership' | 'membershipExpiryDate' | 'discount' | 'pressingDiscount' | 'vspDiscount' | 'isWelcomePromo'>;

export const toMemberView = (row: MemberRow): MemberFields => ({
  id: row.member_id,
  email: row.email,
  userName: row.user_name,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  fedExAccount: row.fed_ex_account,
  upsAccount: row.ups_account,
  dhlAccount: row.dhl_account,
  isEmailNotification: row.is_email_notification,
  role: row.role,
  status: row.status,
  registeredAt: row.registered_at.toISOString(),
  activatedAt: iso(row.activated_at),
  lastSignInAt: iso(row.last_sign_in_at),
});

/** The member part of GET /api/userprofile; null when the read model has no such member (yet). */
export async function readMember(pool: pg.Pool, memberId: string): Promise<MemberFields | null> {
  const { rows } = await pool.query<MemberRow>('SELECT * FROM members WHERE member_id = $1', [memberId]);
  return rows[0] ? toMemberView(rows[0]) : null;
}
