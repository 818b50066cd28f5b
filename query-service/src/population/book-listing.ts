import type pg from 'pg';
import type { ComicListingBody, ComicListingResponse } from '@certus/contracts';
import type { z } from 'zod';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { bookSourceAsOf, versionsInEffect } from './census-as-of.ts';
import { COPY_COLUMNS, COPY_COLUMN_NAMES, censusCopyOf, everyCopy, type PopulationCopyRow } from './copy-view.ts';
import { gradeKey } from './population-search.ts';

/** What a copy's certificate of a past day says, rather than its current one. */
const VERSIONED = new Set(['book_id', 'grade', 'grade_type', 'certified_at']);
const COPY_COLUMNS_AS_OF = COPY_COLUMN_NAMES.map((column) => (VERSIONED.has(column) ? `v.${column}` : `c.${column}`)).join(', ');

/**
 * POST /api/popreport/comiclisting: the graded copies of one book, best grade first, a page at a time, with the
 * book's counts (of the grade type asked) as the listing's totals: no counting query. As of a day, the copies the
 * census counted under the book at the end of it, at the grade they had then (population_copy_versions); the
 * rest of each label is its current certificate's (or its revoked one's: it was counted then). Null when the census had no such book then.
 */
export async function readBookListing(
  pool: pg.Pool,
  listing: z.output<typeof ComicListingBody>,
  asOf: string | null,
  storagePublicUrl: string,
): Promise<ComicListingResponse | null> {
  const gradeType = listing.GradeType ?? null;
  const grade = listing.Grade === undefined ? null : gradeKey(listing.Grade);
  const page = [listing.Size, (listing.Page - 1) * listing.Size];
  const [book, copies] = await Promise.all(
    asOf === null
      ? [
          pool.query<BookWithSlots>(`SELECT ${BOOK_COLUMNS}, b.copies, b.grade_slots FROM ${BOOK_SOURCE} WHERE b.book_id = $1`, [listing.bookId]),
          pool.query<PopulationCopyRow>(
            `SELECT ${COPY_COLUMNS} FROM population_copies c
              WHERE c.book_id = $1 AND ($2::numeric IS NULL OR c.grade = $2::numeric) AND ($3::text IS NULL OR c.grade_type = $3::text)
              ORDER BY c.grade DESC, c.certification_id LIMIT $4 OFFSET $5`,
            [listing.bookId, grade, gradeType, ...page],
          ),
        ]
      : [
          pool.query<BookWithSlots>(`SELECT ${BOOK_COLUMNS}, b.copies, b.grade_slots FROM ${bookSourceAsOf('g.book_id = $1', '$2')}`, [listing.bookId, asOf]),
          pool.query<PopulationCopyRow>(
            `SELECT ${COPY_COLUMNS_AS_OF} FROM population_copy_versions v JOIN ${everyCopy(COPY_COLUMN_NAMES.join(', '))} c ON c.certification_id = v.certification_id
              WHERE v.book_id = $1 AND ${versionsInEffect('$6')}
                AND ($2::numeric IS NULL OR v.grade = $2::numeric) AND ($3::text IS NULL OR v.grade_type = $3::text)
              ORDER BY v.grade DESC, v.certification_id LIMIT $4 OFFSET $5`,
            [listing.bookId, grade, gradeType, ...page, asOf],
          ),
        ],
  );
  const row = book.rows[0];
  if (!row) return null;
  const grades = gradeCountsFromSlots(row.grade_slots, gradeType);
  const ofType = grades.reduce((sum, g) => sum + g.copies, 0);
  return {
    book: censusBookOf({ ...row, copies: gradeType === null ? row.copies : ofType }, grades),
    page: listing.Page,
    size: listing.Size,
    total: grade === null ? ofType : (grades.find((g) => g.grade === grade)?.copies ?? 0),
    copies: copies.rows.map((c) => censusCopyOf(c, storagePublicUrl)),
  };
}
