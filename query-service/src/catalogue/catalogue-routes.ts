import { Router } from 'express';
import type pg from 'pg';
import { catalogueReader } from './catalogue-view.ts';
import { submitDataRoutes } from './submit-data.ts';
import { lookupsRoute } from './lookups.ts';
import { shippingRatesRoute } from './shipping-rates.ts';
import { promoCodeRoute } from './promo-code.ts';

/** The catalogue data of spec 7.3 (submit data, checkout data, lookups, shipping rates, promo codes). */
export function catalogueRoutes(pool: pg.Pool): Router {
  const currentCatalogue = catalogueReader(pool);
  return Router()
    .use(submitDataRoutes(currentCatalogue))
    .use(lookupsRoute())
    .use(shippingRatesRoute(pool, currentCatalogue))
    .use(promoCodeRoute(pool));
}
