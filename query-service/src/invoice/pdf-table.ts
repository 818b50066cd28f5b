import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export interface PdfColumn {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** Where a table sits on the page, and the colour of the rule under each row. */
export interface PdfTableFrame {
  left: number;
  width: number;
  ruleColor: string;
}

/** The height a row of cells needs, its tallest cell wrapped in its column. */
export function pdfTableRowHeight(doc: Doc, columns: readonly PdfColumn[], cells: readonly string[]): number {
  doc.font('Helvetica').fontSize(9);
  return Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - 6 }))) + 6;
}

/** The table's grey heading row at `y`; answers the y below it. */
export function drawPdfTableHeader(doc: Doc, columns: readonly PdfColumn[], frame: PdfTableFrame, y: number): number {
  doc.rect(frame.left, y, frame.width, 16).fill('#eeeeee');
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  let x = frame.left;
  for (const column of columns) {
    doc.text(column.header, x + 3, y + 4, { width: column.width - 6, align: column.align, lineBreak: false });
    x += column.width;
  }
  return y + 18;
}

/** One row of cells at `y`, `height` tall (pdfTableRowHeight), ruled below; answers the y below it. */
export function drawPdfTableRow(doc: Doc, columns: readonly PdfColumn[], frame: PdfTableFrame, y: number, cells: readonly string[], height: number): number {
  doc.font('Helvetica').fontSize(9).fillColor('black');
  let x = frame.left;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.text(cell, x + 3, y + 3, { width: column.width - 6, align: column.align });
    x += column.width;
  });
  const below = y + height;
  doc.moveTo(frame.left, below).lineTo(frame.left + frame.width, below).lineWidth(0.5).strokeColor(frame.ruleColor).stroke();
  return below;
}
