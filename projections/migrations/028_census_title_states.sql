-- A title's counts as of a day in one lookup (issue [5/7]): a search naming titles alone counted each title's books
-- in effect that day through the day interval tree, thousands of states for a popular title. The `population`
-- projection now keeps each title's books and copies as they stood from each day they changed until the next, as
-- it keeps each book's (migration 026).
CREATE TABLE population_title_states (
  title_key text NOT NULL,
  -- The first day of the state; it lasts until the title's next state begins.
  from_day date NOT NULL,
  -- The title's books holding a copy then, and their copies (0 once every copy left the title).
  books integer NOT NULL,
  copies integer NOT NULL,
  PRIMARY KEY (title_key, from_day)
);

-- Derived from the books' states kept so far, as a rebuild derives them (population.projection.ts deriveTitleStates).
INSERT INTO population_title_states (title_key, from_day, books, copies)
SELECT title_key, from_day,
       sum(books) OVER (PARTITION BY title_key ORDER BY from_day),
       sum(copies) OVER (PARTITION BY title_key ORDER BY from_day)
  FROM (SELECT title_key, from_day, sum(books)::int AS books, sum(copies)::int AS copies
          FROM (SELECT title_key, from_day,
                       (copies > 0)::int - coalesce((lag(copies) OVER (PARTITION BY book_id ORDER BY from_day) > 0)::int, 0) AS books,
                       copies - coalesce(lag(copies) OVER (PARTITION BY book_id ORDER BY from_day), 0) AS copies
                  FROM population_book_states) AS per_book
         GROUP BY title_key, from_day
        HAVING sum(books) <> 0 OR sum(copies) <> 0) AS per_day;
