import type pg from 'pg';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Clock } from '@certus/infra';

const PURGE_EVERY_MS = 60_000;

/**
 * express-rate-limit's counters in PostgreSQL (table rate_limit_counters): fixed windows on the injected
 * clock, one row per limiter and client, so two command-service processes count one client's requests
 * together rather than letting twice the limit through. One statement per request: the upsert increments
 * within the current window or starts the next one (a process whose clock lags a little counts into the
 * newer window rather than resetting it).
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastPurgeAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    /** Tells limiters apart in the shared table (e.g. "token", "account"). */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(nowMs: number): Date {
    return new Date(nowMs - (nowMs % this.windowMs));
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const nowMs = this.clock.now().getTime();
    const { rows } = await this.pool.query<{ hits: number; window_start: Date }>(
      `INSERT INTO rate_limit_counters AS c (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.window_start >= EXCLUDED.window_start THEN c.hits + 1 ELSE 1 END,
         window_start = GREATEST(c.window_start, EXCLUDED.window_start)
       RETURNING hits, window_start`,
      [`${this.prefix}:${key}`, this.windowStart(nowMs)],
    );
    void this.purgeOld(nowMs);
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: new Date(row.window_start.getTime() + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; window_start: Date }>(
      'SELECT hits, window_start FROM rate_limit_counters WHERE key = $1 AND window_start >= $2',
      [`${this.prefix}:${key}`, this.windowStart(this.clock.now().getTime())],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: new Date(row.window_start.getTime() + this.windowMs) } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limit_counters SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND window_start >= $2', [
      `${this.prefix}:${key}`,
      this.windowStart(this.clock.now().getTime()),
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_counters WHERE key = $1', [`${this.prefix}:${key}`]);
  }

  private async purgeOld(nowMs: number): Promise<void> {
    if (nowMs - this.lastPurgeAtMs < PURGE_EVERY_MS) return;
    this.lastPurgeAtMs = nowMs;
    try {
      await this.pool.query('DELETE FROM rate_limit_counters WHERE key LIKE $1 AND window_start < $2', [
        `${this.prefix}:%`,
        new Date(nowMs - 2 * this.windowMs),
      ]);
    } catch {
      // Housekeeping only: tried again a minute later, never fails a request.
    }
  }
}
