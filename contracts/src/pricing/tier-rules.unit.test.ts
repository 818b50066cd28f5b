import { describe, expect, it } from 'vitest';
import { aLine, aSignature, seedCatalogue, tierOf } from './test-support.ts';
import { applyTierRules, eligibleTiers, offeredTiers, serviceDays, serviceName, tierChoiceKnown, tierCodeOf } from './tier-rules.ts';

const ids = (tiers: { id: string }[]) => tiers.map((t) => t.id).sort();
const verifiedSet = () => [aSignature({ type: 'ASP' }), aSignature({ type: 'VSP' }), aSignature({ type: 'VSPP' })];

describe('tierCodeOf (spec 4: Priority adds P, Express adds E)', () => {
  it('given MN, when no fast pass / Priority (5) / Express (6), then MN / MNP / MNE', () => {
    expect(tierCodeOf('MN', 0)).toBe('MN');
    expect(tierCodeOf('MN', 5)).toBe('MNP');
    expect(tierCodeOf('MN', 6)).toBe('MNE');
  });
});

describe('serviceName (what a customer reads: the catalogue label and the level, never the code)', () => {
  it('given MN with no fast pass, Priority and Express, when named, then "Modern", "Modern, Priority", "Modern, Express"', () => {
    expect([0, 5, 6].map((v) => serviceName(tierOf('MN').label, v as 0 | 5 | 6))).toEqual(['Modern', 'Modern, Priority', 'Modern, Express']);
  });
});

