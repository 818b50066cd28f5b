import type { AttemptPolicy } from './attempt-policy.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every throttled key kind and its policy. "account" and "email" keys are the normalised e-mail the
 * request names (existing account or not, so the answer tells nothing); "address" keys are the client
 * address (infra/src/http/client-address.ts). Address budgets are larger: many people may share one.
 */
export const defaultThrottlePolicies = {
  /** Password checks: POST /token (password grant), linking an external login, changing the password. */
  'sign-in:account': { attemptsBeforeDelay: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  'sign-in:address': { attemptsBeforeDelay: 20, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  /** Password-reset mails: each request sends one. */
  'recover:email': { attemptsBeforeDelay: 3, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  'recover:address': { attemptsBeforeDelay: 10, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  /** Activation mails sent again. */
  'resend:email': { attemptsBeforeDelay: 3, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  'resend:address': { attemptsBeforeDelay: 10, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  /** Sign-ups: floods of accounts, and probing which e-mails are taken. */
  'register:email': { attemptsBeforeDelay: 3, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  'register:address': { attemptsBeforeDelay: 10, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
} satisfies Record<string, AttemptPolicy>;

export type ThrottleBucket = keyof typeof defaultThrottlePolicies;
export type ThrottlePolicies = Record<ThrottleBucket, AttemptPolicy>;
/** Per-bucket changes (tests raise the address budgets, as they raise the per-minute limits). */
export type ThrottlePolicyOverrides = Partial<Record<ThrottleBucket, Partial<AttemptPolicy>>>;

export function throttlePolicies(overrides: ThrottlePolicyOverrides = {}): ThrottlePolicies {
  const policies = { ...defaultThrottlePolicies } as ThrottlePolicies;
  for (const [bucket, change] of Object.entries(overrides) as [ThrottleBucket, Partial<AttemptPolicy>][]) {
    policies[bucket] = { ...policies[bucket], ...change };
  }
  return policies;
}

/** The longest a record can matter: rows quiet longer than this are purged. */
export const longestForgetMs = (policies: ThrottlePolicies) => Math.max(...Object.values(policies).map((p) => p.forgetAfterMs));
