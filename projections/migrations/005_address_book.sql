-- Address book read model (spec 3, Address): one row per address, listed per member default first, then in
-- the order they were added (added_version: the AddressAdded event's version in the member's AddressBook stream).
CREATE TABLE addresses (
  address_id text PRIMARY KEY,
  member_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL,
  city text NOT NULL,
  state_province text NOT NULL,
  zip_postal text NOT NULL,
  country text NOT NULL,
  phone text NOT NULL,
  is_default boolean NOT NULL,
  added_version integer NOT NULL,
  added_at timestamptz NOT NULL,
  changed_at timestamptz
);
CREATE INDEX addresses_member ON addresses (member_id, added_version);
