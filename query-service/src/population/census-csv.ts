import { gradeColumnKey, type CensusBook, type GradeCount, type GradeType } from '@certus/contracts';
import { CSV_BYTE_ORDER_MARK, csvRecord } from '@certus/contracts/rules/csv';

/**
 * The census grid as a CSV file (GET /api/popreport/grid/csv), pure, written by the contracts' CSV rules
 * (RFC 4180, a byte order mark, text cells defused against formulas). Titles, variants and key comments come from
 * labels, which come from members' submissions, so those rules matter here; counts are numbers, never prefixed.
 */

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
  const records = [
    csvRecord(['Title', 'Issue', 'Month', 'Year', 'Publisher', 'Variant', 'Key comments', 'Grade type', 'Total', ...grades.map(gradeColumnKey)]),
    ...books.map((book) =>
      csvRecord([
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
    csvRecord([title, 'All issues', '', '', '', '', '', typeLabel, totals.reduce((sum, g) => sum + g.copies, 0), ...grades.map((grade) => at(totals, grade))]),
  ];
  return CSV_BYTE_ORDER_MARK + records.join('');
}
