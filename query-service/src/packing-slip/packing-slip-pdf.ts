import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { formatCents } from '@certus/contracts';
import { INVOICE_COMPANY, invoiceDateText } from '../invoice/invoice-model.ts';
import { winAnsiText } from '../invoice/invoice-pdf.ts';
import type { PackingSlipModel } from './packing-slip-model.ts';
import { drawPdfTableHeader, drawPdfTableRow, pdfTableRowHeight, type PdfColumn } from '../invoice/pdf-table.ts';

/**
 * The packing slip as a PDF (US Letter, standard Helvetica), printed by the member and put in the box. Its
 * barcode is the order id in Code 128, drawn as vector bars (sharp at any printer resolution), which is
 * what the receiving desk's scanner types into /staff/receive. Dated by the order: the same order gives the
 * same bytes.
 */

const PAGE = { width: 612, height: 792, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOT = 28;
const GREY = '#555555';
const RULE = '#bbbbbb';
const TABLE_FRAME = { left: PAGE.margin, width: CONTENT_WIDTH, ruleColor: RULE };
/** Width of the narrowest bar: 1.5 pt is 0.53 mm, well within what handheld scanners read. */
const BAR_MODULE = 1.5;
const BAR_HEIGHT = 46;
/** The blank margin a scanner needs either side of the bars, in modules. */
const QUIET_ZONE = 10;

type Doc = InstanceType<typeof PDFDocument>;

const BOOK_COLUMNS: PdfColumn[] = [
  { header: 'Line', width: 30, align: 'right' },
  { header: 'Title', width: 150, align: 'left' },
  { header: 'Issue', width: 40, align: 'left' },
  { header: 'Year', width: 34, align: 'left' },
  { header: 'Publisher', width: 66, align: 'left' },
  { header: 'Service tier', width: 96, align: 'left' },
  { header: 'Qty', width: 26, align: 'right' },
  { header: 'Declared, each', width: 74, align: 'right' },
];

/** Bar and space widths (in modules, starting with a bar) of the order id's Code 128 symbol. */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {}) as unknown as { sbs: number[] }[];
  if (!symbol?.sbs?.length) throw new Error(`no Code 128 symbol for ${text}`);
  return symbol.sbs;
}

const drawable = (model: PackingSlipModel): PackingSlipModel => JSON.parse(JSON.stringify(model), (_key, value: unknown) => (typeof value === 'string' ? winAnsiText(value) : value));

export function renderPackingSlipPdf(slip: PackingSlipModel): Promise<Buffer> {
  const model = drawable(slip);
  const at = new Date(model.orderDate);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: `Packing slip ${model.orderId}`, Author: INVOICE_COMPANY.name, Subject: `Certus order ${model.orderId}: books sent for grading`, CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new PackingSlipLayout(doc, model).draw();
  doc.end();
  return done;
}

class PackingSlipLayout {
  private y = PAGE.margin;
  private readonly money: (cents: number) => string;

  constructor(
    private readonly doc: Doc,
    private readonly model: PackingSlipModel,
  ) {
    this.money = (cents) => formatCents(cents, model.currency);
  }

  draw() {
    this.header();
    this.addresses();
    this.books();
    this.packing();
    this.footers();
  }

  private header() {
    const { doc, model } = this;
    doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(INVOICE_COMPANY.name, PAGE.margin, this.y);
    doc.font('Helvetica-Bold').fontSize(15).text('PACKING SLIP', PAGE.margin, doc.y + 2);
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    doc.text(`Order ${model.orderId}, submitted ${invoiceDateText(model.orderDate)}`, PAGE.margin, doc.y + 4);
    doc.text(`${model.count} ${model.count === 1 ? 'book' : 'books'}, declared value ${this.money(model.declaredCents)}`);
    doc.text(`Drop-off: ${model.dropOff.name}`);
    const left = doc.y;
    const barcodeBottom = this.barcode(model.orderId);
    this.y = Math.max(left, barcodeBottom) + 10;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    const put = model.dropOff.isMailIn ? 'Put this slip in the box, on top of the books: we scan its barcode when we open the box.' : 'Bring this slip with your books: the counter scans its barcode.';
    doc.text(put, PAGE.margin, this.y, { width: CONTENT_WIDTH });
    this.y = doc.y + 10;
    this.rule();
  }

