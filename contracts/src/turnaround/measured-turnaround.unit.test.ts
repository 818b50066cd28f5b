import { describe, expect, it } from 'vitest';
import {
  MIN_TURNAROUND_SAMPLES,
  businessDaysBetween,
  localDateOf,
  nearestRankPercentile,
  shownTurnaround,
  tierCodesOf,
  turnaroundWindowStart,
} from './measured-turnaround.ts';

describe('business days from received to shipped', () => {
  it('given a box received on a Monday and shipped that Friday, then 4 business days', () => {
    expect(businessDaysBetween(new Date('2026-03-02T15:00:00Z'), new Date('2026-03-06T20:00:00Z'))).toBe(4);
  });

  it('given a weekend in between, then Saturday and Sunday do not count (Friday to the next Tuesday is 2)', () => {
    expect(businessDaysBetween(new Date('2026-03-06T15:00:00Z'), new Date('2026-03-10T15:00:00Z'))).toBe(2);
  });

  it('given an order that left the day it came, then it counts as 1 business day, never 0', () => {
    expect(businessDaysBetween(new Date('2026-03-02T14:00:00Z'), new Date('2026-03-02T22:00:00Z'))).toBe(1);
  });

  it("given instants near midnight, then the days are the office's (Plano, Texas), not UTC's", () => {
    // 03:00 UTC on Tuesday is still Monday evening in Texas: received Monday, shipped Tuesday afternoon = 1 day.
    expect(localDateOf(new Date('2026-03-03T03:00:00Z'))).toBe('2026-03-02');
    expect(businessDaysBetween(new Date('2026-03-03T03:00:00Z'), new Date('2026-03-03T20:00:00Z'))).toBe(1);
    expect(businessDaysBetween(new Date('2026-03-03T03:00:00Z'), new Date('2026-03-04T20:00:00Z'))).toBe(2);
  });

  it('given four weeks on the calendar, then 20 business days', () => {
    expect(businessDaysBetween(new Date('2026-03-02T15:00:00Z'), new Date('2026-03-30T15:00:00Z'))).toBe(20);
  });
});

describe('median and 90th percentile (nearest rank)', () => {
  it('given ten samples, then the median is the 5th smallest and the 90th percentile the 9th', () => {
    const days = [20, 3, 8, 15, 4, 30, 9, 12, 6, 18];
    expect(nearestRankPercentile(days, 0.5)).toBe(9);
    expect(nearestRankPercentile(days, 0.9)).toBe(20);
  });

  it('given one sample, then both are that sample; given none, then null', () => {
    expect(nearestRankPercentile([7], 0.5)).toBe(7);
    expect(nearestRankPercentile([7], 0.9)).toBe(7);
    expect(nearestRankPercentile([], 0.5)).toBeNull();
  });
});

describe('the turnaround shown for a tier (spec 8 "Turnaround message fallback")', () => {
  const enough = { sampleSize: MIN_TURNAROUND_SAMPLES, medianDays: 12, p90Days: 19 };

  it('given enough orders, then the measured median shows, with the 90th percentile and how many orders it rests on', () => {
    expect(shownTurnaround(enough, 'About 6 weeks.')).toEqual({
      basis: 'measured',
      text: '3 weeks',
      p90Text: '9 in 10 orders within 4 weeks',
      basedOn: `Based on ${MIN_TURNAROUND_SAMPLES} orders in the last 90 days.`,
    });
  });

  it('given too few orders and a published message, then the message shows', () => {
    expect(shownTurnaround({ ...enough, sampleSize: MIN_TURNAROUND_SAMPLES - 1 }, 'About 6 weeks.')).toEqual({ basis: 'message', text: 'About 6 weeks.', p90Text: null, basedOn: null });
  });

  it("given too few orders and no message (or a blank one), then '5 weeks'", () => {
    expect(shownTurnaround(null, null).text).toBe('5 weeks');
    expect(shownTurnaround({ ...enough, sampleSize: 2 }, '  ')).toEqual({ basis: 'default', text: '5 weeks', p90Text: null, basedOn: null });
  });
});

describe('the window and the codes', () => {
  it('given now, then the window starts 90 days before it', () => {
    expect(turnaroundWindowStart(new Date('2026-06-01T00:00:00Z')).toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('given a tier with Priority and Express, then its three codes; without them, its own only', () => {
    expect(tierCodesOf({ id: 'MN', priority: {}, express: {} })).toEqual([
      { code: 'MN', level: 'Standard' },
      { code: 'MNP', level: 'Priority' },
      { code: 'MNE', level: 'Express' },
    ]);
    expect(tierCodesOf({ id: 'SL', priority: null, express: null })).toEqual([{ code: 'SL', level: 'Standard' }]);
  });
});
