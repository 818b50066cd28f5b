import { Router } from 'express';
import type pg from 'pg';
import { DomainError, type MemberView, type UserProfileResponse } from '@certus/contracts';
import { requireUser } from '@certus/infra';

interface MemberRow {
  member_id: string;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: MemberView['role'];
  status: MemberView['status'];
  membership: string;
  membership_expiry_date: Date | null;
  registered_at: Date;
  activated_at: Date | null;
  last_sign_in_at: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toMemberView = (row: MemberRow): MemberView => ({
  id: row.member_id,
  email: row.email,
  userName: row.user_name,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  role: row.role,
  status: row.status,
  membership: row.membership,
  membershipExpiryDate: iso(row.membership_expiry_date),
  registeredAt: row.registered_at.toISOString(),
  activatedAt: iso(row.activated_at),
  lastSignInAt: iso(row.last_sign_in_at),
});

/** GET /api/userprofile: the signed-in member, from the members read model. */
export function userProfileRoute(pool: pg.Pool): Router {
  return Router().get('/api/userprofile', requireUser, async (req, res) => {
    const { rows } = await pool.query<MemberRow>('SELECT * FROM members WHERE member_id = $1', [req.user!.userId]);
    const row = rows[0];
    if (!row) throw new DomainError('not_found', 'Member not found.');
    res.set('Cache-Control', 'private, no-cache').json({ member: toMemberView(row) } satisfies UserProfileResponse);
  });
}
