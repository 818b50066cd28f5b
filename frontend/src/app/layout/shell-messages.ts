import { identifierMessages } from '@certus/contracts';
import { defineMessages, type Language } from '../../features/region/index.ts';
import type { SiteLink } from './site-links.ts';

/**
 * The site frame's words in English and French (spec 2.1: the French display variant of the Canadian site):
 * header, menus, drawer, search, tracker form, footer and the skip link. French typography: a no-break space
 * (U+00A0) before : ; ? ! and inside « ».
 */
export const shellMessages = defineMessages({
  en: {
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page',
    questionsCall: 'Questions? Call ',
    siteLabel: 'Site',
    regionUS: 'United States',
    regionCA: 'Canada',
    openNavigation: 'Open navigation',
    home: 'Certus home',
    mainNav: 'Main',
    accountNav: 'Account',
    openSearch: 'Open search',
    myAccount: 'My account',
    myAccountSignedInAs: (name: string) => `My account, signed in as ${name}`,
    accountMenuSignedInAs: (name: string) => `Account menu, signed in as ${name}`,
    drawerAccount: (name: string) => `My account (${name})`,
    logIn: 'Log in',
    register: 'Register',
    logOut: 'Log out',
    menu: 'Menu',
    closeMenu: 'Close menu',
    searchForm: 'Certificates, orders and titles',
    searchLabel: 'Search by certification number, order number or title',
    searchPlaceholder: 'Cert #, order # or title',
    search: 'Search',
    searchTooShort: (min: number) => `Enter a certification number, an order number or at least ${min} characters of a title`,
    searchTooLong: 'A title can be up to 200 characters long',
    searchFailed: 'The search could not be started. Try again.',
    searchInvalid: identifierMessages.searchInvalid as string,
    trackOrder: 'Track an order',
    orderNumber: 'Order number',
    orderNumberExample: 'For example 12-A1B2C3D',
    track: 'Track',
    close: 'Close',
    trackerTooShort: identifierMessages.trackerTooShort as string,
    trackerInvalid: identifierMessages.trackerInvalid as string,
    contactUs: 'Contact us',
    phone: 'Phone:',
    email: 'E-mail:',
    footerNav: (group: string) => `${group} (footer)`,
    pricesIn: (currency: 'USD' | 'CAD', symbol: string) => `Prices are in ${currency === 'USD' ? 'US dollars' : 'Canadian dollars'} (${symbol}).`,
    canadaUnavailable: 'Online submissions from Canada are currently unavailable; submissions are priced in US dollars.',
    copyright: (year: number) => `© ${year} Certus. Grading, pressing and certification of comics, magazines and manga.`,
    createAccount: 'Create an account',
    switchLanguage: 'Français',
    englishOnly: 'This page is in English only.',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    loadingPage: 'Chargement de la page',
    questionsCall: 'Des questions\u00a0? Appelez le ',
    siteLabel: 'Site',
    regionUS: 'États-Unis',
    regionCA: 'Canada',
    openNavigation: 'Ouvrir la navigation',
    home: 'Accueil Certus',
    mainNav: 'Principale',
    accountNav: 'Compte',
    openSearch: 'Ouvrir la recherche',
    myAccount: 'Mon compte',
    myAccountSignedInAs: (name: string) => `Mon compte, connecté en tant que ${name}`,
    accountMenuSignedInAs: (name: string) => `Menu du compte, connecté en tant que ${name}`,
    drawerAccount: (name: string) => `Mon compte (${name})`,
    logIn: 'Se connecter',
    register: 'S’inscrire',
    logOut: 'Se déconnecter',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    searchForm: 'Certificats, commandes et titres',
    searchLabel: 'Rechercher par numéro de certification, numéro de commande ou titre',
    searchPlaceholder: 'Certificat, commande ou titre',
    search: 'Rechercher',
    searchTooShort: (min: number) => `Entrez un numéro de certification, un numéro de commande ou au moins ${min} caractères d’un titre`,
    searchTooLong: 'Un titre compte au plus 200 caractères',
    searchFailed: 'La recherche n’a pas pu être lancée. Réessayez.',
    searchInvalid: 'Entrez un numéro de certification (p. ex. 12-A1B2C3D-001) ou un numéro de commande (p. ex. 12-A1B2C3D)',
    trackOrder: 'Suivre une commande',
    orderNumber: 'Numéro de commande',
    orderNumberExample: 'Par exemple 12-A1B2C3D',
    track: 'Suivre',
    close: 'Fermer',
    trackerTooShort: 'Le numéro de commande compte au moins 9 caractères',
    trackerInvalid: 'Numéro de commande non valide',
    contactUs: 'Nous joindre',
    phone: 'Téléphone\u00a0:',
    email: 'Courriel\u00a0:',
    footerNav: (group: string) => `${group} (pied de page)`,
    pricesIn: (currency: 'USD' | 'CAD', symbol: string) => `Les prix sont en ${currency === 'USD' ? 'dollars américains' : 'dollars canadiens'} (${symbol}).`,
    canadaUnavailable: 'Les soumissions en ligne depuis le Canada sont actuellement suspendues\u00a0; les soumissions sont facturées en dollars américains.',
    copyright: (year: number) => `© ${year} Certus. Classement, pressage et certification de bandes dessinées, de magazines et de mangas.`,
    createAccount: 'Créer un compte',
    switchLanguage: 'English',
    englishOnly: 'Cette page n’existe qu’en anglais.',
  },
});

