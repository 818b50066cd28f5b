-- Issue [4/7], auditors: their own trail, and finding orders to audit.

-- The auditors' trail (GET /api/audit/trail): one row per AuditRecordOpened, the look an auditor took at a record
-- (stream AuditView-{viewId}). The auditor's e-mail is not kept here: the trail joins the members read model when
-- it is read, so this table depends on no other projection's progress and a rebuild gives the same rows.
-- `position` is the event's place in the log: looks taken at the same instant are listed newest first the same
-- way on every rebuild.
CREATE TABLE audit_trail (
  view_id text PRIMARY KEY,
  auditor_id text NOT NULL,
  read text NOT NULL,
  -- null for a search or a date-range export (they name no order)
  order_id text,
  detail text NOT NULL,
  opened_at timestamptz NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX audit_trail_newest ON audit_trail (opened_at DESC, position DESC);
CREATE INDEX audit_trail_by_order ON audit_trail (order_id, opened_at DESC, position DESC) WHERE order_id IS NOT NULL;
CREATE INDEX audit_trail_by_auditor ON audit_trail (auditor_id, opened_at DESC, position DESC);

-- The auditors' order search (GET /api/audit/orders) pages every order newest first, and by a range of days
-- submitted: without this index each page sorted the whole table.
CREATE INDEX orders_newest ON orders (submitted_at DESC, order_id DESC);
-- ... and finds an order id by its start in any case: `upper(order_id) LIKE 'PREFIX%'` can use a pattern index
-- whatever the database's collation (a plain btree serves LIKE only under the C collation).
CREATE INDEX orders_by_id_prefix ON orders (upper(order_id) text_pattern_ops);
