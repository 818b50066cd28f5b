import { Router } from 'express';
import type pg from 'pg';
import { AUDIT_SEARCH_PAGE_SIZE, AuditOrderSearchQuery, type AuditOrderSearchHit, type AuditOrderSearchResult } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import { containsPattern } from '../orders/order-list-filters.ts';
import { AUDIT_CACHE } from './audit-routes.ts';
import { queryPage } from './paged-query.ts';

/** The search as SQL parameters: null where the auditor gave no filter (each condition is then true). */
interface OrderSearchParams {
  /** Upper-case LIKE pattern of the id's start. */
  idPrefix: string | null;
  /** Lower-case LIKE pattern of a part of the e-mail. */
  emailPart: string | null;
  /** First instant of the first day (UTC), and first instant after the last day. */
  fromInstant: string | null;
  beforeInstant: string | null;
  status: string | null;
  minCents: string | null;
  maxCents: string | null;
}

const given = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : null);
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();

export function orderSearchParams(query: AuditOrderSearchQuery): OrderSearchParams {
  const idPrefix = given(query.orderId);
  const email = given(query.email);
  return {
    idPrefix: idPrefix === null ? null : `${likeLiteral(idPrefix.toUpperCase())}%`,
    emailPart: email === null ? null : containsPattern(email.toLowerCase()),
    fromInstant: query.from === undefined ? null : `${query.from}T00:00:00.000Z`,
    beforeInstant: query.to === undefined ? null : dayAfter(query.to),
    status: query.status ?? null,
    minCents: query.minCents ?? null,
    maxCents: query.maxCents ?? null,
  };
}

/**
 * The member's current e-mail and name, from the members read model (what an auditor then writes to or looks
 * up), the ones the order was submitted under where the member has no row there. An account's e-mail does not
 * change today (the member id is derived from it), so the two agree; the name may have been edited since.
 */
const MATCHING_SQL = `
  SELECT o.order_id, o.member_id, coalesce(m.email, o.member_email) AS member_email,
         coalesce(nullif(trim(m.first_name || ' ' || m.last_name), ''), o.member_name) AS member_name,
         o.submitted_at, o.status, o.currency, o.count, o.grand_total_cents, o.balance_cents
  FROM orders o LEFT JOIN members m ON m.member_id = o.member_id
  WHERE ($1::text IS NULL OR upper(o.order_id) LIKE $1 ESCAPE '\\')
    AND ($2::text IS NULL OR lower(coalesce(m.email, o.member_email)) LIKE $2 ESCAPE '\\')
    AND ($3::timestamptz IS NULL OR o.submitted_at >= $3)
    AND ($4::timestamptz IS NULL OR o.submitted_at < $4)
    AND ($5::text IS NULL OR o.status = $5)
    AND ($6::bigint IS NULL OR o.grand_total_cents >= $6)
    AND ($7::bigint IS NULL OR o.grand_total_cents <= $7)`;

interface SearchRow {
  order_id: string;
  member_id: string;
  member_email: string;
  member_name: string;
  submitted_at: Date;
  status: AuditOrderSearchHit['status'];
  currency: AuditOrderSearchHit['currency'];
  count: number;
  grand_total_cents: number;
  balance_cents: number;
}

/**
 * GET /api/audit/orders (issue [4/7]): the auditor finds orders to open, in the orders read model. Auditor role
 * only; every filter optional, all given must hold; newest first, 25 a page, with how many there are in all.
 */
export function auditSearchRoutes(pool: pg.Pool): Router {
  const router = Router();

  router.get('/api/audit/orders', requireRole('auditor'), async (req, res) => {
    const query = parseOr400(AuditOrderSearchQuery, req.query);
    const p = orderSearchParams(query);
    const page = Number(query.page ?? '1');
    const { rows, total } = await queryPage<SearchRow>(pool, {
      matching: MATCHING_SQL,
      orderBy: 'submitted_at DESC, order_id DESC',
      params: [p.idPrefix, p.emailPart, p.fromInstant, p.beforeInstant, p.status, p.minCents, p.maxCents],
      page,
      pageSize: AUDIT_SEARCH_PAGE_SIZE,
    });
    const result: AuditOrderSearchResult = { hits: rows.map(hitOf), total, page, pageSize: AUDIT_SEARCH_PAGE_SIZE };
    res.set('Cache-Control', AUDIT_CACHE).json(result);
  });

  return router;
}

function hitOf(row: SearchRow): AuditOrderSearchHit {
  return {
    orderId: row.order_id,
    memberId: row.member_id,
    memberEmail: row.member_email,
    memberName: row.member_name,
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    currency: row.currency,
    count: row.count,
    grandTotalCents: row.grand_total_cents,
    balanceCents: row.balance_cents,
  };
}
