-- The census at any date (issue [5/7]): the population report, a book's detail, its graded copies and the census
-- grid as they stood at the end of any day (UTC), a book's population month by month, and where a copy stood
-- when it was graded ("the 4th copy graded 9.8"). Kept by the `population` projection from the same certificates
-- as the tables of today, so a rebuild gives the same history; nothing is ever read by replaying the log.
--
-- The census tables are emptied and the checkpoint dropped, as migration 014 did, so the worker folds every
-- certificate again and the history starts at the first one. In a rebuild's shadow schema these statements touch
-- only the shadow's own, empty, tables.
DELETE FROM population_titles;
DELETE FROM population_title_spellings;
DELETE FROM population_title_grades;
DELETE FROM population_books;
DELETE FROM population_grades;
DELETE FROM population_copies;
DELETE FROM projection_checkpoints WHERE projection = 'population';

-- The day a copy is counted from (its certificate's UTC day, never before its previous certificate's) and how
-- many certificates its id has had (the number of its latest version below).
ALTER TABLE population_copies ADD COLUMN counted_on date NOT NULL, ADD COLUMN versions integer NOT NULL;

-- The census's history: the copies a book gained or lost at a grade type and grade on one day. The census as of
-- a day is the sum of these up to it (population_grades is the sum of all of them). A re-certification is a -1
-- at the old grade (or book) and a +1 at the new one on the day it was certified. Rows that net to 0 are deleted.
CREATE TABLE population_grade_days (
  book_id text NOT NULL,
  grade_type text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  day date NOT NULL,
  -- The book's title (a book's key includes it, so it never changes): an as-of search sums a title's books at once.
  title_key text NOT NULL,
  delta integer NOT NULL,
  PRIMARY KEY (book_id, grade_type, grade, day)
) WITH (fillfactor = 90);
-- An as-of search or grid: every delta of the matching titles up to the day, read from the index alone.
CREATE INDEX population_grade_days_by_title ON population_grade_days (title_key, day) INCLUDE (book_id, grade_type, grade, delta);

-- Every certificate of every certification id: where the census counted that copy from counted_on until the
-- day before replaced_on (null while it is the copy's current certificate). The graded copies of a book as of
-- a day, and the order in which a book's copies reached a grade.
CREATE TABLE population_copy_versions (
  certification_id text NOT NULL,
  version integer NOT NULL,
  book_id text NOT NULL,
  grade_type text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  certified_at timestamptz NOT NULL,
  counted_on date NOT NULL,
  replaced_on date,
  PRIMARY KEY (certification_id, version)
);
CREATE INDEX population_copy_versions_by_book ON population_copy_versions (book_id, grade_type, grade, counted_on, certified_at, certification_id);

-- Books and titles whose every copy was re-certified away: gone from today's census, still part of its past.
-- A row here is the book's (or title's) last description; it leaves when a copy is filed under it again.
CREATE TABLE population_books_gone (LIKE population_books INCLUDING DEFAULTS);
ALTER TABLE population_books_gone ADD PRIMARY KEY (book_id);
CREATE TABLE population_titles_gone (LIKE population_titles INCLUDING DEFAULTS);
ALTER TABLE population_titles_gone ADD PRIMARY KEY (title_key);
