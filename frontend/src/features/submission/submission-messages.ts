import { formatCents, submissionMessages, type CollectibleType, type CountryCode, type CurrencyCode, type SignatureType } from '@certus/contracts';
import { defineMessages, type Language } from '../region/index.ts';
import { moneyIn } from '../orders/index.ts';
import { CONFIRM_DELETE } from './components/line-labels.ts';

const NB = '\u00a0';
const grade = (language: Language, value: number) => (language === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1));

/**
 * The submission builder's words in English and French (spec 2.1 French variant): the cart, the line forms,
 * the services and add-ons as offered, the signatures, the reholder form. The spec's English sentences
 * (contracts' submissionMessages, CONFIRM_DELETE) stay their own; their French versions are in
 * frenchSubmissionMessages below. Service, tier, add-on and pedigree names are the catalogue's (lang="en" on
 * a French page). French typography: a no-break space (U+00A0) before : ; ? ! and inside « ».
 */
export const submissionUiMessages = defineMessages({
  en: {
    // The frame
    saveWithClub: 'Save with a club membership',
    clubBenefits: 'Club members get discounts on grading and pressing, and promo codes at checkout.',
    upgrade: 'Upgrade',
    cartReset: 'Your cart was reset',
    closeNotice: 'Close the notice',
    servicesFailed: 'The services could not be loaded',
    servicesLoading: 'Loading the services…',
    yourCart: 'Your cart',
    // The cart (/submit)
    submitBooks: 'Submit books',
    addComic: 'Add a comic',
    addArtwork: 'Add artwork',
    addReholder: 'Add a reholder',
    cartEmpty: 'Your cart is empty. Add the books you want graded, pressed or reholdered with the buttons above.',
    cannotPrice: 'Some books of your cart cannot be priced with the current services. Please remove them and add them again.',
    pressScreenSwitch: (price: string) => `Grading Press Screen (${price} per qualifying book)`,
    pressScreenOffered: (n: number) => `Offered with ${n} or more qualifying items.`,
    // The program's name (spec 4), the same in both languages.
    gradingPressScreen: 'Grading Press Screen',
    totals: 'Totals',
    books: 'Books',
    insuredValue: 'Insured value',
    turnaround: 'Turnaround',
    total: 'Total',
    discount: (membership: string) => `${membership} discount`,
    memberDiscount: 'Member discount',
    totalAfterDiscount: 'Total after discount',
    saveTemplate: 'Save as a template',
    checkout: 'Checkout',
    // Where from and what
    shippingFrom: 'Shipping from',
    country: (code: CountryCode): string => ({ US: 'United States', CA: 'Canada' })[code],
    collectibleType: 'Collectible type',
    collectibleTypeName: (type: CollectibleType): string => type,
    changeSubmission: 'Change the submission',
    emptyAndChange: 'Empty the cart and change',
    cancel: 'Cancel',
    // The cart's lines
    linesLabel: 'The books in your submission',
    columns: ['Book', 'Service', 'Quantity', 'Turnaround', 'Total', 'Actions'],
    quantity: 'Quantity',
    edit: 'Edit',
    editName: (name: string) => `Edit ${name}`,
    remove: 'Remove',
    removeName: (name: string) => `Remove ${name}`,
    removeFromCart: 'Remove from the cart',
    scrollCue: 'Scroll sideways for more →',
    reholderLine: (id: string) => `Reholder ${id}`,
    extraPressScreen: 'Press screen',
    extraGradeScreen: (value: string) => `Grade screen: ${value} or better`,
    extraPartialGrade: 'Partial grade',
    extraSignatures: 'Signatures: ',
    // The line builder (/submit/comic, /submit/artwork)
    titleAddComic: 'Add a comic',
    titleEditComic: 'Edit a comic',
    titleAddArtwork: 'Add artwork',
    titleEditArtwork: 'Edit artwork',
    notInCart: 'This book is not in your cart',
    notInCartWhy: 'It may have been removed, or the cart was reset. ',
    backToCart: 'Back to your cart',
    bookSaved: 'The book was saved.',
    bookAdded: 'The book was added to your cart.',
    formEdit: 'Edit the book',
    formAdd: 'Add a book',
    theBook: 'The book',
    title: 'Title',
    ownTitle: 'Your own title.',
    typeToChoose: (n: number) => `Type ${n} characters and choose the title from the list.`,
    customTitle: 'Custom title (not in the list)',
    issue: 'Issue',
    year: 'Year',
    publisher: 'Publisher',
    variant: 'Variant',
    pedigree: 'Pedigree',
    none: 'None',
    insuredPerBook: 'Insured value per book (dollars)',
    wholeDollars: 'Whole dollars: cents are rounded up.',
    services: 'Services',
    lineTotal: 'Line total: ',
    totalLater: 'The total shows once the year and the insured value are entered and a service is chosen.',
    checkBook: 'Please check this book',
    save: 'Save',
    addToCart: 'Add to cart',
    // The service and its options
    service: 'Service',
    serviceHint: "The services offered for this book's year and insured value.",
    servicesWaiting: 'Enter the year and the insured value: the services offered for them, and their prices, show here.',
    perBook: (price: string) => `${price} per book`,
    plusPerBook: (price: string) => `+${price} per book`,
    fastPass: 'Fast pass',
    priority: 'Priority',
    express: 'Express',
    pressing: 'Pressing',
    expressPressIncluded: 'Express pressing is part of this service.',
    pressScreen: 'Press screen',
    pressScreenHint: 'We check whether pressing would help before we grade.',
    gradeScreen: 'Grade screen',
    gradeScreenHint: 'Only books that reach the grade you name are graded.',
    gradeScreenNotOffered: 'Offered only with services of 10 business days or more (without Priority or Express).',
    minimumGrade: 'Minimum grade',
    gradeRange: 'From 2.5 to 9.9',
    partialGrade: 'Partial grade',
    partialGradeHint: 'Removes Verified and Verified Plus signatures.',
    // Signatures
    signatures: 'Signatures',
    noSignatures: 'No signatures.',
    signatureType: (type: SignatureType): string => ({ ASP: 'Authentic (ASP)', VSP: 'Verified (VSP)', VSPP: 'Verified Plus (VSPP)' })[type],
    signatureN: (type: string, n: number) => `${type} signature ${n}`,
    signedBy: 'Signed by',
    dateSigned: 'Date signed',
    whereSigned: 'Where signed',
    addAsp: 'Add an authentic (ASP) signature',
    addVsp: 'Add a Verified (VSP) signature',
    addVspp: 'Add a Verified Plus (VSPP) signature',
    // The reholder (/submit/reholder)
    reholderTitle: 'Add a reholder',
    reholderIntro: (type: CollectibleType) => `A new holder for a ${type.toLowerCase()} we have already graded: enter the id printed on its label.`,
    reholderId: 'Id of the graded book',
    characters: (n: number) => `${n} characters`,
    declaredValue: 'Declared value (dollars)',
    declaredValueHint: 'What the book is worth: it insures the return shipment. Whole dollars: cents are rounded up.',
    alreadyInCart: 'This book is already in your cart.',
    checkFailed: 'The book could not be checked. Please try again in a moment.',
    reholderAdded: 'The reholder was added to your cart.',
  },
  fr: {
    saveWithClub: 'Économisez avec l’adhésion au club',
    clubBenefits: 'Les membres du club obtiennent des rabais sur le classement et le pressage, et des codes promo au paiement.',
    upgrade: 'Passer au club',
    cartReset: 'Votre panier a été réinitialisé',
    closeNotice: 'Fermer l’avis',
    servicesFailed: 'Impossible de charger les services',
    servicesLoading: 'Chargement des services…',
    yourCart: 'Votre panier',
    submitBooks: 'Soumettre des livres',
    addComic: 'Ajouter une bande dessinée',
    addArtwork: 'Ajouter une œuvre originale',
    addReholder: 'Ajouter une remise en boîtier',
    cartEmpty: 'Votre panier est vide. Ajoutez les livres à classer, à presser ou à remettre en boîtier avec les boutons ci-dessus.',
    cannotPrice: 'Certains livres de votre panier ne peuvent pas être tarifés avec les services actuels. Veuillez les retirer, puis les ajouter de nouveau.',
    pressScreenSwitch: (price: string) => `Grading Press Screen (${price} par livre admissible)`,
    pressScreenOffered: (n: number) => `Offert à partir de ${n} articles admissibles.`,
    gradingPressScreen: 'Grading Press Screen',
    totals: 'Totaux',
    books: 'Livres',
    insuredValue: 'Valeur assurée',
    turnaround: 'Délai',
    total: 'Total',
    discount: (membership: string) => `Rabais ${membership}`,
    memberDiscount: 'Rabais de membre',
    totalAfterDiscount: 'Total après rabais',
    saveTemplate: 'Enregistrer comme modèle',
    checkout: 'Passer au paiement',
    shippingFrom: 'Expédié depuis',
    country: (code: CountryCode) => ({ US: 'États-Unis', CA: 'Canada' })[code],
    collectibleType: 'Type d’objet de collection',
    collectibleTypeName: (type: CollectibleType) => ({ Comic: 'Bande dessinée', Magazine: 'Magazine', Manga: 'Manga' })[type],
    changeSubmission: 'Modifier la soumission',
    emptyAndChange: 'Vider le panier et modifier',
    cancel: 'Annuler',
    linesLabel: 'Les livres de votre soumission',
    columns: ['Livre', 'Service', 'Quantité', 'Délai', 'Total', 'Actions'],
    quantity: 'Quantité',
    edit: 'Modifier',
    editName: (name: string) => `Modifier ${name}`,
    remove: 'Retirer',
    removeName: (name: string) => `Retirer ${name}`,
    removeFromCart: 'Retirer du panier',
    scrollCue: 'Faites défiler de côté pour en voir plus →',
    reholderLine: (id: string) => `Remise en boîtier ${id}`,
    extraPressScreen: 'Examen avant pressage',
    extraGradeScreen: (value: string) => `Seuil de note${NB}: ${value} ou mieux`,
    extraPartialGrade: 'Note partielle',
    extraSignatures: `Signatures${NB}: `,
    titleAddComic: 'Ajouter une bande dessinée',
    titleEditComic: 'Modifier une bande dessinée',
    titleAddArtwork: 'Ajouter une œuvre originale',
    titleEditArtwork: 'Modifier une œuvre originale',
    notInCart: 'Ce livre n’est pas dans votre panier',
    notInCartWhy: 'Il a peut-être été retiré, ou le panier a été réinitialisé. ',
    backToCart: 'Retour à votre panier',
    bookSaved: 'Le livre a été enregistré.',
    bookAdded: 'Le livre a été ajouté à votre panier.',
    formEdit: 'Modifier le livre',
    formAdd: 'Ajouter un livre',
    theBook: 'Le livre',
    title: 'Titre',
    ownTitle: 'Votre propre titre.',
    typeToChoose: (n: number) => `Tapez ${n} caractères et choisissez le titre dans la liste.`,
    customTitle: 'Titre personnalisé (absent de la liste)',
    issue: 'Numéro',
    year: 'Année',
    publisher: 'Éditeur',
    variant: 'Variante',
    pedigree: 'Pedigree',
    none: 'Aucun',
    insuredPerBook: 'Valeur assurée par livre (dollars)',
    wholeDollars: `Dollars entiers${NB}: les cents sont arrondis à la hausse.`,
    services: 'Services',
    lineTotal: `Total de la ligne${NB}: `,
    totalLater: 'Le total s’affiche une fois l’année et la valeur assurée entrées et un service choisi.',
    checkBook: 'Veuillez vérifier ce livre',
    save: 'Enregistrer',
    addToCart: 'Ajouter au panier',
    service: 'Service',
    serviceHint: 'Les services offerts pour l’année et la valeur assurée de ce livre.',
    servicesWaiting: `Entrez l’année et la valeur assurée${NB}: les services offerts pour celles-ci, et leurs prix, s’affichent ici.`,
    perBook: (price: string) => `${price} par livre`,
    plusPerBook: (price: string) => `+${price} par livre`,
    fastPass: 'Traitement accéléré',
    priority: 'Priorité',
    express: 'Express',
    pressing: 'Pressage',
    expressPressIncluded: 'Le pressage express fait partie de ce service.',
    pressScreen: 'Examen avant pressage',
    pressScreenHint: 'Nous vérifions si le pressage aiderait avant de classer le livre.',
    gradeScreen: 'Seuil de note',
    gradeScreenHint: 'Seuls les livres qui atteignent la note indiquée sont classés.',
    gradeScreenNotOffered: 'Offert seulement avec les services de 10 jours ouvrables ou plus (sans Priorité ni Express).',
    minimumGrade: 'Note minimale',
    gradeRange: 'De 2,5 à 9,9',
    partialGrade: 'Note partielle',
    partialGradeHint: 'Retire les signatures Verified et Verified Plus.',
    signatures: 'Signatures',
    noSignatures: 'Aucune signature.',
    signatureType: (type: SignatureType) => ({ ASP: 'Authentique (ASP)', VSP: 'Vérifiée (VSP)', VSPP: 'Vérifiée Plus (VSPP)' })[type],
    signatureN: (type: string, n: number) => `Signature ${n}, ${type.charAt(0).toLowerCase()}${type.slice(1)}`,
    signedBy: 'Signée par',
    dateSigned: 'Date de la signature',
    whereSigned: 'Lieu de la signature',
    addAsp: 'Ajouter une signature authentique (ASP)',
    addVsp: 'Ajouter une signature vérifiée (VSP)',
    addVspp: 'Ajouter une signature vérifiée Plus (VSPP)',
    reholderTitle: 'Ajouter une remise en boîtier',
    reholderIntro: (type: CollectibleType) =>
      `Un nouveau boîtier pour ${type === 'Comic' ? 'une bande dessinée' : type === 'Magazine' ? 'un magazine' : 'un manga'} que nous avons déjà classé${type === 'Comic' ? 'e' : ''}${NB}: entrez l’identifiant imprimé sur son étiquette.`,
    reholderId: 'Identifiant du livre classé',
    characters: (n: number) => `${n} caractères`,
    declaredValue: 'Valeur déclarée (dollars)',
    declaredValueHint: `Ce que vaut le livre${NB}: elle assure l’envoi de retour. Dollars entiers${NB}: les cents sont arrondis à la hausse.`,
    alreadyInCart: 'Ce livre est déjà dans votre panier.',
    checkFailed: 'Le livre n’a pas pu être vérifié. Veuillez réessayer dans un moment.',
    reholderAdded: 'La remise en boîtier a été ajoutée à votre panier.',
  },
});

