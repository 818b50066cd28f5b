import type pg from 'pg';
import { GRADE_TYPES, type GradeType, type PopulationBookDetail, type PopulationVelocity } from '@certus/contracts';
import { BOOK_COLUMNS, BOOK_SOURCE, censusBookOf, gradeCountsFromSlots, type BookWithSlots } from './book-view.ts';
import { bookSourceAsOf, versionsInEffect } from './census-as-of.ts';
import { populationHistory, type MonthDelta } from './population-history.ts';

/** Pop velocity looks back this many months from the day asked. */
const VELOCITY_MONTHS = 12;

type BookRow = BookWithSlots & { first_certified_at: Date; last_certified_at: Date };

/**
 * One book's census (POST /api/popreport/detail and the keyed API): its copies per grade, per grade type, and when
 * its first and latest copy was certified; its population month by month and its pop velocity. As of a day
 * (`asOf`, yyyy-mm-dd), all of it as it stood at the end of that day. Null when the census had no such book then.
 * Three reads in parallel, each on one book's rows.
 */
export async function readBookDetail(pool: pg.Pool, bookId: string, when: { asOf: string | null; today: string }): Promise<PopulationBookDetail | null> {
  const { asOf, today } = when;
  const day = asOf ?? today;
  const [book, months, velocity] = await Promise.all([
    asOf === null ? readBookToday(pool, bookId) : readBookAsOf(pool, bookId, asOf),
    pool.query<{ grade_type: GradeType; grade: string; month: string; delta: number }>(
      `SELECT grade_type, grade::text AS grade, to_char(day, 'YYYY-MM') AS month, sum(delta)::int AS delta
         FROM population_grade_days WHERE book_id = $1 AND day <= $2::date GROUP BY 1, 2, 3`,
      [bookId, day],
    ),
    readVelocity(pool, bookId, day),
  ]);
  if (!book) return null;
  const byGradeType = GRADE_TYPES.map((gradeType) => {
    const counts = gradeCountsFromSlots(book.grade_slots, gradeType);
    return { gradeType, copies: counts.reduce((sum, g) => sum + g.copies, 0), grades: counts };
  }).filter((t) => t.copies > 0);
  const deltas: MonthDelta[] = months.rows.map((r) => ({ gradeType: r.grade_type, grade: Number(r.grade), month: r.month, delta: r.delta }));
  return {
    book: censusBookOf(book, gradeCountsFromSlots(book.grade_slots, null)),
    byGradeType,
    firstCertifiedAt: book.first_certified_at.toISOString(),
    lastCertifiedAt: book.last_certified_at.toISOString(),
    asOf,
    history: populationHistory(deltas, day.slice(0, 7), GRADE_TYPES),
    velocity,
  };
}

async function readBookToday(pool: pg.Pool, bookId: string): Promise<BookRow | undefined> {
  const { rows } = await pool.query<BookRow>(
    `SELECT ${BOOK_COLUMNS}, b.copies, b.grade_slots, b.first_certified_at, b.last_certified_at FROM ${BOOK_SOURCE} WHERE b.book_id = $1`,
    [bookId],
  );
  return rows[0];
}

/** The book at the end of `asOf`: its counts of then; its first and latest certification among the copies it held then. */
async function readBookAsOf(pool: pg.Pool, bookId: string, asOf: string): Promise<BookRow | undefined> {
  const { rows } = await pool.query<BookRow>(
    `SELECT ${BOOK_COLUMNS}, b.copies, b.grade_slots, held.first_at AS first_certified_at, held.last_at AS last_certified_at
       FROM ${bookSourceAsOf('g.book_id = $1', '$2')}
       CROSS JOIN LATERAL (SELECT min(v.certified_at) AS first_at, max(v.certified_at) AS last_at
                             FROM population_copy_versions v WHERE v.book_id = b.book_id AND ${versionsInEffect('$2')}) held`,
    [bookId, asOf],
  );
  return rows[0];
}

/** The first day of the velocity window: the day after the same day 12 months before `day` (clamped to month ends). */
export function velocityStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - VELOCITY_MONTHS;
  const startYear = Math.floor(monthIndex / 12);
  const startMonth = (monthIndex % 12) + 1;
  const lastDate = new Date(Date.UTC(startYear, startMonth, 0)).getUTCDate();
  const before = new Date(Date.UTC(startYear, startMonth - 1, Math.min(date, lastDate)));
  return new Date(before.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Copies newly counted at each grade in the 12 months up to `day` (certificates, re-gradings included), and per month. */
async function readVelocity(pool: pg.Pool, bookId: string, day: string): Promise<PopulationVelocity> {
  const from = velocityStart(day);
  const { rows } = await pool.query<{ grade_type: GradeType; grade: string; copies: number }>(
    `SELECT grade_type, grade::text AS grade, count(DISTINCT certification_id)::int AS copies
       FROM population_copy_versions WHERE book_id = $1 AND counted_on BETWEEN $2::date AND $3::date
      GROUP BY 1, 2`,
    [bookId, from, day],
  );
  const grades = rows
    .map((r) => ({ gradeType: r.grade_type, grade: Number(r.grade), copies: r.copies, perMonth: Math.round((r.copies / VELOCITY_MONTHS) * 100) / 100 }))
    .sort((a, b) => GRADE_TYPES.indexOf(a.gradeType) - GRADE_TYPES.indexOf(b.gradeType) || b.grade - a.grade);
  return { from, to: day, grades };
}
