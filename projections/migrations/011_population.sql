-- Population (census) report, certificate lookup, featured comics and grading notes (issue [6/6]; spec 3
-- Population report filters, 5 Population search, 7.3, 7.4). The census tables are written by the `population`
-- projection from ComicCertified, population_requests by `population-requests`. No member id, order price or
-- declared value is kept in the census tables: everything in them may be shown to anyone who holds a
-- certification number.

-- One row per census title (normalised, contracts/src/population/census-keys.ts normalizeTitle): the search
-- matches the typed title against these few thousand rows first, then reads only the matching titles' books.
-- The three count tables are updated in place batch after batch: pages keep room (fillfactor) so an update
-- that changes no indexed column stays on its page and writes no index entry (a HOT update).
CREATE TABLE population_titles (
  title_key text PRIMARY KEY,
  -- As the latest certified copy spells it.
  title text NOT NULL,
  copies integer NOT NULL
) WITH (fillfactor = 70);

-- One row per book: same collectible type, title, issue, cover year and month, publisher and variant
-- (censusBookKey). book_id is the first 16 hex digits of the sha-256 of that key. Descriptions (spellings,
-- key comments, credits) are those of the latest certified copy.
CREATE TABLE population_books (
  book_id text PRIMARY KEY,
  book_key text NOT NULL,
  collectible_type text NOT NULL,
  title_key text NOT NULL,
  title text NOT NULL,
  issue text NOT NULL,
  issue_key text NOT NULL,
  issue_sort numeric NOT NULL,
  year integer NOT NULL,
  month integer,
  publisher text NOT NULL,
  publisher_key text NOT NULL,
  variant text NOT NULL,
  variant_key text NOT NULL,
  key_comments text NOT NULL,
  key_comments_key text NOT NULL,
  art_story_cover text NOT NULL,
  art_story_cover_key text NOT NULL,
  copies integer NOT NULL,
  -- population_grades of the book folded into the row, so a search with a Grade or GradeType filter reads no
  -- other table: copies per "grade type|grade" ({"Certified|9.8": 3}) and per grade type ({"Certified": 12}).
  grade_slots jsonb NOT NULL DEFAULT '{}',
  type_copies jsonb NOT NULL DEFAULT '{}',
  -- The earliest and latest certification among the copies it holds.
  first_certified_at timestamptz NOT NULL,
  last_certified_at timestamptz NOT NULL
) WITH (fillfactor = 70);
-- The listing's order within the matching titles: a run by issue number, then cover date and variant.
CREATE INDEX population_books_listing ON population_books (title_key, issue_sort, issue_key, year, month, variant_key, book_id);

-- Copies per book, grade type (the certificate's category) and grade: the distribution charts.
CREATE TABLE population_grades (
  book_id text NOT NULL,
  grade_type text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  copies integer NOT NULL,
  PRIMARY KEY (book_id, grade_type, grade)
) WITH (fillfactor = 70);

-- One row per certified copy: the graded comics behind a book, the public certificate, featured comics and
-- grading notes.
CREATE TABLE population_copies (
  certification_id text PRIMARY KEY,
  book_id text NOT NULL,
  collectible_type text NOT NULL,
  title text NOT NULL,
  issue text NOT NULL,
  year integer NOT NULL,
  month integer,
  publisher text NOT NULL,
  variant text NOT NULL,
  key_comments text NOT NULL,
  art_story_cover text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  grade_type text NOT NULL,
  tier_label text,
  -- The pedigree (spec 3 Comic grading notes: collection).
  collection text,
  personal_collection text NOT NULL,
  -- [{type, name}], verified signatures only.
  signatures jsonb NOT NULL,
  grader_notes text NOT NULL,
  has_cover boolean NOT NULL,
  certified_at timestamptz NOT NULL,
  -- yyyymm of certified_at (UTC): featured comics are those certified in a month.
  certified_month integer NOT NULL
);
CREATE INDEX population_copies_by_book ON population_copies (book_id, grade DESC, certification_id);
-- Featured comics of a month (GET /api/comics/featured/{yyyymm}/{count}): graded in a holder (not raw),
-- photographed ones first, then the best grade, then the oldest book.
CREATE INDEX population_copies_featured ON population_copies (certified_month, has_cover DESC, grade DESC, year, certification_id)
  WHERE grade_type <> 'Raw Grade';
-- Grading notes (GET /api/gradingnotes): copies whose grader wrote notes, newest first.
CREATE INDEX population_copies_grading_notes ON population_copies (certified_at DESC, certification_id)
  WHERE grader_notes <> '';

-- The members' population searches (PopulationSearchRequested), for the popup's recent searches.
CREATE TABLE population_requests (
  request_id text PRIMARY KEY,
  member_id text NOT NULL,
  filters jsonb NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX population_requests_by_member ON population_requests (member_id, requested_at DESC, request_id);