export type SubmissionWords = (typeof submissionUiMessages)['en'];

/** The spec's English sentences of the builder (contracts' submissionMessages, spec 8's delete question) in French. */
const frenchSentences: Record<string, string> = {
  [submissionMessages.titleRequired]: 'Veuillez entrer le titre.',
  [submissionMessages.quantityRequired]: 'Veuillez entrer la quantité.',
  [submissionMessages.issueRequired]: 'Veuillez entrer le numéro.',
  [submissionMessages.insuredRequired]: 'Veuillez entrer la valeur assurée.',
  [submissionMessages.publisherRequired]: 'Veuillez entrer l’éditeur.',
  [submissionMessages.yearAbove1900]: 'Veuillez entrer une année postérieure à 1900.',
  [submissionMessages.customTitleMustMatch]: `Veuillez choisir un titre dans la liste, ou cocher «${NB}Titre personnalisé${NB}» pour utiliser le vôtre.`,
  [submissionMessages.originalArtNeedsSignature]: 'Une œuvre originale doit avoir au moins une signature.',
  [submissionMessages.aspNeedsNameAndDate]: 'Une signature authentique (ASP) exige le nom du signataire et la date.',
  [submissionMessages.removeVerifiedPlusFirst]: 'Veuillez d’abord retirer Verified Plus, puis réessayer.',
  [submissionMessages.gradeScreenRange]: 'Le seuil de note doit être entre 2,5 et 9,9.',
  [submissionMessages.insuredOverLimit]: `Les livres assurés pour plus de 500${NB}000${NB}$${NB}US ne peuvent pas être soumis en ligne. Veuillez communiquer avec le service à la clientèle.`,
  [submissionMessages.tooManyComics]: 'Une soumission peut compter au plus 100 bandes dessinées.',
  [submissionMessages.reholderSelectValid]: 'Veuillez choisir une bande dessinée, un magazine ou un manga valide à remettre en boîtier, puis continuer.',
  [submissionMessages.reholderInvalidId]: 'Identifiant non valide pour une remise en boîtier',
  [submissionMessages.reholderRawGrade]: 'Les bandes dessinées et magazines de catégorie Raw Grade ne peuvent pas être remis en boîtier',
  [submissionMessages.cartNewServices]: 'De nouveaux services et prix sont offerts. Votre panier a été réinitialisé.',
  [submissionMessages.canadaUnavailable]: 'La soumission depuis le Canada n’est pas offerte. Votre panier a été réinitialisé pour les États-Unis.',
  [submissionMessages.gradingPressScreenUnavailable]: 'Le Grading Press Screen est temporairement indisponible. Votre panier a été réinitialisé.',
  [submissionMessages.changeRegionConfirm]: `Changer de pays ou de type d’objet de collection vide votre panier. Voulez-vous continuer${NB}?`,
  [submissionMessages.tierNotForLine]: 'Ce service n’est pas offert pour le type, l’année et la valeur assurée de ce livre.',
  [submissionMessages.partialGradeNotOffered]: 'La note partielle est offerte seulement avec les services de 10 jours ouvrables ou plus.',
  [submissionMessages.pressNotOffered]: 'Le pressage n’est pas offert avec ce service pour la valeur assurée de ce livre.',
  [submissionMessages.expressNotOffered]: 'Priorité et Express ne sont pas offerts avec ce service.',
  [CONFIRM_DELETE]: `Voulez-vous vraiment supprimer cet article${NB}?`,
};

