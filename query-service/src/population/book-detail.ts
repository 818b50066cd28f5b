import type pg from 'pg';
import { GRADE_TYPES, type PopulationBookDetail } from '@certus/contracts';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';

/**
 * One book's census (POST /api/popreport/detail and the keyed API): its copies per grade, per grade type, and
 * when its first and latest copy was certified. Null when the census has no such book.
 */
export async function readBookDetail(pool: pg.Pool, bookId: string): Promise<PopulationBookDetail | null> {
  const { rows } = await pool.query<BookWithSlots & { first_certified_at: Date; last_certified_at: Date }>(
    `SELECT ${BOOK_COLUMNS}, b.copies, b.grade_slots, b.first_certified_at, b.last_certified_at FROM ${BOOK_SOURCE} WHERE b.book_id = $1`,
    [bookId],
  );
  const row = rows[0];
  if (!row) return null;
  const byGradeType = GRADE_TYPES.map((gradeType) => {
    const counts = gradeCountsFromSlots(row.grade_slots, gradeType);
    return { gradeType, copies: counts.reduce((sum, g) => sum + g.copies, 0), grades: counts };
  }).filter((t) => t.copies > 0);
  return {
    book: censusBookOf(row, gradeCountsFromSlots(row.grade_slots, null)),
    byGradeType,
    firstCertifiedAt: row.first_certified_at.toISOString(),
    lastCertifiedAt: row.last_certified_at.toISOString(),
  };
}
