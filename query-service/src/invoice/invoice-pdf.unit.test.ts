import { describe, expect, it } from 'vitest';
import { anOrderDetail, someLines } from '../testing/order-builders.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { invoiceModelOf } from './invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const anOrder = (overrides: Parameters<typeof anOrderDetail>[0] = {}) => ({
  detail: anOrderDetail(overrides),
  lines: someLines(),
  memberName: 'Ann Reader',
  memberEmail: 'ann@example.test',
  updatedAt: '2025-06-10T10:00:00.000Z',
});

describe('invoice PDF', () => {
  it('given an order with a correction and a balance, when the invoice is rendered, then the PDF says who, what and how much is due', async () => {
    const pdf = await renderInvoicePdf(invoiceModelOf(anOrder()));

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Certus',
      'Plano, Texas',
      'INVOICE',
      'Invoice number: 25-TEST001',
      'Invoice date: June 10, 2025',
      'Order date: June 3, 2025',
      'Ann Reader',
      'ann@example.test',
      'Ship to',
      'Springfield, IL 62701',
    ]) {
      expect(text).toContain(expected);
    }
    // The lines as submitted: title, issue, tier, copies, declared value of the copies, and the line's charge.
    expect(text).toMatch(/Amazing Spider-Man\s+300\s+MN\s+2\s+\$200\.00\s+\$60\.00/);
    expect(text).toMatch(/Detective Comics\s+27\s+VNP\s+1\s+\$300\.00\s+\$50\.00/);
    // One money table, top to bottom: the price at submission part by part, with the member's rates and the promo code,
    expect(text).toMatch(/Priced at submission\s+Grading, 3 books\s+\$90\.00\s+Modern: 2 books; Vintage Priority: 1 book\s+Pressing, 1 book\s+\$20\.00/);
    expect(text).toMatch(/Member discount\s+-\$9\.00\s+10% off grading/);
    expect(text).toMatch(/Promo code SPRING\s+-\$10\.00/);
    expect(text).toMatch(/Rewards applied\s+-\$5\.00/);
    expect(text).toMatch(/Return shipping\s+\$20\.00\s+Handling\s+\$5\.00\s+Shipping insurance\s+\$12\.00/);
    expect(text).toMatch(/Order total at submission\s+\$123\.00/);
    // then the correction with its book, values and reason, the total now, the payments and what is due.
    expect(text).toMatch(/Changes since submission\s+Declared value corrected: line 2, Detective Comics #27\s+\$20\.00\s+June 10, 2025 · \$300\.00 to \$400\.00 a book; service Vintage \(VN\) to Vintage Priority \(VNP\)\.\s+Reason: Worth more than declared/);
    expect(text).toMatch(/Order total now\s+\$143\.00/);
    expect(text).toMatch(/Payments\s+Charged at submission\s+-\$123\.00\s+June 3, 2025 · Visa ending 4242/);
    expect(text).toMatch(/Balance due\s+\$20\.00/);
    // Every figure once: no second grand total, no base total.
    expect(text).not.toMatch(/Grand total|Base total/);
    expect(text).toContain('Page 1 of 1');
  });

  it('given the same order twice, when rendered, then the bytes are the same (dated by the order, not by the clock)', async () => {
    const first = await renderInvoicePdf(invoiceModelOf(anOrder()));
    await new Promise((r) => setTimeout(r, 5));
    const second = await renderInvoicePdf(invoiceModelOf(anOrder()));
    expect(second.equals(first)).toBe(true);
    // The creation date (an indirect string object in pdfkit's output) is the order's last change.
    expect(first.toString('latin1')).toContain('(D:20250610100000Z)');
  });

  it('given titles and names outside the fonts\' alphabet, when rendered, then accents and curly quotes stay, the rest shows as ?', async () => {
    const lines = someLines();
    lines[0]!.title = 'Café “Spécial” — 漫画';
    const text = await pdfText(await renderInvoicePdf(invoiceModelOf({ ...anOrder(), lines, memberName: 'Zoë Ünal' })));
    expect(text).toContain('Café “Spécial” — ??');
    expect(text).toContain('Zoë Ünal');
  });

  it('given a cancellation whose refund is made, then the charges are dropped, the refund listed, and nothing is owed either way', async () => {
    const detail = anOrderDetail({
      status: 'Cancelled',
      corrections: [],
      grandTotalCents: 12_300,
      paidCents: 0,
      balanceCents: 0,
      cancelled: { reason: 'Member asked', at: '2025-06-04T09:00:00.000Z', refundedCents: 12_300, refundPendingCents: 0, refundRefusedCents: 0 },
      payments: [
        { kind: 'Submit', at: '2025-06-03T15:30:00.000Z', amountCents: 12_300, displayName: 'Visa ending 4242', transactionId: 'txn-1' },
        { kind: 'Refund', at: '2025-06-04T09:00:00.000Z', amountCents: 12_300, displayName: 'Visa ending 4242', transactionId: 'txn-2' },
      ],
    });
    const text = await pdfText(await renderInvoicePdf(invoiceModelOf({ ...anOrder(), detail })));
    expect(text).toMatch(/Order cancelled: nothing is charged\s+-\$123\.00\s+June 4, 2025 · Reason: Member asked/);
    expect(text).toMatch(/Order total now\s+\$0\.00/);
    expect(text).toMatch(/Refunds\s+Refunded\s+\$123\.00\s+June 4, 2025 · Visa ending 4242/);
    expect(text).toMatch(/Nothing owed either way\s+\$0\.00/);
    expect(text).not.toContain('Balance due');
  });

  it('given a cancellation whose refund is still being made, then the balance is owed to the member and says the refund is under way', async () => {
    const detail = anOrderDetail({
      status: 'Cancelled',
      corrections: [],
      grandTotalCents: 12_300,
      paidCents: 12_300,
      balanceCents: -12_300,
      cancelled: { reason: 'Member asked', at: '2025-06-04T09:00:00.000Z', refundedCents: 0, refundPendingCents: 12_300, refundRefusedCents: 0 },
    });
    const text = await pdfText(await renderInvoicePdf(invoiceModelOf({ ...anOrder(), detail })));
    expect(text).toMatch(/Owed to you\s+\$123\.00/);
    expect(text).toContain('A refund of $123.00 to the card you paid with is under way.');
  });

  it('given an order of a hundred books, when rendered, then the table runs over pages and each page is numbered', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ ...someLines()[0]!, quantity: 1, title: `Title number ${i + 1}` }));
    const text = await pdfText(await renderInvoicePdf(invoiceModelOf({ ...anOrder(), lines })));
    expect(text).toContain('Title number 1 ');
    expect(text).toContain('Title number 100');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toMatch(/Balance due\s+\$20\.00/);
  });
});
