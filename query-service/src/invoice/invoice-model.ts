import { displayOrderStatus, type OrderDetail, type PricedLine } from '@certus/contracts';

/**
 * What an invoice says, worked out from the order's read model before any drawing: the PDF renderer only
 * lays it out. Amounts are integer cents in the order's currency.
 */

export const INVOICE_COMPANY = { name: 'Certus', lines: ['Comic and magazine grading', 'Plano, Texas', 'United States'] } as const;

/** A line of the order as submitted and priced (its copies together). */
export interface InvoiceLine {
  title: string;
  issue: string;
  tier: string;
  quantity: number;
  /** Declared value of all the line's copies. */
  declaredCents: number;
  /** What the line costs before discounts (its services for every copy). */
  amountCents: number;
}

/** What the invoice needs of a priced line of the submission (PricedLine). */
export type SubmittedLine = Pick<PricedLine, 'title' | 'issue' | 'tierCode' | 'quantity' | 'insuredCents' | 'totalCents'>;

export interface InvoiceAmountRow {
  label: string;
  amountCents: number;
  /** Totals are drawn bold. */
  strong?: boolean;
}

export interface InvoiceModel {
  number: string;
  orderDate: string;
  /** When the order last changed: the invoice date, and the PDF's creation date. */
  invoiceDate: string;
  currency: OrderDetail['currency'];
  billTo: { name: string; email: string };
  shipTo: string;
  facts: { label: string; value: string }[];
  /** The lines as submitted (their sum is the items total); later corrections are listed on their own. */
  lines: InvoiceLine[];
  /** Spec 3 Order summary as submitted: items total, discounts, promo, shipping and handling, insurance, rewards, grand total. */
  summary: InvoiceAmountRow[];
  /** Declared values corrected after submission, each with what it added (or took off). */
  corrections: InvoiceAmountRow[];
  payments: InvoiceAmountRow[];
  grandTotalCents: number;
  balanceCents: number;
}

/** Dates as the office in Plano reads them ("June 3, 2025", Central time). */
export function invoiceDateText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(iso));
}

/** Member discount rates are percentages (contracts/src/pricing/member-discounts.ts). */
const pct = (rate: number) => `${rate}%`;

export function invoiceModelOf(order: {
  detail: OrderDetail;
  lines: readonly SubmittedLine[];
  memberName: string;
  memberEmail: string;
  updatedAt: string;
}): InvoiceModel {
  const d = order.detail;
  const lines = order.lines.map(
    (line): InvoiceLine => ({
      title: line.title,
      issue: line.issue,
      tier: line.tierCode,
      quantity: line.quantity,
      declaredCents: line.insuredCents * line.quantity,
      amountCents: line.totalCents,
    }),
  );

  // The summary the member was shown at checkout (the submit route's), its discounts told apart by rate.
  const memberRates = [
    [d.gradingDiscountCents, d.discountRate, 'grading'],
    [d.pressingDiscountCents, d.pressingDiscountRate, 'pressing'],
    [d.vspDiscountCents, d.vspDiscountRate, 'signatures'],
  ] as const;
  const rateText = memberRates
    .filter(([cents, rate]) => cents > 0 && rate > 0)
    .map(([, rate, what]) => `${pct(rate)} on ${what}`)
    .join(', ');
  const corrected = d.corrections.length > 0;
  const summary = d.summary.map((row): InvoiceAmountRow => {
    if (row.label === 'Member discount' && rateText) return { label: `Member discount (${rateText})`, amountCents: row.amountCents };
    if (row.label === 'Promo discount' && d.promoCode) return { label: `Promo discount (${d.promoCode})`, amountCents: row.amountCents };
    if (row.label === 'Grand total') return { label: corrected ? 'Grand total at submission' : 'Grand total', amountCents: row.amountCents, strong: true };
    return { label: row.label, amountCents: row.amountCents };
  });

  return {
    number: d.id,
    orderDate: d.date,
    invoiceDate: order.updatedAt,
    currency: d.currency,
    billTo: { name: order.memberName, email: order.memberEmail },
    shipTo: d.shipTo,
    facts: [
      { label: 'Status', value: d.displayStatus || displayOrderStatus(d.status) },
      { label: 'Collectible type', value: d.collectibleType },
      { label: 'Books', value: String(d.count) },
      { label: 'Turnaround', value: d.turnaround },
      { label: 'Drop-off', value: d.dropOff.name },
    ],
    lines,
    summary,
    corrections: d.corrections.map((c) => ({
      label: `Declared value of ${c.title} corrected (${c.previousTierCode} to ${c.tierCode}): ${c.reason}`,
      amountCents: c.amountCents,
    })),
    payments: d.payments.map((p) => ({
      label: `${p.kind === 'Refund' ? 'Refund to' : p.kind === 'Balance' ? 'Balance paid with' : 'Paid at submission with'} ${p.displayName}, ${invoiceDateText(p.at)}${p.transactionId ? ` (${p.transactionId})` : ''}`,
      // A payment lowers what is owed, a refund gives it back.
      amountCents: p.kind === 'Refund' ? p.amountCents : -p.amountCents,
    })),
    grandTotalCents: d.grandTotalCents,
    balanceCents: d.balanceCents,
  };
}
