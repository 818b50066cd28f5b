/**
 * CSV as spreadsheets read it, pure: RFC 4180 (CRLF line ends; a field holding a comma, a double quote or a line
 * break is quoted, its quotes doubled). Files start with a UTF-8 byte order mark so a spreadsheet reads "Pokémon"
 * as written.
 *
 * Text cells come from people (titles, reasons, card names): a cell starting with = + - @ (or a tab or carriage
 * return) would run as a formula when the file is opened in a spreadsheet (CSV injection, OWASP). Such text cells
 * are prefixed with a single quote, which spreadsheets show as text. Numbers are written as they are and never
 * prefixed, so a negative amount stays a number: a `CsvNumber` for numbers written with a chosen form (53.00).
 *
 * Written by the fee ledger's and the period exports' CSV and by the census grid's export
 * (query-service/src/population/census-csv.ts).
 */

/** A number as the writer formats it ("-53.00"): checked to be a plain decimal, written as is. */
export class CsvNumber {
  constructor(readonly text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a plain decimal number: ${JSON.stringify(text)}`);
  }
}

export type CsvCell = string | number | CsvNumber;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text defused and quoted as needed; numbers as they are. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  if (cell instanceof CsvNumber) return cell.text;
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its line end. */
export const csvRecord = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Money as decimal currency units, two decimals, sign first: 5300 -> 53.00, -1 -> -0.01. */
export function csvAmount(cents: number): CsvNumber {
  if (!Number.isSafeInteger(cents)) throw new Error(`not an amount in cents: ${cents}`);
  const units = Math.abs(cents);
  return new CsvNumber(`${cents < 0 ? '-' : ''}${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}`);
}
