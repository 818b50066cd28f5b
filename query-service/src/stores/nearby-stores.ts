import type pg from 'pg';
import { MAX_STORES_RETURNED, boundingBox, milesBetween, type StoreLocation } from '@certus/contracts';
import { LIVE_AT, PUBLIC_STORE_COLUMNS, storeLocationOf, type PublicStoreRow } from './store-rows.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The live stores within `miles` of `centre`, nearest first (ties by name), at most 2,000 (spec 9). The
 * database narrows by the latitude and longitude box that holds the circle (an index range); the exact
 * great-circle distance (contracts' milesBetween, the one formula the tests check) then keeps or drops each.
 */
export async function findNearbyStores(pool: pg.Pool, centre: GeoPoint, miles: number, now: Date): Promise<StoreLocation[]> {
  const box = boundingBox(centre, miles);
  const { rows } = await pool.query<PublicStoreRow>(
    `SELECT ${PUBLIC_STORE_COLUMNS} FROM stores
     WHERE ${LIVE_AT}
       AND latitude BETWEEN $2 AND $3
       AND ($4::double precision IS NULL OR longitude BETWEEN $4 AND $5)`,
    [now, box.latitude.min, box.latitude.max, box.longitude?.min ?? null, box.longitude?.max ?? null],
  );
  return rows
    .map((row) => ({ row, distance: milesBetween(centre, row) }))
    .filter(({ distance }) => distance <= miles)
    .sort((a, b) => a.distance - b.distance || a.row.name.localeCompare(b.row.name) || a.row.store_id.localeCompare(b.row.store_id))
    .slice(0, MAX_STORES_RETURNED)
    .map(({ row, distance }) => storeLocationOf(row, distance));
}
