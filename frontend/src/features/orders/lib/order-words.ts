import { displayOrderStatus, type CurrencyCode } from '@certus/contracts';
import type { Language } from '../../region/index.ts';

/** Spec 4's status names as the French variant shows them (the English ones stay displayOrderStatus's). */
const frenchStatus: Record<string, string> = {
  Submitted: 'Soumise',
  Invoicing: 'Facturation',
  Billing: 'Paiement',
  Processing: 'En traitement',
  Shipping: 'Expédition',
  ReadyForPickUp: 'Prête à récupérer',
  ShipToCanada: 'Envoi au Canada',
  Completed: 'Terminée',
  Cancelled: 'Annulée',
  PreGrade: 'Reçue',
  Finalize: 'Classement',
  ImagingSP: 'Imagerie',
  Signature: 'Signature',
  Pressing: 'Pressage',
  Grading: 'Classement',
  ShippingHold: 'Expédition en attente',
};

/** A status as the member reads it; a status unknown here keeps its English display name. */
export const statusName = (language: Language, status: string) => (language === 'fr' ? (frenchStatus[status] ?? displayOrderStatus(status)) : displayOrderStatus(status));

type Money = (cents: number, currency?: CurrencyCode) => string;
const NB = '\u00a0';
const books = (n: string, word: 'book' | 'livre') => `${n} ${word}${n === '1' ? '' : 's'}`;
const WORDS = { book: 'livre', signature: 'signature', copy: 'exemplaire', copies: 'exemplaires', grading: 'le classement', pressing: 'le pressage', 'signature verification': 'la vérification de signature' } as const;

/** The fixed sentences of contracts' orderMoneyOf (the invoice's English stays there). */
const exact: Record<string, string> = {
  'Priced at submission': 'Prix à la soumission',
  'Changes since submission': 'Changements depuis la soumission',
  Payments: 'Paiements',
  Refunds: 'Remboursements',
  'Order total at submission': 'Total de la commande à la soumission',
  'Order total now': 'Total actuel de la commande',
  'Member discount': 'Rabais de membre',
  'Promo discount': 'Rabais promotionnel',
  'Rewards applied': 'Récompenses appliquées',
  'Return shipping': 'Livraison de retour',
  Handling: 'Manutention',
  'Shipping insurance': 'Assurance de la livraison',
  'Other adjustment at submission': 'Autre ajustement à la soumission',
  'Order cancelled: nothing is charged': `Commande annulée${NB}: rien n’est facturé`,
  'Charged at submission': 'Facturé à la soumission',
  'Balance paid': 'Solde payé',
  Refunded: 'Remboursé',
  'Balance due': 'Solde dû',
  'Nothing owed either way': 'Rien n’est dû de part et d’autre',
  'Paid in full': 'Payé en entier',
  'Owed to you': 'Montant qui vous est dû',
  'A correction lowered the price after you paid: the difference is owed to you.': `Une correction a baissé le prix après votre paiement${NB}: la différence vous est due.`,
};

/** "$1,234.56" as contracts write it, written again the way the language writes money. */
const rewrite = (written: string, money: Money, currency: CurrencyCode) => money(Math.round(Number(written.replace(/[^0-9.]/g, '')) * 100), currency);

const patterns: readonly [RegExp, (money: Money, currency: CurrencyCode, ...groups: string[]) => string][] = [
  [/^Grading, (\d+) books?$/, (_m, _c, n) => `Classement, ${books(n!, 'livre')}`],
  [/^Pressing, (\d+) books?$/, (_m, _c, n) => `Pressage, ${books(n!, 'livre')}`],
  [/^Signature authentication, (\d+) signatures?$/, (_m, _c, n) => `Authentification de signature, ${n} signature${n === '1' ? '' : 's'}`],
  [/^Promo code (\S+)$/, (_m, _c, code) => `Code promo ${code}`],
  [/^Shipped on your (\S+) account$/, (_m, _c, carrier) => `Expédié avec votre compte ${carrier}`],
  [/^Declared value corrected: line (\d+), (.+)$/s, (_m, _c, line, book) => `Valeur déclarée corrigée${NB}: ligne ${line}, ${book}`],
  [/^Reason: (.*)$/s, (_m, _c, reason) => `Raison${NB}: ${reason}`],
  [/^A refund of (\S+) to the card you paid with is under way\.$/, (m, c, amount) => `Un remboursement de ${rewrite(amount!, m, c)} sur la carte utilisée pour payer est en cours.`],
  [
    /^The card issuer refused a refund of (\S+): our staff will contact you to pay it back another way\.$/,
    (m, c, amount) => `L’émetteur de la carte a refusé un remboursement de ${rewrite(amount!, m, c)}${NB}: notre personnel communiquera avec vous pour vous rembourser autrement.`,
  ],
  // "Modern: 2 books" (the grading row's note; the tier's name is the catalogue's)
  [/^([^:;]+): (\d+) books?$/, (_m, _c, tier, n) => `${tier}${NB}: ${books(n!, 'livre')}`],
  // A correction's note: "$50.00 to $80.00 a book (2 copies); service A (X) to B (Y). Reason: …" (names and reason as written)
  [
    /^(\S+) to (\S+) a book(?: \((\d+) copies\))?(?:; service (.+) to (.+))?\. Reason: (.*)$/s,
    (m, c, from, to, copies, fromTier, toTier, reason) =>
      `${rewrite(from!, m, c)} à ${rewrite(to!, m, c)} par livre${copies ? ` (${copies} exemplaires)` : ''}${fromTier ? `${NB}; service ${fromTier} à ${toTier}` : ''}. Raison${NB}: ${reason}`,
  ],
  // "20% off grading"
  [/^(\d+(?:\.\d+)?)% off (grading|pressing|signature verification)$/, (_m, _c, rate, what) => `${rate.replace('.', ',')}${NB}% de rabais sur ${WORDS[what as keyof typeof WORDS]}`],
];

function one(text: string, money: Money, currency: CurrencyCode): string | null {
  if (text in exact) return exact[text]!;
  for (const [pattern, say] of patterns) {
    const match = pattern.exec(text);
    if (match) return say(money, currency, ...match.slice(1));
  }
  return null;
}

/**
 * The French of a label or note of the money table (contracts orderMoneyOf writes them in English, for the
 * invoice and the server too). A note of several parts ("; " or ", " between them, or sentences) is read
 * part by part. Null for a sentence not known here: it is then shown as sent, marked English.
 */
export function frenchMoneyText(text: string, money: Money, currency: CurrencyCode): string | null {
  const whole = one(text, money, currency);
  if (whole !== null) return whole;
  for (const separator of ['; ', ', ', ' ']) {
    const parts = separator === ' ' ? text.split(/(?<=\.) (?=[A-Z])/) : text.split(separator);
    if (parts.length < 2) continue;
    const said = parts.map((part) => one(part, money, currency));
    if (said.every((s) => s !== null)) return said.join(separator === ' ' ? ' ' : separator === '; ' ? `${NB}; ` : ', ');
  }
  return null;
}

/** contracts' turnaroundText ("3 business days", "2 weeks") in the language read; null when not one of its forms. */
export function turnaroundIn(language: Language, text: string): string | null {
  if (language === 'en') return text;
  const days = /^(\d+) business days?$/.exec(text);
  if (days) return days[1] === '1' ? '1 jour ouvrable' : `${days[1]} jours ouvrables`;
  const weeks = /^(\d+) weeks?$/.exec(text);
  if (weeks) return weeks[1] === '1' ? '1 semaine' : `${weeks[1]} semaines`;
  return null;
}
