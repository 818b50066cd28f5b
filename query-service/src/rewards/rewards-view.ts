import type pg from 'pg';
import { pointsForCents, type RewardsHistoryEntry, type RewardsView } from '@certus/contracts';

/** The member's rewards balance: what was earned and credited minus what was spent (rewards_entries). */
export async function readRewards(pool: pg.Pool, memberId: string): Promise<RewardsView> {
  const { rows } = await pool.query<{ available: string }>(
    `SELECT coalesce(sum(CASE WHEN kind = 'Spent' THEN -amount_cents ELSE amount_cents END), 0)::bigint::text AS available
     FROM rewards_entries WHERE member_id = $1`,
    [memberId],
  );
  const availableCents = Number(rows[0]?.available ?? 0);
  return { availableCents, points: pointsForCents(availableCents), currency: 'USD' };
}

/** The balance a ledger adds up to (one read, so the history and its total always agree). */
export function rewardsOf(entries: readonly RewardsHistoryEntry[]): RewardsView {
  const availableCents = entries.reduce((sum, e) => sum + (e.kind === 'Spent' ? -e.amountCents : e.amountCents), 0);
  return { availableCents, points: pointsForCents(availableCents), currency: 'USD' };
}

/** Every entry of the member's ledger, newest first. */
export async function readRewardsHistory(pool: pg.Pool, memberId: string): Promise<RewardsHistoryEntry[]> {
  const { rows } = await pool.query<{ event_id: string; kind: RewardsHistoryEntry['kind']; amount_cents: number; reason: string; occurred_at: Date }>(
    `SELECT event_id, kind, amount_cents, reason, occurred_at FROM rewards_entries WHERE member_id = $1
     ORDER BY stream_version DESC`,
    [memberId],
  );
  return rows.map((r) => ({ id: r.event_id, kind: r.kind, amountCents: r.amount_cents, currency: 'USD', reason: r.reason, occurredAt: r.occurred_at.toISOString() }));
}
