-- Stores read model (spec 3 store records and Store search, 9 Store locator): one row per store an editor
-- ever published. Whether the public sees it is decided at read time from the clock: not withdrawn, and
-- publish_from <= now < publish_until (until NULL = for good). The locator narrows by a latitude and longitude
-- box first (store_locator_box), then measures the exact distance of what is left.
CREATE TABLE stores (
  store_id text PRIMARY KEY,
  name text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL,
  city text NOT NULL,
  state_province text NOT NULL,
  zip_postal text NOT NULL,
  country text NOT NULL,
  phone text NOT NULL,
  website text NOT NULL,
  hours jsonb NOT NULL,
  services jsonb NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- 'postal-code' (the centre of its ZIP or postal code area) or 'editor' (typed coordinates)
  location_source text NOT NULL,
  shop_type text NOT NULL,
  publish_from timestamptz NOT NULL,
  publish_until timestamptz,
  withdrawn boolean NOT NULL,
  first_published_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  stream_version integer NOT NULL
);
-- The locator's box: latitude first (its range is the narrow one), only the stores that may be live.
CREATE INDEX store_locator_box ON stores (latitude, longitude) WHERE NOT withdrawn;
