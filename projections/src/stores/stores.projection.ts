import { StoreEvent, storeEventTypes, type RecordedEvent, type RecordedStore } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(storeEventTypes);

export const STORE_COLUMNS = [
  'store_id', 'name', 'line1', 'line2', 'city', 'state_province', 'zip_postal', 'country', 'phone', 'website', 'hours', 'services',
  'latitude', 'longitude', 'location_source', 'shop_type', 'publish_from', 'publish_until', 'withdrawn', 'first_published_at', 'changed_at',
  'withdrawn_at', 'stream_version',
];

const recordColumns = (store: RecordedStore) => ({
  name: store.name,
  line1: store.address.line1,
  line2: store.address.line2,
  city: store.address.city,
  state_province: store.address.stateProvince,
  zip_postal: store.address.zipPostal,
  country: store.address.country,
  phone: store.phone,
  website: store.website,
  hours: store.hours,
  services: store.services,
  latitude: store.latitude,
  longitude: store.longitude,
  location_source: store.locationSource,
  shop_type: store.shopType,
});

/**
 * stores: one row per store (stream Store-{storeId}) with its record, its publish window and whether an editor
 * withdrew it. "Live now" is the query's to decide with its clock (query-service/src/stores).
 */
export const storesProjection = documentProjection({
  name: 'stores',
  table: 'stores',
  keyColumn: 'store_id',
  columns: STORE_COLUMNS,
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { storeId: string }).storeId : undefined),
  eventTypes: [...CONSUMED],
  evolve: (row: Row | null, recorded: RecordedEvent): Row | null => {
    const event = StoreEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'StorePublished': {
        const d = event.data;
        return {
          store_id: d.storeId,
          ...recordColumns(d.store),
          publish_from: d.publishFrom,
          publish_until: d.publishUntil,
          withdrawn: false,
          // Published again after a withdrawal: still the same store, first published when it first was.
          first_published_at: row?.first_published_at ?? d.publishedAt,
          changed_at: d.publishedAt,
          withdrawn_at: null,
          stream_version: recorded.streamVersion,
        };
      }
      case 'StoreRevised': {
        if (!row) return null; // history that starts mid-way: nothing to change
        const d = event.data;
        return { ...row, ...recordColumns(d.store), publish_from: d.publishFrom, publish_until: d.publishUntil, changed_at: d.revisedAt, stream_version: recorded.streamVersion };
      }
      case 'StoreWithdrawn': {
        if (!row) return null;
        return { ...row, withdrawn: true, withdrawn_at: event.data.withdrawnAt, changed_at: event.data.withdrawnAt, stream_version: recorded.streamVersion };
      }
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  },
});
