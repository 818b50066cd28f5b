import PDFDocument from 'pdfkit';
import { formatCents } from '@certus/contracts';
import type { MoneyRow, MoneySection } from '@certus/contracts';
import { INVOICE_COMPANY, invoiceDateText, type InvoiceModel } from './invoice-model.ts';
import { drawPdfTableHeader, drawPdfTableRow, pdfTableRowHeight, type PdfColumn } from './pdf-table.ts';

/**
 * The invoice as a PDF (US Letter, the standard Helvetica fonts). The same order state gives the same bytes:
 * the creation date is the order's last change, and nothing else in the file depends on the clock.
 */

const PAGE = { width: 612, height: 792, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of every page for its footer. */
const FOOT = 30;
const GREY = '#555555';
const RULE = '#bbbbbb';
const TABLE_FRAME = { left: PAGE.margin, width: CONTENT_WIDTH, ruleColor: RULE };

type Doc = InstanceType<typeof PDFDocument>;

const LINE_COLUMNS: PdfColumn[] = [
  { header: 'Title', width: 200, align: 'left' },
  { header: 'Issue', width: 50, align: 'left' },
  { header: 'Tier', width: 45, align: 'left' },
  { header: 'Qty', width: 32, align: 'right' },
  { header: 'Declared value', width: 90, align: 'right' },
  { header: 'Amount', width: 95, align: 'right' },
];

/** The characters of WinAnsi (the standard fonts' encoding) beyond Latin-1: curly quotes, dashes, the euro... */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw: anything else (a manga's Japanese title, an emoji) would come out as
 * stray Latin letters, so it is shown as '?' instead. Embedding a Unicode font would draw it, at the cost of
 * a font file in the repo and a larger PDF.
 */
export function winAnsiText(text: string): string {
  return [...text.normalize('NFC')].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(c) ? c : '?')).join('');
}

/** The model with every text made drawable (numbers and dates untouched). */
const drawable = (model: InvoiceModel): InvoiceModel => JSON.parse(JSON.stringify(model), (_key, value: unknown) => (typeof value === 'string' ? winAnsiText(value) : value));

export function renderInvoicePdf(invoice: InvoiceModel): Promise<Buffer> {
  const model = drawable(invoice);
  const at = new Date(model.invoiceDate);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: `Invoice ${model.number}`, Author: INVOICE_COMPANY.name, Subject: `Certus order ${model.number}`, CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new InvoiceLayout(doc, model).draw();
  doc.end();
  return done;
}

class InvoiceLayout {
  private y = PAGE.margin;
  private readonly money: (cents: number) => string;

  constructor(
    private readonly doc: Doc,
    private readonly model: InvoiceModel,
  ) {
    this.money = (cents) => formatCents(cents, model.currency);
  }

  draw() {
    this.header();
    this.parties();
    this.facts();
    this.lines();
    for (const section of this.model.money.sections) this.moneySection(section);
    this.balance();
    this.footers();
  }

  private header() {
    const { doc, model } = this;
    doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(INVOICE_COMPANY.name, PAGE.margin, this.y);
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    for (const line of INVOICE_COMPANY.lines) doc.text(line);
    const left = doc.y;
    const right = PAGE.margin + CONTENT_WIDTH / 2;
    const width = CONTENT_WIDTH / 2;
    doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text('INVOICE', right, this.y, { width, align: 'right' });
    doc.font('Helvetica').fontSize(9);
    doc.text(`Invoice number: ${model.number}`, right, doc.y + 2, { width, align: 'right' });
    doc.text(`Invoice date: ${invoiceDateText(model.invoiceDate)}`, right, doc.y, { width, align: 'right' });
    doc.text(`Order date: ${invoiceDateText(model.orderDate)}`, right, doc.y, { width, align: 'right' });
    this.y = Math.max(left, doc.y) + 14;
    this.rule();
  }

  private parties() {
    const { doc, model } = this;
    const half = CONTENT_WIDTH / 2 - 10;
    const shipX = PAGE.margin + CONTENT_WIDTH / 2 + 10;
    const top = this.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Bill to', PAGE.margin, top, { width: half });
    doc.font('Helvetica').fontSize(10).text(model.billTo.name, { width: half });
    doc.fillColor(GREY).text(model.billTo.email, { width: half });
    const billEnd = doc.y;
    doc.font('Helvetica-Bold').fillColor('black').text('Ship to', shipX, top, { width: half });
    doc.font('Helvetica').text(model.shipTo || '-', { width: half });
    this.y = Math.max(billEnd, doc.y) + 10;
  }

