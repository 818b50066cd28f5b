import type { EditorStore, NearbyStoresResponse, StoreLocation } from '@certus/contracts';

let sequence = 0;

export function aStoreLocation(overrides: Partial<StoreLocation> = {}): StoreLocation {
  const n = ++sequence;
  return {
    storeId: `store-${n}`,
    name: `Certus counter ${n}`,
    address: { line1: `${n} Main Street`, line2: '', city: 'Dallas', stateProvince: 'TX', zipPostal: '75201', country: 'US' },
    phone: '(214) 555-0100',
    website: '',
    hours: ['Mon–Fri 10 am – 6 pm'],
    services: ['drop-off'],
    latitude: 32.78,
    longitude: -96.8,
    shopType: 'certus',
    distance: n,
    ...overrides,
  };
}

export const PLANO = aStoreLocation({
  storeId: 'demo-plano-head-office',
  name: 'Certus Plano — head office and mail-in',
  address: { line1: '5400 Legacy Drive, Suite 300', line2: '', city: 'Plano', stateProvince: 'TX', zipPostal: '75024', country: 'US' },
  phone: '(972) 555-0142',
  website: 'https://certus.example/stores/plano',
  hours: ['Mon–Fri 9 am – 5 pm', 'Sat–Sun closed'],
  services: ['drop-off', 'pick-up', 'pressing'],
  latitude: 33.0752,
  longitude: -96.7843,
  distance: 0,
});

export const DALLAS_STORE = aStoreLocation({
  storeId: 'demo-dallas-deep-ellum',
  name: 'Certus Dallas — Deep Ellum counter',
  latitude: 32.7887,
  longitude: -96.7676,
  distance: 19.8,
});

export function aNearbyAnswer(overrides: Partial<NearbyStoresResponse> = {}): NearbyStoresResponse {
  return {
    location: { label: 'Dallas, TX', latitude: 32.7767, longitude: -96.797, source: 'default' },
    distance: 200,
    zoom: 7,
    stores: [DALLAS_STORE, PLANO],
    ...overrides,
  };
}

export function anEditorStore(overrides: Partial<EditorStore> = {}): EditorStore {
  const { distance: _distance, ...store } = aStoreLocation();
  return {
    ...store,
    locationSource: 'postal-code',
    publishFrom: '2026-11-01T15:00:00.000Z',
    publishUntil: null,
    status: 'live',
    firstPublishedAt: '2026-11-01T15:00:00.000Z',
    changedAt: '2026-11-01T15:00:00.000Z',
    withdrawnAt: null,
    ...overrides,
  };
}
