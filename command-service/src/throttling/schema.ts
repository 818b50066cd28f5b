import type pg from 'pg';
import { applySchema } from '@certus/infra';

/**
 * Operational state of the throttles, shared by every command-service process: not business state, so
 * not events (nothing is decided from it later, and it is fine to lose it). The per-minute counters are
 * touched by every limited request, so their table is UNLOGGED: no WAL, so no disk flush per request
 * (a crash empties it, which only restarts the current minute's counts).
 */
export const THROTTLING_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS attempt_throttle (
  bucket text NOT NULL,
  key text NOT NULL,
  attempts integer NOT NULL,
  next_allowed_at timestamptz NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX IF NOT EXISTS attempt_throttle_last_attempt ON attempt_throttle (last_attempt_at);

CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_counters_window ON rate_limit_counters (window_start);
`;

/** Creates the throttling tables if missing. Safe to call from several processes starting at once. */
export async function ensureThrottlingSchema(pool: pg.Pool): Promise<void> {
  await applySchema(pool, 'throttling', THROTTLING_SCHEMA_SQL);
}
