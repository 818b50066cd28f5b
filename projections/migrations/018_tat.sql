-- Issue [3/7] (tat): turnaround measured from our own orders, the editor's turnaround message, submission templates.

-- One row per order, from submission to the day it left us (OrderShipped, or OrderReadyForPickUp at a counter).
-- The tier codes are those of its lines with at least one book that arrived (a declared-value correction moves
-- a line to its new code); business_days is counted once, when it leaves, on the office's calendar (contracts
-- businessDaysBetween). The median and 90th percentile per tier code are computed when asked, over the rows
-- shipped in the last 90 days of the clock (query-service/src/turnaround), never stored. A cancelled order has
-- no row.
CREATE TABLE turnaround_orders (
  order_id text PRIMARY KEY,
  line_tier_codes text[] NOT NULL,
  line_quantities integer[] NOT NULL,
  missing_books integer[] NOT NULL,
  tier_codes text[] NOT NULL,
  received_at timestamptz,
  shipped_at timestamptz,
  business_days integer CHECK (business_days > 0)
);
CREATE INDEX turnaround_orders_shipped ON turnaround_orders (shipped_at) WHERE shipped_at IS NOT NULL;

-- The turnaround messages the editor published (spec 8 "Turnaround message fallback"), each with its window;
-- which one is live is read from the clock when asked.
CREATE TABLE turnaround_messages (
  message_id text PRIMARY KEY,
  text text NOT NULL,
  publish_from timestamptz NOT NULL,
  publish_until timestamptz,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  withdrawn_at timestamptz
);

-- Submission templates (/account/template): one row per template kept, listed to its member only.
CREATE TABLE submission_templates (
  template_id text PRIMARY KEY,
  member_id text NOT NULL,
  name text NOT NULL,
  country_code text NOT NULL,
  collectible_type text NOT NULL,
  comics jsonb NOT NULL,
  line_count integer NOT NULL,
  book_count integer NOT NULL,
  titles jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX submission_templates_member ON submission_templates (member_id, saved_at);
