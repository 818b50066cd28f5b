import { describe, expect, it } from 'vitest';
import seed from '../../catalogue/catalogue.json' with { type: 'json' };
import { Catalogue, type CatalogueTier, collectibleTypes } from './catalogue.ts';

const catalogue = Catalogue.parse(seed);
const SPEC_TIER_CODES = ['MN', 'NW', 'WS', 'WE', 'ZW', 'SO', 'SL', 'SE', 'ZS', 'OA', 'OP', 'OT', 'OE', 'ZO', 'CR', 'ZR', 'PM', 'ZE'];
const tier = (id: string) => catalogue.tiers.find((t) => t.id === id) as CatalogueTier;

describe('the seeded catalogue (contracts/catalogue/catalogue.json)', () => {
  it('given the seed file, when parsed with the Catalogue schema, then it is valid and is version 13 (12 plus the Canadian price set)', () => {
    expect(Catalogue.safeParse(seed).success).toBe(true);
    expect(catalogue.version).toBe(13);
  });

  it('given the spec tier codes, when looked up, then every one is in the catalogue, once', () => {
    const ids = catalogue.tiers.map((t) => t.id);
    for (const code of SPEC_TIER_CODES) expect(ids, code).toContain(code);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('given the tier kinds of spec 4, when the named codes are read, then each has its kind', () => {
    const kinds: Record<string, CatalogueTier['kind']> = {
      WS: 'witnessed', WE: 'witnessed', ZW: 'witnessed', SO: 'slab', SL: 'slab', SE: 'slab', ZS: 'slab',
      OA: 'originalArt', OP: 'originalArt', OT: 'originalArt', OE: 'originalArt', ZO: 'originalArt', CR: 'reholder', ZR: 'reholder',
      MN: 'standard', NW: 'standard', PM: 'standard', ZE: 'standard',
    };
    for (const [code, kind] of Object.entries(kinds)) expect(tier(code).kind, code).toBe(kind);
  });

  it('given each collectible type, when its tiers are listed, then it has standard, witnessed, slab, original art and reholder tiers', () => {
    for (const type of collectibleTypes) {
      const kinds = new Set(catalogue.tiers.filter((t) => t.collectibleTypes.includes(type)).map((t) => t.kind));
      for (const kind of ['standard', 'witnessed', 'slab', 'originalArt', 'reholder'] as const) expect(kinds.has(kind), `${type} ${kind}`).toBe(true);
    }
  });

  it('given reholders, when read, then CR is for comics and ZR for magazines; Z* tiers are magazine tiers', () => {
    expect(tier('CR').collectibleTypes).toContain('Comic');
    expect(tier('ZR').collectibleTypes).toEqual(['Magazine']);
    for (const t of catalogue.tiers.filter((t) => t.id.startsWith('Z'))) expect(t.collectibleTypes, t.id).toEqual(['Magazine']);
  });

  it('given each collectible type, when a standard book of any value is submitted, then some standard tier takes it', () => {
    for (const type of collectibleTypes) {
      for (const [year, insured] of [[1990, 10_000], [1960, 40_000], [1960, 40_100], [2001, 100_000], [1940, 100_100], [2020, 50_000_000]] as const) {
        const takers = catalogue.tiers.filter(
          (t) =>
            t.kind === 'standard' &&
            !t.forcesExpressPress &&
            t.collectibleTypes.includes(type) &&
            (t.minYear === null || year >= t.minYear) &&
            (t.maxYear === null || year <= t.maxYear) &&
            insured >= t.minInsuredCents &&
            (t.maxInsuredCents === null || insured <= t.maxInsuredCents),
        );
        expect(takers.length, `${type} ${year} ${insured}`).toBeGreaterThan(0);
      }
    }
  });

  it('given the figures of the field, when read, then MN ~$27 for 20 days, NW ~$42, $95 up to $1,000, 4% with $115 minimum above', () => {
    expect(tier('MN')).toMatchObject({ valueCents: 2700, days: 20, minYear: 1975, maxInsuredCents: 40_000 });
    expect(tier('NW')).toMatchObject({ valueCents: 4200, maxYear: 1974, maxInsuredCents: 40_000 });
    expect(tier('HV')).toMatchObject({ valueCents: 9500, days: 10, maxInsuredCents: 100_000 });
    expect(tier('UN')).toMatchObject({ percentOfInsuredBp: 400, minValueCents: 11_500, days: 5, minInsuredCents: 100_100 });
  });

  it('given the tier rules, when the seed is read, then slab and onsite tiers have no fast pass or pressing, partial grade only on 10+ day tiers, PM forces express press', () => {
    for (const t of catalogue.tiers) {
      if (t.kind === 'slab' || t.kind === 'onsite' || t.kind === 'reholder') expect([t.priority, t.express, t.press], t.id).toEqual([null, null, null]);
      if (t.kind === 'originalArt') expect(t.press, t.id).toBeNull();
      if (t.partialGrade) expect(t.days, t.id).toBeGreaterThanOrEqual(10);
      expect(t.forcesExpressPress, t.id).toBe(t.id === 'PM');
    }
    expect(catalogue.tiers.some((t) => t.priority) && catalogue.tiers.some((t) => t.express)).toBe(true);
  });

  it('given the add-ons, pricing constants and limits, when read, then they follow spec 9', () => {
    expect(catalogue.addons.map((a) => a.id).sort()).toEqual(['EXPRESSPRESS', 'FASTPRESS', 'GRADESCREEN', 'PRESS', 'SIG_ASP', 'SIG_VSP', 'SIG_VSPP']);
    expect(catalogue.verifiedPlus).toEqual({ perSignatureCents: { US: 2000, other: 2500 }, capCents: { US: 8000, other: 10000 }, capFromSignatures: 4 });
    expect(catalogue.limits).toEqual({ maxComics: 100, maxInsuredCents: 50_000_000 });
    expect(catalogue.promoMinimumAfterDiscountCents).toBe(2000);
    expect(catalogue.pressingDiscountPerBookCents).toEqual({ tierIds: ['MN', 'NW'], cents: 1000 });
    expect(catalogue.gradingPressScreen.minItems).toBe(5);
    expect(catalogue.memberDiscounts.Free).toEqual({ discountRate: 0, pressingDiscountRate: 0, vspDiscountRate: 0 });
  });

  it('given the grade slider of spec 9, when read, then it holds exactly its values', () => {
    const steps = Array.from({ length: 15 }, (_, i) => 2 + i * 0.5);
    expect(catalogue.grades).toEqual([0, 0.1, 0.3, 0.5, 1.0, 1.5, 1.8, ...steps, 9.2, 9.4, 9.6, 9.8, 9.9, 10]);
  });

  it('given drop-offs, pick-ups and other options, when read, then NN is mail-in in Plano, HQ and VG have appointment links, one ship option is onsite', () => {
    const byId = Object.fromEntries(catalogue.dropOffs.map((d) => [d.id, d]));
    expect(byId.NN).toMatchObject({ isMailIn: true, appointmentUrl: null });
    expect(byId.NN?.address.join(' ')).toContain('Plano, TX');
    expect(byId.HQ?.appointmentUrl).toMatch(/^https:\/\//);
    expect(byId.VG?.appointmentUrl).toMatch(/^https:\/\//);
    expect(catalogue.pickUps.map((p) => p.id)).toContain('HQ');
    expect(catalogue.shipOther.filter((o) => o.isOnsite)).toHaveLength(1);
    expect(catalogue.payOther.length).toBeGreaterThan(0);
  });

  it('given carrier services, when read, then both scopes are served', () => {
    expect(catalogue.carrierServices.some((s) => s.scope === 'domestic')).toBe(true);
    expect(catalogue.carrierServices.some((s) => s.scope === 'international')).toBe(true);
  });

  it('given the promos, when read, then every promo type is seeded with unique codes', () => {
    const codes = catalogue.promos.map((p) => p.promoCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['SAVE10', 'GRADE5', 'PRESS20', 'BUY5GET1', 'FREESHIP', 'WELCOME15', 'REHOLD50', 'MAGAZINE10', 'BIGDISCOUNT']));
    expect(new Set(catalogue.promos.map((p) => p.promoType))).toEqual(new Set(['Percent', 'Amount', 'FreeBooks', 'FreeShipping', 'Welcome', 'Reholder']));
  });
});
