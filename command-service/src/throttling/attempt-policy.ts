/**
 * Growing delays, not a lockout: after a few attempts on one key (an account, an e-mail, a client
 * address) each further attempt must wait twice as long as the one before, up to a ceiling. Someone who
 * knows the password waits at most the ceiling; someone guessing gets a few dozen tries a day.
 * Pure: the PostgreSQL store (postgres-attempts.ts) keeps the records and applies these decisions under a
 * row lock, so every process sees the same count.
 */
export interface AttemptPolicy {
  /** Attempts allowed back to back; after this many, the next one waits `firstDelayMs`. */
  attemptsBeforeDelay: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key left alone this long starts again from nothing. Longer than maxDelayMs, so waiting out the ceiling never resets it. */
  forgetAfterMs: number;
}

export interface AttemptRecord {
  attempts: number;
  nextAllowedAtMs: number;
  lastAttemptAtMs: number;
}

export type AttemptDecision = { allowed: true; record: AttemptRecord } | { allowed: false; retryAfterMs: number };

/** How long the attempt after the `attempts`-th must wait: 0 at first, then 1x, 2x, 4x ... the first delay, capped. */
export function delayAfter(attempts: number, policy: AttemptPolicy): number {
  if (attempts < policy.attemptsBeforeDelay) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (attempts - policy.attemptsBeforeDelay), policy.maxDelayMs);
}

/**
 * An attempt now: refused (without being counted) while the key must still wait, else counted. Every
 * attempt is counted before its outcome is known, so a burst of parallel guesses cannot all slip in before
 * the first failure is written; a success then clears the count (or takes its own attempt back).
 */
export function decideAttempt(record: AttemptRecord | undefined, nowMs: number, policy: AttemptPolicy): AttemptDecision {
  if (record && record.nextAllowedAtMs > nowMs) return { allowed: false, retryAfterMs: record.nextAllowedAtMs - nowMs };
  const forgotten = !record || nowMs - record.lastAttemptAtMs >= policy.forgetAfterMs;
  const attempts = (forgotten ? 0 : record.attempts) + 1;
  return { allowed: true, record: { attempts, nextAllowedAtMs: nowMs + delayAfter(attempts, policy), lastAttemptAtMs: nowMs } };
}

/** Takes one attempt back (a success on a shared key such as a client address), with the delay it had before. */
export function forgiveAttempt(record: AttemptRecord, policy: AttemptPolicy): AttemptRecord {
  const attempts = Math.max(0, record.attempts - 1);
  return {
    attempts,
    nextAllowedAtMs: Math.min(record.nextAllowedAtMs, record.lastAttemptAtMs + delayAfter(attempts, policy)),
    lastAttemptAtMs: record.lastAttemptAtMs,
  };
}
