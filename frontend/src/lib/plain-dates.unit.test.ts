import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainDateFormat } from './plain-dates.ts';

const LOCALES = ['en-US', 'fr-CA'] as const;

/** Every day from 1600 to 2100 is too many for a unit test: every day of four years, and instants drawn over the whole span. */
const DAYS = Array.from({ length: 4 * 366 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i, 12)));
const anInstant = fc.integer({ min: Date.UTC(1600, 0, 1), max: Date.UTC(2100, 11, 31) }).map((ms) => new Date(ms));

describe('dates written out for the site\'s locales', () => {
  const forms: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { dateStyle: 'long', timeZone: 'UTC' },
    { dateStyle: 'medium', timeZone: 'UTC' },
    { month: 'long', timeZone: 'UTC' },
    { year: 'numeric', month: 'long', day: 'numeric' },
    { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  ];

  for (const locale of LOCALES) {
    for (const options of forms) {
      it(`given ${locale} and ${JSON.stringify(options)}, then every day reads as Intl writes it`, () => {
        const plain = plainDateFormat(locale, options)!;
        const intl = new Intl.DateTimeFormat(locale, options);
        expect(DAYS.filter((day) => plain.format(day) !== intl.format(day)).map((day) => [day.toISOString(), plain.format(day), intl.format(day)])).toEqual([]);
        fc.assert(fc.property(anInstant, (instant) => plain.format(instant) === intl.format(instant)));
      });
    }
  }

  it('given a time of day, another time zone, another locale or another style, then the format is left to Intl', () => {
    expect(plainDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).toBeNull();
    expect(plainDateFormat('en-US', { dateStyle: 'long', timeZone: 'America/Toronto' })).toBeNull();
    expect(plainDateFormat('de-DE', { dateStyle: 'long' })).toBeNull();
    expect(plainDateFormat('en-US', { dateStyle: 'short' })).toBeNull();
    expect(plainDateFormat('en-US', { month: 'short', day: 'numeric' })).toBeNull();
  });
});
