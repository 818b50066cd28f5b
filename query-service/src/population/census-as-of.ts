import { DomainError, populationMessages } from '@certus/contracts';
import type { Clock } from '@certus/infra';

/**
 * The census as it stood at the end of a day (issue [5/7]), read from the history the population projection keeps
 * (population_grade_days: the copies a book gained or lost per grade and day; population_copy_versions: every
 * certificate of every copy), never by replaying the log. The relations below stand in for today's tables with the
 * same columns, so each census read runs the same SQL on either.
 */

/** Today (UTC, yyyy-mm-dd) on the platform's clock. */
export const todayOf = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/**
 * The day to read the census as of, or null for now: none was asked, or today (the end of today holds everything
 * certified so far). A day after today is refused: nobody knows its census yet.
 */
export function asOfDay(asOf: string | undefined, clock: Clock, field = 'AsOf'): string | null {
  if (asOf === undefined) return null;
  const today = todayOf(clock);
  if (asOf > today) throw new DomainError('invalid', populationMessages.asOfInFuture, field);
  return asOf === today ? null : asOf;
}

/** Every book and title the census ever had: today's, and those whose copies were all re-certified away. */
export const ALL_BOOKS = '(SELECT * FROM population_books UNION ALL SELECT * FROM population_books_gone)';
export const ALL_TITLES = '(SELECT * FROM population_titles UNION ALL SELECT * FROM population_titles_gone)';

/**
 * Copies per book at the end of `day` (a parameter) for the books `where` picks among the history rows `g`: the
 * columns today's population_books keeps (copies, grade_slots {"Certified|9.8": 3}, type_copies {"Certified": 12}),
 * folded the way the projection folds them.
 */
export function bookCountsAsOf(where: string, day: string): string {
  return `(SELECT book_id, sum(copies)::int AS copies,
            jsonb_object_agg(grade_type || '|' || grade::text, copies) AS grade_slots,
            jsonb_object_agg(grade_type, type_copies) FILTER (WHERE first_of_type) AS type_copies
       FROM (SELECT book_id, grade_type, grade, copies,
                    sum(copies) OVER (PARTITION BY book_id, grade_type) AS type_copies,
                    row_number() OVER (PARTITION BY book_id, grade_type ORDER BY grade) = 1 AS first_of_type
               FROM (SELECT g.book_id, g.grade_type, g.grade, sum(g.delta)::int AS copies
                       FROM population_grade_days g WHERE ${where} AND g.day <= ${day}::date
                      GROUP BY g.book_id, g.grade_type, g.grade HAVING sum(g.delta) > 0) AS counted) AS typed
      GROUP BY book_id)`;
}

/**
 * population_books as of `day`, aliased `b`: the books `where` picks that held a copy at the end of that day, with
 * their counts of then and their description of now.
 */
export function booksAsOf(where: string, day: string): string {
  return `(SELECT d.book_id, d.collectible_type, d.title_key, d.issue, d.issue_key, d.issue_sort, d.year, d.month,
                  d.publisher, d.publisher_key, d.variant, d.variant_key, d.key_comments, d.key_comments_key,
                  d.art_story_cover, d.art_story_cover_key, s.copies, s.grade_slots, s.type_copies,
                  d.first_certified_at, d.last_certified_at
             FROM ${ALL_BOOKS} d JOIN ${bookCountsAsOf(where, day)} s ON s.book_id = d.book_id) b`;
}

/** BOOK_SOURCE as of `day`: those books, each with its title `t`. */
export const bookSourceAsOf = (where: string, day: string) => `${booksAsOf(where, day)} JOIN ${ALL_TITLES} t ON t.title_key = b.title_key`;

/** The certificates of a book's copies `v` that the census counted at the end of `day` (a parameter). */
export const versionsInEffect = (day: string) => `v.counted_on <= ${day}::date AND (v.replaced_on IS NULL OR v.replaced_on > ${day}::date)`;

/**
 * The states of the titles `titles` (a text[] parameter) in effect at the end of `day` that held copies: one row a
 * book, with population_books' counting columns. Found through the day interval tree: `began` and `ended` are the
 * nodes on the way down to the day (pathTo, int[] parameters), each branch reading only states in effect.
 */
export const statesOnDay = (titles: string, day: string, began: string, ended: string) =>
  `(SELECT * FROM population_book_states WHERE title_key = ANY(${titles}) AND fork = ANY(${began}::int[]) AND from_day <= ${day}::date AND copies > 0
    UNION ALL
    SELECT * FROM population_book_states WHERE title_key = ANY(${titles}) AND fork = ANY(${ended}::int[]) AND to_day > ${day}::date AND copies > 0)`;

/**
 * The books of the titles `titles` (a text[] parameter) that held copies at the end of `day`, each found by its own
 * state of that day (the latest begun by then): the book's keys (they never change) beside the counting columns of
 * then. One index lookup a book: cheaper than the tree where other filters narrow the books first, and walked in
 * the listing's order (population_books_listing) a page takes.
 */
export const booksByStateOnDay = (titles: string, day: string) =>
  `(SELECT k.book_id, k.collectible_type, k.title_key, k.issue_key, k.issue_sort, k.year, k.month, k.publisher_key, k.variant_key,
           k.key_comments_key, k.art_story_cover_key, s.copies, s.grade_slots, s.type_copies
      FROM ${ALL_BOOKS} k CROSS JOIN LATERAL (SELECT s.copies, s.grade_slots, s.type_copies, s.to_day FROM population_book_states s
                                               WHERE s.book_id = k.book_id AND s.from_day <= ${day}::date ORDER BY s.from_day DESC LIMIT 1) s
     WHERE k.title_key = ANY(${titles}) AND s.to_day > ${day}::date AND s.copies > 0)`;

/** Whether a state `b` was in effect at the end of `day` and held copies (a page walks the states in listing order). */
export const stateInEffect = (day: string) => `b.from_day <= ${day}::date AND b.to_day > ${day}::date AND b.copies > 0`;

/**
 * The titles `titles` (a text[] parameter) that held copies at the end of `day`, with their books and copies of then:
 * each title's own state of that day (population_title_states), one index lookup a title. With `day` null, their
 * latest state: today's counts, which the projection writes in the same batch as the books they count (a popular
 * title's thousands of books need no walk).
 */
export const titleStatesOnDay = (titles: string, day: string | null) =>
  `(SELECT t.title_key, s.books, s.copies
      FROM unnest(${titles}) AS t(title_key) CROSS JOIN LATERAL (SELECT s.books, s.copies FROM population_title_states s
                                                                 WHERE s.title_key = t.title_key${day === null ? '' : ` AND s.from_day <= ${day}::date`}
                                                                 ORDER BY s.from_day DESC LIMIT 1) s
     WHERE s.books > 0)`;
