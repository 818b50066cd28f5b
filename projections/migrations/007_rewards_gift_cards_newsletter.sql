-- Rewards ledger read model (spec 3 Rewards, 2.2 /account/rewards and /history): one row per entry of a
-- member's Rewards stream (earned, spent, credited), keyed by the event that made it. The balance is their
-- signed sum (query-service/src/rewards), so there is no running total to get out of step.
CREATE TABLE rewards_entries (
  event_id text PRIMARY KEY,
  member_id text NOT NULL,
  kind text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  reason text NOT NULL,
  occurred_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX rewards_entries_member ON rewards_entries (member_id, stream_version);

-- Gift cards read model (spec 3 Gift card, 2.2 /account/rewards/giftcards): one row per card, listed to the
-- member who bought it. A card is redeemed whole, so its balance is its amount until redeemed, then 0.
CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  purchaser_member_id text NOT NULL,
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  recipient_name text,
  recipient_email text,
  purchased_at timestamptz NOT NULL,
  redeemed_by_member_id text,
  redeemed_at timestamptz
);
CREATE INDEX gift_cards_purchaser ON gift_cards (purchaser_member_id, purchased_at);

-- Newsletter read model (spec 5 Newsletter, 7.2): one row per subscription (an address signed up again after
-- unsubscribing gets a new row), keyed by the GUID of its unsubscribe link. Get_toggle_status asks whether
-- an address has a Subscribed row; the unsubscribe link finds its address here.
CREATE TABLE newsletter_subscriptions (
  unsubscribe_id text PRIMARY KEY,
  email_hash text NOT NULL,
  email text NOT NULL,
  member_id text,
  status text NOT NULL,
  subscribed_at timestamptz NOT NULL,
  unsubscribed_at timestamptz,
  unsubscribed_via text
);
CREATE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (email, status);

-- Where each reactor (projections/src/reactors) has got to in the global log. Apart from the projections'
-- checkpoints on purpose: a read that waits for the read models (X-Certus-Written-At) must not wait for a
-- process that writes events rather than rows.
CREATE TABLE reactor_checkpoints (
  reactor text PRIMARY KEY,
  tx_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
