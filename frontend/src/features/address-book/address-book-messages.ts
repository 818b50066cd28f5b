import { addressMessages } from '@certus/contracts';
import { defineMessages } from '../region/index.ts';

/** The address form's fields as the contracts name them in their messages, with their French names and limits. */
const FIELDS: readonly { en: string; fr: string; frThe: string; max?: number }[] = [
  { en: 'First name', fr: 'Prénom', frThe: 'Le prénom', max: 50 },
  { en: 'Last name', fr: 'Nom de famille', frThe: 'Le nom de famille', max: 50 },
  { en: 'Address line 1', fr: 'Adresse (ligne 1)', frThe: 'L’adresse (ligne 1)', max: 100 },
  { en: 'Address line 2', fr: 'Adresse (ligne 2)', frThe: 'L’adresse (ligne 2)', max: 100 },
  { en: 'City', fr: 'Ville', frThe: 'La ville', max: 50 },
  { en: 'State / Province', fr: 'État / Province', frThe: 'L’État ou la province', max: 50 },
  { en: 'Postal code', fr: 'Code postal', frThe: 'Le code postal', max: 20 },
  { en: 'Phone', fr: 'Téléphone', frThe: 'Le téléphone', max: 20 },
  { en: 'Country', fr: 'Pays', frThe: 'Le pays' },
  { en: 'State', fr: 'État', frThe: 'L’État' },
  { en: 'Province', fr: 'Province', frThe: 'La province' },
  { en: 'ZIP code', fr: 'Code ZIP', frThe: 'Le code ZIP' },
];
const frenchCount = (n: number) => `${n}\u00a0caractères`;

/**
 * The address book's words in English and French (spec 2.1 French variant). The spec's English sentences stay
 * the contracts' own (addressMessages); their French versions sit beside them, index for index. Country names
 * come from the browser's own list in French (Intl.DisplayNames); the provinces have their French names here.
 * French typography: a no-break space (U+00A0) before : ; ? !
 */
