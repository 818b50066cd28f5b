import { STORE_SERVICE_IDS, STORE_SERVICES, storeMessages } from '@certus/contracts';
import { countIn, defineMessages } from '../region/index.ts';
import type { GeolocationReason } from './model/geolocation.ts';

/**
 * The store locator's words in English and French (spec 2.1 French variant): form, list, cards, map and the
 * spec 8 geolocation message. The spec's and the server's English sentences stay the contracts' own; their
 * French versions sit beside them. Store names, addresses and hours are the records' (lang="en" on a French
 * page). French typography: a no-break space (U+00A0) before : ; ? !
 */
export const storeLocatorMessages = defineMessages({
  en: {
    documentTitle: 'Store locator | Certus',
    heading: 'Find a Certus store',
    intro:
      'Drop off books for grading and pressing, pick up your slabs or have a signature witnessed at one of our counters in the United States and Canada.',
    // The form
    findAStore: 'Find a store',
    searchLabel: 'ZIP code, postal code or city',
    searchExample: 'For example 75024, M5V 2T6 or Plano, TX',
    within: 'Within',
    distance: 'Distance',
    miles: (n: number) => `${countIn(n, 'en')} miles`,
    search: 'Search',
    useMyLocation: 'Use my location',
    // The answer
    searching: 'Searching…',
    searchingStores: 'Searching for stores…',
    found: (stores: number, miles: number, place: string) => `${stores === 1 ? '1 store' : `${countIn(stores, 'en')} stores`} within ${countIn(miles, 'en')} miles of ${place}`,
    yourLocation: 'your location',
    storesNear: (place: string) => `Stores near ${place}`,
    searchWithin: (miles: number) => `Search within ${countIn(miles, 'en')} miles`,
    noneWithin: (miles: number, place: string) => `No store of ours is within ${countIn(miles, 'en')} miles of ${place}. You can also send your books by mail to our Plano office.`,
    loadFailed: 'The stores could not be loaded',
    retryHint: 'Please try again in a moment.',
    retry: 'Try again',
    storesFound: 'Stores found, nearest first',
    // A card
    distanceLabel: 'Distance: ',
    milesShort: (miles: number) => `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`,
    address: 'Address',
    phone: 'Phone',
    website: 'Website',
    opensInNewTab: ' (opens in a new tab)',
    hours: 'Hours',
    services: 'Services',
    shownOnMap: 'Shown on the map',
    showOnMap: 'Show on the map',
    countryUS: 'United States',
    countryCA: 'Canada',
    serviceNames: STORE_SERVICES.map((service) => service.label as string),
    // The map
    mapLabel: 'Map of the stores found',
    basemapFailed: "The map's land and borders could not be loaded; the stores are shown on a blank map.",
    // Spec 8 and the browser's other refusals: the contracts' English sentences.
    geolocationUnsupported: storeMessages.geolocationUnsupported as string,
    geolocationDenied: storeMessages.geolocationDenied as string,
    geolocationFailed: storeMessages.geolocationFailed as string,
    // The server's refusals of a search (spec 3 Store search), as the query service words them.
    zipNotFound: storeMessages.zipNotFound as (code: string) => string,
    placeNotFound: storeMessages.placeNotFound as (term: string) => string,
  },
  fr: {
    documentTitle: 'Localisateur de magasins | Certus',
    heading: 'Trouver un magasin Certus',
    intro:
      'Déposez des livres pour le classement et le pressage, récupérez vos boîtiers ou faites témoigner une signature à l’un de nos comptoirs aux États-Unis et au Canada.',
    findAStore: 'Trouver un magasin',
    searchLabel: 'Code postal, code ZIP ou ville',
    searchExample: 'Par exemple M5V 2T6, 75024 ou Montréal, QC',
    within: 'Dans un rayon de',
    distance: 'Distance',
    miles: (n: number) => `${countIn(n, 'fr')} milles`,
    search: 'Rechercher',
    useMyLocation: 'Utiliser ma position',
    searching: 'Recherche en cours…',
    searchingStores: 'Recherche des magasins…',
    found: (stores: number, miles: number, place: string) =>
      `${stores === 1 ? '1 magasin' : `${countIn(stores, 'fr')} magasins`} dans un rayon de ${countIn(miles, 'fr')} milles de ${place}`,
    yourLocation: 'votre position',
    storesNear: (place: string) => `Magasins près de ${place}`,
    searchWithin: (miles: number) => `Chercher dans un rayon de ${countIn(miles, 'fr')} milles`,
    noneWithin: (miles: number, place: string) =>
      `Aucun de nos magasins n’est à moins de ${countIn(miles, 'fr')} milles de ${place}. Vous pouvez aussi nous envoyer vos livres par la poste, à notre bureau de Plano.`,
    loadFailed: 'Impossible de charger les magasins',
    retryHint: 'Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    storesFound: 'Magasins trouvés, du plus proche au plus éloigné',
    distanceLabel: 'Distance : ',
    milesShort: (miles: number) => `${miles < 10 ? miles.toLocaleString('fr-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : Math.round(miles).toLocaleString('fr-CA')} mi`,
    address: 'Adresse',
    phone: 'Téléphone',
    website: 'Site Web',
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
    hours: 'Heures d’ouverture',
    services: 'Services',
    shownOnMap: 'Affiché sur la carte',
    showOnMap: 'Afficher sur la carte',
    countryUS: 'États-Unis',
    countryCA: 'Canada',
    serviceNames: ['Dépôt de soumissions', 'Récupération des livres classés', 'Pressage', 'Témoin de signature', 'Boîtiers et pochettes'],
    mapLabel: 'Carte des magasins trouvés',
    basemapFailed: 'Les terres et les frontières de la carte n’ont pas pu être chargées ; les magasins sont affichés sur une carte vierge.',
    geolocationUnsupported: 'La géolocalisation n’est pas prise en charge par ce navigateur.',
    geolocationDenied:
      'Votre navigateur n’a pas partagé votre position. Autorisez la localisation pour ce site, ou cherchez par code postal, code ZIP ou ville.',
    geolocationFailed: 'Votre position est introuvable pour le moment. Cherchez plutôt par code postal, code ZIP ou ville.',
    zipNotFound: (code: string) => `Aucun lieu n’est connu avec le code postal ou ZIP « ${code} ».`,
    placeNotFound: (term: string) =>
      `Aucun lieu n’est connu sous le nom « ${term} ». Essayez une ville et sa province ou son État (« Montréal, QC »), ou un code postal ou ZIP.`,
  },
});

