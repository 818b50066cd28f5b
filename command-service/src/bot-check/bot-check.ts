import { createHmac } from 'node:crypto';
import type pg from 'pg';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { applySchema, type Clock } from '@certus/infra';

/**
 * The bot check of the registration, recovery, resend and landing-lead forms (spec 1): a self-hosted
 * ALTCHA proof of work. The browser widget (`altcha` 3.x) fetches a challenge, solves it, and puts the
 * payload (base64 JSON of `{ challenge, solution }`) in the form's `reCAPTCHA` field.
 */
export interface BotCheck {
  /** A fresh signed challenge, sent as is to the widget. */
  createChallenge(): Promise<unknown>;
  /** True once for a correctly solved, unexpired challenge of ours; false for anything else, and for a replay. */
  verify(payload: string): Promise<boolean>;
}

export interface AltchaBotCheckOptions {
  /** ALTCHA_HMAC_KEY: signs challenges. Every command-service process must share it. */
  hmacKey: string;
  /** Holds `bot_check_used`, so a payload is accepted once across all command-service processes. */
  pool: pg.Pool;
  /**
   * Dates the challenges and decides expiry. It must not run behind real time: altcha-lib also refuses
   * challenges whose expiry is past by the system clock.
   */
  clock: Clock;
  /** PBKDF2-SHA-256 iterations per attempt. Default 1000. */
  cost?: number;
  /**
   * How many attempts the solver needs: the answer is a random counter in this range (deterministic mode),
   * so the work is bounded rather than luck-dependent. Default [100, 400]: ~0.1 s on one core of a laptop,
   * split over the widget's workers; well under a second on a phone. (The altcha-lib README's example,
   * cost 5000 with 5000-10000 attempts, took 12 s here.)
   */
  counterRange?: readonly [min: number, max: number];
  /** How long a challenge may be solved and submitted. Default 1200 s (a long form, filled slowly). */
  expiresInSeconds?: number;
}

export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
const DEFAULT_COST = 1_000;
const DEFAULT_COUNTER_RANGE = [100, 400] as const;
const DEFAULT_EXPIRES_IN_SECONDS = 1_200;
/** Longer than any real payload (~700 characters); refuses junk before decoding it. */
const MAX_PAYLOAD_LENGTH = 4_096;
/** Used signatures are purged at most this often per process... */
const PURGE_EVERY_MS = 60_000;
/** ...and only this long after their challenge expired, so processes whose clocks differ a little still refuse a replay. */
const PURGE_GRACE_MS = 10 * 60_000;

export const BOT_CHECK_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS bot_check_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS bot_check_used_expires_at ON bot_check_used (expires_at);
`;

/** Creates the replay table if missing. Safe to call from several processes starting at once. */
export async function ensureSchema(pool: pg.Pool): Promise<void> {
  await applySchema(pool, 'bot-check', BOT_CHECK_SCHEMA_SQL);
}

/** The key that signs the derived keys (fast verification path) is derived from the one configured secret. */
const keySignatureSecret = (hmacKey: string) => createHmac('sha256', hmacKey).update('certus:altcha:key-signature').digest('hex');

export function createAltchaBotCheck(options: AltchaBotCheckOptions): BotCheck {
  const { hmacKey, pool, clock } = options;
  if (!hmacKey) throw new Error('The bot check needs an HMAC key (ALTCHA_HMAC_KEY).');
  const cost = options.cost ?? DEFAULT_COST;
  const [counterMin, counterMax] = options.counterRange ?? DEFAULT_COUNTER_RANGE;
  const expiresInMs = (options.expiresInSeconds ?? DEFAULT_EXPIRES_IN_SECONDS) * 1_000;
  const hmacKeySignatureSecret = keySignatureSecret(hmacKey);
  let lastPurgeAt = Number.NEGATIVE_INFINITY;

  async function purgeExpired(now: number) {
    if (now - lastPurgeAt < PURGE_EVERY_MS) return;
    lastPurgeAt = now;
    try {
      await pool.query('DELETE FROM bot_check_used WHERE expires_at < $1', [new Date(now - PURGE_GRACE_MS)]);
    } catch {
      // Housekeeping only: a failed purge is retried a minute later and never fails a form.
    }
  }

  /** Records the signature; false if it was already there (a replay, possibly racing in another process). */
  async function claim(signature: string, expiresAtSeconds: number): Promise<boolean> {
    const result = await pool.query(
      'INSERT INTO bot_check_used (signature, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (signature) DO NOTHING',
      [signature, expiresAtSeconds],
    );
    return result.rowCount === 1;
  }

  return {
    async createChallenge() {
      return createChallenge({
        algorithm: BOT_CHECK_ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: new Date(clock.now().getTime() + expiresInMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret,
      });
    },

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const { challenge, solution } = decoded;
      const now = clock.now().getTime();
      const expiresAt = challenge.parameters.expiresAt;
      // All our challenges expire; one without an expiry is not ours.
      if (typeof expiresAt !== 'number' || expiresAt * 1_000 <= now) return false;

      let verified: boolean;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret });
        verified = result.verified;
      } catch {
        // Malformed parameters (non-hex nonce, unknown algorithm...) are a refusal, not a server error.
        return false;
      }
      if (!verified) return false;

      const firstUse = await claim(challenge.signature, expiresAt);
      await purgeExpired(now);
      return firstUse;
    },
  };
}

/** The widget's field value: base64 of JSON `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. */
function decodePayload(payload: unknown): { challenge: Challenge & { signature: string }; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  const { counter, derivedKey } = value.solution;
  if (!isRecord(parameters) || typeof signature !== 'string' || signature.length === 0) return null;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
