import { Router } from 'express';
import type pg from 'pg';
import {
  EDITOR_STORES_PATH,
  NEARBY_STORES_PATH,
  NearbyStoresBody,
  mapZoomFor,
  modelStateFromZod,
  storeMessages,
  type EditorStoresResponse,
  type NearbyStoresResponse,
} from '@certus/contracts';
import { ValidationFailed, offlineGazetteer, requireRole, type Clock, type Gazetteer } from '@certus/infra';
import { findNearbyStores } from './nearby-stores.ts';
import { searchCentre } from './search-centre.ts';
import { STORE_ROW_COLUMNS, editorStoreOf, type StoreRow } from './store-rows.ts';

/** Spec 7.5: public resource calls are cached for 300 s. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * The store locator (spec 2.1 /storelocator, 3 Store search, 7.5): POST /api/storelocator/nearbylocation, a
 * read with a body (the query side answers it), public. And the editor's list of every store with where it
 * stands now: GET /api/editor/stores (editor role).
 */
export function storeRoutes(pool: pg.Pool, options: { clock: Clock; gazetteer?: Gazetteer }): Router {
  const router = Router();
  const gazetteer = () => options.gazetteer ?? offlineGazetteer();

  router.post(NEARBY_STORES_PATH, async (req, res) => {
    const parsed = NearbyStoresBody.safeParse(req.body ?? {});
    if (!parsed.success) throw new ValidationFailed(modelStateFromZod(parsed.error, storeMessages.searchFailed));
    const query = parsed.data;
    const location = searchCentre(query, gazetteer());
    const stores = await findNearbyStores(pool, location, query.distance, options.clock.now());
    res.set('Cache-Control', PUBLIC_CACHE).json({ location, distance: query.distance, zoom: mapZoomFor(query.distance), stores } satisfies NearbyStoresResponse);
  });

  router.get(EDITOR_STORES_PATH, requireRole('editor'), async (_req, res) => {
    const { rows } = await pool.query<StoreRow>(`SELECT ${STORE_ROW_COLUMNS} FROM stores ORDER BY name, store_id`);
    const now = options.clock.now();
    res.set('Cache-Control', 'private, no-cache').json(rows.map((row) => editorStoreOf(row, now)) satisfies EditorStoresResponse);
  });

  return router;
}
