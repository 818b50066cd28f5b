import { storePublicationStatus, type EditorStore, type StoreLocation } from '@certus/contracts';

/** What the locator shows of a row of the stores table (projections/migrations/016_stores.sql), as pg returns it. */
export interface PublicStoreRow {
  store_id: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  state_province: string;
  zip_postal: string;
  country: string;
  phone: string;
  website: string;
  hours: string[];
  services: string[];
  latitude: number;
  longitude: number;
  shop_type: string;
}

/** The whole row, for the editor. */
export interface StoreRow extends PublicStoreRow {
  location_source: 'postal-code' | 'editor';
  publish_from: Date;
  publish_until: Date | null;
  withdrawn: boolean;
  first_published_at: Date;
  changed_at: Date;
  withdrawn_at: Date | null;
}

export const PUBLIC_STORE_COLUMNS = 'store_id, name, line1, line2, city, state_province, zip_postal, country, phone, website, hours, services, latitude, longitude, shop_type';
// The locator leaves the dates out: turning timestamps into Dates was a third of its time (npm run bench:storelocator).
export const STORE_ROW_COLUMNS = `${PUBLIC_STORE_COLUMNS}, location_source, publish_from, publish_until, withdrawn, first_published_at, changed_at, withdrawn_at`;

/** "Live at $1": not withdrawn and inside its window (the end exclusive), as storePublicationStatus says. */
export const LIVE_AT = 'NOT withdrawn AND publish_from <= $1 AND (publish_until IS NULL OR publish_until > $1)';

const publicFieldsOf = (row: PublicStoreRow) => ({
  storeId: row.store_id,
  name: row.name,
  address: { line1: row.line1, line2: row.line2, city: row.city, stateProvince: row.state_province, zipPostal: row.zip_postal, country: row.country },
  phone: row.phone,
  website: row.website,
  hours: row.hours,
  services: row.services,
  latitude: row.latitude,
  longitude: row.longitude,
  shopType: row.shop_type,
});

export const storeLocationOf = (row: PublicStoreRow, distance: number): StoreLocation => ({ ...publicFieldsOf(row), distance: Math.round(distance * 10) / 10 });

export function editorStoreOf(row: StoreRow, now: Date): EditorStore {
  const publishFrom = row.publish_from.toISOString();
  const publishUntil = row.publish_until?.toISOString() ?? null;
  return {
    ...publicFieldsOf(row),
    locationSource: row.location_source,
    publishFrom,
    publishUntil,
    status: storePublicationStatus({ withdrawn: row.withdrawn, publishFrom, publishUntil }, now),
    firstPublishedAt: row.first_published_at.toISOString(),
    changedAt: row.changed_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}
