import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { API_KEY_HEADER, API_KEY_PATTERN, apiKeyMessages, type ErrorBody } from '@certus/contracts';
import { HttpResponseError, type Clock } from '@certus/infra';
import type { ApiKeyUsage } from './api-key-usage.ts';
import { quotaStateOf, rateLimitHeaders } from './daily-quota.ts';

export interface KeyedAccessOptions {
  pool: pg.Pool;
  usage: ApiKeyUsage;
  /** Calls a key may make in a UTC day (API_KEY_DAILY_QUOTA). */
  dailyQuota: number;
  clock: Clock;
}

/** Not an access token: the answer names the header a key goes in, as RFC 9110 asks of a 401. */
const KEY_CHALLENGE = { 'WWW-Authenticate': `ApiKey header="${API_KEY_HEADER}"` };

const refused = (message: string, correlationId: string) => new HttpResponseError(401, { message, correlationId } satisfies ErrorBody, KEY_CHALLENGE);

/**
 * The guard of every keyed endpoint (/api/v1/...): the X-Api-Key header must hold a key of the right shape whose
 * SHA-256 is an active key in api_keys (401 otherwise, each case with its own message), and the key must be within
 * its daily quota, counted here once per call in PostgreSQL (429 with Retry-After past it). Every counted answer
 * carries the RateLimit-Policy and RateLimit headers.
 */
export function keyedAccess({ pool, usage, dailyQuota, clock }: KeyedAccessOptions): RequestHandler {
  return async (req, res, next) => {
    const sent = req.get(API_KEY_HEADER);
    if (!sent) throw refused(apiKeyMessages.keyMissing, req.correlationId);
    if (!API_KEY_PATTERN.test(sent)) throw refused(apiKeyMessages.keyMalformed, req.correlationId);
    const secretHash = createHash('sha256').update(sent).digest('hex');
    const { rows } = await pool.query<{ key_id: string; revoked_at: Date | null }>('SELECT key_id, revoked_at FROM api_keys WHERE secret_hash = $1', [secretHash]);
    const key = rows[0];
    if (!key) throw refused(apiKeyMessages.keyUnknown, req.correlationId);
    if (key.revoked_at) throw refused(apiKeyMessages.keyRevoked, req.correlationId);

    const now = clock.now();
    const state = quotaStateOf(await usage.countCall(key.key_id, now, dailyQuota), dailyQuota, now);
    res.set(rateLimitHeaders(dailyQuota, state));
    if (!state.allowed) {
      throw new HttpResponseError(429, { message: apiKeyMessages.quotaExceeded(dailyQuota), correlationId: req.correlationId } satisfies ErrorBody, {
        'Retry-After': String(state.resetSeconds),
      });
    }
    next();
  };
}