/**
 * The French names of the menus' groups and links (site-links.ts keeps the English ones, by which the groups
 * are known). Links are named by their path, so a label used twice ('Shipping') is translated once. A link
 * without a French name here (the staff's tools) keeps its English name, marked lang="en".
 */
const frenchNavLabels: Record<string, string> = {
  // Groups
  Services: 'Services',
  Resources: 'Ressources',
  Help: 'Aide',
  Company: 'Entreprise',
  'Find us': 'Nous trouver',
  // Services
  '/grading-certification-process': 'Classement et certification',
  '/comics-grading-scale': 'Échelle de classement',
  '/pressing': 'Pressage',
  '/authentic-signature-program': 'Programme de signatures authentiques',
  '/verified-signature-program': 'Programme de signatures vérifiées',
  '/artwork': 'Art original',
  '/grading-pressing': 'Prix et délais',
  '/express-services': 'Services express',
  // Resources
  '/population-report': 'Rapport de population',
  '/grading-notes': 'Notes de classement',
  '/featured': 'Bandes dessinées en vedette',
  '/storelocator': 'Trouver un magasin',
  '/onsite-grading': 'Classement sur place',
  '/signing-event': 'Séances de signatures',
  '/news': 'Nouvelles',
  '/events': 'Calendrier des événements',
  '/services': 'Nos services',
  '/account/problem-report': 'Signaler un problème',
  '/faqs-help-center': 'FAQ et centre d’aide',
  '/shipping': 'Expédition',
  // Footer
  '/refund': 'Politique de remboursement',
  '/money-back-promise': 'Garantie de remboursement',
  '/terms': 'Conditions générales',
  '/privacy': 'Politique de confidentialité',
  '/security': 'Sécurité',
  '/b2btnc': 'Conditions commerciales',
  '/become-dealer': 'Devenir détaillant',
  // Account
  '/account': 'Tableau de bord',
  '/submit': 'Soumettre des livres',
  '/account/orders': 'Commandes',
  '/account/comics': 'Bandes dessinées classées',
  '/account/template': 'Modèles de soumission',
  '/account/profile': 'Profil',
  '/account/profile/addressbook': 'Carnet d’adresses',
  '/account/profile/payments': 'Modes de paiement',
  '/account/rewards': 'Récompenses',
  '/account/rewards/giftcards': 'Cartes-cadeaux',
  '/account/upgrade': 'Adhésion au club',
  '/account/api': 'Clés d’API',
};

/** A menu link's or group's name in the language read, and the lang to mark it with when it stays English. */
export function navLabel(language: Language, key: string, english: string): { label: string; lang?: 'en' } {
  if (language === 'en') return { label: english };
  const french = frenchNavLabels[key];
  return french ? { label: french } : { label: english, lang: 'en' };
}

/** Whether a link has a French name (the public menus must: shell-messages.unit.test.ts). */
export const hasFrenchLabel = (key: string) => key in frenchNavLabels;

export const linkLabel = (language: Language, link: SiteLink) => navLabel(language, link.to, link.label);
