import { Router } from 'express';
import {
  DomainError,
  PUBLIC_RESOURCE_CACHE_CONTROL,
  SHIPPING_TEST_ORIGIN,
  SHIPPING_TEST_PATH,
  ShippingTestQuery,
  catalogueDataMessages,
  catalogueInCurrency,
  countries,
  lookupName,
  quoteShippingRates,
  type Catalogue,
  type ShippingTestResponse,
} from '@certus/contracts';
import { parseOr400 } from '@certus/infra';

/**
 * GET /api/test/shipping?postalCode=&country=[&books=&declared=&currency=] (spec 2.1 shipping test screen, 7.3): what the
 * shipping rate service (contracts quoteShippingRates over the published catalogue's rate tables, the same
 * engine as POST /api/data/sh and the checkout) answers for a box sent from the office to that destination.
 * Public, like the screen; cached 300 s (the rates change only with a new catalogue).
 */
export function shippingTestRoute(currentCatalogue: () => Promise<Catalogue>): Router {
  return Router().get(SHIPPING_TEST_PATH, async (req, res) => {
    const query = parseOr400(ShippingTestQuery, req.query);
    const declaredCents = query.declaredDollars * 100;
    const base = {
      originCountry: SHIPPING_TEST_ORIGIN,
      country: query.country,
      countryName: lookupName(countries, query.country),
      postalCode: query.postalCode,
      scope: query.country === SHIPPING_TEST_ORIGIN ? ('domestic' as const) : ('international' as const),
      books: query.books,
      declaredCents,
      currency: query.currency,
    };
    // Rates in the currency asked: the catalogue's own (US$) or its Canadian price set, never a conversion.
    const priced = catalogueInCurrency(await currentCatalogue(), query.currency);
    if (!priced) {
      res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json({ ...base, pricedInCurrency: false, rates: [], message: catalogueDataMessages.notPricedIn(query.currency) } satisfies ShippingTestResponse);
      return;
    }
    let body: ShippingTestResponse;
    try {
      const [group] = quoteShippingRates(priced, {
        originCountry: SHIPPING_TEST_ORIGIN,
        destinationCountry: query.country,
        tiers: [{ id: 'TEST', insuredCents: declaredCents, count: query.books }],
        scope: 'order',
      });
      body = { ...base, pricedInCurrency: true, rates: group!.rates, message: null };
    } catch (error) {
      // No service carries it there (or insures that much): the answer says so, as the checkout would.
      if (!(error instanceof DomainError)) throw error;
      body = { ...base, pricedInCurrency: true, rates: [], message: error.message };
    }
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(body);
  });
}
