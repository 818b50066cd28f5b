-- Orders read model (spec 2.2 account order lists, 3 Order summary): one row per submitted order, from
-- OrderSubmitted. Minimal for now: the next issue adds the staff workflow's statuses and the tracker.
CREATE TABLE orders (
  order_id text PRIMARY KEY,
  member_id text NOT NULL,
  status text NOT NULL,
  submitted_at timestamptz NOT NULL,
  country_code text NOT NULL,
  collectible_type text NOT NULL,
  count integer NOT NULL,
  is_insurance boolean NOT NULL,
  insured_cents bigint NOT NULL,
  total_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  promo_code text,
  promo_discount_cents integer NOT NULL,
  sh_cents integer NOT NULL,
  insurance_cents integer NOT NULL,
  rewards_applied_cents integer NOT NULL,
  grand_total_cents integer NOT NULL,
  charged_cents integer NOT NULL,
  payment_status text NOT NULL,
  currency text NOT NULL,
  turnaround text NOT NULL,
  summary jsonb NOT NULL
);
CREATE INDEX orders_by_member ON orders (member_id, submitted_at DESC);