export type StoreLocatorWords = (typeof storeLocatorMessages)['en'];

/** A store service's name in the language read (serviceNames follow the contracts' STORE_SERVICES, in order). */
export const serviceName = (text: StoreLocatorWords, id: string) => {
  const index = (STORE_SERVICE_IDS as readonly string[]).indexOf(id);
  return index < 0 ? id : (text.serviceNames[index] ?? id);
};

export const geolocationMessage = (text: StoreLocatorWords, reason: GeolocationReason) =>
  reason === 'unsupported' ? text.geolocationUnsupported : reason === 'denied' ? text.geolocationDenied : text.geolocationFailed;

/** The server's refusal of a search, in the language read when it is one the query service words (else as sent). */
export function searchRefusal(text: StoreLocatorWords, message: string): { message: string; translated: boolean } {
  for (const [english, words] of [
    [storeMessages.zipNotFound, text.zipNotFound],
    [storeMessages.placeNotFound, text.placeNotFound],
  ] as const) {
    const term = termIn(message, english);
    if (term !== null) return { message: words(term), translated: true };
  }
  return { message, translated: false };
}

/** The term a sentence of the query service was made with, or null when it is not that sentence. */
function termIn(message: string, sentence: (term: string) => string): string | null {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return message.length >= before.length + after.length && message.startsWith(before) && message.endsWith(after) ? message.slice(before.length, message.length - after.length) : null;
}
