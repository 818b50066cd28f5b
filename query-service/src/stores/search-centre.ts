import { DEFAULT_LOCATION, modelStateError, searchTermKind, storeMessages, type NearbyStoresQuery, type NearbyStoresResponse } from '@certus/contracts';
import { ValidationFailed, type Gazetteer } from '@certus/infra';

export type SearchCentre = NearbyStoresResponse['location'];

const notFound = (field: 'zipcode' | 'search_term', message: string) => new ValidationFailed(modelStateError({ [field]: message }, storeMessages.searchFailed));

/**
 * Where a store search starts (spec 3 Store search), the first that is given: the browser's coordinates,
 * the ZIP or postal code, the search term (a code, or a place name), else Dallas (spec 9). A code or name that
 * no place has is the visitor's to correct (400 on that field), not a silent search from somewhere else.
 */
export function searchCentre(query: NearbyStoresQuery, gazetteer: Gazetteer): SearchCentre {
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { label: query.currentAddress ?? 'your location', latitude: query.latitude, longitude: query.longitude, source: 'coordinates' };
  }
  if (query.zipcode !== undefined) {
    const place = gazetteer.postalCode(query.zipcode);
    if (!place) throw notFound('zipcode', storeMessages.zipNotFound(query.zipcode));
    return { label: place.label, latitude: place.latitude, longitude: place.longitude, source: 'zipcode' };
  }
  if (query.search_term !== undefined) {
    const term = query.search_term;
    if (searchTermKind(term) !== 'place') {
      const place = gazetteer.postalCode(term);
      if (!place) throw notFound('search_term', storeMessages.zipNotFound(term));
      return { label: place.label, latitude: place.latitude, longitude: place.longitude, source: 'zipcode' };
    }
    const place = gazetteer.placeName(term);
    if (!place) throw notFound('search_term', storeMessages.placeNotFound(term));
    return { label: place.label, latitude: place.latitude, longitude: place.longitude, source: 'place' };
  }
  return { ...DEFAULT_LOCATION, source: 'default' };
}
