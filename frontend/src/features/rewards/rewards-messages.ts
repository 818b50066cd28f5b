import { POINTS_PER_DOLLAR, REWARDS_EARNING_RULE } from '@certus/contracts';
import { defineMessages } from '../region/index.ts';

/**
 * The rewards pages' words in English and French (spec 2.1 French variant): the balance, how rewards work,
 * the history. The ledger's reasons are written by the services in English (contracts rules/rewards.ts);
 * `reasonIn` gives the known ones in French, any other stays English. French typography: a no-break space
 * (U+00A0) before : ; ? ! and before %.
 */
export const rewardsText = defineMessages({
  en: {
    title: 'Rewards',
    loading: 'Loading your rewards…',
    loadFailed: 'Your rewards could not be loaded',
    tryAgainHint: 'Please try again in a moment.',
    tryAgain: 'Try again',
    howTitle: 'How rewards work',
    how: [
      `You earn ${REWARDS_EARNING_RULE.percentBack}% back on what you pay, club membership included.`,
      'A gift card you redeem adds its whole value to your rewards.',
      'At checkout, rewards pay for up to the order total after discounts.',
    ],
    latest: 'Latest activity',
    fullHistory: 'Full history',
    giftCardQuestion: 'Have a gift card code, or want to give one?',
    giftCards: 'Gift cards',
    // The balance
    points: 'Points',
    availableToSpend: 'Available to spend',
    pointsWorth: (dollar: string) => `${POINTS_PER_DOLLAR} points are worth ${dollar}.`,
    // The history
    historyTitle: 'Rewards history',
    backToRewards: 'Back to rewards',
    loadingHistory: 'Loading your rewards history…',
    historyLoadFailed: 'Your rewards history could not be loaded',
    availableNow: 'Available now: ',
    pointsCount: (points: string) => `${points} points`,
    submitBooks: 'Submit books',
    empty: 'No rewards yet. You earn them on every payment, and a redeemed gift card adds its value here.',
    date: 'Date',
    what: 'What',
    reason: 'Reason',
    amount: 'Amount',
    // Earned, Spent, Credited
    kinds: ['Earned', 'Used', 'Gift card'],
    earnedOn: (percent: string, what: string) => `${percent}% back on ${what}`,
    clubMembership: 'club membership',
    order: 'order',
    appliedToOrder: (order: string) => `Applied to order ${order}`,
    giftCardRedeemed: (code: string) => `Gift card ${code} redeemed`,
  },
  fr: {
    title: 'Récompenses',
    loading: 'Chargement de vos récompenses…',
    loadFailed: 'Vos récompenses n’ont pas pu être chargées',
    tryAgainHint: 'Veuillez réessayer dans un moment.',
    tryAgain: 'Réessayer',
    howTitle: 'Comment fonctionnent les récompenses',
    how: [
      `Vous obtenez ${REWARDS_EARNING_RULE.percentBack}\u00a0% de ce que vous payez en récompenses, adhésion au club comprise.`,
      'Une carte-cadeau que vous échangez ajoute toute sa valeur à vos récompenses.',
      'À la caisse, les récompenses paient jusqu’au total de la commande après les rabais.',
    ],
    latest: 'Activité récente',
    fullHistory: 'Historique complet',
    giftCardQuestion: 'Vous avez un code de carte-cadeau ou voulez en offrir une\u00a0?',
    giftCards: 'Cartes-cadeaux',
    points: 'Points',
    availableToSpend: 'Disponible à dépenser',
    pointsWorth: (dollar: string) => `${POINTS_PER_DOLLAR}\u00a0points valent ${dollar}.`,
    historyTitle: 'Historique des récompenses',
    backToRewards: 'Retour aux récompenses',
    loadingHistory: 'Chargement de l’historique de vos récompenses…',
    historyLoadFailed: 'L’historique de vos récompenses n’a pas pu être chargé',
    availableNow: 'Disponible maintenant\u00a0: ',
    pointsCount: (points: string) => `${points}\u00a0points`,
    submitBooks: 'Soumettre des livres',
    empty: 'Aucune récompense pour l’instant. Vous en obtenez à chaque paiement, et une carte-cadeau échangée ajoute sa valeur ici.',
    date: 'Date',
    what: 'Type',
    reason: 'Motif',
    amount: 'Montant',
    kinds: ['Obtenu', 'Utilisé', 'Carte-cadeau'],
    earnedOn: (percent: string, what: string) => `${percent}\u00a0% de remise sur ${what}`,
    clubMembership: 'l’adhésion au club',
    order: 'la commande',
    appliedToOrder: (order: string) => `Appliqué à la commande ${order}`,
    giftCardRedeemed: (code: string) => `Carte-cadeau ${code} échangée`,
  },
});

export type RewardsWords = (typeof rewardsText)['en'];

/**
 * A ledger entry's reason in the language read (the contracts' rewardsEarnedReason, rewardsSpentOnOrderReason
 * and giftCardCreditReason), or null when it is not one of them: it then stays English.
 */
export function reasonIn(text: RewardsWords, reason: string): string | null {
  if (text === rewardsText.en) return reason;
  const earned = /^(\d+)% back on (club membership|order)(?: \((.*)\))?$/.exec(reason);
  if (earned) {
    const what = earned[2] === 'order' ? text.order : text.clubMembership;
    return `${text.earnedOn(earned[1]!, what)}${earned[3] ? ` (${earned[3]})` : ''}`;
  }
  const applied = /^Applied to order (\S+)$/.exec(reason);
  if (applied) return text.appliedToOrder(applied[1]!);
  const redeemed = /^Gift card (\S+) redeemed$/.exec(reason);
  if (redeemed) return text.giftCardRedeemed(redeemed[1]!);
  return null;
}

/** Points (spec 9: 100 per dollar) grouped the way the language writes numbers: 123,456 or 123 456. */
export const pointsIn = (locale: string, cents: number) => Math.floor((cents * POINTS_PER_DOLLAR) / 100).toLocaleString(locale);
