import { DEFAULT_DISTANCE_MILES, DISTANCE_CHOICES, type DistanceChoice, type NearbyStoresBody } from '@certus/contracts';
import type { Coordinates } from './geolocation.ts';

/** What the visitor searched, kept in the address bar (q, distance) so a search can be shared and Back works. */
export interface LocatorSearch {
  /** A ZIP or postal code or a place name; '' for none (then Dallas, spec 9). */
  term: string;
  distance: DistanceChoice;
}

export function distanceOf(value: string | null): DistanceChoice {
  const miles = Number(value);
  return (DISTANCE_CHOICES as readonly number[]).includes(miles) ? (miles as DistanceChoice) : DEFAULT_DISTANCE_MILES;
}

export function searchOf(params: URLSearchParams): LocatorSearch {
  return { term: (params.get('q') ?? '').trim(), distance: distanceOf(params.get('distance')) };
}

export function paramsOf(search: LocatorSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.term) params.set('q', search.term);
  if (search.distance !== DEFAULT_DISTANCE_MILES) params.set('distance', String(search.distance));
  return params;
}

/** The body of the search (spec 3 Store search): the browser's position when it gave one, else the typed term. */
export function searchBody(search: LocatorSearch, here: Coordinates | null): NearbyStoresBody {
  if (here) return { latitude: here.latitude, longitude: here.longitude, currentAddress: 'your location', distance: search.distance };
  return search.term ? { search_term: search.term, distance: search.distance } : { distance: search.distance };
}
