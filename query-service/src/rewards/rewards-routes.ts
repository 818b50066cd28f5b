import { Router } from 'express';
import type pg from 'pg';
import { giftCardPaths, type GiftCardView, type GiftCardsResponse, type RewardsHistoryResponse } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { readRewardsHistory, rewardsOf } from './rewards-view.ts';

/**
 * GET /api/userprofile/rewards/history (spec 2.2 /account/rewards/history): the balance and every entry.
 * GET /api/userprofile/giftcards (spec 2.2 /account/rewards/giftcards): the cards the caller bought.
 * Always the caller's own, from the token: nobody can ask for another member's.
 */
export function rewardsRoutes(pool: pg.Pool): Router {
  const router = Router();

  router.get(giftCardPaths.rewardsHistory, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const entries = await readRewardsHistory(pool, memberId);
    const rewards = rewardsOf(entries);
    res.set('Cache-Control', 'private, no-cache').json({ rewards, entries } satisfies RewardsHistoryResponse);
  });

  router.get(giftCardPaths.list, requireUser, async (req, res) => {
    res.set('Cache-Control', 'private, no-cache').json((await readGiftCardsBoughtBy(pool, req.user!.userId)) satisfies GiftCardsResponse);
  });

  return router;
}

export async function readGiftCardsBoughtBy(pool: pg.Pool, memberId: string): Promise<GiftCardView[]> {
  const { rows } = await pool.query<{
    code: string;
    amount_cents: number;
    status: GiftCardView['status'];
    recipient_name: string | null;
    recipient_email: string | null;
    purchased_at: Date;
    redeemed_at: Date | null;
  }>(
    `SELECT code, amount_cents, status, recipient_name, recipient_email, purchased_at, redeemed_at FROM gift_cards
     WHERE purchaser_member_id = $1 ORDER BY purchased_at DESC, code`,
    [memberId],
  );
  return rows.map((r) => ({
    code: r.code,
    amountCents: r.amount_cents,
    balanceCents: r.status === 'Redeemed' ? 0 : r.amount_cents,
    currency: 'USD',
    status: r.status,
    recipientName: r.recipient_name,
    recipientEmail: r.recipient_email,
    purchasedAt: r.purchased_at.toISOString(),
    redeemedAt: r.redeemed_at?.toISOString() ?? null,
  }));
}
