-- The census by title (issue [2/7]): one series is one title whatever its copies' labels say, shown under one
-- spelling, and counted per grade for the census grid.

-- Until now a title showed the spelling of its latest copy and every book its own latest copy's, so one
-- series read as two ("Amazing Spider-Man" beside "Amazing Spider-Man, The"). Now each title counts its copies
-- per spelling (article dropped, contracts displayTitle) and shows the one most copies carry; books show their
-- title's. population_books.title still holds the latest copy's spelling, as its label gave it.
-- The rows written before this migration have neither count: the census tables are emptied and the checkpoint
-- dropped, so the worker folds every certificate again from the first event (the copies must go too: the fold
-- reads them to tell a re-certification from a first one). In a rebuild's shadow schema these statements touch
-- only the shadow's own, empty, tables.
DELETE FROM population_titles;
DELETE FROM population_books;
DELETE FROM population_grades;
DELETE FROM population_copies;
DELETE FROM projection_checkpoints WHERE projection = 'population';

-- Copies of a title per spelling (contracts displayTitle of the label's title).
CREATE TABLE population_title_spellings (
  title_key text NOT NULL,
  spelling text NOT NULL,
  copies integer NOT NULL,
  PRIMARY KEY (title_key, spelling)
) WITH (fillfactor = 70);

-- Copies of a title per grade type and grade: the census grid's columns and totals, read in one index lookup
-- whatever the size of the run (population_grades summed over a title's books, kept by the same deltas).
CREATE TABLE population_title_grades (
  title_key text NOT NULL,
  grade_type text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  copies integer NOT NULL,
  PRIMARY KEY (title_key, grade_type, grade)
) WITH (fillfactor = 70);
