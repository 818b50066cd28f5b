import { EARTH_RADIUS_MILES, OWN_SHOP_TYPE, type RecordedStore } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { runStoreCommand } from '@certus/command-service/stores/store-editor-routes';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The point `miles` from `start` on the initial `bearingDegrees` (great circle on the sphere). */
export function pointAt(start: GeoPoint, miles: number, bearingDegrees: number): GeoPoint {
  const r = (d: number) => (d * Math.PI) / 180;
  const d = (x: number) => (x * 180) / Math.PI;
  const angular = miles / EARTH_RADIUS_MILES;
  const lat1 = r(start.latitude);
  const lon1 = r(start.longitude);
  const bearing = r(bearingDegrees);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: d(lat2), longitude: ((d(lon2) + 540) % 360) - 180 };
}

/**
 * `count` stores on a spiral around `centre`, store i at `i * step` miles (golden-angle bearings, so they fill
 * the disc evenly), published through the editor's command with typed coordinates. Returns their ids, nearest
 * first. `parallel` appends at once (the stores are separate streams).
 */
export async function publishStoresAround(
  store: EventStore,
  centre: GeoPoint,
  { count, stepMiles, prefix, parallel = 8, now = new Date().toISOString() }: { count: number; stepMiles: number; prefix: string; parallel?: number; now?: string },
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const at = pointAt(centre, i * stepMiles, i * 137.50776);
      const record: RecordedStore = {
        name: `Certus test counter ${i}`,
        address: { line1: `${100 + i} Test Street`, line2: '', city: 'Testville', stateProvince: 'TX', zipPostal: '75001', country: 'US' },
        phone: '(214) 555-0100',
        website: '',
        hours: ['Mon–Fri 9 am – 5 pm'],
        services: ['drop-off'],
        latitude: at.latitude,
        longitude: at.longitude,
        locationSource: 'editor',
        shopType: OWN_SHOP_TYPE,
      };
      const commandId = `fixture:${ids[i]}`;
      await runStoreCommand(
        { store },
        ids[i]!,
        { type: 'PublishStore', storeId: ids[i]!, store: record, window: { publishFrom: now, publishUntil: null }, now },
        { commandId, metadata: { correlationId: 'fixture', causationId: commandId, commandId, actor: { userId: null, role: 'system' } } },
      );
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}
