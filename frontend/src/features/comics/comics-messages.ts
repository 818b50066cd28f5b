import { defineMessages, localeOf, type Language } from '../region/index.ts';

const count = (language: Language, n: number) => n.toLocaleString(localeOf(language));

/**
 * The member's graded comics list in English and French (spec 2.1 French variant). Titles, publishers,
 * signers, service names and the label's category are the records' (lang="en" on a French page). French
 * typography: a no-break space (U+00A0) before : ; ? ! and inside « ».
 */
export const comicsMessages = defineMessages({
  en: {
    title: 'My graded comics',
    searchForm: 'Search your comics',
    searchLabel: 'Title, issue or certification number',
    search: 'Search comics',
    showAll: 'Show all',
    loading: 'Loading your comics…',
    failed: 'Your comics could not be loaded',
    noMatch: (search: string) => `No comics match “${search}”.`,
    submitBooks: 'Submit books for grading',
    none: 'Your graded comics appear here once books you submitted have been graded.',
    found: (n: number, search: string) => `${n === 1 ? '1 comic' : `${count('en', n)} comics`}${search ? ` matching “${search}”` : ''}`,
    grade: 'Grade ',
    signedBy: 'Signed by ',
    pedigree: 'Pedigree: ',
    variant: 'Variant: ',
    certification: 'Certification ',
    slabAlt: (book: string, grade: string, category: string) => `Certus slab of ${book}, graded ${grade} ${category}`,
    imageMissing: ' (image not available)',
  },
  fr: {
    title: 'Mes bandes dessinées classées',
    searchForm: 'Rechercher dans vos bandes dessinées',
    searchLabel: 'Titre, numéro ou numéro de certification',
    search: 'Rechercher',
    showAll: 'Tout afficher',
    loading: 'Chargement de vos bandes dessinées…',
    failed: 'Impossible de charger vos bandes dessinées',
    noMatch: (search: string) => `Aucune bande dessinée ne correspond à «\u00a0${search}\u00a0».`,
    submitBooks: 'Soumettre des livres au classement',
    none: 'Vos bandes dessinées classées s’affichent ici dès que les livres que vous avez soumis ont été classés.',
    found: (n: number, search: string) =>
      `${n === 1 ? '1 bande dessinée' : `${count('fr', n)} bandes dessinées`}${search ? ` correspondant à «\u00a0${search}\u00a0»` : ''}`,
    grade: 'Note ',
    signedBy: 'Signée par ',
    pedigree: 'Pedigree\u00a0: ',
    variant: 'Variante\u00a0: ',
    certification: 'Certification ',
    slabAlt: (book: string, grade: string, category: string) => `Boîtier Certus de ${book}, note ${grade} ${category}`,
    imageMissing: ' (image non disponible)',
  },
});
