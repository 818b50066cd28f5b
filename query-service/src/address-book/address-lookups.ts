import { Router } from 'express';
import { ADDRESS_LOOKUPS_PATH, addressLookups, type AddressLookupsResponse } from '@certus/contracts';

// Reference data that changes only with a release: serialised once, not per request.
const body = JSON.stringify(addressLookups satisfies AddressLookupsResponse);

/** GET /api/data/address (spec 7.5): countries, Canadian provinces and US states; public, cached 300 s like every resource call. */
export function addressLookupsRoute(): Router {
  return Router().get(ADDRESS_LOOKUPS_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(body);
  });
}
