import { MAX_SUBMISSION_TEMPLATES, TEMPLATE_NAME_MAX, submissionTemplateMessages as t } from '@certus/contracts';
import { defineMessages } from '../region/index.ts';

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;
const books = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;
const lignes = (n: number) => `${n}\u00a0${n === 1 ? 'ligne' : 'lignes'}`;
const livres = (n: number) => `${n}\u00a0${n === 1 ? 'livre' : 'livres'}`;

/**
 * The submission templates page's words in English and French (spec 2.1 French variant). The spec's English
 * sentences stay the contracts' own (submissionTemplateMessages); their French versions sit beside them,
 * index for index, and `templateSentence` also knows the one with a name in it. Template names and titles are
 * the member's. French typography: a no-break space (U+00A0) before : ; ? ! and inside « ».
 */
export const templatesText = defineMessages({
  en: {
    title: 'Submission templates',
    intro:
      'A template keeps the books of a submission and the services chosen for them, so a regular submission is a click away. Starting from one fills your cart; the prices are those of the current price list.',
    yourTemplates: 'Your templates',
    loading: 'Loading your templates…',
    loadFailed: 'Your templates could not be loaded.',
    tryAgain: 'Try again',
    empty: 'No template yet. Build a submission, then save it here.',
    // Save the cart
    saveTitle: 'Save your cart as a template',
    cartEmptyBefore: 'Your cart is empty. ',
    addBooks: 'Add books to a submission',
    cartEmptyAfter: ', then come back to keep it as a template.',
    cartSummary: (lineCount: number, bookCount: number, type: string) =>
      `Your cart holds ${lines(lineCount)} (${books(bookCount)}, ${type}). The template keeps the books and the services chosen for them, not the prices.`,
    notSaved: 'The template was not saved',
    templateName: 'Template name',
    saveTemplate: 'Save template',
    saved: 'Saved',
    failed: 'Failed!',
    // Rename
    notRenamed: 'The template was not renamed',
    newName: (name: string) => `New name for “${name}”`,
    rename: 'Rename',
    cancel: 'Cancel',
    // A card
    replaceTitle: 'Replace your cart?',
    startFromTemplate: 'Start from this template',
    readFailed: 'The template could not be read.',
    deleteTitle: (name: string) => `Delete “${name}”?`,
    delete: 'Delete',
    deleteFailed: 'The template could not be deleted.',
    summary: (type: string, lineCount: number, bookCount: number, date: string) => `${type}: ${lines(lineCount)}, ${books(bookCount)}. Saved ${date}.`,
    andMore: (n: number) => ` and ${n} more`,
    startSubmission: 'Start a submission',
    startNamed: (name: string) => `Start a submission from “${name}”`,
    renameNamed: (name: string) => `Rename “${name}”`,
    deleteNamed: (name: string) => `Delete “${name}”`,
    nameTaken: t.nameTaken as (name: string) => string,
    sentences: [
      t.nameRequired,
      t.nameTooLong,
      t.tooMany,
      t.emptyCart,
      t.tooManyBooks,
      t.notFound,
      t.saved,
      t.renamed,
      t.deleted,
      t.confirmDelete,
      t.confirmReplaceCart,
    ] as string[],
  },
  fr: {
    title: 'Modèles de soumission',
    intro:
      'Un modèle conserve les livres d’une soumission et les services choisis pour eux\u00a0: une soumission habituelle est ainsi à un clic. Partir d’un modèle remplit votre panier\u00a0; les prix sont ceux de la liste de prix en vigueur.',
    yourTemplates: 'Vos modèles',
    loading: 'Chargement de vos modèles…',
    loadFailed: 'Vos modèles n’ont pas pu être chargés.',
    tryAgain: 'Réessayer',
    empty: 'Aucun modèle pour l’instant. Préparez une soumission, puis enregistrez-la ici.',
    saveTitle: 'Enregistrer votre panier comme modèle',
    cartEmptyBefore: 'Votre panier est vide. ',
    addBooks: 'Ajoutez des livres à une soumission',
    cartEmptyAfter: ', puis revenez pour la conserver comme modèle.',
    cartSummary: (lineCount: number, bookCount: number, type: string) =>
      `Votre panier contient ${lignes(lineCount)} (${livres(bookCount)}, ${type}). Le modèle conserve les livres et les services choisis pour eux, pas les prix.`,
    notSaved: 'Le modèle n’a pas été enregistré',
    templateName: 'Nom du modèle',
    saveTemplate: 'Enregistrer le modèle',
    saved: 'Enregistré',
    failed: 'Échec\u00a0!',
    notRenamed: 'Le modèle n’a pas été renommé',
    newName: (name: string) => `Nouveau nom pour «\u00a0${name}\u00a0»`,
    rename: 'Renommer',
    cancel: 'Annuler',
    replaceTitle: 'Remplacer votre panier\u00a0?',
    startFromTemplate: 'Partir de ce modèle',
    readFailed: 'Le modèle n’a pas pu être lu.',
    deleteTitle: (name: string) => `Supprimer «\u00a0${name}\u00a0»\u00a0?`,
    delete: 'Supprimer',
    deleteFailed: 'Le modèle n’a pas pu être supprimé.',
    summary: (type: string, lineCount: number, bookCount: number, date: string) =>
      `${type}\u00a0: ${lignes(lineCount)}, ${livres(bookCount)}. Enregistré le ${date}.`,
    andMore: (n: number) => ` et ${n}\u00a0de plus`,
    startSubmission: 'Commencer une soumission',
    startNamed: (name: string) => `Commencer une soumission à partir de «\u00a0${name}\u00a0»`,
    renameNamed: (name: string) => `Renommer «\u00a0${name}\u00a0»`,
    deleteNamed: (name: string) => `Supprimer «\u00a0${name}\u00a0»`,
    nameTaken: (name: string) => `Vous avez déjà un modèle nommé «\u00a0${name}\u00a0».`,
    sentences: [
      'Veuillez donner un nom au modèle.',
      `Le nom peut compter au plus ${TEMPLATE_NAME_MAX}\u00a0caractères.`,
      `Vous pouvez conserver au plus ${MAX_SUBMISSION_TEMPLATES}\u00a0modèles\u00a0; supprimez-en un d’abord.`,
      'Ajoutez au moins un livre avant d’enregistrer un modèle.',
      'Un modèle contient au plus 100\u00a0lignes.',
      'Le modèle est introuvable.',
      'Modèle enregistré.',
      'Modèle renommé.',
      'Modèle supprimé.',
      'Voulez-vous vraiment supprimer cet élément\u00a0?',
      'Partir de ce modèle remplace les livres de votre panier. Continuer\u00a0?',
    ],
  },
});

export type TemplatesWords = (typeof templatesText)['en'];

/** A contracts' or the server's sentence in the language read (with the one naming a template); null when unknown. */
export function templateSentence(text: TemplatesWords, sentence: string): string | null {
  if (text === templatesText.en) return sentence;
  const index = templatesText.en.sentences.indexOf(sentence);
  if (index >= 0) return text.sentences[index] ?? null;
  const taken = /^You already have a template named "(.*)"\.$/.exec(sentence);
  return taken ? text.nameTaken(taken[1]!) : null;
}
