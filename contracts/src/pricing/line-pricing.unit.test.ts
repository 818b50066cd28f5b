import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { submissionMessages } from '../submission/messages.ts';
import { pressLabel, pressOptionDays, priceLine, quoteLine, tierFeePerBookCents, verifiedPlusCents } from './line-pricing.ts';
import { aLine, aSignature, seedCatalogue, tierOf } from './test-support.ts';

const price = (overrides: Parameters<typeof aLine>[0], country: 'US' | 'CA' = 'US') => priceLine(seedCatalogue, country, aLine(overrides));
const vspp = (n: number) => Array.from({ length: n }, () => aSignature({ type: 'VSPP' }));

describe('priceLine: grading fee', () => {
  it('given 2 MN books, when priced, then tier value x quantity with a "Grading: Modern × 2" summary line (the catalogue label, not the code) and the tier days', () => {
    const line = price({ quantity: 2 });
    expect(line).toMatchObject({ tierCode: 'MN', tierLabel: 'Modern', baseTotalCents: 5400, gradingCents: 5400, totalCents: 5400, days: 20 });
    expect(line.summary).toEqual([{ label: 'Grading: Modern × 2', amountCents: 5400 }]);
  });

  it('given a value-based tier, when priced, then 4% of the per-book value, never under the minimum', () => {
    expect(tierFeePerBookCents(tierOf('UN'), 500_000)).toBe(20_000);
    expect(tierFeePerBookCents(tierOf('UN'), 100_100)).toBe(11_500);
    expect(price({ tierId: 'UN', insuredCents: 500_000, quantity: 3 }).baseTotalCents).toBe(60_000);
  });

  it('given a maximum on a value-based tier, when the percentage is above it, then the maximum', () => {
    expect(tierFeePerBookCents({ ...tierOf('UN'), maxValueCents: 50_000 }, 5_000_000)).toBe(50_000);
  });

  it('given an unknown tier, when priced, then an invalid DomainError on tierId', () => {
    expect(() => price({ tierId: 'QQ' })).toThrowError(new DomainError('invalid', submissionMessages.tierNotForLine, 'tierId'));
  });
});

describe('priceLine: fast pass', () => {
  it('given Priority on MN, when priced, then the surcharge per book, code MNP and the priority days', () => {
    const line = price({ fastPassValue: 5, quantity: 2 });
    expect(line).toMatchObject({ tierCode: 'MNP', days: 10, baseTotalCents: 5400, gradingCents: 5400 + 4000 });
    expect(line.summary).toContainEqual({ label: 'Priority × 2', amountCents: 4000 });
  });

  it('given Express on NW, when priced, then the express surcharge, code NWE and express days', () => {
    expect(price({ tierId: 'NW', year: 1965, fastPassValue: 6 })).toMatchObject({ tierCode: 'NWE', days: 5, totalCents: 4200 + 5500 });
  });
});

describe('priceLine: pressing (press values 0 to 3)', () => {
  it('given press 1, when priced, then the PRESS fee and its days', () => {
    const line = price({ press: 1 });
    expect(line).toMatchObject({ pressingCents: 2000, totalCents: 4700, days: 30 });
    expect(line.summary).toContainEqual({ label: 'Pressing × 1', amountCents: 2000 });
  });

  it('given press 2, when priced, then the FASTPRESS fee and half its days rounded up', () => {
    expect(price({ press: 2 })).toMatchObject({ pressingCents: 3500, days: 25 });
  });

  it('given press 3, when priced, then the EXPRESSPRESS fee and its days', () => {
    expect(price({ press: 3, quantity: 2 })).toMatchObject({ pressingCents: 12_000, days: 23 });
  });

  it('given a book above the premium threshold, when pressed, then the premium fee', () => {
    expect(price({ tierId: 'UN', insuredCents: 200_000, press: 1 }).pressingCents).toBe(4000);
    expect(price({ tierId: 'HV', insuredCents: 100_000, press: 1 }).pressingCents).toBe(2000);
  });

  it('given PM, when priced, then express pressing is included in the tier value and days (nothing added)', () => {
    const line = price({ tierId: 'PM', press: 0 });
    expect(line).toMatchObject({ press: 3, pressingCents: 0, totalCents: 8500, days: 10 });
  });

  it('given a slab tier with pressing asked, when priced, then no pressing is charged (tier rules apply first)', () => {
    expect(price({ tierId: 'SL', press: 1 })).toMatchObject({ press: 0, pressingCents: 0, isSlab: true, totalCents: 3000 });
  });
});

describe('priceLine: screens and partial grade', () => {
  it('given a press screen, when priced, then its fee as grading and 7 more days', () => {
    const line = price({ pressScreen: true });
    expect(line).toMatchObject({ gradingCents: 3700, days: 27 });
    expect(line.summary).toContainEqual({ label: 'Press screen × 1', amountCents: 1000 });
  });

  it('given a grade screen, when priced, then the GRADESCREEN fee per book with the grade in its label', () => {
    const line = price({ gradeScreen: 9.4, quantity: 3 });
    expect(line.gradingCents).toBe(3 * 2700 + 3 * 500);
    expect(line.summary).toContainEqual({ label: 'Grade screen (9.4) × 3', amountCents: 1500 });
  });

  it('given partial grade on a 10+ day tier, when priced, then its fee per book', () => {
    const line = price({ partialGrade: true, quantity: 2 });
    expect(line.gradingCents).toBe(5400 + 2000);
    expect(line.summary).toContainEqual({ label: 'Partial grade × 2', amountCents: 2000 });
  });

  it('given partial grade days in the tier, when priced, then they add to the turnaround', () => {
    const catalogue = { ...seedCatalogue, tiers: seedCatalogue.tiers.map((t) => (t.id === 'MN' ? { ...t, partialGrade: { valueCents: 1000, days: 3 } } : t)) };
    expect(priceLine(catalogue, 'US', aLine({ partialGrade: true })).days).toBe(23);
  });
});

