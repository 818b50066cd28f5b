import { Router } from 'express';
import type pg from 'pg';
import {
  INBOX_LIST_LIMIT,
  InboxQuery,
  LandingEmailParams,
  STAFF_INBOX_ROLES,
  leadPaths,
  type InboxItem,
  type InboxResponse,
  type LandingCounts,
} from '@certus/contracts';
import { parseOr400, requireAnyRole } from '@certus/infra';
import { pathParam } from '../http/path-params.ts';

interface InboxRow {
  item_id: string;
  kind: InboxItem['kind'];
  name: string;
  email: string | null;
  phone: string;
  location: string;
  message: string;
  page: string | null;
  company: string | null;
  website: string | null;
  business_type: string | null;
  member_id: string | null;
  submitted_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
}

const COLUMNS = 'item_id, kind, name, email, phone, location, message, page, company, website, business_type, member_id, submitted_at, handled_at, handled_by';

export const inboxItemOf = (row: InboxRow): InboxItem => ({
  id: row.item_id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  location: row.location,
  message: row.message,
  page: row.page,
  company: row.company,
  website: row.website,
  businessType: row.business_type,
  memberId: row.member_id,
  submittedAt: row.submitted_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
  handledBy: row.handled_by,
});

/** Personal data of people who wrote to us: staff only, never stored by a shared cache. */
const STAFF_ONLY = 'private, no-store';
/** The staff who answer people (worker, editor); not an auditor, whose business is orders and books. */
const inboxStaff = requireAnyRole(STAFF_INBOX_ROLES);

/**
 * The landing service's reads (spec 7.5) and the staff inbox:
 * - GET /api/landings/counts: public, cacheable 300 s (spec 7.5): graded_comic_count, pressing_comic_count,
 *   customer_count from the landing-counts projection. Declared before /api/landings/{email}, which "counts"
 *   is not (not an e-mail address).
 * - GET /api/landings and GET /api/landings/{email}: the landing and dealer forms' requests, newest first; all,
 *   or one address's. Staff only (worker, editor): each row is a person's name, e-mail, phone and message,
 *   which the spec's anonymous landing page never needs to read back.
 * - GET /api/staff/inbox?status=all|open|handled: every lead, dealer request, call-back request and problem
 *   report, newest first, at most 300, with the number still open.
 */
export function landingReadRoutes(pool: pg.Pool): Router {
  const router = Router();

  router.get(leadPaths.counts, async (_req, res) => {
    const { rows } = await pool.query<{ counter: keyof LandingCounts; value: string }>('SELECT counter, value::text AS value FROM landing_counts');
    const counts: LandingCounts = { graded_comic_count: 0, pressing_comic_count: 0, customer_count: 0 };
    for (const row of rows) if (row.counter in counts) counts[row.counter] = Number(row.value);
    res.set('Cache-Control', 'public, max-age=300').json(counts);
  });

  router.get(leadPaths.landings, inboxStaff, async (_req, res) => {
    const { rows } = await pool.query<InboxRow>(
      `SELECT ${COLUMNS} FROM staff_inbox WHERE kind IN ('Lead', 'DealerRequest') ORDER BY submitted_at DESC, item_id LIMIT $1`,
      [INBOX_LIST_LIMIT],
    );
    res.set('Cache-Control', STAFF_ONLY).json(rows.map(inboxItemOf));
  });

  router.get(`${leadPaths.landings}/:email`, inboxStaff, async (req, res) => {
    const { email } = parseOr400(LandingEmailParams, { email: pathParam(req, 'email') });
    const { rows } = await pool.query<InboxRow>(
      `SELECT ${COLUMNS} FROM staff_inbox WHERE email = $1 AND kind IN ('Lead', 'DealerRequest') ORDER BY submitted_at DESC, item_id LIMIT $2`,
      [email, INBOX_LIST_LIMIT],
    );
    res.set('Cache-Control', STAFF_ONLY).json(rows.map(inboxItemOf));
  });

  router.get(leadPaths.inbox, inboxStaff, async (req, res) => {
    const { status } = parseOr400(InboxQuery, req.query);
    const [items, open] = await Promise.all([
      pool.query<InboxRow>(
        `SELECT ${COLUMNS} FROM staff_inbox
         WHERE ($1 = 'all' OR ($1 = 'open') = (handled_at IS NULL))
         ORDER BY submitted_at DESC, item_id LIMIT $2`,
        [status, INBOX_LIST_LIMIT],
      ),
      pool.query<{ open: string }>('SELECT count(*)::text AS open FROM staff_inbox WHERE handled_at IS NULL'),
    ]);
    res.set('Cache-Control', STAFF_ONLY).json({ items: items.rows.map(inboxItemOf), open: Number(open.rows[0]?.open ?? 0) } satisfies InboxResponse);
  });

  return router;
}
