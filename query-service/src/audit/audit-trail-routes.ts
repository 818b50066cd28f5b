import { Router } from 'express';
import type pg from 'pg';
import { AUDIT_TRAIL_PAGE_SIZE, AuditTrailQuery, parseOrderId, type AuditTrail, type AuditTrailEntry } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import { AUDIT_CACHE } from './audit-routes.ts';
import { queryPage } from './paged-query.ts';

/**
 * The auditor's e-mail is the members read model's, joined here rather than copied into audit_trail (see the
 * projection). Every auditor is a member account, so a row without one only shows while the members projection
 * has not yet read the auditor's registration: the e-mail is then empty rather than a guess.
 */
const MATCHING_SQL = `
  SELECT t.view_id, t.auditor_id, coalesce(m.email, '') AS auditor_email, t.read, t.order_id, t.detail, t.opened_at, t.position
  FROM audit_trail t LEFT JOIN members m ON m.member_id = t.auditor_id
  WHERE ($1::text IS NULL OR t.order_id = $1)
    AND ($2::text IS NULL OR t.auditor_id = $2)`;

interface TrailRow {
  view_id: string;
  auditor_id: string;
  auditor_email: string;
  read: AuditTrailEntry['read'];
  order_id: string | null;
  detail: string;
  opened_at: Date;
}

/**
 * GET /api/audit/trail?orderId=&auditorId=&page= (issue [4/7]): who of the auditors opened what, and when; newest
 * first, 50 a page, with the total. Auditor role only. Reading the trail is not itself recorded in it: it shows
 * the auditors' looks at the platform's records, and a look at those looks opens no record of a member or an
 * order (recording it would also make every read of the trail add to what it reads).
 */
export function auditTrailRoutes(pool: pg.Pool): Router {
  const router = Router();

  router.get('/api/audit/trail', requireRole('auditor'), async (req, res) => {
    const query = parseOr400(AuditTrailQuery, req.query);
    const page = Number(query.page ?? '1');
    const orderId = query.orderId?.trim() ? parseOrderId(query.orderId) : null;
    const auditorId = query.auditorId?.trim() ? query.auditorId.trim() : null;
    const { rows, total } = await queryPage<TrailRow>(pool, {
      matching: MATCHING_SQL,
      orderBy: 'opened_at DESC, position DESC',
      params: [orderId, auditorId],
      page,
      pageSize: AUDIT_TRAIL_PAGE_SIZE,
    });
    const trail: AuditTrail = { entries: rows.map(entryOf), total, page, pageSize: AUDIT_TRAIL_PAGE_SIZE };
    res.set('Cache-Control', AUDIT_CACHE).json(trail);
  });

  return router;
}

function entryOf(row: TrailRow): AuditTrailEntry {
  return {
    viewId: row.view_id,
    auditorId: row.auditor_id,
    auditorEmail: row.auditor_email,
    read: row.read,
    orderId: row.order_id,
    detail: row.detail,
    at: row.opened_at.toISOString(),
  };
}
