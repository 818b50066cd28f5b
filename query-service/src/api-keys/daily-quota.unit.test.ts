import { describe, expect, it } from 'vitest';
import { quotaStateOf, rateLimitHeaders, secondsToNextUtcMidnight, utcDayOf } from './daily-quota.ts';

describe('daily quota arithmetic', () => {
  it('given a moment, then its window is its UTC day, whatever the local zone', () => {
    expect(utcDayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDayOf(new Date('2026-03-02T00:00:00.000-05:00'))).toBe('2026-03-02');
  });

  it('given a moment, then the reset is the whole seconds to the next UTC midnight, rounded up, never 0', () => {
    expect(secondsToNextUtcMidnight(new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400);
    expect(secondsToNextUtcMidnight(new Date('2026-03-01T23:00:00.000Z'))).toBe(3_600);
    expect(secondsToNextUtcMidnight(new Date('2026-03-01T23:59:58.200Z'))).toBe(2);
    expect(secondsToNextUtcMidnight(new Date('2026-03-01T23:59:59.999Z'))).toBe(1);
    // Across a month's and a year's end.
    expect(secondsToNextUtcMidnight(new Date('2026-02-28T12:00:00.000Z'))).toBe(43_200);
    expect(secondsToNextUtcMidnight(new Date('2026-12-31T18:00:00.000Z'))).toBe(21_600);
  });

  it('given the count after a call, then the call is allowed up to the quota, and remaining counts what is left', () => {
    const now = new Date('2026-03-01T23:00:00.000Z');
    expect(quotaStateOf(1, 5, now)).toEqual({ allowed: true, remaining: 4, resetSeconds: 3_600 });
    expect(quotaStateOf(5, 5, now)).toEqual({ allowed: true, remaining: 0, resetSeconds: 3_600 });
    expect(quotaStateOf(null, 5, now)).toEqual({ allowed: false, remaining: 0, resetSeconds: 3_600 });
    // A quota lowered during the day: a count already past it is refused, not a negative remaining.
    expect(quotaStateOf(7, 5, now)).toEqual({ allowed: false, remaining: 0, resetSeconds: 3_600 });
  });

  it('given a state, then the headers are the IETF draft structured fields, as express-rate-limit writes them', () => {
    expect(rateLimitHeaders(1000, { allowed: true, remaining: 998, resetSeconds: 3_600 })).toEqual({
      'RateLimit-Policy': '"daily"; q=1000; w=86400',
      RateLimit: '"daily"; r=998; t=3600',
    });
  });
});
