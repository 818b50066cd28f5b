import { Router } from 'express';
import type pg from 'pg';
import { NewsletterStatusQuery, newsletterPaths, type NewsletterStatusResponse } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';

/** GET /api/userprofile/Get_toggle_status?email= (spec 7.2): '1' when the address gets the newsletter, else '0'. Anyone may ask. */
export function newsletterStatusRoute(pool: pg.Pool): Router {
  return Router().get(newsletterPaths.status, async (req, res) => {
    const { email } = parseOr400(NewsletterStatusQuery, req.query);
    const { rows } = await pool.query("SELECT 1 FROM newsletter_subscriptions WHERE email = $1 AND status = 'Subscribed' LIMIT 1", [email]);
    res.set('Cache-Control', 'no-store').json((rows.length > 0 ? '1' : '0') satisfies NewsletterStatusResponse);
  });
}
