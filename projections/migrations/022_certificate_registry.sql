-- Issue [5/7], provenance: the certificate registry (contracts registry/registry-log.ts).

-- The registry's log: one entry per certification (and, later, re-certification and revocation), in the order of the
-- event log, each with the leaf hash of the one before in it. `entry` is the entry's canonical JSON, kept as the exact
-- text that is hashed (text, not jsonb: jsonb would reorder its keys and drop nothing, but the bytes are the record).
CREATE TABLE registry_entries (
  seq bigint PRIMARY KEY,
  certification_id text NOT NULL,
  kind text NOT NULL,
  entry text NOT NULL,
  leaf_hash text NOT NULL,
  logged_at timestamptz NOT NULL,
  -- The certification's place in the event log: an event applied again (a replay over these rows) is not logged twice.
  position bigint NOT NULL UNIQUE
);
CREATE INDEX registry_entries_by_certificate ON registry_entries (certification_id, seq);

-- The signed heads (RegistryTreeHeadSigned on stream RegistryHeads), as published: head n is the stream's version n.
CREATE TABLE registry_heads (
  head_no integer PRIMARY KEY,
  day date NOT NULL,
  signed_at timestamptz NOT NULL,
  tree_size bigint NOT NULL,
  root_hash text NOT NULL,
  head jsonb NOT NULL
);
CREATE INDEX registry_heads_by_day ON registry_heads (day, head_no);
CREATE INDEX registry_heads_by_size ON registry_heads (tree_size, head_no);