/** A sentence as the member reads it: its French version, or the English as sent (lang "en") when it has none. */
export interface Said {
  text: string;
  lang: 'en' | undefined;
}

export function sentenceIn(language: Language, english: string): Said {
  if (language === 'en') return { text: english, lang: undefined };
  const french = frenchSentences[english];
  return french === undefined ? { text: english, lang: 'en' } : { text: french, lang: undefined };
}

/** Money in the submission's currency, written the way the language writes it (English as contracts write it). */
export const moneyFor = (language: Language) => (language === 'en' ? (cents: number, currency: CurrencyCode) => formatCents(cents, currency) : moneyIn(language));

/** contracts' turnaroundText / addedDaysText ("3 business days", "Adds 2 weeks") in the language read; null when not one of their forms. */
export function daysIn(language: Language, text: string): string | null {
  if (language === 'en') return text;
  const added = /^Adds (.+)$/.exec(text);
  const said = (plain: string) => {
    const days = /^(\d+) business days?$/.exec(plain);
    if (days) return days[1] === '1' ? '1 jour ouvrable' : `${days[1]} jours ouvrables`;
    const weeks = /^(\d+) weeks?$/.exec(plain);
    if (weeks) return weeks[1] === '1' ? '1 semaine' : `${weeks[1]} semaines`;
    return null;
  };
  if (added) {
    const inner = said(added[1]!);
    return inner === null ? null : `Ajoute ${inner}`;
  }
  return said(text);
}

