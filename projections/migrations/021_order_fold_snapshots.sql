-- Issue [4/7], auditors: the order fold kept every 100 versions of an order's stream, written by the orders projection
-- in the batch that folds that version. The as-of view of a long order folds on from the nearest one at or before
-- its moment instead of from the order's first event (query-service audit/order-as-of-read.ts): an order of 1,000
-- events is then at most 99 events and one row away from any moment. `fold` is json, not jsonb: kept as written, the
-- order of its keys (the order a fold lists tiers and books in) comes back as it was.
CREATE TABLE order_fold_snapshots (
  order_id text NOT NULL,
  version integer NOT NULL,
  recorded_at timestamptz NOT NULL,
  fold json NOT NULL,
  PRIMARY KEY (order_id, version)
);