  private facts() {
    const text = this.model.facts.map((f) => `${f.label}: ${f.value}`).join('    ');
    this.doc.font('Helvetica').fontSize(9).fillColor(GREY).text(text, PAGE.margin, this.y, { width: CONTENT_WIDTH });
    this.y = this.doc.y + 12;
  }

  private lines() {
    this.heading('Books');
    this.tableHeader();
    for (const line of this.model.lines) {
      this.tableRow([line.title, line.issue, line.tier, String(line.quantity), this.money(line.declaredCents), this.money(line.amountCents)]);
    }
    this.y += 8;
  }

  private tableHeader() {
    this.room(18);
    this.y = drawPdfTableHeader(this.doc, LINE_COLUMNS, TABLE_FRAME, this.y);
  }

  private tableRow(cells: string[]) {
    const height = pdfTableRowHeight(this.doc, LINE_COLUMNS, cells);
    if (this.room(height)) this.tableHeader();
    this.y = drawPdfTableRow(this.doc, LINE_COLUMNS, TABLE_FRAME, this.y, cells, height);
  }

  /** A section of the money table: its rows (label, then card or reason and date in grey), then its running total. */
  private moneySection(section: MoneySection) {
    this.heading(section.title);
    for (const row of section.rows) this.moneyRow(row);
    if (section.total) this.moneyLine(section.total.label, section.total.amountCents, true);
    this.y += 6;
  }

  private moneyRow(row: MoneyRow) {
    const { doc } = this;
    const labelWidth = CONTENT_WIDTH - 130;
    const note = [row.at ? invoiceDateText(row.at) : null, row.note].filter(Boolean).join(' · ');
    doc.font('Helvetica').fontSize(10);
    const height = doc.heightOfString(row.label, { width: labelWidth }) + (note ? doc.fontSize(8.5).heightOfString(note, { width: labelWidth }) : 0) + 5;
    this.room(height);
    doc.font('Helvetica').fontSize(10).fillColor('black').text(row.label, PAGE.margin, this.y, { width: labelWidth });
    const after = doc.y;
    doc.text(this.money(row.amountCents), PAGE.margin + labelWidth, this.y, { width: 130, align: 'right' });
    if (note) doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(note, PAGE.margin + 8, after, { width: labelWidth - 8 });
    this.y = Math.max(doc.y, after) + 5;
  }

  private moneyLine(label: string, amountCents: number, strong: boolean) {
    const { doc } = this;
    this.room(18);
    doc.moveTo(PAGE.margin + CONTENT_WIDTH - 200, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
    this.y += 3;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('black').text(label, PAGE.margin, this.y, { width: CONTENT_WIDTH - 130 });
    doc.text(this.money(amountCents), PAGE.margin + CONTENT_WIDTH - 130, this.y, { width: 130, align: 'right' });
    this.y = doc.y + 4;
  }

  private balance() {
    const { doc, model } = this;
    const { balance } = model.money;
    this.room(50);
    this.y += 4;
    this.rule();
    doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
    doc.text(balance.label, PAGE.margin, this.y, { width: CONTENT_WIDTH - 160 });
    doc.text(this.money(Math.abs(balance.amountCents)), PAGE.margin + CONTENT_WIDTH - 160, this.y, { width: 160, align: 'right' });
    this.y = doc.y + 6;
    const note = balance.state === 'owed' ? 'Pay the balance from the order page of your account.' : balance.note;
    if (note) doc.font('Helvetica').fontSize(9).fillColor(GREY).text(note, PAGE.margin, this.y, { width: CONTENT_WIDTH });
  }

  private heading(text: string) {
    this.room(30);
    this.doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(text, PAGE.margin, this.y);
    this.y = this.doc.y + 4;
  }

  private rule() {
    this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.margin + CONTENT_WIDTH, this.y).lineWidth(1).strokeColor(RULE).stroke();
    this.y += 10;
  }

  /** Starts a new page when `height` does not fit on this one; says whether it did. */
  private room(height: number): boolean {
    if (this.y + height <= PAGE.height - PAGE.margin - FOOT) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  private footers() {
    const { doc, model } = this;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      // Written inside the bottom margin: without lifting the margin, pdfkit would start yet another page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(GREY);
      doc.text(`${INVOICE_COMPANY.name}, Plano, Texas  ·  Invoice ${model.number}  ·  Page ${i + 1} of ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin + 10, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}
