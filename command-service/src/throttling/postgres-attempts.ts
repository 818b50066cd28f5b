import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Clock } from '@certus/infra';
import { decideAttempt, forgiveAttempt, type AttemptRecord } from './attempt-policy.ts';
import { longestForgetMs, type ThrottleBucket, type ThrottlePolicies } from './throttle-policies.ts';

/** One key of one bucket: an e-mail, an account, a client address. */
export interface ThrottleKey {
  bucket: ThrottleBucket;
  value: string;
}

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * The attempt counters of attempt-policy.ts in PostgreSQL (table attempt_throttle), so every process
 * counts the same attempts. A claim locks its rows (in key order: no deadlock between two claims sharing
 * keys), decides with the pure policy on the injected clock, and writes all keys or none. Keys are stored
 * as SHA-256 digests: the table holds no e-mail or address in clear.
 */
export class PostgresAttempts {
  private lastPurgeAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly policies: ThrottlePolicies,
  ) {}

  /** Counts one attempt on every key, or none of them when any key must still wait (then says how long). */
  async claim(keys: readonly ThrottleKey[]): Promise<AttemptClaim> {
    const nowMs = this.clock.now().getTime();
    const rows = sortedRows(keys);
    const decided = await this.inTransaction(async (client) => {
      const records = await lockRecords(client, rows);
      const decisions = rows.map((row) => decideAttempt(records.get(row.id), nowMs, this.policies[row.bucket]));
      const longestWaitMs = Math.max(0, ...decisions.map((d) => (d.allowed ? 0 : d.retryAfterMs)));
      if (longestWaitMs > 0) return { allowed: false as const, retryAfterSeconds: Math.ceil(longestWaitMs / 1000) };
      await writeRecords(client, rows.map((row, i) => ({ ...row, record: (decisions[i] as { record: AttemptRecord }).record })));
      return { allowed: true as const };
    });
    await this.purgeOld(nowMs);
    return decided;
  }

  /** A success: the key starts again from nothing (the account whose password was right). */
  async reset(key: ThrottleKey): Promise<void> {
    await this.pool.query('DELETE FROM attempt_throttle WHERE bucket = $1 AND key = $2', [key.bucket, digest(key.value)]);
  }

  /** A success on a shared key (a client address): this attempt is taken back, earlier failures stay. */
  async forgive(key: ThrottleKey): Promise<void> {
    const [row] = sortedRows([key]);
    await this.inTransaction(async (client) => {
      const record = (await lockRecords(client, [row!])).get(row!.id);
      if (record) await writeRecords(client, [{ ...row!, record: forgiveAttempt(record, this.policies[row!.bucket]) }]);
    });
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async purgeOld(nowMs: number): Promise<void> {
    if (nowMs - this.lastPurgeAtMs < PURGE_EVERY_MS) return;
    this.lastPurgeAtMs = nowMs;
    try {
      await this.pool.query('DELETE FROM attempt_throttle WHERE last_attempt_at < $1 AND next_allowed_at < $2', [
        new Date(nowMs - longestForgetMs(this.policies)),
        new Date(nowMs),
      ]);
    } catch {
      // Housekeeping only: tried again later, never fails a request.
    }
  }
}

interface KeyRow {
  id: string;
  bucket: ThrottleBucket;
  key: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

function sortedRows(keys: readonly ThrottleKey[]): KeyRow[] {
  const rows = new Map<string, KeyRow>();
  for (const { bucket, value } of keys) {
    const key = digest(value);
    rows.set(`${bucket} ${key}`, { id: `${bucket} ${key}`, bucket, key });
  }
  return [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Creates missing rows, then locks all of them in key order. */
async function lockRecords(client: pg.PoolClient, rows: readonly KeyRow[]): Promise<Map<string, AttemptRecord>> {
  const buckets = rows.map((r) => r.bucket);
  const keys = rows.map((r) => r.key);
  await client.query(
    `INSERT INTO attempt_throttle (bucket, key, attempts, next_allowed_at, last_attempt_at)
     SELECT b, k, 0, to_timestamp(0), to_timestamp(0) FROM unnest($1::text[], $2::text[]) AS t(b, k)
     ORDER BY b, k
     ON CONFLICT (bucket, key) DO NOTHING`,
    [buckets, keys],
  );
  const { rows: found } = await client.query<{ bucket: string; key: string; attempts: number; next_allowed_at: Date; last_attempt_at: Date }>(
    `SELECT bucket, key, attempts, next_allowed_at, last_attempt_at FROM attempt_throttle
     WHERE (bucket, key) IN (SELECT * FROM unnest($1::text[], $2::text[]))
     ORDER BY bucket, key FOR UPDATE`,
    [buckets, keys],
  );
  return new Map(
    found.map((r) => [
      `${r.bucket} ${r.key}`,
      { attempts: r.attempts, nextAllowedAtMs: r.next_allowed_at.getTime(), lastAttemptAtMs: r.last_attempt_at.getTime() },
    ]),
  );
}

async function writeRecords(client: pg.PoolClient, rows: readonly (KeyRow & { record: AttemptRecord })[]): Promise<void> {
  await client.query(
    `UPDATE attempt_throttle AS t SET attempts = u.attempts, next_allowed_at = u.next_allowed_at, last_attempt_at = u.last_attempt_at
     FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS u(bucket, key, attempts, next_allowed_at, last_attempt_at)
     WHERE t.bucket = u.bucket AND t.key = u.key`,
    [
      rows.map((r) => r.bucket),
      rows.map((r) => r.key),
      rows.map((r) => r.record.attempts),
      rows.map((r) => new Date(r.record.nextAllowedAtMs)),
      rows.map((r) => new Date(r.record.lastAttemptAtMs)),
    ],
  );
}
