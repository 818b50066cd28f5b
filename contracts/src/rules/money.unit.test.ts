import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, groupedDigits } from './money.ts';

describe('cents as en-US writes them', () => {
  for (const currency of ['USD', 'CAD'] as const) {
    it(`given any whole number of cents in ${currency}, then they read as Intl.NumberFormat('en-US') writes the dollars`, () => {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const cents of [0, 1, 99, 100, 100000, 123456789, -1, -100050]) expect(formatCents(cents, currency)).toBe(intl.format(cents / 100));
      fc.assert(fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => formatCents(cents, currency) === intl.format(cents / 100)));
    });
  }

  it('given minus zero (a product of signs), then it reads as zero, not "-$0.00"', () => {
    expect(formatCents(-0)).toBe('$0.00');
  });
});

describe("a whole number's digits in groups", () => {
  it('given a separator, then groups of three from the right are joined by it and the sign is left out', () => {
    expect(groupedDigits(0, ',')).toBe('0');
    expect(groupedDigits(999, ',')).toBe('999');
    expect(groupedDigits(1000, ',')).toBe('1,000');
    expect(groupedDigits(-1234567, '\u00a0')).toBe('1\u00a0234\u00a0567');
  });
});