describe('offeredTiers (the builder offers no tier until the year and the value are entered)', () => {
  const offered = (year: number, insuredCents: number, kind: 'comic' | 'reholder' = 'comic') => offeredTiers(seedCatalogue.tiers, 'Comic', { kind, year, insuredCents });

  it('given a new comic line (no year, no value), when tiers are offered, then none', () => {
    expect(offered(0, 0)).toEqual([]);
    expect(tierChoiceKnown({ kind: 'comic', year: 0, insuredCents: 0 })).toBe(false);
  });

  it('given only the year, or only the value, when tiers are offered, then none', () => {
    expect(offered(1988, 0)).toEqual([]);
    expect(offered(0, 10_000)).toEqual([]);
    expect(offered(1900, 10_000)).toEqual([]);
  });

  it('given both, when tiers are offered, then the eligible tiers for them', () => {
    expect(ids(offered(1988, 10_000))).toEqual(ids(eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Comic', kind: 'comic', year: 1988, insuredCents: 10_000 })));
  });

  it('given a reholder line, when its value is entered, then its reholder tier without a year', () => {
    expect(ids(offered(0, 5_000, 'reholder'))).toEqual(['CR']);
    expect(offered(0, 0, 'reholder')).toEqual([]);
  });
});

describe('eligibleTiers (tier choice follows insured value, year range and the line kind)', () => {
  const comic = (year: number | null, insuredCents: number) => eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Comic', kind: 'comic', year, insuredCents });

  it('given a modern comic up to $400, when tiers are listed, then MN and PM are offered and NW is not', () => {
    const tiers = ids(comic(1990, 40_000));
    expect(tiers).toEqual(expect.arrayContaining(['MN', 'PM', 'WS', 'WE', 'SL', 'SE', 'ON']));
    expect(tiers).not.toContain('NW');
    expect(tiers).not.toContain('HV');
  });

  it('given a vintage comic up to $400, when tiers are listed, then NW is offered and MN is not', () => {
    expect(ids(comic(1965, 5_000))).toContain('NW');
    expect(ids(comic(1965, 5_000))).not.toContain('MN');
  });

  it('given values above $400 and above $1,000, when tiers are listed, then HV and then UN take over', () => {
    expect(ids(comic(1990, 40_100))).toContain('HV');
    expect(ids(comic(1990, 40_100))).not.toContain('MN');
    expect(ids(comic(1990, 100_100))).toContain('UN');
    expect(ids(comic(1990, 100_100))).not.toContain('HV');
  });

  it('given the line kind, when tiers are listed, then artwork gets original art tiers and reholder gets reholder tiers only', () => {
    expect(ids(eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Comic', kind: 'artwork', year: 1990, insuredCents: 50_000 }))).toEqual(['OA', 'OE', 'OT']);
    expect(ids(eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Comic', kind: 'reholder', year: null, insuredCents: 0 }))).toEqual(['CR']);
    expect(ids(eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Magazine', kind: 'reholder', year: null, insuredCents: 0 }))).toEqual(['ZR']);
  });

  it('given a magazine, when tiers are listed, then only Z tiers come', () => {
    for (const t of eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Magazine', kind: 'comic', year: 1970, insuredCents: 10_000 })) expect(t.id.startsWith('Z')).toBe(true);
  });

  it('given manga, when tiers are listed, then the comic tiers serve it', () => {
    expect(ids(eligibleTiers(seedCatalogue.tiers, { collectibleType: 'Manga', kind: 'comic', year: 1999, insuredCents: 1_000 }))).toContain('MN');
  });

  it('given no year yet, when tiers are listed, then the year does not narrow them', () => {
    expect(ids(comic(null, 10_000))).toEqual(expect.arrayContaining(['MN', 'NW']));
  });
});

describe('applyTierRules (spec 4 Tier rules)', () => {
  it('given original art tiers, when applied, then artwork is forced and pressing removed', () => {
    for (const id of ['OA', 'OP', 'OT', 'OE', 'ZO']) {
      const line = applyTierRules(aLine({ kind: 'artwork', press: 1, pressScreen: true, tierId: id }), tierOf(id));
      expect(line, id).toMatchObject({ artwork: true, press: 0, pressScreen: false, isSlab: false });
    }
  });

  it('given slab tiers, when applied, then isSlab is forced and pressing, express and fast pass removed', () => {
    for (const id of ['SO', 'SL', 'SE', 'ZS']) {
      const line = applyTierRules(aLine({ press: 2, pressScreen: true, fastPassValue: 6, tierId: id }), tierOf(id));
      expect(line, id).toMatchObject({ isSlab: true, press: 0, pressScreen: false, fastPassValue: 0, artwork: false });
    }
  });

  it('given the onsite tier, when applied, then pressing, express and fast pass are removed', () => {
    expect(applyTierRules(aLine({ press: 1, fastPassValue: 5 }), tierOf('ON'))).toMatchObject({ press: 0, fastPassValue: 0, isSlab: false });
  });

  it('given witnessed tiers, when applied, then VSP and VSPP signatures are dropped and ASP kept', () => {
    for (const id of ['WS', 'WE', 'ZW']) {
      const line = applyTierRules(aLine({ signatures: verifiedSet() }), tierOf(id));
      expect(line.signatures.map((s) => s.type), id).toEqual(['ASP']);
    }
  });

  it('given PM, when applied with any press value, then express pressing (3) is forced', () => {
    expect(applyTierRules(aLine({ press: 0 }), tierOf('PM')).press).toBe(3);
    expect(applyTierRules(aLine({ press: 1 }), tierOf('PM')).press).toBe(3);
  });

  it('given a tier of 10 days or more, when grade screen and partial grade are asked, then they stay', () => {
    const line = applyTierRules(aLine({ gradeScreen: 9.4, partialGrade: true }), tierOf('MN'));
    expect(line).toMatchObject({ gradeScreen: 9.4, partialGrade: true });
  });

  it('given a tier under 10 days (or a fast pass bringing it under), when grade screen and partial grade are asked, then both are removed', () => {
    expect(applyTierRules(aLine({ gradeScreen: 9.4, partialGrade: true, insuredCents: 200_000 }), tierOf('UN'))).toMatchObject({ gradeScreen: null, partialGrade: false });
    expect(applyTierRules(aLine({ gradeScreen: 9.4, partialGrade: true, fastPassValue: 6 }), tierOf('MN'))).toMatchObject({ gradeScreen: null, partialGrade: false });
    expect(serviceDays(tierOf('MN'), 6)).toBe(5);
  });

  it('given partial grade, when applied, then VSP and VSPP signatures are removed', () => {
    const line = applyTierRules(aLine({ partialGrade: true, signatures: verifiedSet() }), tierOf('MN'));
    expect(line.signatures.map((s) => s.type)).toEqual(['ASP']);
  });

  it('given a fast pass level the tier does not price, when applied, then the fast pass is cleared', () => {
    expect(applyTierRules(aLine({ fastPassValue: 5, insuredCents: 200_000 }), tierOf('UN')).fastPassValue).toBe(0);
    expect(applyTierRules(aLine({ fastPassValue: 6, insuredCents: 200_000 }), tierOf('UN')).fastPassValue).toBe(6);
  });

  it("given a tier whose press range does not cover the book's value, when pressing is asked, then it is removed", () => {
    const tier = { ...tierOf('MN'), press: { minInsuredCents: 0, maxInsuredCents: 5_000 } };
    expect(applyTierRules(aLine({ press: 1, insuredCents: 5_000 }), tier).press).toBe(1);
    expect(applyTierRules(aLine({ press: 1, insuredCents: 5_100 }), tier).press).toBe(0);
  });

  it('given a reholder tier, when applied, then signatures, pressing and grading options go and the reholder id stays; other tiers clear the id', () => {
    const reholder = applyTierRules(aLine({ kind: 'reholder', reholderId: '12345678901234', signatures: verifiedSet(), press: 1, gradeScreen: 9 }), tierOf('CR'));
    expect(reholder).toMatchObject({ signatures: [], press: 0, gradeScreen: null, reholderId: '12345678901234' });
    expect(applyTierRules(aLine({ reholderId: '12345678901234' }), tierOf('MN')).reholderId).toBeNull();
  });

  it('given a line already ruled, when applied again, then nothing changes (idempotent)', () => {
    for (const tier of seedCatalogue.tiers) {
      const once = applyTierRules(aLine({ press: 2, fastPassValue: 5, gradeScreen: 9, partialGrade: true, pressScreen: true, signatures: verifiedSet() }), tier);
      expect(applyTierRules(once, tier), tier.id).toEqual(once);
    }
  });
});
