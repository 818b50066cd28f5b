import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { anOrderDetail, someLines } from '../testing/order-builders.ts';
import { invoiceModelOf } from './invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The text of a PDF as poppler's pdftotext reads it (what a person or a search would find in it). */
function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdftotext ${code}: ${Buffer.concat(err)}`))));
    child.stdin.end(pdf);
  });
}

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
    // The order summary as submitted: discounts (with the member's rates), promo, shipping, insurance, rewards.
    expect(text).toMatch(/Items total\s+\$110\.00/);
    expect(text).toMatch(/Member discount \(10% on grading\)\s+-\$9\.00/);
    expect(text).toMatch(/Promo discount \(SPRING\)\s+-\$10\.00/);
    expect(text).toMatch(/Shipping and handling\s+\$25\.00/);
    expect(text).toMatch(/Insurance\s+\$12\.00/);
    expect(text).toMatch(/Rewards applied\s+-\$5\.00/);
    expect(text).toMatch(/Grand total at submission\s+\$123\.00/);
    // Then the corrections, the grand total now, the payments and what is due.
    expect(text).toMatch(/Declared value of Detective Comics corrected \(VN to VNP\): Worth more than declared\s+\$20\.00/);
    expect(text).toMatch(/\nGrand total\s+\$143\.00/);
    expect(text).toMatch(/Paid at submission with Visa ending 4242, June 3, 2025 \(txn-1\)\s+-\$123\.00/);
    expect(text).toMatch(/Balance due\s+\$20\.00/);
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

  it('given a credit after a refund, when rendered, then it shows the credit instead of a balance due', async () => {
    const detail = anOrderDetail({
      status: 'Cancelled',
      corrections: [],
      grandTotalCents: 12_300,
      balanceCents: -500,
      payments: [
        { kind: 'Submit', at: '2025-06-03T15:30:00.000Z', amountCents: 12_300, displayName: 'Visa ending 4242', transactionId: 'txn-1' },
        { kind: 'Refund', at: '2025-06-04T09:00:00.000Z', amountCents: 11_800, displayName: 'Visa ending 4242', transactionId: 'txn-2' },
      ],
    });
    const text = await pdfText(await renderInvoicePdf(invoiceModelOf({ ...anOrder(), detail })));
    expect(text).toMatch(/Refund to Visa ending 4242, June 4, 2025 \(txn-2\)\s+\$118\.00/);
    expect(text).toMatch(/Credit to the member\s+\$5\.00/);
    // Without corrections the summary's grand total is the grand total: shown once.
    expect(text.match(/Grand total/g)).toHaveLength(1);
    expect(text).not.toContain('Corrections after submission');
    expect(text).not.toContain('Balance due');
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
