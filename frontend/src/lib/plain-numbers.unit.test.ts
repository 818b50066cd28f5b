import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainNumberFormat } from './plain-numbers.ts';

const LOCALES = ['en-US', 'fr-CA'] as const;
const intlNumbers = (locale: string, options: Intl.NumberFormatOptions) => () => new Intl.NumberFormat(locale, options);

describe('numbers written out for the site\'s locales', () => {
  const aWholeNumber = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  const someCents = fc.integer({ min: -1e13, max: 1e13 });

  for (const locale of LOCALES) {
    it(`given ${locale}, then a whole number reads as Intl writes it, and a fraction is Intl's own`, () => {
      const plain = plainNumberFormat(locale, {}, intlNumbers(locale, {}))!;
      const intl = new Intl.NumberFormat(locale);
      for (const n of [0, 7, 999, 1000, 1234567, -1, -1000]) expect(plain.format(n)).toBe(intl.format(n));
      fc.assert(fc.property(aWholeNumber, (n) => plain.format(n) === intl.format(n)));
      expect(plain.format(1234.5)).toBe(intl.format(1234.5));
    });

    for (const currency of ['USD', 'CAD'] as const) {
      for (const maximumFractionDigits of [undefined, 0] as const) {
        const options: Intl.NumberFormatOptions = maximumFractionDigits === undefined ? { style: 'currency', currency } : { style: 'currency', currency, maximumFractionDigits };
        it(`given ${locale} and ${JSON.stringify(options)}, then cents as dollars read as Intl writes them`, () => {
          const plain = plainNumberFormat(locale, options, intlNumbers(locale, options))!;
          const intl = new Intl.NumberFormat(locale, options);
          for (const cents of [1, 50, 99, 100, 2550, 123456, -2550, -1]) expect(plain.format(cents / 100)).toBe(intl.format(cents / 100));
          fc.assert(fc.property(someCents, (cents) => plain.format(cents / 100) === intl.format(cents / 100)));
        });
      }
    }
  }

  it('given a percentage, another currency or other digits, then the format is left to Intl', () => {
    expect(plainNumberFormat('en-US', { style: 'percent' }, intlNumbers('en-US', {}))).toBeNull();
    expect(plainNumberFormat('en-US', { style: 'currency', currency: 'EUR' }, intlNumbers('en-US', {}))).toBeNull();
    expect(plainNumberFormat('en-US', { minimumFractionDigits: 1 }, intlNumbers('en-US', {}))).toBeNull();
  });
});
