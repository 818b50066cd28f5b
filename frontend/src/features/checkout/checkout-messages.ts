import { formatPoints, promoMessages, shippingMessages } from '@certus/contracts';
import { defineMessages, localeOf, type Language } from '../region/index.ts';
import { checkoutBlockers } from './machine/checkout-rules.ts';
import { SUBMIT_FALLBACK_MESSAGE } from './machine/checkout-machine.ts';

const NB = '\u00a0';
const count = (language: Language, n: number) => n.toLocaleString(localeOf(language));

const BLOCKER_KEYS = Object.keys(checkoutBlockers) as (keyof typeof checkoutBlockers)[];

/**
 * The checkout's words in English and French (spec 2.1 French variant): the steps, their labels, the order
 * summary, the review, the result. The spec's and the engine's English sentences (contracts' promoMessages,
 * checkout-rules' blockers) stay their own; their French versions sit beside them. Drop-off and pick-up
 * names, instructions and addresses, service names and rates are the catalogue's (lang="en" on a French
 * page). French typography: a no-break space (U+00A0) before : ; ? ! and inside « ».
 */
export const checkoutMessages = defineMessages({
  en: {
    // The frame
    titleDropOff: 'Checkout: drop-off',
    titleShipping: 'Checkout: shipping address',
    titleBilling: 'Checkout: payment method',
    titlePromo: 'Checkout: promo code',
    titleReview: 'Checkout: review',
    titleResult: 'Thank you for your order',
    loadFailed: 'Checkout could not be loaded',
    loading: 'Loading your checkout…',
    addComics: 'Add comics to your submission',
    emptyCart: 'Your cart is empty: there is nothing to check out yet. Your submitted orders are in ',
    yourOrders: 'your orders',
    stepsLabel: 'Checkout steps',
    stepDropOff: 'Drop-off',
    stepShipping: 'Shipping address',
    stepBilling: 'Payment method',
    stepPromo: 'Promo code',
    stepReview: 'Review',
    done: '(done)',
    membersOnly: ' (club members only)',
    back: 'Back',
    continue: 'Continue',
    // The order summary
    orderSummary: 'Order summary',
    noTotals: 'The totals cannot be worked out for this cart. Please check its lines in your submission.',
    items: (n: number) => (n === 1 ? '1 item' : `${count('en', n)} items`),
    linesTotal: 'Lines total',
    memberDiscount: 'Member discount',
    promoDiscount: (code: string) => `Promo discount (${code})`,
    rewardsPoints: (points: string) => `Rewards (${points} points)`,
    shippingAndHandling: 'Shipping and handling',
    atShippingStep: 'At the shipping step',
    insurance: 'Insurance',
    grandTotal: 'Grand total',
    totalBeforeShipping: 'Total before shipping',
    turnaround: 'Turnaround: ',
    // Drop-off
    howSend: 'How will you send us your books?',
    mailInHint: 'Ship your books to our office',
    counterHint: 'Bring your books to our counter, by appointment',
    mailYourBooksTo: 'Mail your books to',
    bookAppointmentTitle: 'Book an appointment',
    appointmentBefore: 'This counter takes books by appointment only. Please ',
    appointmentLink: 'book your appointment at ',
    appointmentAfter: ' before you come.',
    backToSubmission: 'Back to your submission',
    // Shipping
    sendBackTo: 'Send the graded books back to',
    pickUpAt: 'Pick up at ',
    noAddress: 'You have no saved address yet.',
    addAddress: 'Add an address to your address book',
    shipWith: 'Ship with',
    ourCarrier: 'Our carrier (choose a rate below)',
    myAccount: (carrier: string, last4: string) => `My ${carrier} account (ending ${last4})`,
    returnRate: 'Return shipping rate',
    howBack: 'How the books come back',
    oneShipment: 'In one shipment',
    oneShipmentHint: 'Everything comes back together once the last book is done.',
    perService: 'A shipment for each service',
    perServiceHint: 'Books of a faster service come back as soon as they are done; each shipment has its own rate.',
    gettingRates: 'Getting rates…',
    noRates: 'No rates for this address',
    tryAgain: 'Try again',
    rateWholeOrder: 'Rate for the whole order',
    rateFor: 'Rate for ',
    theseBooks: 'these books',
    books: (n: number) => (n === 1 ? '1 book' : `${count('en', n)} books`),
    transit: (days: number, insurance: string) => `${days} business ${days === 1 ? 'day' : 'days'} in transit; insurance ${insurance}`,
    insure: 'Insure the return shipment',
    uninsuredConfirm: 'I understand that my package ships back uninsured',
    cannotShip: shippingMessages.cannotShip as string,
    // Billing
    payWith: 'Pay with',
    noPayMethod: 'You have no saved payment method yet.',
    addPayMethod: 'Add a card or a bank account',
    otherWays: 'Other ways to pay: ',
    rewards: 'Rewards',
    youHavePoints: (points: string, worth: string) => `You have ${points} points (${worth}).`,
    pointsToUse: 'Points to use',
    pointsWorth: '100 points are worth $1.00',
    appliedPoints: (points: string, worth: string) => `Applied to this order: ${points} points (${worth})`,
    // Promo
    promoCode: 'Promo code',
    apply: 'Apply',
    promoApplied: 'Promo code ',
    removePromo: (code: string) => `Remove promo code ${code}`,
    continueWithoutPromo: 'Continue without a promo code',
    promoEnterCode: promoMessages.enterCode as string,
    promoItemsTotalZero: promoMessages.itemsTotalZero as string,
    promoInvalid: promoMessages.invalid as (code: string) => string,
    promoCannotBeUsed: promoMessages.cannotBeUsed as (code: string) => string,
    promoFreeShippingNeedsAddress: promoMessages.freeShippingNeedsAddress as string,
    promoWelcomeNotEligible: promoMessages.welcomeNotEligible as string,
    promoReholderNotForFree: promoMessages.reholderNotForFree as string,
    promoFreeBooksNotEnough: promoMessages.freeBooksNotEnough as string,
    promoAppliedNotice: (code: string) => `${code} promo code applied.`,
    // Review
    yourSubmission: 'Your submission',
    columns: ['Item', 'Service', 'Qty', 'Total'],
    service: 'Service',
    quantity: 'Quantity',
    total: 'Total',
    change: (what: string) => `Change ${what.toLowerCase()}`,
    sectionDropOff: 'Drop-off',
    sectionShipping: 'Shipping',
    sectionPayment: 'Payment',
    sectionPromo: 'Promo code',
    backTo: 'Back to ',
    onMyAccount: (carrier: string) => `On my ${carrier} account`,
    insured: (insured: boolean): string => (insured ? 'Insured' : 'Uninsured'),
    rewardsLine: (points: string, worth: string) => `Rewards: ${points} points (${worth})`,
    noPromo: 'No promo code',
    submitOrder: 'Submit order',
    // Result
    submitFailureTitle: 'Your order was not submitted',
    submitFallback: SUBMIT_FALLBACK_MESSAGE as string,
    submitted: 'Your order was submitted',
    orderNumberIs: 'Your order number is ',
    chargedNow: (amount: string) => `Charged now: ${amount}.`,
    confirmationSent: 'We have sent you a confirmation e-mail with these instructions.',
    trackOrder: (id: string) => `Track order ${id}`,
    seeOrders: 'See your orders',
    // Why Continue waits (checkout-rules' blockers, in their order)
    blockers: BLOCKER_KEYS.map((key) => checkoutBlockers[key] as string),
  },
  fr: {
    titleDropOff: `Paiement${NB}: dépôt`,
    titleShipping: `Paiement${NB}: adresse de livraison`,
    titleBilling: `Paiement${NB}: mode de paiement`,
    titlePromo: `Paiement${NB}: code promo`,
    titleReview: `Paiement${NB}: vérification`,
    titleResult: 'Merci de votre commande',
    loadFailed: 'Impossible de charger le paiement',
    loading: 'Chargement de votre paiement…',
    addComics: 'Ajouter des bandes dessinées à votre soumission',
    emptyCart: `Votre panier est vide${NB}: il n’y a encore rien à payer. Vos commandes soumises se trouvent dans `,
    yourOrders: 'vos commandes',
    stepsLabel: 'Étapes du paiement',
    stepDropOff: 'Dépôt',
    stepShipping: 'Adresse de livraison',
    stepBilling: 'Mode de paiement',
    stepPromo: 'Code promo',
    stepReview: 'Vérification',
    done: '(terminé)',
    membersOnly: ' (membres du club seulement)',
    back: 'Retour',
    continue: 'Continuer',
    orderSummary: 'Résumé de la commande',
    noTotals: 'Les totaux ne peuvent pas être calculés pour ce panier. Veuillez vérifier ses lignes dans votre soumission.',
    items: (n: number) => (n === 1 ? '1 article' : `${count('fr', n)} articles`),
    linesTotal: 'Total des lignes',
    memberDiscount: 'Rabais de membre',
    promoDiscount: (code: string) => `Rabais promotionnel (${code})`,
    rewardsPoints: (points: string) => `Récompenses (${points} points)`,
    shippingAndHandling: 'Livraison et manutention',
    atShippingStep: 'À l’étape de livraison',
    insurance: 'Assurance',
    grandTotal: 'Total général',
    totalBeforeShipping: 'Total avant livraison',
    turnaround: `Délai${NB}: `,
    howSend: `Comment nous enverrez-vous vos livres${NB}?`,
    mailInHint: 'Expédiez vos livres à notre bureau',
    counterHint: 'Apportez vos livres à notre comptoir, sur rendez-vous',
    mailYourBooksTo: 'Postez vos livres à',
    bookAppointmentTitle: 'Prendre rendez-vous',
    appointmentBefore: 'Ce comptoir reçoit les livres sur rendez-vous seulement. Veuillez ',
    appointmentLink: 'prendre rendez-vous à ',
    appointmentAfter: ' avant de venir.',
    backToSubmission: 'Retour à votre soumission',
    sendBackTo: 'Renvoyer les livres classés à',
    pickUpAt: 'Récupérer à ',
    noAddress: 'Vous n’avez encore aucune adresse enregistrée.',
    addAddress: 'Ajouter une adresse à votre carnet d’adresses',
    shipWith: 'Expédier avec',
    ourCarrier: 'Notre transporteur (choisissez un tarif ci-dessous)',
    myAccount: (carrier: string, last4: string) => `Mon compte ${carrier} (se terminant par ${last4})`,
    returnRate: 'Tarif de livraison de retour',
    howBack: 'Comment les livres reviennent',
    oneShipment: 'En un seul envoi',
    oneShipmentHint: 'Tout revient ensemble une fois le dernier livre terminé.',
    perService: 'Un envoi par service',
    perServiceHint: `Les livres d’un service plus rapide reviennent dès qu’ils sont terminés${NB}; chaque envoi a son propre tarif.`,
    gettingRates: 'Obtention des tarifs…',
    noRates: 'Aucun tarif pour cette adresse',
    tryAgain: 'Réessayer',
    rateWholeOrder: 'Tarif pour toute la commande',
    rateFor: 'Tarif pour ',
    theseBooks: 'ces livres',
    books: (n: number) => (n === 1 ? '1 livre' : `${count('fr', n)} livres`),
    transit: (days: number, insurance: string) => `${days} jour${days === 1 ? '' : 's'} ouvrable${days === 1 ? '' : 's'} en transit${NB}; assurance ${insurance}`,
    insure: 'Assurer l’envoi de retour',
    uninsuredConfirm: 'Je comprends que mon colis me sera renvoyé sans assurance',
    cannotShip: 'Impossible d’expédier à l’adresse choisie.',
    payWith: 'Payer avec',
    noPayMethod: 'Vous n’avez encore aucun mode de paiement enregistré.',
    addPayMethod: 'Ajouter une carte ou un compte bancaire',
    otherWays: `Autres façons de payer${NB}: `,
    rewards: 'Récompenses',
    youHavePoints: (points: string, worth: string) => `Vous avez ${points} points (${worth}).`,
    pointsToUse: 'Points à utiliser',
    pointsWorth: `100 points valent 1,00${NB}$${NB}US`,
    appliedPoints: (points: string, worth: string) => `Appliqués à cette commande${NB}: ${points} points (${worth})`,
    promoCode: 'Code promo',
    apply: 'Appliquer',
    promoApplied: 'Code promo ',
    removePromo: (code: string) => `Retirer le code promo ${code}`,
    continueWithoutPromo: 'Continuer sans code promo',
    promoEnterCode: 'Veuillez entrer un code',
    promoItemsTotalZero: 'Impossible d’appliquer le code promo, car le total des articles est de 0.',
    promoInvalid: (code: string) => `Le code promo ${code} n’est pas valide`,
    promoCannotBeUsed: (code: string) => `Le code promo ${code} ne peut pas être utilisé${NB}!`,
    promoFreeShippingNeedsAddress: `Choisissez d’abord l’adresse de livraison, puis appliquez le code promo de livraison gratuite${NB}!`,
    promoWelcomeNotEligible: 'Le code promo de bienvenue ne vaut que pour votre première commande.',
    promoReholderNotForFree: 'Les codes promo de remise en boîtier ne sont pas offerts avec l’adhésion gratuite.',
    promoFreeBooksNotEnough: 'Votre soumission ne compte pas assez de livres pour ce code promo.',
    promoAppliedNotice: (code: string) => `Code promo ${code} appliqué.`,
    yourSubmission: 'Votre soumission',
    columns: ['Article', 'Service', 'Qté', 'Total'],
    service: 'Service',
    quantity: 'Quantité',
    total: 'Total',
    change: (what: string) => `Modifier${what === 'Dépôt' ? ' le dépôt' : what === 'Livraison' ? ' la livraison' : what === 'Paiement' ? ' le paiement' : ' le code promo'}`,
    sectionDropOff: 'Dépôt',
    sectionShipping: 'Livraison',
    sectionPayment: 'Paiement',
    sectionPromo: 'Code promo',
    backTo: 'Retour à ',
    onMyAccount: (carrier: string) => `Sur mon compte ${carrier}`,
    insured: (insured: boolean): string => (insured ? 'Assuré' : 'Non assuré'),
    rewardsLine: (points: string, worth: string) => `Récompenses${NB}: ${points} points (${worth})`,
    noPromo: 'Aucun code promo',
    submitOrder: 'Soumettre la commande',
    submitFailureTitle: 'Votre commande n’a pas été soumise',
    submitFallback: 'Votre commande n’a pas pu être soumise. Vérifiez votre connexion et réessayez.',
    submitted: 'Votre commande a été soumise',
    orderNumberIs: 'Votre numéro de commande est ',
    chargedNow: (amount: string) => `Montant porté maintenant${NB}: ${amount}.`,
    confirmationSent: 'Nous vous avons envoyé un courriel de confirmation avec ces instructions.',
    trackOrder: (id: string) => `Suivre la commande ${id}`,
    seeOrders: 'Voir vos commandes',
    blockers: [
      'Choisissez comment vous nous enverrez vos livres pour continuer.',
      `Ajoutez une adresse à votre carnet d’adresses pour continuer${NB}: nous devons savoir où renvoyer les livres classés.`,
      'Choisissez où nous renvoyons les livres classés pour continuer.',
      'Choisissez le transporteur qui renvoie les livres pour continuer.',
      'Obtention des tarifs de livraison pour cette adresse…',
      'Nous n’avons pas pu obtenir de tarifs de livraison pour cette adresse. Réessayez, ou choisissez une autre adresse.',
      'Choisissez un tarif de livraison de retour pour continuer.',
      'Choisissez un tarif de livraison de retour pour chaque service pour continuer.',
      'Assurez l’envoi de retour, ou confirmez qu’il sera renvoyé sans assurance, pour continuer.',
      'Ajoutez une carte ou un compte bancaire pour continuer.',
      'Choisissez comment vous paierez pour continuer.',
      'Votre panier n’a pas encore de total. Veuillez vérifier ses livres dans votre soumission.',
    ],
  },
});

