-- Members' API keys (issue [5/7], public API): one row per key ever created, revoked ones kept (revoked_at set).
-- The query service finds a call's key by the SHA-256 of the secret it sends (secret_hash); the secret is never stored.
CREATE TABLE api_keys (
  key_id text PRIMARY KEY,
  member_id text NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  renamed_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_member ON api_keys (member_id, created_at);
