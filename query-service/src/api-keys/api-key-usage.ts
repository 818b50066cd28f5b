import type pg from 'pg';
import { applySchema } from '@certus/infra';
import { utcDayOf } from './daily-quota.ts';

const PURGE_EVERY_MS = 60_000;

/**
 * The keyed API's daily call counts, owned by the query service: operational state like the command side's rate
 * limit counters (command-service/src/throttling), not business state, so not events. One row per key and UTC day,
 * shared by every query-service process through PostgreSQL, so two processes together let a key through its quota
 * once, not twice. A logged table (unlike the per-minute counters): a crash must not hand a key a second day's
 * quota, and the account page shows these counts.
 */
export const API_KEY_USAGE_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS api_key_daily_calls (
  key_id text NOT NULL,
  day date NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (key_id, day)
);
CREATE INDEX IF NOT EXISTS api_key_daily_calls_day ON api_key_daily_calls (day);
`;

/** Creates the table if missing. Safe to call from several processes starting at once. */
export async function ensureApiKeyUsageSchema(pool: pg.Pool): Promise<void> {
  await applySchema(pool, 'api-key-usage', API_KEY_USAGE_SCHEMA_SQL);
}

export class ApiKeyUsage {
  private schemaReady: Promise<void> | undefined;
  private lastPurgeAtMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly pool: pg.Pool) {}

  /** The schema, made once per process (a router built without a start-up step, as tests build them, still works). */
  private ready(): Promise<void> {
    this.schemaReady ??= ensureApiKeyUsageSchema(this.pool).catch((error: unknown) => {
      this.schemaReady = undefined;
      throw error;
    });
    return this.schemaReady;
  }

  /**
   * Counts one call of the key today, in one statement, unless its count has reached `quota` already: the key's
   * count after this call, or null when it was over the quota (and not counted). The row lock of the upsert
   * orders concurrent calls from any process, so exactly `quota` of them get a count.
   */
  async countCall(keyId: string, now: Date, quota: number): Promise<number | null> {
    await this.ready();
    const { rows } = await this.pool.query<{ calls: number }>(
      `INSERT INTO api_key_daily_calls AS c (key_id, day, calls) VALUES ($1, $2::date, 1)
       ON CONFLICT (key_id, day) DO UPDATE SET calls = c.calls + 1 WHERE c.calls < $3
       RETURNING calls`,
      [keyId, utcDayOf(now), quota],
    );
    void this.purgeOld(now);
    return rows[0]?.calls ?? null;
  }

  /** Calls each key made today (keys with none are left out). */
  async callsToday(keyIds: readonly string[], now: Date): Promise<Map<string, number>> {
    if (keyIds.length === 0) return new Map();
    await this.ready();
    const { rows } = await this.pool.query<{ key_id: string; calls: number }>(
      'SELECT key_id, calls FROM api_key_daily_calls WHERE key_id = ANY($1) AND day = $2::date',
      [keyIds, utcDayOf(now)],
    );
    return new Map(rows.map((row) => [row.key_id, row.calls]));
  }

  private async purgeOld(now: Date): Promise<void> {
    const nowMs = now.getTime();
    if (nowMs - this.lastPurgeAtMs < PURGE_EVERY_MS) return;
    this.lastPurgeAtMs = nowMs;
    try {
      // Yesterday's counts are kept a day (a process whose clock lags a little still counts into them).
      await this.pool.query('DELETE FROM api_key_daily_calls WHERE day < $1::date', [utcDayOf(new Date(nowMs - 2 * 86_400_000))]);
    } catch {
      // Housekeeping only: tried again a minute later, never fails a call.
    }
  }
}
