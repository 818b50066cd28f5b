-- Where each projection has got to in the global log. Written in the same transaction as the
-- projection's rows, so a crash never applies an event twice or loses one.
-- The pair (tx_id, global_position) is the position: see infra/src/event-store/postgres/schema.ts.
CREATE TABLE projection_checkpoints (
  projection text PRIMARY KEY,
  tx_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
