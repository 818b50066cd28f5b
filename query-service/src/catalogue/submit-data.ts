import { Router } from 'express';
import { PUBLIC_RESOURCE_CACHE_CONTROL, submitDataFor, type Catalogue, type CheckoutDataResponse } from '@certus/contracts';
import { collectibleTypeParam, countryParam } from './data-params.ts';

// Spec 7.5: 300 s like every resource call. A cart built on a catalogue older than the published one is refused
// at submit with the reset notice (409, spec 4), so a browser's older copy costs a reset, never a wrong price.
const CACHE = PUBLIC_RESOURCE_CACHE_CONTROL;

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