/** Part of a label: the site's own words, or a name as the catalogue or the member wrote it (lang "en" on a French page). */
export type LabelPart = string | { name: string };

/**
 * A line of the engine's pricing summary (contracts priceLine: "Grading: Modern × 2", "Priority × 1",
 * "Grade screen (9.4) × 3", "<add-on>: <signer> × 1", "Verified Plus (2 signatures) × 1") in French, the
 * catalogue's names and the signer's as written. Null for a label not known here (shown as sent, marked English).
 */
export function summaryLabelIn(label: string, catalogueNames: readonly string[]): LabelPart[] | null {
  const times = /^(.*) × (\d+)$/s.exec(label);
  if (!times) return null;
  const [, what, quantity] = times as unknown as [string, string, string];
  const tail = ` × ${quantity}`;
  const grading = /^Grading: (.+)$/s.exec(what);
  if (grading) return [`Classement${NB}: `, { name: grading[1]! }, tail];
  if (what === 'Priority') return ['Priorité', tail];
  if (what === 'Express') return ['Express', tail];
  if (what === 'Press screen') return ['Examen avant pressage', tail];
  if (what === 'Partial grade') return ['Note partielle', tail];
  if (what === 'Grading Press Screen') return [{ name: what }, tail];
  const screen = /^Grade screen \((\d+(?:\.\d+)?)\)$/.exec(what);
  if (screen) return [`Seuil de note (${screen[1]!.replace('.', ',')})`, tail];
  const verifiedPlus = /^Verified Plus \((\d+) signatures?\)$/.exec(what);
  if (verifiedPlus) return [{ name: 'Verified Plus' }, ` (${verifiedPlus[1]} signature${verifiedPlus[1] === '1' ? '' : 's'})`, tail];
  // A catalogue add-on (a pressing, a signature), with the signer's name after ": " for a signature.
  const named = [...catalogueNames].sort((a, b) => b.length - a.length).find((name) => what === name || what.startsWith(`${name}: `));
  if (named) return what === named ? [{ name: named }, tail] : [{ name: named }, `${NB}: `, { name: what.slice(named.length + 2) }, tail];
  return null;
}

/** A grade as the language writes it ("9.4", "9,4"). */
export const gradeValueIn = grade;
