import { membershipMessages } from '@certus/contracts';
import { defineMessages } from '../region/index.ts';

/**
 * The club membership's words in English and French (spec 2.1 French variant): the upgrade page, the member's
 * status and the renewal alert. The spec's English sentences stay the contracts' own (membershipMessages);
 * their French versions sit beside them. French typography: a no-break space (U+00A0) before : ; ? !
 */
export const membershipText = defineMessages({
  en: {
    title: 'Club membership',
    loading: 'Loading your membership…',
    loadFailed: 'Your membership could not be loaded',
    tryAgainHint: 'Please try again in a moment.',
    tryAgain: 'Try again',
    subscribe: 'Subscribe',
    cancel: 'Cancel',
    thanks: (level: string, until: string, autoRenew: boolean) =>
      `Thank you! Your ${level} membership is paid until ${until}${autoRenew ? ' and renews automatically.' : '.'}`,
    renewTitle: 'Renew your club membership',
    upgradeTitle: 'Upgrade to club membership',
    level: 'Level',
    offer: (level: string, price: string) => `${level}: ${price} per year`,
    paymentMethod: 'Payment method',
    noPaymentMethodBefore: 'You have no saved payment method yet. ',
    addPaymentMethod: 'Add a card or a bank account',
    noPaymentMethodAfter: ' first.',
    autoRenew: 'Renew automatically every year',
    yourMembership: 'Your membership',
    paidBadge: (level: string) => `${level} · Paid`,
    free: 'Free',
    paidBefore: (level: string) => `You are a ${level}. Your membership is paid until `,
    paidAfter: '.',
    freeText: 'You are on the Free membership. Club members get discounts on grading and pressing, and promo codes at checkout.',
    // The spec's sentences (spec 8), English as the spec words them.
    purchaseFailed: membershipMessages.purchaseFailed as string,
    confirmPurchase: membershipMessages.confirmPurchase as string,
    renewalAlertTitle: membershipMessages.renewalAlertTitle as string,
    renewalAlertText: membershipMessages.renewalAlertText as (days: number) => string,
    renew: membershipMessages.renew as string,
    keep: membershipMessages.keep as string,
    purchased: membershipMessages.purchased as string,
    sentences: [membershipMessages.unknownLevel, membershipMessages.autoRenewInvalid, 'Please try again in a moment.'] as string[],
  },
  fr: {
    title: 'Adhésion au club',
    loading: 'Chargement de votre adhésion…',
    loadFailed: 'Votre adhésion n’a pas pu être chargée',
    tryAgainHint: 'Veuillez réessayer dans un moment.',
    tryAgain: 'Réessayer',
    subscribe: 'Adhérer',
    cancel: 'Annuler',
    thanks: (level: string, until: string, autoRenew: boolean) =>
      `Merci\u00a0! Votre adhésion ${level} est payée jusqu’au ${until}${autoRenew ? ' et se renouvelle automatiquement.' : '.'}`,
    renewTitle: 'Renouveler votre adhésion au club',
    upgradeTitle: 'Passer à l’adhésion au club',
    level: 'Niveau',
    offer: (level: string, price: string) => `${level}\u00a0: ${price} par année`,
    paymentMethod: 'Moyen de paiement',
    noPaymentMethodBefore: 'Vous n’avez encore aucun moyen de paiement enregistré. ',
    addPaymentMethod: 'Ajoutez une carte ou un compte bancaire',
    noPaymentMethodAfter: ' d’abord.',
    autoRenew: 'Renouveler automatiquement chaque année',
    yourMembership: 'Votre adhésion',
    paidBadge: (level: string) => `${level} · Payée`,
    free: 'Gratuite',
    paidBefore: (level: string) => `Vous avez l’adhésion ${level}. Elle est payée jusqu’au `,
    paidAfter: '.',
    freeText:
      'Vous avez l’adhésion gratuite. Les membres du club obtiennent des rabais sur le classement et le pressage, et des codes promotionnels à la caisse.',
    purchaseFailed: 'Erreur lors de l’adhésion au club',
    confirmPurchase: 'Voulez-vous vraiment adhérer au club\u00a0?',
    renewalAlertTitle: 'Avis d’expiration de l’adhésion\u00a0!',
    renewalAlertText: (days: number) =>
      `Votre adhésion au club expire dans ${days}\u00a0${days === 1 ? 'jour' : 'jours'}. Voulez-vous la renouveler maintenant\u00a0?`,
    renew: 'Oui, renouveler',
    keep: 'Non, annuler',
    purchased: 'Adhésion au club achetée',
    sentences: ['Ce niveau d’adhésion n’est pas offert.', 'autoRenew doit valoir true ou false.', 'Veuillez réessayer dans un moment.'],
  },
});

export type MembershipWords = (typeof membershipText)['en'];
