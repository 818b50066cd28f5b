import type { OrderDetail } from '../http/orders.ts';
import { formatCents } from '../rules/money.ts';

/**
 * An order's money as one table that reads top to bottom (issue [2/7]): what was priced and charged at
 * submission, part by part; each change after it with its reason; what was paid; what was given back; and
 * the balance. Every figure appears once, and the rows add up: the sum of every row's amount is the balance
 * (what the member owes; negative, what is owed to them). The order page and the invoice PDF both draw it,
 * so they always say the same.
 *
 * Signs are what a row does to the balance: charges add, discounts and payments take off, refunds add back
 * (money given back is no longer paid). Section totals are running figures for the reader and are not added.
 */

export type MoneyRowKind = 'charge' | 'discount' | 'change' | 'payment' | 'refund';

export interface MoneyRow {
  kind: MoneyRowKind;
  label: string;
  /** What the reader needs to understand the row: the card, the reason, the old and new values. */
  note: string | null;
  /** When it happened (payments, refunds, changes); null for the parts of the price. */
  at: string | null;
  /** Signed: what the row adds to what the member owes. Never zero (a zero part is left out). */
  amountCents: number;
}

export type MoneySectionId = 'submitted' | 'changes' | 'payments' | 'refunds';

export interface MoneySection {
  id: MoneySectionId;
  title: string;
  rows: MoneyRow[];
  /** The running order total after this section (submitted, changes); null where a total would say nothing new. */
  total: { label: string; amountCents: number } | null;
}

export type BalanceState = 'owed' | 'credit' | 'settled';

export interface OrderMoney {
  currency: OrderDetail['currency'];
  sections: MoneySection[];
  balance: {
    state: BalanceState;
    label: string;
    /** Signed as the rows: their sum. */
    amountCents: number;
    /** Why the balance is what it is, when that is not plain (a refund under way, one refused). */
    note: string | null;
  };
}

/** The part of the order view the table is made from. */
export type OrderMoneySource = Pick<
  OrderDetail,
  | 'currency'
  | 'count'
  | 'charges'
  | 'discountCents'
  | 'gradingDiscountCents'
  | 'pressingDiscountCents'
  | 'vspDiscountCents'
  | 'discountRate'
  | 'pressingDiscountRate'
  | 'vspDiscountRate'
  | 'promoCode'
  | 'promoDiscountCents'
  | 'rewardsCents'
  | 'handlingCents'
  | 'insuranceCents'
  | 'rate'
  | 'tiers'
  | 'shippingAccount'
  | 'grandTotalCents'
  | 'corrections'
  | 'payments'
  | 'cancelled'
>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const sumOf = (rows: readonly { amountCents: number }[]) => rows.reduce((n, r) => n + r.amountCents, 0);

function memberDiscountNote(o: OrderMoneySource): string | null {
  const parts = [
    [o.gradingDiscountCents, o.discountRate, 'grading'],
    [o.pressingDiscountCents, o.pressingDiscountRate, 'pressing'],
    [o.vspDiscountCents, o.vspDiscountRate, 'signature verification'],
  ] as const;
  const said = parts.filter(([cents, rate]) => cents > 0 && rate > 0).map(([, rate, what]) => `${rate}% off ${what}`);
  return said.length ? said.join(', ') : null;
}

function shippingNote(o: OrderMoneySource): string | null {
  if (o.rate) return o.rate.name;
  const perTier = o.charges.submittedTiers.filter((t) => t.rateName).map((t) => `${t.label}: ${t.rateName}`);
  return perTier.length ? perTier.join('; ') : null;
}

/** The price at submission, part by part: services, discounts, then what getting the books back costs. */
function submittedRows(o: OrderMoneySource): MoneyRow[] {
  const c = o.charges;
  const part = (kind: MoneyRowKind, label: string, amountCents: number, note: string | null = null): MoneyRow[] =>
    amountCents === 0 ? [] : [{ kind, label, note, at: null, amountCents }];
  return [
    ...part('charge', `Grading, ${plural(o.count, 'book')}`, c.gradingCents, o.charges.submittedTiers.map((t) => `${t.label}: ${plural(t.count, 'book')}`).join('; ') || null),
    ...part('charge', `Pressing, ${plural(c.pressedBooks, 'book')}`, c.pressingCents),
    ...part('charge', `Signature authentication, ${plural(c.signatures, 'signature')}`, c.signatureCents),
    ...part('discount', 'Member discount', -o.discountCents, memberDiscountNote(o)),
    ...part('discount', o.promoCode ? `Promo code ${o.promoCode}` : 'Promo discount', -o.promoDiscountCents),
    ...part('discount', 'Rewards applied', -o.rewardsCents),
    ...part('charge', 'Return shipping', c.shippingCents, shippingNote(o)),
    ...part('charge', 'Handling', o.handlingCents, o.shippingAccount ? `Shipped on your ${o.shippingAccount.carrier} account` : null),
    ...part('charge', 'Shipping insurance', o.insuranceCents),
  ];
}

