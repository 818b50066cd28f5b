-- Catalogue read model (spec 3 Submit data / Checkout data, 7.3 /api/data/*): one row per published catalogue
-- version with the whole catalogue as published (the current one is the highest version), and one row per
-- promo code of the current catalogue, keyed by the upper-cased code, for GET /api/promocode/code/{code}.
CREATE TABLE catalogue_versions (
  version integer PRIMARY KEY,
  catalogue jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  event_id text NOT NULL
);

CREATE TABLE catalogue_promos (
  code_key text PRIMARY KEY,
  catalogue_version integer NOT NULL,
  promo jsonb NOT NULL
);

-- Certified books (ComicCertified, stream Certificate-{id}): what the builder's reholder check
-- (GET /api/comics/{id}/{type}) finds by certification id, and later the member's graded comics.
CREATE TABLE certified_comics (
  certification_id text PRIMARY KEY,
  order_id text NOT NULL,
  member_id text NOT NULL,
  collectible_type text NOT NULL,
  category text NOT NULL,
  grade numeric(3, 1) NOT NULL,
  title text NOT NULL,
  issue text NOT NULL,
  year integer NOT NULL,
  publisher text NOT NULL,
  variant text NOT NULL,
  certified_at timestamptz NOT NULL,
  source text NOT NULL
);
CREATE INDEX certified_comics_member ON certified_comics (member_id, certified_at);
