-- The public site's content (issue 15): conventions, signing events, onsite grading events, banners, home page
-- slides, news items and newsletters, written by the `content` projection from ContentPublished, ContentRevised
-- and ContentWithdrawn (stream Content-{kind}-{name}). One row per record, whatever its kind: the record whole
-- (jsonb, as the events carry it: the public views are made from it by contracts' contentViewOf), and beside it
-- the columns the reads filter and sort on. Whether a record is public is never stored: its window and its days
-- are compared with the clock at read time (contracts content-rules.ts), so "upcoming" and the "-5" and "-7" of
-- the spec's calls move with time without any write.
CREATE TABLE content_records (
  -- '{kind}/{name}': a name is unique within its kind.
  record_key text PRIMARY KEY,
  kind text NOT NULL,
  name text NOT NULL,
  title text NOT NULL,
  record jsonb NOT NULL,
  withdrawn boolean NOT NULL,
  withdrawn_at timestamptz,
  withdrawn_reason text,
  publish_from timestamptz NOT NULL,
  publish_until timestamptz,
  -- Events only (convention, signing, onsite): their first and last day, local to where they happen.
  starts_on date,
  ends_on date,
  -- Banners only: where they show (the {x} of GET /api/banners/publish/{x}).
  placement text,
  -- Banners and slides: their place in the slider, lowest first.
  sort_order integer,
  revision integer NOT NULL,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);
-- The public lists: one kind, not withdrawn, in date order (events) or in slider order (banners, slides); the
-- window is checked on the few rows each kind has.
CREATE INDEX content_records_events ON content_records (kind, ends_on, starts_on) WHERE NOT withdrawn;
CREATE INDEX content_records_pictures ON content_records (kind, placement, sort_order) WHERE NOT withdrawn;
CREATE INDEX content_records_news ON content_records (kind, publish_from DESC) WHERE NOT withdrawn;
