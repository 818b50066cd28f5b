import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_STREAM_ID, Catalogue, ShippingRatesResponse, ShippingTestResponse, SubmitDataResponse, catalogueDataMessages } from '@certus/contracts';
import { systemClock } from '@certus/infra';
import { catalogueProjection } from '@certus/projections';
import { publishCatalogue } from '@certus/command-service/catalogue/publish-catalogue';
import { readCatalogueFile } from '@certus/command-service/catalogue/catalogue-file';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The repo's catalogue (version 13, with its Canadian price set), and version 12 as it was published before Canadian prices existed. */
const current = readCatalogueFile();
const { cadPrices: _none, ...beforeCad } = current;
const version12 = Catalogue.parse({ ...beforeCad, version: 12 });

async function getWhen(platform: Platform, path: string, ready: (r: { status: number; body: any }) => boolean) {
  for (let i = 0; i < 400; i++) {
    const response = await platform.api(path);
    if (ready(response)) return response;
    await sleep(25);
  }
  throw new Error(`${path} never became ready`);
}

const tier = (data: SubmitDataResponse, id: string) => data.tiers.find((t) => t.id === id)!;
const ratesBody = { originCountry: 'US', shipping: { country: 'CA', postalCode: 'M4W 3E2' }, scope: 'order', tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 2700, totalCents: 2700 }] };

describe('the Canadian price set, published with the catalogue (real PostgreSQL and projections)', () => {
  let platform: Platform;
  let member: SignedInMember;

  beforeAll(async () => {
    // The store holds version 12, published before the catalogue had Canadian prices.
    platform = await startTestPlatform({ catalogue: version12 });
    member = await aSignedInMember(platform, { prefix: 'cad', firstName: 'Can', lastName: 'Ada' });
    await getWhen(platform, '/api/data/checkout', (r) => r.body?.catalogueVersion === 12);
  });
  afterAll(async () => platform?.stop());

  it('given an event published before Canadian prices existed, when read, then it has no price set and Canada is told so, in US dollars, never relabelled', async () => {
    const stored = await platform.pool.query(`SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [CATALOGUE_STREAM_ID]);
    expect(stored.rows.map((r) => 'cadPrices' in r.data.catalogue)).toEqual([false]);

    const canada = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/CA/Comic')).body);
    expect(canada).toMatchObject({ catalogueVersion: 12, countryCode: 'CA', currency: 'USD', pricedInCountryCurrency: false, isAvailable: false });

    const test = ShippingTestResponse.parse((await platform.api('/api/test/shipping?postalCode=M4W3E2&country=CA&currency=CAD')).body);
    expect(test).toMatchObject({ currency: 'CAD', pricedInCurrency: false, rates: [], message: catalogueDataMessages.notPricedIn('CAD') });
    expect(await platform.api('/api/data/sh/Comic/03-14-2026/CAD', { json: ratesBody, token: member.token })).toMatchObject({
      status: 404,
      body: { message: catalogueDataMessages.notPricedIn('CAD') },
    });
  });

  it('given the catalogue published with its Canadian set, when Canada asks for the price list, then the published CAD figures answer (MN CA$37 where the US pays $27)', async () => {
    await publishCatalogue(platform.store, systemClock, current);
    await getWhen(platform, '/api/data/checkout', (r) => r.body?.catalogueVersion === 13);

    const canada = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/ca/comic')).body);
    expect(canada).toMatchObject({ catalogueVersion: 13, currency: 'CAD', pricedInCountryCurrency: true, isAvailable: false, handlingCents: 700 });
    expect(tier(canada, 'MN')).toMatchObject({ valueCents: 3700, priority: { valueCents: 2700, days: 10 }, express: { valueCents: 6200, days: 5 }, maxInsuredCents: 40_000 });
    expect(tier(canada, 'UN')).toMatchObject({ valueCents: 15_800, minValueCents: 15_800, percentOfInsuredBp: 400 });
    expect(canada.addons.find((a) => a.id === 'PRESS')).toMatchObject({ valueCents: 2700, premiumCents: 5500, premiumFromInsuredCents: 100_000 });
    const magazines = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/CA/Magazine')).body);
    expect(tier(magazines, 'ZM').valueCents).toBe(4100);

    // The US list, which checkout prices with, is unchanged.
    const us = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/US/Comic')).body);
    expect(us).toMatchObject({ currency: 'USD', pricedInCountryCurrency: true, handlingCents: 500 });
    expect(tier(us, 'MN').valueCents).toBe(2700);
    expect((await platform.deps.catalogue.current()).tiers.find((t) => t.id === 'MN')!.valueCents).toBe(2700);
  });

  it('given the Canadian set, when the shipping test and the rates are asked in CAD, then the Canadian rate tables answer; USD stays as it was', async () => {
    const test = ShippingTestResponse.parse((await platform.api('/api/test/shipping?postalCode=M4W3E2&country=CA&currency=cad')).body);
    expect(test).toMatchObject({ currency: 'CAD', pricedInCurrency: true, message: null });
    expect(test.rates.find((r) => r.id === 'FEDEX_INTL_PRIORITY')).toMatchObject({ baseCostCents: 13_695, insuranceCostCents: 205, totalCostCents: 13_900 });
    const inUsd = ShippingTestResponse.parse((await platform.api('/api/test/shipping?postalCode=M4W3E2&country=CA')).body);
    expect(inUsd).toMatchObject({ currency: 'USD', pricedInCurrency: true });
    expect(inUsd.rates.find((r) => r.id === 'FEDEX_INTL_PRIORITY')).toMatchObject({ baseCostCents: 9995, insuranceCostCents: 150, totalCostCents: 10_145 });
    expect((await platform.api('/api/test/shipping?postalCode=M4W3E2&country=CA&currency=EUR')).status).toBe(400);

    const quoted = await platform.api('/api/data/sh/Comic/03-14-2026/CAD', { json: ratesBody, token: member.token });
    expect(quoted.status).toBe(200);
    const { groups } = ShippingRatesResponse.parse(quoted.body);
    expect(groups[0]!.rates.find((r) => r.id === 'DHL_EXPRESS_WORLDWIDE')).toMatchObject({ baseCostCents: 12_325, insuranceCostCents: 220, totalCostCents: 12_545 });
  });

  it('given the log with both versions, when applied again or rebuilt, then the catalogue rows are identical and carry the price set where it was published', async () => {
    await expectReplayAndRebuildIdentical(platform, catalogueProjection, 'catalogue_versions', 'version');
    const rows = await platform.pool.query<{ version: number; cad: boolean }>(`SELECT version, catalogue ? 'cadPrices' AS cad FROM catalogue_versions ORDER BY version`);
    expect(rows.rows).toEqual([
      { version: 12, cad: false },
      { version: 13, cad: true },
    ]);
  });
});
