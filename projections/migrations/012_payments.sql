-- Payments read model (architecture rule 7: money never moves without a record): one row per charge
-- (stream Payment-{paymentKey}, from its intent to its end) and one per refund a cancellation owes (from
-- OrderCancelled.refundsDue to OrderRefundIssued/Refused). The payment reconciler reads the open ones to
-- finish what a crash or a gateway failure left half way; staff and auditors read what moved.
CREATE TABLE payments (
  payment_key text PRIMARY KEY,
  kind text NOT NULL,
  purpose text NOT NULL,
  member_id text,
  order_id text,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text,
  status text NOT NULL,
  attempt integer NOT NULL,
  transaction_id text,
  refund_id text,
  reason text,
  requested_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- What the reconciler looks for: payments still on their way (see OPEN_PAYMENT_STATUSES).
CREATE INDEX payments_open ON payments (updated_at) WHERE status IN ('Requested', 'Approved', 'ReversalRequested', 'Due');
CREATE INDEX payments_order ON payments (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX payments_member ON payments (member_id, requested_at);
