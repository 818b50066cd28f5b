-- Wallet read model (spec 3, Payment method): one row per saved card or bank account, listed per member
-- default first, then in the order they were added (added_version: the PaymentMethodAdded event's version in
-- the member's Wallet stream). Only what the gateway handed back: brand, last 4, expiry, names. No gateway
-- token (the command side reads it from the stream), and never a full number or a card code.
CREATE TABLE payment_methods (
  payment_method_id text PRIMARY KEY,
  member_id text NOT NULL,
  type text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  name text NOT NULL,
  expire_month integer,
  expire_year integer,
  bank_name text,
  is_default boolean NOT NULL,
  added_version integer NOT NULL,
  added_at timestamptz NOT NULL
);
CREATE INDEX payment_methods_member ON payment_methods (member_id, added_version);

-- Club membership read model (spec 3 Member membership and membershipExpiryDate, 4 Membership): the latest
-- term each member bought or was granted. A member whose row is missing or expired is Free; a declined
-- payment changes nothing here.
CREATE TABLE memberships (
  member_id text PRIMARY KEY,
  level text NOT NULL,
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  auto_renew boolean NOT NULL,
  -- 'purchase' or 'grant' (the demo seed)
  source text NOT NULL,
  payment_method_id text,
  transaction_id text,
  price_cents integer,
  currency text,
  stream_version integer NOT NULL,
  updated_at timestamptz NOT NULL
);
