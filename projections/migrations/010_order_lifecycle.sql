-- Order lifecycle read models (issue [5/6]; spec 2.2, 3 Order summary, 4 Tracker, 7.3).

-- orders: the projection now folds every order event (the staff workflow, balance, shipping) and keeps the
-- fold's state in the row (submitted, progress, payments, corrections) so the next event continues it. Rows
-- written before this migration have no such state: they are emptied and the projection's checkpoint is
-- dropped, so the worker folds every order again from the first event (in a rebuild's shadow schema both
-- statements touch only the shadow's own, empty, tables).
DELETE FROM orders;
DELETE FROM projection_checkpoints WHERE projection = 'orders';

ALTER TABLE orders
  ADD COLUMN updated_at timestamptz NOT NULL,
  ADD COLUMN display_collectible_type text NOT NULL,
  ADD COLUMN display_manga_type text,
  ADD COLUMN paid_cents integer NOT NULL,
  -- What the member owes now; negative is a credit.
  ADD COLUMN balance_cents integer NOT NULL,
  ADD COLUMN member_name text NOT NULL,
  ADD COLUMN member_email text NOT NULL,
  -- Lower-case order id and titles: the order list's text search.
  ADD COLUMN search_text text NOT NULL,
  -- The views as served (contracts/src/orders/order-views.ts): OrderListItem, OrderDetail, OrderBookView[]
  -- (coverUrl null: the query side knows the storage location), StaffOrderRow.
  ADD COLUMN list_item jsonb NOT NULL,
  ADD COLUMN detail jsonb NOT NULL,
  ADD COLUMN books jsonb NOT NULL,
  ADD COLUMN staff_row jsonb NOT NULL,
  -- The fold's state: the OrderSubmitted data, the OrderProgress, and the payment and correction records.
  ADD COLUMN submitted jsonb NOT NULL,
  ADD COLUMN progress jsonb NOT NULL,
  ADD COLUMN payments jsonb NOT NULL,
  ADD COLUMN corrections jsonb NOT NULL;

-- orders_by_member (member_id, submitted_at DESC) exists since 009: the member's lists. The staff queue:
CREATE INDEX orders_by_status ON orders (status, submitted_at);

-- The order tracker (spec 4): one TrackerView per order, NOTIFYed on channel order_tracker (payload: the
-- order id) in the transaction that changes it, so a listener hears of it at commit.
CREATE TABLE order_tracker (
  order_id text PRIMARY KEY,
  member_id text NOT NULL,
  status text NOT NULL,
  view jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The account dashboard's counts (spec 2.2), recomputed from orders for the members a batch touches.
CREATE TABLE member_dashboard (
  member_id text PRIMARY KEY,
  open_orders integer NOT NULL,
  completed_orders integer NOT NULL,
  total_orders integer NOT NULL
);

-- The member's graded comics (spec 2.2 /account/comics, 3 Comic (account), 7.3), from ComicCertified,
-- graded online ('grading') or brought over from earlier records ('import').
CREATE TABLE member_comics (
  certification_id text PRIMARY KEY,
  member_id text NOT NULL,
  order_id text NOT NULL,
  collectible_type text NOT NULL,
  title text NOT NULL,
  issue text NOT NULL,
  year integer NOT NULL,
  publisher text NOT NULL,
  variant text NOT NULL,
  pedigree text,
  grade numeric(3, 1) NOT NULL,
  category text NOT NULL,
  tier_code text,
  tier_label text,
  signatures jsonb NOT NULL,
  grader_notes text NOT NULL,
  has_cover boolean NOT NULL,
  certified_at timestamptz NOT NULL,
  source text NOT NULL,
  -- Lower-case id, title, issue, publisher and variant: the comics list's search.
  search_text text NOT NULL
);
CREATE INDEX member_comics_by_member ON member_comics (member_id, certified_at DESC);

-- The order-status-mail reactor's log of what it sent: one row per status change (the order event that made
-- it, by stream version), so a redelivered event is not mailed twice (reactors/order-status-mail.reactor.ts).
-- Not a read model: never rebuilt.
CREATE TABLE order_status_mails (
  order_id text NOT NULL,
  stream_version integer NOT NULL,
  status text NOT NULL,
  sent_to text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, stream_version)
);
