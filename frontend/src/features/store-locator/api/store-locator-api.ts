import { NEARBY_STORES_PATH, NearbyStoresResponse, type NearbyStoresBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/storelocator/nearbylocation (spec 3 Store search, 7.5): a read with a body, so a query (cached
 * per search) rather than a mutation. Stores change only when an editor publishes: the answer is kept for the
 * resource cache's 300 s (spec 7.5).
 */
/** What the editor's commands change (features/store-editor): the locator's answers included. */
export const STORES_TAG = { type: 'Store' as const, id: 'LIST' };

const storeLocatorApi = api.enhanceEndpoints({ addTagTypes: ['Store'] }).injectEndpoints({
  endpoints: (build) => ({
    findNearbyStores: build.query<NearbyStoresResponse, NearbyStoresBody>({
      query: (body) => ({ url: NEARBY_STORES_PATH, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? NearbyStoresResponse : undefined,
      keepUnusedDataFor: 300,
      providesTags: [STORES_TAG],
    }),
  }),
});

export const { useFindNearbyStoresQuery } = storeLocatorApi;
