-- The census as of a day as fast as today's (issue [5/7]): summing a popular title's history up to a day is
-- 70,000 rows for "spider", and the summaries of migration 025 still left every search with a grade filter to that
-- sum. Instead the `population` projection keeps each book's counts as they stood from each day they changed until
-- the next: a book's state on a day is one row, found through an index like today's population_books row, with the
-- same columns (copies, grade_slots, type_copies) and the book's keys that never change (those of its censusBookKey,
-- so no later certificate rewrites them). The summaries of 025 go.
--
-- The census is emptied and its checkpoint dropped, as migrations 014 and 023 did, so the worker folds every
-- certificate again and the states start at the first one (filling them from the history in SQL would sum each
-- book's whole history once per day it changed). In a rebuild's shadow schema these statements touch only the
-- shadow's own tables.
DROP TABLE population_book_firsts;
DROP TABLE population_title_days;
DROP TABLE population_title_years;

DELETE FROM population_titles;
DELETE FROM population_title_spellings;
DELETE FROM population_title_grades;
DELETE FROM population_books;
DELETE FROM population_grades;
DELETE FROM population_copies;
DELETE FROM population_grade_days;
DELETE FROM population_copy_versions;
DELETE FROM population_books_gone;
DELETE FROM population_titles_gone;
DELETE FROM projection_checkpoints WHERE projection = 'population';

CREATE TABLE population_book_states (
  book_id text NOT NULL,
  -- The first day of the state, and the day the next one starts ('infinity' while it is the book's latest).
  from_day date NOT NULL,
  to_day date NOT NULL,
  -- The book's keys (population_books' own columns, the same for each of its states).
  collectible_type text NOT NULL,
  title_key text NOT NULL,
  issue_key text NOT NULL,
  issue_sort numeric NOT NULL,
  year integer NOT NULL,
  month integer,
  publisher_key text NOT NULL,
  variant_key text NOT NULL,
  -- Where the state is filed in the day interval tree (contracts population/day-interval-tree.ts): the census of a
  -- day reads, per node on the way down to that day, only states in effect on it.
  fork integer NOT NULL,
  -- Its copies in that time: 0 once every copy was re-certified into another book.
  copies integer NOT NULL,
  grade_slots jsonb NOT NULL,
  type_copies jsonb NOT NULL,
  PRIMARY KEY (book_id, from_day)
);
-- A title's books on a day, through the tree: under the nodes after the day, the states begun by then; under those
-- before it, the states that ended after it. Counted from the indexes alone.
CREATE INDEX population_book_states_began ON population_book_states (title_key, fork, from_day) INCLUDE (copies);
CREATE INDEX population_book_states_ended ON population_book_states (title_key, fork, to_day) INCLUDE (copies);
-- A page of a title's books on a day, in the listing's order (population_books_listing's, then the state's day).
CREATE INDEX population_book_states_listing ON population_book_states (title_key, issue_sort, issue_key, year, month, variant_key, book_id, from_day)
  INCLUDE (to_day, copies);