function correctionRow(correction: OrderMoneySource['corrections'][number], currency: OrderDetail['currency']): MoneyRow {
  const money = (cents: number) => formatCents(cents, currency);
  const book = `${correction.title}${correction.issue ? ` #${correction.issue}` : ''}`;
  const copies = correction.quantity > 1 ? ` (${plural(correction.quantity, 'copy', 'copies')})` : '';
  const tier =
    correction.previousTierCode === correction.tierCode
      ? ''
      : `; service ${correction.previousTierLabel} (${correction.previousTierCode}) to ${correction.tierLabel} (${correction.tierCode})`;
  return {
    kind: 'change',
    label: `Declared value corrected: line ${correction.lineIndex + 1}, ${book}`,
    note: `${money(correction.previousInsuredCents)} to ${money(correction.insuredCents)} a book${copies}${tier}. Reason: ${correction.reason}`,
    at: correction.at,
    amountCents: correction.amountCents,
  };
}

const PAYMENT_LABEL = { Submit: 'Charged at submission', Balance: 'Balance paid' } as const;

function balanceOf(o: OrderMoneySource, amountCents: number): OrderMoney['balance'] {
  const cancelled = o.cancelled;
  if (amountCents > 0) return { state: 'owed', label: 'Balance due', amountCents, note: null };
  if (amountCents === 0) return { state: 'settled', label: cancelled ? 'Nothing owed either way' : 'Paid in full', amountCents, note: null };
  const notes: string[] = [];
  if (cancelled && cancelled.refundPendingCents > 0) notes.push(`A refund of ${formatCents(cancelled.refundPendingCents, o.currency)} to the card you paid with is under way.`);
  if (cancelled && cancelled.refundRefusedCents > 0)
    notes.push(`The card issuer refused a refund of ${formatCents(cancelled.refundRefusedCents, o.currency)}: our staff will contact you to pay it back another way.`);
  if (!cancelled) notes.push('A correction lowered the price after you paid: the difference is owed to you.');
  return { state: 'credit', label: 'Owed to you', amountCents, note: notes.join(' ') || null };
}

export function orderMoneyOf(o: OrderMoneySource): OrderMoney {
  const priced = submittedRows(o);
  const corrections = o.corrections.map((c) => correctionRow(c, o.currency));
  // The order's total at submission is the grand total before the corrections that came after it.
  const submittedTotal = o.grandTotalCents - sumOf(corrections);
  const gap = submittedTotal - sumOf(priced);
  // The parts always make the grand total for orders priced by the engine; should a stored order's parts not,
  // the difference is shown as such rather than letting the table stop adding up.
  if (gap !== 0) priced.push({ kind: gap > 0 ? 'charge' : 'discount', label: 'Other adjustment at submission', note: null, at: null, amountCents: gap });

  const changes = [...corrections];
  const totalBeforeCancel = submittedTotal + sumOf(corrections);
  if (o.cancelled && totalBeforeCancel !== 0) {
    changes.push({ kind: 'change', label: 'Order cancelled: nothing is charged', note: `Reason: ${o.cancelled.reason}`, at: o.cancelled.at, amountCents: -totalBeforeCancel });
  }
  const payments = o.payments
    .filter((p) => p.kind !== 'Refund')
    .map((p): MoneyRow => ({ kind: 'payment', label: PAYMENT_LABEL[p.kind as 'Submit' | 'Balance'], note: p.displayName, at: p.at, amountCents: -p.amountCents }));
  const refunds = o.payments
    .filter((p) => p.kind === 'Refund')
    .map((p): MoneyRow => ({ kind: 'refund', label: 'Refunded', note: p.displayName, at: p.at, amountCents: p.amountCents }));

  const sections: MoneySection[] = [
    { id: 'submitted', title: 'Priced at submission', rows: priced, total: { label: 'Order total at submission', amountCents: submittedTotal } },
  ];
  if (changes.length) sections.push({ id: 'changes', title: 'Changes since submission', rows: changes, total: { label: 'Order total now', amountCents: submittedTotal + sumOf(changes) } });
  if (payments.length) sections.push({ id: 'payments', title: 'Payments', rows: payments, total: null });
  if (refunds.length) sections.push({ id: 'refunds', title: 'Refunds', rows: refunds, total: null });

  const balance = sumOf(sections.flatMap((s) => s.rows));
  return { currency: o.currency, sections, balance: balanceOf(o, balance) };
}

/** Every row of the table, in reading order. */
export const moneyRowsOf = (money: OrderMoney): MoneyRow[] => money.sections.flatMap((s) => s.rows);
