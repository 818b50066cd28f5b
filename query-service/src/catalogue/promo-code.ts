import { Router } from 'express';
import type pg from 'pg';
import { DomainError, Promo, PromoCodeParams, promoMessages, type PromoResponse } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';

/**
 * GET /api/promocode/code/{code} (spec 5, 7.3): the promo of the current catalogue the code names, whatever its
 * case, for a signed-in member; '{code} Promo Code is invalid' (404) when none. Whether it applies to the cart
 * (dates, membership, books) is the engine's decision at the promo step and again at submit.
 */
export function promoCodeRoute(pool: pg.Pool): Router {
  return Router().get('/api/promocode/code/:code', requireUser, async (req, res) => {
    const code = parseOr400(PromoCodeParams, req.params).code.trim();
    const { rows } = await pool.query<{ promo: unknown }>('SELECT promo FROM catalogue_promos WHERE code_key = $1', [code.toUpperCase()]);
    if (!rows[0]) throw new DomainError('not_found', promoMessages.invalid(code));
    res.set('Cache-Control', 'private, no-cache').json(Promo.parse(rows[0].promo) satisfies PromoResponse);
  });
}
