import { gradeColumnKey, type CensusBook, type GradeCount, type GradeType } from '@certus/contracts';

/**
 * The census grid as a CSV file (GET /api/popreport/grid/csv), pure: RFC 4180 (CRLF line ends; a field holding a
 * comma, a double quote or a line break is quoted, its quotes doubled), with a UTF-8 byte order mark so a
 * spreadsheet reads "Pokémon" as written.
 *
 * Titles, variants and key comments come from labels, which come from members' submissions: a cell starting
 * with = + - @ (or a tab or carriage return) would run as a formula when the file is opened in a spreadsheet
 * (CSV injection, OWASP). Such text cells are prefixed with a single quote, which spreadsheets show as text.
 * Counts are written as numbers and never prefixed.
 */

type Cell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text defused and quoted as needed; numbers as they are. */
export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => cells.map(csvField).join(',');

export const BYTE_ORDER_MARK = '\uFEFF';

export interface CensusCsvInput {
  title: string;
  gradeType: GradeType | null;
  /** The grade columns, in order. */
  grades: readonly number[];
  /** The title's copies at each grade column. */
  totals: readonly GradeCount[];
  books: readonly CensusBook[];
}

/** The grid: a header, a row per book in the order given, and the title's totals last. */
export function censusCsv({ title, gradeType, grades, totals, books }: CensusCsvInput): string {
  const typeLabel = gradeType ?? 'All';
  const at = (counts: readonly GradeCount[], grade: number) => counts.find((g) => g.grade === grade)?.copies ?? 0;
  const lines = [
    csvLine(['Title', 'Issue', 'Month', 'Year', 'Publisher', 'Variant', 'Key comments', 'Grade type', 'Total', ...grades.map(gradeColumnKey)]),
    ...books.map((book) =>
      csvLine([
        book.title,
        book.issue,
        book.month ?? '',
        book.year,
        book.publisher,
        book.variant,
        book.keyComments,
        typeLabel,
        book.copies,
        ...grades.map((grade) => at(book.grades, grade)),
      ]),
    ),
    csvLine([title, 'All issues', '', '', '', '', '', typeLabel, totals.reduce((sum, g) => sum + g.copies, 0), ...grades.map((grade) => at(totals, grade))]),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
