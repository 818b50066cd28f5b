import { describe, expect, it } from 'vitest';
import { dateFormat, displayableDate } from './date-formats.ts';
import { numberFormat, wholeNumber } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('given the same locale and options twice, then the same formatter is used; other options or another locale get their own', () => {
    const medium = dateFormat('en-US', { dateStyle: 'medium' });

    expect(dateFormat('en-US', { dateStyle: 'medium' })).toBe(medium);
    expect(dateFormat('en-US', { dateStyle: 'long' })).not.toBe(medium);
    expect(dateFormat('fr-CA', { dateStyle: 'medium' })).not.toBe(medium);
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(numberFormat('en-US', { style: 'currency', currency: 'USD' }));
    expect(medium.format(new Date('2025-03-14T12:00:00Z'))).toBe('Mar 14, 2025');
  });

  it('given a date before 1600, an unparseable one or none, then it is not displayable (spec 5 Display)', () => {
    expect(displayableDate('1599-12-31T00:00:00Z')).toBeNull();
    expect(displayableDate('not a date')).toBeNull();
    expect(displayableDate(null)).toBeNull();
    expect(displayableDate('1600-01-01T00:00:00Z')?.toISOString()).toBe('1600-01-01T00:00:00.000Z');
  });

  it('given a whole number, then it reads as the locale writes it, as toLocaleString would say it', () => {
    for (const n of [0, 7, 1234, 1_000_000]) {
      expect(wholeNumber(n, 'en-US')).toBe(n.toLocaleString('en-US'));
      expect(wholeNumber(n, 'fr-CA')).toBe(n.toLocaleString('fr-CA'));
    }
    expect(wholeNumber(1234, 'en-US')).toBe('1,234');
  });
});