export type CheckoutWords = (typeof checkoutMessages)['en'];

/** A blocker of checkout-rules (English) in the language read. */
export const blockerText = (t: CheckoutWords, blocker: string) => {
  const index = BLOCKER_KEYS.findIndex((key) => checkoutBlockers[key] === blocker);
  return index < 0 ? blocker : (t.blockers[index] ?? blocker);
};

/** The engine's and the server's promo sentences (contracts' promoMessages) in the language read; null when unknown. */
export function promoNoticeText(t: CheckoutWords, text: string): string | null {
  const known: [string, string][] = [
    [promoMessages.enterCode, t.promoEnterCode],
    [promoMessages.itemsTotalZero, t.promoItemsTotalZero],
    [promoMessages.freeShippingNeedsAddress, t.promoFreeShippingNeedsAddress],
    [promoMessages.welcomeNotEligible, t.promoWelcomeNotEligible],
    [promoMessages.reholderNotForFree, t.promoReholderNotForFree],
    [promoMessages.freeBooksNotEnough, t.promoFreeBooksNotEnough],
  ];
  const exact = known.find(([english]) => english === text);
  if (exact) return exact[1];
  const coded: [RegExp, (code: string) => string][] = [
    [/^(.+) Promo Code is invalid$/, t.promoInvalid],
    [/^(.+) promo code cannot be used!$/, t.promoCannotBeUsed],
    [/^(.+) promo code applied\.$/, t.promoAppliedNotice],
  ];
  for (const [pattern, say] of coded) {
    const match = pattern.exec(text);
    if (match) return say(match[1]!);
  }
  return null;
}

/** contracts' turnaroundText ("3 business days", "2 weeks") in the language read. */
export function turnaroundIn(language: Language, text: string): string {
  if (language === 'en') return text;
  const days = /^(\d+) business days?$/.exec(text);
  if (days) return days[1] === '1' ? '1 jour ouvrable' : `${days[1]} jours ouvrables`;
  const weeks = /^(\d+) weeks?$/.exec(text);
  if (weeks) return weeks[1] === '1' ? '1 semaine' : `${weeks[1]} semaines`;
  return text;
}

/** Reward points (a point is a cent, contracts' formatPoints) written the way the language writes numbers. */
export const pointsIn = (language: Language, cents: number) => Number(formatPoints(cents).replace(/,/g, '')).toLocaleString(localeOf(language));
