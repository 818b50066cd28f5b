import { Router } from 'express';
import type pg from 'pg';
import type { InvoiceResponse, OrderDetail } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { memberScopeOf, orderIdParam, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';
import { invoiceModelOf, type InvoiceModel, type SubmittedLine } from './invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * GET /api/test/getinvoice/{id} (spec 7.3, the legacy path kept): the invoice of the caller's own order (any,
 * for a worker) as a base64 PDF, which the page opens in a new window. Drawn from the read model on each
 * call, so it always shows the current balance, corrections and payments.
 */
export function invoiceRoute(pool: pg.Pool): Router {
  return Router().get('/api/test/getinvoice/:id', requireUser, async (req, res) => {
    const model = await readInvoice(pool, orderIdParam(pathParam(req, 'id')), memberScopeOf(req.user!));
    if (!model) throw orderNotFound();
    const pdf = await renderInvoicePdf(model);
    res.set('Cache-Control', 'private, no-cache').json({
      fileName: `Certus-invoice-${model.number}.pdf`,
      contentType: 'application/pdf',
      base64: pdf.toString('base64'),
    } satisfies InvoiceResponse);
  });
}

/** The invoice of an order the scope may see (a member id, or null for any), or null. */
export async function readInvoice(pool: pg.Pool, orderId: string, memberScope: string | null): Promise<InvoiceModel | null> {
  const { rows } = await pool.query<{ detail: OrderDetail; lines: SubmittedLine[]; member_name: string; member_email: string; updated_at: Date }>(
    `SELECT detail, submitted -> 'comics' AS lines, member_name, member_email, updated_at FROM orders
     WHERE order_id = $1 AND ($2::text IS NULL OR member_id = $2)`,
    [orderId, memberScope],
  );
  const row = rows[0];
  if (!row) return null;
  return invoiceModelOf({ detail: row.detail, lines: row.lines, memberName: row.member_name, memberEmail: row.member_email, updatedAt: row.updated_at.toISOString() });
}
