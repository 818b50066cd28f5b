-- The census as of a day, fast at a million copies (issue [5/7]): summing every history row of a popular title's
-- books up to a day is 70,000 rows for "spider". Two summaries of population_grade_days, kept by the same
-- projection in the same batches, answer the common searches without that sum:
-- - a book's first day: the day its first copy was counted, and whether it ever lost copies to another book
--   (irregular). A book that never lost one held copies on every day from its first: no sum needed to know it
--   existed on a day. The few irregular ones are summed.
-- - a title's copies per day and per year: its count as of a day is its years before that day's year plus that
--   year's days, a few hundred rows whatever its size.
-- Filled here from the history already kept (the same sums the projection keeps), so no refold is needed; a
-- rebuild computes them batch by batch and gives the same rows.

CREATE TABLE population_book_firsts (
  book_id text PRIMARY KEY,
  title_key text NOT NULL,
  -- The first day on which the book gained copies (net); null if it never did.
  first_day date,
  -- Some day the book lost more copies than it gained (a copy re-certified into another book).
  irregular boolean NOT NULL
);
CREATE INDEX population_book_firsts_by_title ON population_book_firsts (title_key, first_day);

CREATE TABLE population_title_days (
  title_key text NOT NULL,
  day date NOT NULL,
  delta integer NOT NULL,
  PRIMARY KEY (title_key, day)
);

CREATE TABLE population_title_years (
  title_key text NOT NULL,
  year integer NOT NULL,
  delta integer NOT NULL,
  PRIMARY KEY (title_key, year)
);

INSERT INTO population_book_firsts (book_id, title_key, first_day, irregular)
SELECT book_id, min(title_key), min(day) FILTER (WHERE net > 0), bool_or(net < 0)
  FROM (SELECT book_id, min(title_key) AS title_key, day, sum(delta) AS net FROM population_grade_days GROUP BY book_id, day) AS days
 GROUP BY book_id;

INSERT INTO population_title_days (title_key, day, delta)
SELECT title_key, day, sum(delta) FROM population_grade_days GROUP BY title_key, day HAVING sum(delta) <> 0;

INSERT INTO population_title_years (title_key, year, delta)
SELECT title_key, extract(year FROM day)::int, sum(delta) FROM population_grade_days GROUP BY 1, 2 HAVING sum(delta) <> 0;
