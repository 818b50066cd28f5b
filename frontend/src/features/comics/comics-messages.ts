import type { ComicAge, CustodyStepKind } from '@certus/contracts';
import { countIn, defineMessages } from '../region/index.ts';
import { ageNameIn } from './lib/age-names.ts';

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
    found: (n: number, search: string) => `${n === 1 ? '1 comic' : `${countIn(n, 'en')} comics`}${search ? ` matching “${search}”` : ''}`,
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
      `${n === 1 ? '1 bande dessinée' : `${countIn(n, 'fr')} bandes dessinées`}${search ? ` correspondant à «\u00a0${search}\u00a0»` : ''}`,
    grade: 'Note ',
    signedBy: 'Signée par ',
    pedigree: 'Pedigree\u00a0: ',
    variant: 'Variante\u00a0: ',
    certification: 'Certification ',
    slabAlt: (book: string, grade: string, category: string) => `Boîtier Certus de ${book}, note ${grade} ${category}`,
    imageMissing: ' (image non disponible)',
  },
});

export const COMIC_INVALID = 'Invalid comic';
export const NOT_YOUR_COMIC = 'This comic is not in your account';

const NB = '\u00a0';
/**
 * One of the member's comics (/account/comics/{id}) in English and French. Titles, signers and their kind
 * (ASP, VSP) and pedigrees are the records' (lang="en" on a French page); the comic's age (contracts
 * ageLabel, spec 9) is named in the language read.
 */
export const comicDetailMessages = defineMessages({
  en: {
    comicTitle: (id: string) => `Comic ${id}`,
    backToComics: 'Back to my comics',
    loading: 'Loading the comic…',
    invalidTitle: COMIC_INVALID as string,
    invalid: (id: string) => `Comic ${id} is invalid: there is no such comic in your account.`,
    notANumber: 'This is not a valid certification number (for example 12-A1B2C3D-001).',
    notYoursTitle: NOT_YOUR_COMIC as string,
    notYours: (id: string) => `Certification ${id} belongs to another collector. Anyone may check its certificate.`,
    viewCertificateOf: 'View the certificate of ',
    order: 'Order',
    age: 'Age',
    pedigree: 'Pedigree',
    signedBy: 'Signed by',
    inYourAccount: 'In your account',
    openPublic: 'Open the public certificate (to show a buyer)',
    ageName: (age: ComicAge): string => age,
  },
  fr: {
    comicTitle: (id: string) => `Bande dessinée ${id}`,
    backToComics: 'Retour à mes bandes dessinées',
    loading: 'Chargement de la bande dessinée…',
    invalidTitle: 'Bande dessinée non valide',
    invalid: (id: string) => `La bande dessinée ${id} n’est pas valide${NB}: votre compte ne contient aucune bande dessinée de ce numéro.`,
    notANumber: 'Ce n’est pas un numéro de certification valide (par exemple 12-A1B2C3D-001).',
    notYoursTitle: 'Cette bande dessinée n’est pas dans votre compte',
    notYours: (id: string) => `La certification ${id} appartient à un autre collectionneur. Tout le monde peut consulter son certificat.`,
    viewCertificateOf: 'Voir le certificat de ',
    order: 'Commande',
    age: 'Âge',
    pedigree: 'Pedigree',
    signedBy: 'Signée par',
    inYourAccount: 'Dans votre compte',
    openPublic: 'Ouvrir le certificat public (pour le montrer à un acheteur)',
    ageName: (age: ComicAge) => ageNameIn(age, 'fr'),
  },
});

const CUSTODY_STEPS: Record<'en' | 'fr', Record<CustodyStepKind, string>> = {
  en: {
    submitted: 'Submitted',
    received: 'Received',
    missing: 'Missing from the box',
    'pre-graded': 'Pre-graded',
    pressed: 'Pressed',
    graded: 'Graded',
    imaged: 'Cover photographed',
    'cover-replaced': 'Cover photographed again',
    encapsulated: 'Encapsulated',
    'qc-approved': 'Quality control approved',
    shipped: 'Shipped',
    'ready-for-pickup': 'Ready for pick-up',
    completed: 'Order completed',
    cancelled: 'Order cancelled',
  },
  fr: {
    submitted: 'Soumis',
    received: 'Reçu',
    missing: 'Absent de la boîte',
    'pre-graded': 'Pré-classé',
    pressed: 'Pressé',
    graded: 'Classé',
    imaged: 'Couverture photographiée',
    'cover-replaced': 'Couverture photographiée de nouveau',
    encapsulated: 'Encapsulé',
    'qc-approved': 'Contrôle qualité approuvé',
    shipped: 'Expédié',
    'ready-for-pickup': 'Prêt à être retiré',
    completed: 'Commande terminée',
    cancelled: 'Commande annulée',
  },
};

/**
 * A book's custody timeline (issue [4/7]): what was done to it at Certus, when and by whom, on the member's comic
 * and order pages (and, in English, on the auditor's). Each step's detail line is the server's English (lang="en"
 * on a French page); staff are named by their initials and id, as the server gives them.
 */
export const custodyMessages = defineMessages({
  en: {
    timeline: (book: string) => `Custody of ${book}`,
    step: (kind: CustodyStepKind) => CUSTODY_STEPS.en[kind],
    by: (who: string) => `by ${who}`,
    system: 'Certus (recorded automatically)',
    person: (name: string, id: string) => `${name} (${id})`,
    book: (bookNo: number, title: string, issue: string) => `Book ${bookNo}: ${title} #${issue}`,
    bookNumber: (bookNo: number) => `Book ${bookNo}: `,
    certification: (id: string) => `certification ${id}`,
    notEncapsulated: 'not encapsulated yet',
    comicHeading: 'Custody of this book',
    comicIntro: 'Everything done to this book at Certus, step by step: when, and by whom.',
    loading: 'Loading the custody timeline…',
    failed: 'The custody timeline could not be loaded',
    notFound: 'Certus has no step-by-step record of this book: books brought over from earlier records have none.',
  },
  fr: {
    timeline: (book: string) => `Parcours de ${book}`,
    step: (kind: CustodyStepKind) => CUSTODY_STEPS.fr[kind],
    by: (who: string) => `par ${who}`,
    system: 'Certus (enregistré automatiquement)',
    person: (name: string, id: string) => `${name} (${id})`,
    book: (bookNo: number, title: string, issue: string) => `Livre ${bookNo}${NB}: ${title} #${issue}`,
    bookNumber: (bookNo: number) => `Livre ${bookNo}${NB}: `,
    certification: (id: string) => `certification ${id}`,
    notEncapsulated: 'pas encore encapsulé',
    comicHeading: 'Parcours de ce livre chez Certus',
    comicIntro: 'Tout ce qui a été fait à ce livre chez Certus, étape par étape\u00a0: quand, et par qui.',
    loading: 'Chargement du parcours du livre…',
    failed: 'Impossible de charger le parcours du livre',
    notFound: 'Certus n’a pas de parcours étape par étape de ce livre\u00a0: les livres repris d’anciens dossiers n’en ont pas.',
  },
});
