import { GIFT_CARD_AMOUNTS_CENTS, emailMessages, formatCents, giftCardMessages as g } from '@certus/contracts';
import type { ServerFailure } from '../../lib/api-errors.ts';
import { defineMessages, localeOf, type Language } from '../region/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { numberFormat } from '../../lib/intl-formats.ts';

/** Spec 8 Charge failure: 'Failed!' with the server's message, or this when it sent none. */
export const CHARGE_FAILED_FALLBACK = 'Your payment could not be processed, please try with another payment method';

/** A gift card amount in whole dollars ($50, or 50 $ US in French): the cards are sold in US dollars. */
export const giftCardDollars = (language: Language, cents: number) =>
  language === 'en'
    ? formatCents(cents).replace('.00', '')
    : numberFormat(localeOf(language), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

/**
 * The gift cards page's words in English and French (spec 2.1 French variant): redeem, buy, the list. The
 * spec's English sentences stay the contracts' own (giftCardMessages); their French versions sit beside them,
 * index for index; `giftCardSentence` also knows the ones with a value in them. French typography: a no-break
 * space (U+00A0) before : ; ? !
 */
export const giftCardsText = defineMessages({
  en: {
    title: 'Gift cards',
    loadingPayMethods: 'Loading your payment methods…',
    payMethodsLoadFailed: 'Your payment methods could not be loaded',
    tryAgainHint: 'Please try again in a moment.',
    tryAgain: 'Try again',
    bought: 'Gift cards you bought',
    loadingCards: 'Loading your gift cards…',
    cardsLoadFailed: 'Your gift cards could not be loaded',
    // Redeem
    redeemTitle: 'Redeem a gift card',
    success: 'Success!',
    code: 'Gift card code',
    redeem: 'Redeem',
    // Buy
    addPayMethodFirst: 'Add a payment method first',
    paidWith: 'Gift cards are paid with a stored card or bank account.',
    addPayMethod: 'Add a payment method',
    buyTitle: 'Buy a gift card',
    codeLabel: 'Code: ',
    amount: 'Amount',
    payWith: 'Pay with',
    recipientName: "Recipient's name (optional)",
    recipientEmail: "Recipient's e-mail (optional)",
    recipientEmailHint: 'We mail the code there too.',
    buyFor: (amount: string) => `Buy for ${amount}`,
    // The list
    empty: 'You have not bought a gift card yet. Buy one with the form on this page: it arrives by e-mail with its code.',
    codeColumn: 'Code',
    boughtColumn: 'Bought',
    forColumn: 'For',
    balance: 'Balance',
    status: 'Status',
    notRedeemed: 'Not redeemed',
    redeemed: 'Redeemed',
    declined: (reason: string) => g.declined(reason) as string,
    redeemedAmount: (amount: string) => `${amount} from the gift card was added to your rewards.`,
    sentences: [
      g.purchased,
      g.amountNotOffered,
      g.paymentMethodNotFound,
      g.codeRequired,
      g.codeInvalid,
      g.alreadyRedeemed,
      g.purchaseFailedHeading,
      g.redeemFailedHeading,
      CHARGE_FAILED_FALLBACK,
      'Choose a payment method.',
      'The e-mail is not valid.',
      'The Recipient name must be at most 100 characters long.',
      emailMessages.required,
      emailMessages.invalid,
      'Please try again in a moment.',
    ] as string[],
  },
  fr: {
    title: 'Cartes-cadeaux',
    loadingPayMethods: 'Chargement de vos moyens de paiement…',
    payMethodsLoadFailed: 'Vos moyens de paiement n’ont pas pu être chargés',
    tryAgainHint: 'Veuillez réessayer dans un moment.',
    tryAgain: 'Réessayer',
    bought: 'Cartes-cadeaux que vous avez achetées',
    loadingCards: 'Chargement de vos cartes-cadeaux…',
    cardsLoadFailed: 'Vos cartes-cadeaux n’ont pas pu être chargées',
    redeemTitle: 'Échanger une carte-cadeau',
    success: 'Réussi\u00a0!',
    code: 'Code de la carte-cadeau',
    redeem: 'Échanger',
    addPayMethodFirst: 'Ajoutez d’abord un moyen de paiement',
    paidWith: 'Les cartes-cadeaux se paient avec une carte ou un compte bancaire enregistré.',
    addPayMethod: 'Ajouter un moyen de paiement',
    buyTitle: 'Acheter une carte-cadeau',
    codeLabel: 'Code\u00a0: ',
    amount: 'Montant',
    payWith: 'Payer avec',
    recipientName: 'Nom du destinataire (facultatif)',
    recipientEmail: 'Courriel du destinataire (facultatif)',
    recipientEmailHint: 'Nous y envoyons aussi le code.',
    buyFor: (amount: string) => `Acheter pour ${amount}`,
    empty: 'Vous n’avez encore acheté aucune carte-cadeau. Achetez-en une avec le formulaire de cette page\u00a0: elle arrive par courriel avec son code.',
    codeColumn: 'Code',
    boughtColumn: 'Achetée le',
    forColumn: 'Pour',
    balance: 'Solde',
    status: 'État',
    notRedeemed: 'Non échangée',
    redeemed: 'Échangée',
    declined: (reason: string) =>
      `Le paiement a été refusé (${reason.replace(/\.$/, '')}). Rien n’a été facturé\u00a0; veuillez essayer avec un autre moyen de paiement.`,
    redeemedAmount: (amount: string) => `${amount} de la carte-cadeau ont été ajoutés à vos récompenses.`,
    sentences: [
      'Votre carte-cadeau est prête. Son code figure dans la liste des cartes-cadeaux que vous avez achetées.',
      `Choisissez l’un des montants de carte-cadeau\u00a0: ${GIFT_CARD_AMOUNTS_CENTS.map((c) => giftCardDollars('fr', c)).join(', ')}.`,
      'Moyen de paiement introuvable.',
      'Veuillez entrer le code de la carte-cadeau.',
      'Ce code de carte-cadeau n’est pas valide. Vérifiez les 16\u00a0caractères et réessayez.',
      'Cette carte-cadeau a déjà été échangée.',
      'Échec\u00a0!',
      'La carte-cadeau n’a pas pu être échangée',
      'Votre paiement n’a pas pu être traité\u00a0; veuillez essayer avec un autre moyen de paiement',
      'Choisissez un moyen de paiement.',
      'Le courriel n’est pas valide.',
      'Le nom du destinataire peut compter au plus 100\u00a0caractères.',
      'Le champ Courriel est obligatoire.',
      'Le champ Courriel ne contient pas une adresse courriel valide.',
      'Veuillez réessayer dans un moment.',
    ],
  },
});

export type GiftCardsWords = (typeof giftCardsText)['en'];

/**
 * A sentence of the contracts or the server in the language read, including the ones with a value in them
 * (a declined payment's reason stays as the gateway wrote it); null when it is not a known one.
 */
export function giftCardSentence(text: GiftCardsWords, language: Language, sentence: string): string | null {
  if (text === giftCardsText.en) return sentence;
  const index = giftCardsText.en.sentences.indexOf(sentence);
  if (index >= 0) return text.sentences[index] ?? null;
  const declined = /^The payment was declined \((.*)\)\. Nothing was charged; please try with another payment method\.$/.exec(sentence);
  if (declined) return text.declined(declined[1]!);
  const redeemed = /^\$([\d,]+(?:\.\d\d)?) from the gift card was added to your rewards\.$/.exec(sentence);
  if (redeemed) {
    const cents = Math.round(Number(redeemed[1]!.replace(/,/g, '')) * 100);
    return text.redeemedAmount(formatMoney(cents, 'USD', localeOf(language)));
  }
  return null;
}

/** A refused form's messages in the language read (for ServerFailureAlert); unknown ones as sent. */
export function localizedGiftCardFailure(failure: ServerFailure, say: (sentence: string) => string | null): ServerFailure {
  return {
    ...failure,
    messages: failure.messages.map((message) => say(message) ?? message),
    message: failure.message === null ? null : (say(failure.message) ?? failure.message),
  };
}
