import { describe, expect, it } from 'vitest';
import seed from '../../catalogue/catalogue.json' with { type: 'json' };
import { Catalogue } from './catalogue.ts';
import { CataloguePublished } from '../events/order-events.ts';
import { submitDataFor } from '../http/catalogue-data.ts';
import { quoteShippingRates } from '../pricing/shipping-rates.ts';
import { catalogueInCurrency, priceSetProblems } from './price-sets.ts';

const catalogue = Catalogue.parse(seed);
const cad = catalogueInCurrency(catalogue, 'CAD')!;
const tier = (c: Catalogue, id: string) => c.tiers.find((t) => t.id === id)!;
/** The seed as version 12 was published, before Canadian prices existed. */
const { cadPrices: _dropped, ...withoutCad } = structuredClone(seed) as typeof seed & { cadPrices?: unknown };

describe('the Canadian price set (Catalogue.cadPrices)', () => {
  it('given a CataloguePublished event stored before the price set existed, when parsed, then it still parses, without Canadian prices', () => {
    const old = CataloguePublished.parse({ type: 'CataloguePublished', data: { catalogue: { ...withoutCad, version: 12 }, publishedAt: '2025-02-01T00:00:00.000Z' } });
    expect(old.data.catalogue.cadPrices).toBeUndefined();
    expect(catalogueInCurrency(old.data.catalogue, 'CAD')).toBeNull();
    expect(catalogueInCurrency(old.data.catalogue, 'USD')).toBe(old.data.catalogue);
  });

  it('given the seed, when its Canadian set is checked, then it prices every tier, add-on and carrier service, and nothing else', () => {
    expect(catalogue.cadPrices).toBeDefined();
    expect(priceSetProblems(catalogue, catalogue.cadPrices!)).toEqual([]);
  });

  it('given the seed, when read in CAD, then each fee is set by hand at about 1.37 times the US one, in whole dollars, never the US figure', () => {
    const pairs: [string, number, number][] = [];
    for (const t of catalogue.tiers) {
      const c = tier(cad, t.id);
      pairs.push([`${t.id} fee`, t.valueCents, c.valueCents]);
      if (t.priority) pairs.push([`${t.id} priority`, t.priority.valueCents, c.priority!.valueCents]);
      if (t.express) pairs.push([`${t.id} express`, t.express.valueCents, c.express!.valueCents]);
      if (t.minValueCents !== null) pairs.push([`${t.id} minimum`, t.minValueCents, c.minValueCents!]);
    }
    for (const a of catalogue.addons) pairs.push([a.id, a.valueCents, cad.addons.find((x) => x.id === a.id)!.valueCents]);
    for (const [what, usd, cadCents] of pairs) {
      expect(cadCents / usd, what).toBeGreaterThanOrEqual(1.3);
      expect(cadCents / usd, what).toBeLessThanOrEqual(1.45);
      expect(cadCents % 100, what).toBe(0);
    }
    expect(tier(cad, 'MN')).toMatchObject({ valueCents: 3700, priority: { valueCents: 2700, days: 10 }, express: { valueCents: 6200, days: 5 } });
    expect(tier(cad, 'UN')).toMatchObject({ valueCents: 15_800, minValueCents: 15_800, percentOfInsuredBp: 400 });
  });

  it('given the seed in CAD, when read, then declared values, days, rules and the tier line stay consistent with the US catalogue', () => {
    for (const t of catalogue.tiers) {
      const c = tier(cad, t.id);
      expect([c.minInsuredCents, c.maxInsuredCents, c.days, c.kind, c.collectibleTypes, c.press], t.id).toEqual([t.minInsuredCents, t.maxInsuredCents, t.days, t.kind, t.collectibleTypes, t.press]);
      // The Canadian line names no US-only fee: money it names is CA$ (fees) or US$ (declared values).
      expect(c.option, t.id).not.toMatch(/(^|[^A-Z])\$/);
      expect(c.label, t.id).not.toMatch(/(^|[^A-Z])\$/);
    }
    expect(cad.limits).toEqual(catalogue.limits);
    expect(cad.promos).toEqual(catalogue.promos);
    expect(cad.addons.find((a) => a.id === 'PRESS')).toMatchObject({ valueCents: 2700, premiumCents: 5500, premiumFromInsuredCents: 100_000 });
  });

  it('given a Canadian set missing a tier or pricing a level the tier lacks, when applied, then there is no Canadian catalogue and the problems are named', () => {
    const set = structuredClone(catalogue.cadPrices!);
    delete set.tiers.MN;
    set.tiers.SL = { ...set.tiers.SL!, priorityCents: 2700 };
    set.carrierServices.NOPE = { baseCostCents: 1, additionalCostCents: 1, insurancePer100Cents: 1 };
    const broken = { ...catalogue, cadPrices: set };
    expect(priceSetProblems(broken, set)).toEqual(['tier MN: no price', 'tier SL priority: priced, but the catalogue has none', 'carrier service NOPE: not in the catalogue']);
    expect(catalogueInCurrency(broken, 'CAD')).toBeNull();
  });

  it('given Canada, when the submit data is asked, then the fees are the Canadian ones in CAD; without a Canadian set, US dollars saying so', () => {
    const canada = submitDataFor(catalogue, 'CA', 'Comic');
    expect(canada).toMatchObject({ currency: 'CAD', pricedInCountryCurrency: true, handlingCents: 700 });
    expect(canada.tiers.find((t) => t.id === 'MN')!.valueCents).toBe(3700);
    expect(submitDataFor(catalogue, 'US', 'Comic')).toMatchObject({ currency: 'USD', pricedInCountryCurrency: true, handlingCents: 500 });
    const old = Catalogue.parse({ ...withoutCad, version: 12 });
    const unpriced = submitDataFor(old, 'CA', 'Comic');
    expect(unpriced).toMatchObject({ countryCode: 'CA', currency: 'USD', pricedInCountryCurrency: false, isAvailable: false });
  });

  it('given the Canadian rate tables, when a box is quoted, then the Canadian base, box and insurance figures are used', () => {
    const request = { originCountry: 'US', destinationCountry: 'CA', tiers: [{ id: 'T', insuredCents: 10_000, count: 1 }], scope: 'order' as const };
    const [usd] = quoteShippingRates(catalogue, request);
    const [inCad] = quoteShippingRates(cad, request);
    const fedex = (g: typeof usd) => g!.rates.find((r) => r.id === 'FEDEX_INTL_PRIORITY')!;
    expect(fedex(usd).totalCostCents).toBe(9995 + 150);
    expect(fedex(inCad).totalCostCents).toBe(13_695 + 205);
  });
});