  /** The order id as Code 128 at the top right, its text under the bars; returns where it ends. */
  private barcode(text: string): number {
    const { doc } = this;
    const modules = code128Modules(text);
    const width = modules.reduce((a, b) => a + b, 0) * BAR_MODULE;
    const right = PAGE.margin + CONTENT_WIDTH - QUIET_ZONE * BAR_MODULE;
    let x = right - width;
    const top = PAGE.margin + 4;
    modules.forEach((w, i) => {
      if (i % 2 === 0) doc.rect(x, top, w * BAR_MODULE, BAR_HEIGHT).fill('black');
      x += w * BAR_MODULE;
    });
    doc.font('Courier-Bold').fontSize(12).fillColor('black').text(text, right - width, top + BAR_HEIGHT + 4, { width, align: 'center', characterSpacing: 1 });
    return doc.y;
  }

  private addresses() {
    const { doc, model } = this;
    const half = CONTENT_WIDTH / 2 - 12;
    const rightX = PAGE.margin + CONTENT_WIDTH / 2 + 12;
    const top = this.y;
    const d = model.dropOff;
    const heading = d.isMailIn ? 'Ship the box to' : `Bring the books to ${d.name}`;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(heading, PAGE.margin, top, { width: half });
    const boxTop = doc.y + 4;
    const lines = d.address.length ? d.address : [d.isMailIn ? 'See your order page for the address.' : d.name];
    doc.font('Helvetica-Bold').fontSize(12);
    const boxHeight = doc.heightOfString(lines.join('\n'), { width: half - 20 }) + 16;
    doc.rect(PAGE.margin, boxTop, half, boxHeight).lineWidth(1.5).strokeColor('black').stroke();
    doc.text(lines.join('\n'), PAGE.margin + 10, boxTop + 8, { width: half - 20 });
    let leftEnd = boxTop + boxHeight + 6;
    if (!d.isMailIn) {
      doc.font('Helvetica').fontSize(9).fillColor(GREY);
      const said = [d.instructions, d.appointmentUrl ? `Appointments: ${d.appointmentUrl}` : ''].filter(Boolean).join('\n');
      if (said) {
        doc.text(said, PAGE.margin, leftEnd, { width: half });
        leftEnd = doc.y + 4;
      }
    }

    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('From', rightX, top, { width: half });
    doc.font('Helvetica').fontSize(10).text(model.member.name, rightX, doc.y + 4, { width: half });
    doc.fillColor(GREY).text(model.member.email, { width: half });
    doc.font('Helvetica-Bold').fillColor('black').text(model.returnTo.kind === 'address' ? 'Return the graded books to' : 'Graded books', rightX, doc.y + 8, { width: half });
    doc.font('Helvetica').text(model.returnTo.lines.join('\n'), { width: half });
    this.y = Math.max(leftEnd, doc.y) + 14;
  }

  private books() {
    this.heading(`Books in this ${this.model.dropOff.isMailIn ? 'box' : 'delivery'}`);
    this.tableHeader();
    for (const line of this.model.lines) {
      this.tableRow([String(line.lineNo), line.title, line.issue, line.year ? String(line.year) : '', line.publisher, `${line.tierLabel} (${line.tierCode})`, String(line.quantity), this.money(line.insuredCents)]);
    }
    this.y += 12;
  }

  private tableHeader() {
    this.room(18);
    this.y = drawPdfTableHeader(this.doc, BOOK_COLUMNS, TABLE_FRAME, this.y);
  }

  private tableRow(cells: string[]) {
    const height = pdfTableRowHeight(this.doc, BOOK_COLUMNS, cells);
    if (this.room(height)) this.tableHeader();
    this.y = drawPdfTableRow(this.doc, BOOK_COLUMNS, TABLE_FRAME, this.y, cells, height);
  }

  private packing() {
    const { doc, model } = this;
    if (model.packing.length === 0) return;
    this.heading('How to pack your books');
    doc.font('Helvetica').fontSize(9.5).fillColor('black');
    model.packing.forEach((instruction, i) => {
      const height = doc.heightOfString(instruction, { width: CONTENT_WIDTH - 18 }) + 4;
      this.room(height);
      doc.text(`${i + 1}.`, PAGE.margin, this.y, { width: 14 });
      doc.text(instruction, PAGE.margin + 18, this.y, { width: CONTENT_WIDTH - 18 });
      this.y = doc.y + 4;
    });
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
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(GREY);
      doc.text(`${INVOICE_COMPANY.name}  ·  Packing slip of order ${model.orderId}  ·  Page ${i + 1} of ${range.count}`, PAGE.margin, PAGE.height - PAGE.margin + 10, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}
