/**
 * The store locator's rules (spec 3 Store search, 9 Store locator), shared by the query service and the
 * browser. Plain values and functions, no zod: the page's map code imports them without a schema library.
 */

/** Spec 3: shopType is fixed to our own stores. Every store record carries it and a search may only ask for it. */
export const OWN_SHOP_TYPE = 'certus';
export type ShopType = typeof OWN_SHOP_TYPE;

/** Spec 9: the distance choices (miles) and the map zoom each one opens at; any other distance opens at 10. */
export const DISTANCE_CHOICES = [200, 500, 1000, 2000, 3000] as const;
export type DistanceChoice = (typeof DISTANCE_CHOICES)[number];
export const DEFAULT_DISTANCE_MILES: DistanceChoice = 200;
const ZOOM_BY_DISTANCE: Record<DistanceChoice, number> = { 200: 7, 500: 5.5, 1000: 5, 2000: 4, 3000: 3 };
export const DEFAULT_MAP_ZOOM = 10;
/** The widest search the API answers (the largest choice): beyond it "nearby" means nothing on one map. */
export const MAX_DISTANCE_MILES = 3000;

/** Spec 9: total records 2000. */
export const MAX_STORES_RETURNED = 2000;

/** Spec 9: default location Dallas (the city centre; the search starts there when it is given no place). */
export const DEFAULT_LOCATION = { label: 'Dallas, TX', latitude: 32.7767, longitude: -96.797 } as const;

export function mapZoomFor(distanceMiles: number): number {
  return (ZOOM_BY_DISTANCE as Record<number, number | undefined>)[distanceMiles] ?? DEFAULT_MAP_ZOOM;
}

/** The mean radius of the Earth in statute miles (IUGG: 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two points (haversine). On a sphere, so within about 0.5% of the
 * ellipsoidal distance: the locator sorts and filters by it, nobody navigates by it.
 */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude and longitude ranges that hold every point within `miles` of `centre` (Matuschek's bounding
 * box on the sphere), to let the database skip what is surely too far; the exact distance decides after.
 * `longitude` is null when the circle reaches a pole or crosses the antimeridian: then every longitude may be in.
 */
export function boundingBox(centre: { latitude: number; longitude: number }, miles: number) {
  const angular = miles / EARTH_RADIUS_MILES;
  const lat = radians(centre.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  const degrees = (r: number) => (r * 180) / Math.PI;
  const latitude = { min: Math.max(-90, degrees(minLat)), max: Math.min(90, degrees(maxLat)) };
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return { latitude, longitude: null };
  const dLon = Math.asin(Math.sin(angular) / Math.cos(lat));
  const minLon = degrees(radians(centre.longitude) - dLon);
  const maxLon = degrees(radians(centre.longitude) + dLon);
  if (minLon < -180 || maxLon > 180) return { latitude, longitude: null };
  return { latitude, longitude: { min: minLon, max: maxLon } };
}

/** What a typed search is: a US ZIP code, a Canadian postal code (or its first three characters), or a place name. */
export type SearchTermKind = 'us-zip' | 'ca-postal' | 'place';
const US_ZIP = /^\d{5}(?:-?\d{4})?$/;
// Canada Post: no D, F, I, O, Q or U anywhere, no W or Z first. The forward sortation area alone (M5V) counts too.
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?: ?\d[ABCEGHJ-NPRSTV-Z]\d)?$/;

export function searchTermKind(term: string): SearchTermKind {
  const trimmed = term.trim().toUpperCase();
  if (US_ZIP.test(trimmed)) return 'us-zip';
  if (CA_POSTAL.test(trimmed)) return 'ca-postal';
  return 'place';
}

/** The services a store offers (spec 3 store records): what a collector can do there. */
export const STORE_SERVICES = [
  { id: 'drop-off', label: 'Submission drop-off' },
  { id: 'pick-up', label: 'Graded book pick-up' },
  { id: 'pressing', label: 'Pressing' },
  { id: 'signature-witnessing', label: 'Signature witnessing' },
  { id: 'supplies', label: 'Slab and bag supplies' },
] as const;
export type StoreServiceId = (typeof STORE_SERVICES)[number]['id'];
export const STORE_SERVICE_IDS = STORE_SERVICES.map((s) => s.id) as [StoreServiceId, ...StoreServiceId[]];
export const storeServiceLabel = (id: string) => STORE_SERVICES.find((s) => s.id === id)?.label ?? id;

/**
 * Where a store stands at `now`, from its publish window (computed at read time, never stored): withdrawn by
 * an editor, scheduled (its window has not opened), live, or ended (its window closed).
 */
export type StorePublicationStatus = 'live' | 'scheduled' | 'ended' | 'withdrawn';
export function storePublicationStatus(
  store: { withdrawn: boolean; publishFrom: string; publishUntil: string | null },
  now: Date,
): StorePublicationStatus {
  if (store.withdrawn) return 'withdrawn';
  if (Date.parse(store.publishFrom) > now.getTime()) return 'scheduled';
  if (store.publishUntil !== null && Date.parse(store.publishUntil) <= now.getTime()) return 'ended';
  return 'live';
}

export const storeMessages = {
  published: 'Store published',
  revised: 'Store updated',
  withdrawn: 'Store withdrawn',
  saveFailed: 'Error saving store',
  notFound: 'No store has this id.',
  alreadyPublished: 'This store is already published: change it instead.',
  withdrawnCannotChange: 'This store is withdrawn: publish it again to change it.',
  untilBeforeFrom: 'The end of the publish window must come after its start.',
  required: (field: string) => `The ${field} field is required.`,
  tooLong: (field: string, max: number) => `The ${field} must be at most ${max} characters long.`,
  phone: 'The phone number may hold digits, spaces, +, -, ( and ) only (at least 7 digits).',
  website: 'The website must be a full http:// or https:// address.',
  hoursLines: 'At most 7 lines of opening hours.',
  unknownService: 'Please choose services from the list.',
  coordinatesTogether: 'Give both the latitude and the longitude, or neither (then the postal code places the store).',
  latitude: 'The latitude must be a number from -90 to 90.',
  longitude: 'The longitude must be a number from -180 to 180.',
  unknownPostalCode: 'No location is known for this ZIP or postal code: enter the latitude and longitude.',
  countryOnly: 'Stores are in the United States or Canada.',
  // The search (spec 3 Store search)
  searchFailed: 'Error finding stores',
  distance: `The distance must be a number of miles from 1 to ${MAX_DISTANCE_MILES}.`,
  shopType: `Only our own stores can be searched (shopType '${OWN_SHOP_TYPE}').`,
  zipNotFound: (code: string) => `No place is known with the ZIP or postal code '${code}'.`,
  placeNotFound: (term: string) => `No place is known by the name '${term}'. Try a city and its state or province ("Plano, TX"), or a ZIP or postal code.`,
  // Spec 8: Geolocation unsupported.
  geolocationUnsupported: 'Geo Location feature is not supported in this browser.',
  geolocationDenied: 'Your browser did not share your location. Allow location for this site, or search by ZIP code, postal code or city.',
  geolocationFailed: 'Your location could not be found just now. Search by ZIP code, postal code or city instead.',
} as const;
