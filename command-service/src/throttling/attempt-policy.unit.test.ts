import { describe, expect, it } from 'vitest';
import { decideAttempt, delayAfter, forgiveAttempt, type AttemptPolicy, type AttemptRecord } from './attempt-policy.ts';
import { defaultThrottlePolicies, throttlePolicies } from './throttle-policies.ts';

const policy: AttemptPolicy = { attemptsBeforeDelay: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };
const T0 = 1_800_000_000_000;

/** Attempts made back to back, each as soon as allowed; returns the records and the waits between them. */
function attemptsAsSoonAsAllowed(count: number) {
  let record: AttemptRecord | undefined;
  let now = T0;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    const decision = decideAttempt(record, now, policy);
    if (!decision.allowed) throw new Error('attempted too early');
    record = decision.record;
    waits.push(record.nextAllowedAtMs - now);
    now = record.nextAllowedAtMs;
  }
  return { record: record!, waits };
}

describe('attempt policy', () => {
  it('given attempts as soon as allowed, when counted, then the first few are free and each wait after doubles up to the ceiling', () => {
    expect(attemptsAsSoonAsAllowed(11).waits).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('given a key that must still wait, when attempted, then it is refused with the time left and not counted', () => {
    const { record } = attemptsAsSoonAsAllowed(4);
    const early = decideAttempt(record, record.nextAllowedAtMs - 500, policy);
    expect(early).toEqual({ allowed: false, retryAfterMs: 500 });
  });

  it('given a key left alone longer than the forget time, when attempted, then it starts again from one', () => {
    const { record } = attemptsAsSoonAsAllowed(6);
    const later = decideAttempt(record, record.lastAttemptAtMs + policy.forgetAfterMs, policy);
    expect(later).toMatchObject({ allowed: true, record: { attempts: 1 } });
  });

  it('given a success on a shared key, when forgiven, then its own attempt and the delay it added are taken back', () => {
    const before = attemptsAsSoonAsAllowed(3).record; // the third attempt set a 1 s wait
    expect(forgiveAttempt(before, policy)).toEqual({ attempts: 2, nextAllowedAtMs: before.lastAttemptAtMs, lastAttemptAtMs: before.lastAttemptAtMs });
  });

  it('given a huge number of attempts, when the delay is computed, then it is the ceiling (no overflow)', () => {
    expect(delayAfter(10_000, policy)).toBe(60_000);
  });

  it('given the defaults, when read, then every budget forgets only after its longest wait, so waiting out the ceiling never resets it', () => {
    for (const p of Object.values(defaultThrottlePolicies)) expect(p.forgetAfterMs).toBeGreaterThan(p.maxDelayMs);
  });

  it('given an override of one bucket, when the policies are built, then only that field of that bucket changes', () => {
    const policies = throttlePolicies({ 'sign-in:address': { attemptsBeforeDelay: 99 } });
    expect(policies['sign-in:address']).toEqual({ ...defaultThrottlePolicies['sign-in:address'], attemptsBeforeDelay: 99 });
    expect(policies['sign-in:account']).toEqual(defaultThrottlePolicies['sign-in:account']);
  });
});