describe('priceLine: signatures', () => {
  it('given ASP and VSP signatures, when priced, then each add-on fee per signature per book, the longest signature days, VSP in vspCents', () => {
    const line = price({ quantity: 2, signatures: [aSignature({ type: 'ASP', name: 'Stan Lee' }), aSignature({ type: 'VSP', name: 'Jim Lee' })] });
    expect(line).toMatchObject({ signatureCents: 2 * 1500 + 2 * 3500, vspCents: 2 * 3500, days: 30 });
    expect(line.summary).toContainEqual({ label: 'Authentic signature (ASP): Stan Lee × 2', amountCents: 3000 });
    expect(line.summary).toContainEqual({ label: 'Verified signature (VSP): Jim Lee × 2', amountCents: 7000 });
  });

  it('given 1 to 3 Verified Plus signatures in the US, when priced, then 20 dollars each', () => {
    expect(verifiedPlusCents(seedCatalogue, 'US', 1)).toBe(2000);
    expect(verifiedPlusCents(seedCatalogue, 'US', 3)).toBe(6000);
  });

  it('given 4 or more Verified Plus signatures, when priced, then the cap: 80 (US) or 100 (other)', () => {
    expect(verifiedPlusCents(seedCatalogue, 'US', 4)).toBe(8000);
    expect(verifiedPlusCents(seedCatalogue, 'US', 7)).toBe(8000);
    expect(verifiedPlusCents(seedCatalogue, 'CA', 2)).toBe(5000);
    expect(verifiedPlusCents(seedCatalogue, 'CA', 5)).toBe(10_000);
  });

  it('given a line with Verified Plus signatures, when priced, then the capped fee per book counts as VSP and the VSPP days apply', () => {
    const line = price({ quantity: 2, signatures: [aSignature({ type: 'VSP' }), ...vspp(5)] });
    expect(line).toMatchObject({ signatureCents: 7000 + 16_000, vspCents: 7000 + 16_000, days: 35 });
    expect(line.summary).toContainEqual({ label: 'Verified Plus (5 signatures) × 2', amountCents: 16_000 });
  });

  it('given a witnessed tier, when priced with VSP signatures, then they are dropped and not charged', () => {
    expect(price({ tierId: 'WS', signatures: [aSignature({ type: 'VSP' })] })).toMatchObject({ signatures: [], signatureCents: 0 });
  });
});

describe('priceLine: the parts add up', () => {
  it('given everything at once, when priced, then total = grading + pressing + signatures', () => {
    const line = price({ quantity: 3, fastPassValue: 5, press: 2, gradeScreen: 9.8, partialGrade: true, signatures: [aSignature(), aSignature({ type: 'VSP' })] });
    expect(line.totalCents).toBe(line.gradingCents + line.pressingCents + line.signatureCents);
    expect(line.summary.reduce((n, s) => n + s.amountCents, 0)).toBe(line.totalCents);
  });
});

describe('pressOptionDays and pressLabel (spec 9: pressing days are halved for value 2)', () => {
  it('given the seed add-ons, when each press value is asked for, then fast pressing adds half the days of pressing', () => {
    expect([0, 1, 2, 3].map((press) => pressOptionDays(seedCatalogue, press as 0 | 1 | 2 | 3))).toEqual([0, 10, 5, 3]);
  });

  it('given a press value, when its days are asked for, then they are the days priceLine adds', () => {
    for (const press of [1, 2, 3] as const) expect(price({ press }).days - price({}).days).toBe(pressOptionDays(seedCatalogue, press));
  });

  it("given a press value, when named, then the catalogue's add-on label", () => {
    expect([0, 1, 2, 3].map((press) => pressLabel(seedCatalogue, press as 0 | 1 | 2 | 3))).toEqual([null, 'Pressing', 'Fast pressing', 'Express pressing']);
  });
});

describe('quoteLine (no price until the year and the declared value are entered)', () => {
  const quote = (overrides: Parameters<typeof aLine>[0]) => quoteLine(seedCatalogue, 'US', 'Comic', aLine(overrides));

  it('given a new line with a tier but no year, when quoted, then no price', () => {
    expect(quote({ year: 0 })).toBeNull();
  });

  it('given a year but no declared value, when quoted, then no price', () => {
    expect(quote({ insuredCents: 0 })).toBeNull();
  });

  it('given a year and a value the tier takes, when quoted, then the line as priceLine prices it', () => {
    const line = aLine();
    expect(quoteLine(seedCatalogue, 'US', 'Comic', line)).toEqual(priceLine(seedCatalogue, 'US', line));
  });

  it('given a tier the year or value does not allow, when quoted, then no price', () => {
    expect(quote({ year: 1965, tierId: 'MN' })).toBeNull();
  });

  it('given a reholder line, when quoted with its value, then priced without a year of its own', () => {
    expect(quote({ kind: 'reholder', tierId: 'CR', reholderId: '25-A1B2C3D-001', year: 0, insuredCents: 5_000 })?.tierCode).toBe('CR');
  });
});
