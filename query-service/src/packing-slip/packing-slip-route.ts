import { Router } from 'express';
import type pg from 'pg';
import type { OrderSubmittedData, PackingSlipResponse } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { memberScopeOf, orderIdParam, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';
import { packingSlipModelOf, type PackingSlipModel } from './packing-slip-model.ts';
import { renderPackingSlipPdf } from './packing-slip-pdf.ts';

/**
 * GET /api/orders/{id}/packing-slip: the packing slip of the caller's own order (any, for a worker) as a
 * base64 PDF, like the invoice, which the page saves as a file. Someone else's order is not found.
 */
export function packingSlipRoute(pool: pg.Pool): Router {
  return Router().get('/api/orders/:id/packing-slip', requireUser, async (req, res) => {
    const model = await readPackingSlip(pool, orderIdParam(pathParam(req, 'id')), memberScopeOf(req.user!));
    if (!model) throw orderNotFound();
    const pdf = await renderPackingSlipPdf(model);
    res.set('Cache-Control', 'private, no-cache').json({
      fileName: `Certus-packing-slip-${model.orderId}.pdf`,
      contentType: 'application/pdf',
      base64: pdf.toString('base64'),
    } satisfies PackingSlipResponse);
  });
}

/** The packing slip of an order the scope may see (a member id, or null for any), or null. */
export async function readPackingSlip(pool: pg.Pool, orderId: string, memberScope: string | null): Promise<PackingSlipModel | null> {
  const { rows } = await pool.query<{ submitted: OrderSubmittedData }>('SELECT submitted FROM orders WHERE order_id = $1 AND ($2::text IS NULL OR member_id = $2)', [
    orderId,
    memberScope,
  ]);
  const row = rows[0];
  return row ? packingSlipModelOf(row.submitted) : null;
}
