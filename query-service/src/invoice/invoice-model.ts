import { displayOrderStatus, orderMoneyOf, type OrderDetail, type OrderMoney, type PricedLine } from '@certus/contracts';

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
  /**
   * The order's money, the same table the order page shows (contracts orderMoneyOf): priced at submission,
   * changes since, payments, refunds, balance.
   */
  money: OrderMoney;
}

/** Dates as the office in Plano reads them ("June 3, 2025", Central time). */
export function invoiceDateText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(iso));
}

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
    money: orderMoneyOf(d),
  };
}
