/**
 * The daily quota of an API key, as pure arithmetic on the injected clock: a fixed window of one UTC day, and the
 * IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers-09) written the way express-rate-limit's
 * `standardHeaders: 'draft-8'` writes them for the command side's limits (`"name"; q=..; w=..` and
 * `"name"; r=..; t=..`), without its partition key: a key is its own partition, and the caller knows it.
 */

export const DAY_SECONDS = 86_400;
/** The quota policy's name in the headers. */
export const DAILY_POLICY = 'daily';

/** The UTC day of a moment, YYYY-MM-DD: the window its calls count in. */
export const utcDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Whole seconds until the next UTC midnight, at least 1 (0 would ask for an at-once retry into another 429). */
export function secondsToNextUtcMidnight(now: Date): number {
  const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((nextMidnight - now.getTime()) / 1000));
}

export interface QuotaState {
  /** Whether this call is within the quota. */
  allowed: boolean;
  /** Calls left today after this one. */
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/**
 * Where a call stands: `callsAfter` is the key's count today including this call, or null when the counter refused
 * to go past the quota (the call is over it).
 */
export function quotaStateOf(callsAfter: number | null, quota: number, now: Date): QuotaState {
  const allowed = callsAfter !== null && callsAfter <= quota;
  return { allowed, remaining: allowed ? Math.max(0, quota - callsAfter) : 0, resetSeconds: secondsToNextUtcMidnight(now) };
}

/** The RateLimit-Policy and RateLimit headers of a keyed answer. */
export function rateLimitHeaders(quota: number, state: QuotaState): Record<'RateLimit-Policy' | 'RateLimit', string> {
  return {
    'RateLimit-Policy': `"${DAILY_POLICY}"; q=${quota}; w=${DAY_SECONDS}`,
    RateLimit: `"${DAILY_POLICY}"; r=${state.remaining}; t=${state.resetSeconds}`,
  };
}