export const addressBookText = defineMessages({
  en: {
    title: 'Address book',
    loadFailed: (what: string) => `${what} could not be loaded`,
    tryAgainHint: 'Please try again in a moment.',
    tryAgain: 'Try again',
    deleteTitle: 'Delete address',
    delete: 'Delete',
    cancel: 'Cancel',
    lists: 'The country and state lists',
    loadingLists: 'Loading the country lists…',
    addAnAddress: 'Add an address',
    loadingAddresses: 'Loading your addresses…',
    yourAddressesLoad: 'Your addresses',
    empty: 'Your address book is empty. Add the address your graded books should ship back to.',
    yourAddresses: 'Your addresses',
    // A card
    default: 'Default',
    edit: 'Edit',
    editNamed: (name: string) => `Edit ${name}`,
    makeDefault: 'Make default',
    makeDefaultNamed: (name: string) => `Make ${name} the default`,
    deleteNamed: (name: string) => `Delete ${name}`,
    // The form
    editAddress: 'Edit address',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    line1: 'Address line 1',
    line2: 'Address line 2',
    city: 'City',
    stateProvince: 'State / Province / Region',
    state: 'State',
    province: 'Province',
    zipCode: 'ZIP code',
    postalCode: 'Postal code',
    choose: (what: string) => `Choose a ${what.toLowerCase()}`,
    phone: 'Phone',
    makeMyDefault: 'Make this my default address',
    saveAddress: 'Save address',
    sentences: [
      addressMessages.saveFailed,
      addressMessages.deleteFailed,
      addressMessages.confirmDelete,
      addressMessages.added,
      addressMessages.updated,
      addressMessages.deleted,
      addressMessages.notFound,
      addressMessages.unknownCountry,
      addressMessages.usState,
      addressMessages.caProvince,
      addressMessages.usZip,
      addressMessages.caPostalCode,
      ...FIELDS.map((field) => addressMessages.required(field.en)),
      ...FIELDS.flatMap((field) => (field.max ? [addressMessages.tooLong(field.en, field.max)] : [])),
    ] as string[],
  },
  fr: {
    title: 'Carnet d’adresses',
    loadFailed: (what: string) => `${what} n’ont pas pu être chargées`,
    tryAgainHint: 'Veuillez réessayer dans un moment.',
    tryAgain: 'Réessayer',
    deleteTitle: 'Supprimer l’adresse',
    delete: 'Supprimer',
    cancel: 'Annuler',
    lists: 'Les listes des pays et des provinces',
    loadingLists: 'Chargement des listes de pays…',
    addAnAddress: 'Ajouter une adresse',
    loadingAddresses: 'Chargement de vos adresses…',
    yourAddressesLoad: 'Vos adresses',
    empty: 'Votre carnet d’adresses est vide. Ajoutez l’adresse où vos livres classés doivent vous être retournés.',
    yourAddresses: 'Vos adresses',
    default: 'Par défaut',
    edit: 'Modifier',
    editNamed: (name: string) => `Modifier ${name}`,
    makeDefault: 'Définir par défaut',
    makeDefaultNamed: (name: string) => `Définir ${name} comme adresse par défaut`,
    deleteNamed: (name: string) => `Supprimer ${name}`,
    editAddress: 'Modifier l’adresse',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    country: 'Pays',
    line1: 'Adresse (ligne 1)',
    line2: 'Adresse (ligne 2)',
    city: 'Ville',
    stateProvince: 'État / Province / Région',
    state: 'État',
    province: 'Province',
    zipCode: 'Code ZIP',
    postalCode: 'Code postal',
    choose: (what: string) => `Choisir ${what === 'Province' ? 'une province' : 'un État'}`,
    phone: 'Téléphone',
    makeMyDefault: 'En faire mon adresse par défaut',
    saveAddress: 'Enregistrer l’adresse',
    sentences: [
      'Erreur lors de la mise à jour de l’adresse',
      'Erreur lors de la suppression de l’adresse',
      'Voulez-vous vraiment supprimer cet élément\u00a0?',
      'Adresse ajoutée',
      'Adresse mise à jour',
      'Adresse supprimée',
      'Cette adresse ne figure pas dans votre carnet d’adresses.',
      'Veuillez choisir un pays dans la liste.',
      'Veuillez choisir un État américain.',
      'Veuillez choisir une province ou un territoire du Canada.',
      'Le code ZIP doit compter 5\u00a0chiffres (12345) ou 9\u00a0chiffres (12345-6789).',
      'Le code postal doit avoir la forme A1A 1A1.',
      ...FIELDS.map((field) => `Le champ ${field.fr} est obligatoire.`),
      ...FIELDS.flatMap((field) => (field.max ? [`${field.frThe} peut compter au plus ${frenchCount(field.max)}.`] : [])),
    ],
  },
});

export type AddressBookWords = (typeof addressBookText)['en'];

/** The French names of Canada's provinces and territories (the lists' own names are English). */
const FRENCH_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const frenchRegions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['fr-CA'], { type: 'region' }) : null;

/** A country's name in the language read: the lists' English, or the browser's French name for its code. */
export function countryName(text: AddressBookWords, code: string, english: string): string {
  if (text === addressBookText.en || !frenchRegions) return english;
  try {
    return frenchRegions.of(code) ?? english;
  } catch {
    return english;
  }
}

/** A Canadian province's name in the language read (US states keep their names). */
export const provinceName = (text: AddressBookWords, country: string, code: string, english: string) =>
  text !== addressBookText.en && country === 'CA' ? (FRENCH_PROVINCES[code] ?? english) : english;

/** What the form calls the state and postal code fields in a country, in the language read. */
export function regionWords(text: AddressBookWords, country: string): { stateProvince: string; zipPostal: string } {
  if (country === 'US') return { stateProvince: text.state, zipPostal: text.zipCode };
  if (country === 'CA') return { stateProvince: text.province, zipPostal: text.postalCode };
  return { stateProvince: text.stateProvince, zipPostal: text.postalCode };
}
