import type { CensusBook, GradeCount, GradeType } from '@certus/contracts';

/** A `population_books` row as pg reads it, with its copies (of the grade type asked, when one is). */
export interface PopulationBookRow {
  book_id: string;
  collectible_type: CensusBook['collectibleType'];
  title: string;
  issue: string;
  year: number;
  month: number | null;
  publisher: string;
  variant: string;
  key_comments: string;
  art_story_cover: string;
  copies: number;
}

/** A book row with its grade counts (grade_slots: {"Certified|9.8": 3}, folded by the projection). */
export type BookWithSlots = PopulationBookRow & { grade_slots: Record<string, number> };

/**
 * Where books are read from: each with its title `t`, whose spelling it is shown under (the one most copies of
 * the series carry), so one series reads as one title on every page whatever each book's own labels say.
 */
export const BOOK_SOURCE = 'population_books b JOIN population_titles t ON t.title_key = b.title_key';

/** The columns of a book (`b` of BOOK_SOURCE, or another alias) a CensusBook is made of (copies are chosen by each query). */
export const bookColumnsOf = (book: string) =>
  [
    `${book}.book_id`,
    `${book}.collectible_type`,
    't.title',
    ...['issue', 'year', 'month', 'publisher', 'variant', 'key_comments', 'art_story_cover'].map((column) => `${book}.${column}`),
  ].join(', ');
export const BOOK_COLUMNS = bookColumnsOf('b');

export function censusBookOf(row: PopulationBookRow, grades: GradeCount[]): CensusBook {
  return {
    bookId: row.book_id,
    collectibleType: row.collectible_type,
    title: row.title,
    issue: row.issue,
    year: row.year,
    month: row.month,
    publisher: row.publisher,
    variant: row.variant,
    keyComments: row.key_comments,
    artStoryCover: row.art_story_cover,
    copies: Number(row.copies),
    grades,
  };
}

/**
 * Copies per grade of a book from its row's grade_slots ({"Certified|9.8": 3}, folded by the projection from
 * population_grades): summed over grade types, or of the one type asked; lowest grade first. No query.
 */
export function gradeCountsFromSlots(slots: Record<string, number>, gradeType: GradeType | null): GradeCount[] {
  const byGrade = new Map<number, number>();
  for (const [slot, copies] of Object.entries(slots)) {
    const [type = '', grade = ''] = slot.split('|');
    if (copies <= 0 || (gradeType !== null && type !== gradeType)) continue;
    byGrade.set(Number(grade), (byGrade.get(Number(grade)) ?? 0) + copies);
  }
  return [...byGrade].sort(([a], [b]) => a - b).map(([grade, copies]) => ({ grade, copies }));
}
