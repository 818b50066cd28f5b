import { Router } from 'express';
import { submitDataFor, type Catalogue, type CheckoutDataResponse } from '@certus/contracts';
import { collectibleTypeParam, countryParam } from './data-params.ts';

// Short enough that a newly published catalogue reaches browsers soon; carts built on an older one reset (spec 4).
const CACHE = 'public, max-age=60';

/**
 * GET /api/data/submitdata/{country}/{collectibleType} and GET /api/data/checkout (spec 3, 7.3): the current
 * catalogue as the builder and checkout read it; public. Promo codes are not part of it (they are looked up one by one).
 */
export function submitDataRoutes(currentCatalogue: () => Promise<Catalogue>): Router {
  const router = Router();

  router.get('/api/data/submitdata/:country/:collectibleType', async (req, res) => {
    const countryCode = countryParam(req.params.country);
    const collectibleType = collectibleTypeParam(req.params.collectibleType);
    res.set('Cache-Control', CACHE).json(submitDataFor(await currentCatalogue(), countryCode, collectibleType));
  });

  router.get('/api/data/checkout', async (_req, res) => {
    const c = await currentCatalogue();
    res.set('Cache-Control', CACHE).json({
      catalogueVersion: c.version,
      // Spec 3 Checkout data: the onsite option is for shows, never offered online.
      shipOther: c.shipOther.filter((o) => !o.isOnsite).map(({ id, label }) => ({ id, label })),
      payOther: c.payOther.map(({ id, label }) => ({ id, label })),
    } satisfies CheckoutDataResponse);
  });

  return router;
}
