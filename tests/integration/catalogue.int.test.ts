import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_STREAM_ID,
  CheckoutDataResponse,
  LookupResponse,
  ShippingRatesResponse,
  SubmitDataResponse,
  catalogueDataMessages,
  promoMessages,
  shippingMessages,
  submissionMessages,
  type AddressBody,
} from '@certus/contracts';
import { PostgresEventStore, randomIds, systemClock } from '@certus/infra';
import { catalogueProjection, certifiedComicsProjection } from '@certus/projections';
import { publishCatalogue } from '@certus/command-service/catalogue/publish-catalogue';
import { StoreCatalogueSource } from '@certus/command-service/catalogue/store-catalogue-source';
import { DEMO_CERTIFICATES, seedDemoCertificates } from '@certus/command-service/demo/seed-demo-certificates';
import { aSignedInMember, type SignedInMember as SignedIn } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';
import { aCatalogue, aPromo } from '../support/test-catalogue.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const MEMBER = { prefix: 'catalogue', firstName: 'Cat', lastName: 'Alogue' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A GET until `ready` holds (read models trail the log). */
async function getWhen(platform: Platform, path: string, ready: (r: { status: number; body: any }) => boolean, token?: string) {
  let last: unknown;
  for (let i = 0; i < 400; i++) {
    const response = await platform.api(path, token ? { token } : {});
    last = response;
    if (ready(response)) return response;
    await sleep(25);
  }
  throw new Error(`${path} never became ready: ${JSON.stringify(last)}`);
}

const published = async (platform: Platform) =>
  (await platform.pool.query<{ version: number }>(`SELECT (data->'catalogue'->>'version')::int AS version FROM events WHERE stream_id = $1 ORDER BY stream_version`, [CATALOGUE_STREAM_ID])).rows.map(
    (r) => r.version,
  );

describe('catalogue publishing at start-up (real PostgreSQL)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false, catalogue: aCatalogue({ version: 4 }) });
  });
  afterAll(async () => platform?.stop());

  it('given a fresh store, when the platform starts, then the catalogue is published once and the source serves it', async () => {
    expect(await published(platform)).toEqual([4]);
    expect((await platform.deps.catalogue.current()).version).toBe(4);
  });

  it('given the version already published, when a process starts again, then nothing is published', async () => {
    const outcome = await publishCatalogue(platform.store, systemClock, aCatalogue({ version: 4 }));
    expect(outcome).toEqual({ status: 'unchanged', publishedVersion: 4, streamVersion: 1 });
    expect(await publishCatalogue(platform.store, systemClock, aCatalogue({ version: 3 }))).toMatchObject({ status: 'unchanged', publishedVersion: 4 });
    expect(await published(platform)).toEqual([4]);
  });

  it('given two processes starting with a newer version at once, when both publish, then one appends and the other carries on', async () => {
    const [storeA, storeB] = [new PostgresEventStore(platform.pool, systemClock, randomIds), new PostgresEventStore(platform.pool, systemClock, randomIds)];
    const outcomes = await Promise.all([publishCatalogue(storeA, systemClock, aCatalogue({ version: 5 })), publishCatalogue(storeB, systemClock, aCatalogue({ version: 5 }))]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['published', 'unchanged']);
    expect(await published(platform)).toEqual([4, 5]);
    await Promise.all([storeA.close(), storeB.close()]);
  });

  it('given a newer version published by another process, when a source rechecks, then it prices with the newer one', async () => {
    const source = new StoreCatalogueSource(platform.store, () => 0, 0);
    expect((await source.current()).version).toBe(5);
    await publishCatalogue(platform.store, systemClock, aCatalogue({ version: 6 }));
    expect((await source.current()).version).toBe(6);
    expect(await published(platform)).toEqual([4, 5, 6]);
  });
});

describe('catalogue data endpoints (real PostgreSQL and projections)', () => {
  let platform: Platform;
  let ada: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    platform = await startTestPlatform({ catalogue: aCatalogue({ version: 7 }) });
    await seedDemoCertificates(platform.deps);
    [ada, bob] = [await aSignedInMember(platform, MEMBER), await aSignedInMember(platform, MEMBER)];
    await getWhen(platform, '/api/data/checkout', (r) => r.status === 200);
  });
  afterAll(async () => platform?.stop());

  describe('GET /api/data/submitdata/{country}/{collectibleType}', () => {
    it('given the US and comics in any case, when asked without a token, then the comic tiers in USD are offered', async () => {
      const response = await platform.api('/api/data/submitdata/us/COMIC');
      expect(response.status).toBe(200);
      const data = SubmitDataResponse.parse(response.body);
      expect(data).toMatchObject({ catalogueVersion: 7, countryCode: 'US', collectibleType: 'Comic', isAvailable: true, currency: 'USD', handlingCents: 500 });
      expect(data.tiers.map((t) => t.id)).toEqual(['MN', 'CR']);
    });

    it('given magazines, when asked, then only tiers for magazines are offered', async () => {
      const data = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/US/magazine')).body);
      expect(data.tiers.map((t) => t.id)).toEqual(['ZM']);
    });

    it('given Canada and a catalogue without Canadian prices, when asked, then the fees stay in US dollars saying so (never marked CAD) and online submission is unavailable', async () => {
      const data = SubmitDataResponse.parse((await platform.api('/api/data/submitdata/ca/Manga')).body);
      expect(data).toMatchObject({ countryCode: 'CA', collectibleType: 'Manga', isAvailable: false, currency: 'USD', pricedInCountryCurrency: false });
      expect(data.tiers.map((t) => t.id)).toEqual(['MN']);
    });

    it('given an unknown country or collectible type, when asked, then 400 says which values exist', async () => {
      expect(await platform.api('/api/data/submitdata/MX/Comic')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.unknownCountry('MX') } });
      expect(await platform.api('/api/data/submitdata/US/Card')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.unknownCollectibleType('Card') } });
    });
  });

  it('given the catalogue, when the checkout data is asked, then the onsite shipping option is left out', async () => {
    const response = await platform.api('/api/data/checkout');
    expect(response.status).toBe(200);
    expect(CheckoutDataResponse.parse(response.body)).toEqual({
      catalogueVersion: 7,
      shipOther: [{ id: 'OWN', label: 'My own carrier account' }],
      payOther: [{ id: 'CHECK', label: 'Check or money order' }],
    });
  });

  describe('GET /api/data/values/{name}?value=', () => {
    it('given part of a comic title, when looked up, then titles that start with it come first, with their publisher', async () => {
      const response = await platform.api('/api/data/values/title?value=SPIDER');
      expect(response.status).toBe(200);
      const found = LookupResponse.parse(response.body);
      expect(found.length).toBeGreaterThan(3);
      expect(found.length).toBeLessThanOrEqual(20);
      const firstInside = found.findIndex((f) => !f.value.toLowerCase().startsWith('spider'));
      expect(firstInside).toBeGreaterThan(0);
      expect(found.slice(firstInside).every((f) => !f.value.toLowerCase().startsWith('spider'))).toBe(true);
      expect(found).toContainEqual({ value: 'Amazing Spider-Man', publisher: 'Marvel' });
    });

    it('given magazine titles, manga titles, publishers and variants, when looked up, then each list answers', async () => {
      expect((await platform.api('/api/data/values/mtitle?value=creep')).body).toContainEqual({ value: 'Creepy', publisher: 'Warren' });
      expect((await platform.api('/api/data/values/mtitle?value=spider')).body).toEqual([]);
      expect((await platform.api('/api/data/values/title?value=akira')).body).toContainEqual({ value: 'Akira', publisher: 'Viz Media' });
      expect((await platform.api('/api/data/values/publisher?value=dark')).body).toEqual([{ value: 'Dark Horse', publisher: null }]);
      expect((await platform.api('/api/data/values/variant?value=newsst')).body).toEqual([{ value: 'Newsstand Edition', publisher: null }]);
    });

    it('given fewer than 3 characters or an unknown list, when looked up, then 400 says why', async () => {
      expect(await platform.api('/api/data/values/title?value=sp')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.lookupTooShort } });
      expect(await platform.api('/api/data/values/title')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.lookupTooShort } });
      expect(await platform.api('/api/data/values/colour?value=red')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.unknownLookup('colour') } });
    });
  });

  describe('POST /api/data/sh/{collectibleType}/{MM-DD-YYYY}/{currency}', () => {
    const path = '/api/data/sh/Comic/03-14-2026/USD';
    const tiers = [
      { id: 'MN', insuredCents: 20_000, count: 3, baseTotalCents: 9000, totalCents: 9000 },
      { id: 'CR', insuredCents: 50_000, count: 12, baseTotalCents: 18_000, totalCents: 18_000 },
    ];
    let adaAddressId: string;

    beforeAll(async () => {
      const address: AddressBody = { firstName: 'Ada', lastName: 'Lovelace', line1: '5400 Legacy Drive', line2: '', city: 'Plano', stateProvince: 'TX', zipPostal: '75024', country: 'US', phone: '2145550100' };
      const saved = await platform.api('/api/userprofile/address', { json: address, token: ada.token });
      expect(saved.status).toBe(200);
      adaAddressId = saved.body.id;
      await getWhen(platform, '/api/userprofile', (r) => r.body?.addresses?.length === 1, ada.token);
    });

    it('given one of my addresses and the whole order, when rates are asked, then the domestic services quote one group', async () => {
      const response = await platform.api(path, { json: { originCountry: 'US', shipping: { addressId: adaAddressId }, scope: 'order', tiers }, token: ada.token });
      expect(response.status).toBe(200);
      const { groups } = ShippingRatesResponse.parse(response.body);
      expect(groups).toHaveLength(1);
      expect(groups[0]).toMatchObject({ tierId: null, count: 15, insuredCents: 70_000 });
      expect(groups[0]!.rates.map((r) => r.id).sort()).toEqual(['FEDEX_2DAY', 'UPS_GROUND']);
    });

    it('given a country and a group per tier, when rates are asked, then the international service quotes each tier', async () => {
      const response = await platform.api(path, { json: { originCountry: 'US', shipping: { country: 'gb', postalCode: 'SW1A 1AA' }, scope: 'tier', tiers }, token: ada.token });
      expect(response.status).toBe(200);
      const { groups } = ShippingRatesResponse.parse(response.body);
      expect(groups.map((g) => [g.tierId, g.rates.map((r) => r.id)])).toEqual([
        ['MN', ['DHL_INTL']],
        ['CR', ['DHL_INTL']],
      ]);
    });

    it("given someone else's address, when rates are asked, then it is not found", async () => {
      const response = await platform.api(path, { json: { originCountry: 'US', shipping: { addressId: adaAddressId }, scope: 'order', tiers }, token: bob.token });
      expect(response).toMatchObject({ status: 404, body: { message: catalogueDataMessages.addressNotFound } });
    });

    it('given an insured value no service carries abroad, when rates are asked, then 400 says it cannot ship', async () => {
      const heavy = [{ id: 'MN', insuredCents: 900_000, count: 1, baseTotalCents: 3000, totalCents: 3000 }];
      const response = await platform.api(path, { json: { originCountry: 'US', shipping: { country: 'GB', postalCode: '' }, scope: 'order', tiers: heavy }, token: ada.token });
      expect(response).toMatchObject({ status: 400, body: { message: shippingMessages.cannotShip } });
    });

    it('given a bad date, currency, type or body, or no token, when rates are asked, then it is refused', async () => {
      const body = { originCountry: 'US', shipping: { country: 'US', postalCode: '75024' }, scope: 'order', tiers };
      expect(await platform.api('/api/data/sh/Comic/2026-03-14/USD', { json: body, token: ada.token })).toMatchObject({ status: 400, body: { message: catalogueDataMessages.collectibleDate } });
      expect(await platform.api('/api/data/sh/Comic/02-30-2026/USD', { json: body, token: ada.token })).toMatchObject({ status: 400, body: { message: catalogueDataMessages.collectibleDate } });
      expect(await platform.api('/api/data/sh/Comic/03-14-2026/EUR', { json: body, token: ada.token })).toMatchObject({ status: 400, body: { message: catalogueDataMessages.currency } });
      expect(await platform.api('/api/data/sh/Card/03-14-2026/USD', { json: body, token: ada.token })).toMatchObject({ status: 400, body: { message: catalogueDataMessages.unknownCollectibleType('Card') } });
      expect((await platform.api(path, { json: { ...body, tiers: [] }, token: ada.token })).status).toBe(400);
      expect((await platform.api(path, { json: body })).status).toBe(401);
    });
  });

  describe('GET /api/promocode/code/{code}', () => {
    it('given a code in any case, when a member asks, then the promo is answered', async () => {
      const response = await platform.api('/api/promocode/code/save10', { token: ada.token });
      expect(response).toMatchObject({ status: 200, body: { promoCode: 'SAVE10', promoType: 'Percent', promoValue: 10 } });
    });

    it('given an unknown code, when a member asks, then 404 says the code is invalid', async () => {
      expect(await platform.api('/api/promocode/code/NOPE', { token: ada.token })).toMatchObject({ status: 404, body: { message: promoMessages.invalid('NOPE') } });
    });

    it('given no token, when asked, then 401', async () => {
      expect((await platform.api('/api/promocode/code/SAVE10')).status).toBe(401);
    });
  });

  describe('GET /api/comics/{id}/{type}', () => {
    it('given a certified comic, when the reholder check asks for it, then its certificate is answered', async () => {
      const response = await getWhen(platform, '/api/comics/19-demoa01-001/comic', (r) => r.status === 200);
      expect(response.body).toEqual({ id: '19-DEMOA01-001', collectibleType: 'Comic', category: 'Certified', title: 'Amazing Spider-Man', issue: '300', year: 1988, grade: 9.4 });
    });

    it('given a magazine and a raw-grade book, when asked, then they are answered as they are (the builder refuses what cannot be reholdered)', async () => {
      expect((await getWhen(platform, '/api/comics/20-DEMOB02-001/Magazine', (r) => r.status === 200)).body).toMatchObject({ collectibleType: 'Magazine', grade: 7.5 });
      expect((await getWhen(platform, '/api/comics/20-DEMOB02-002/Comic', (r) => r.status === 200)).body).toMatchObject({ category: 'Raw Grade' });
    });

    it('given an id no certificate has, or no comic id at all, when asked, then 404 Invalid Id for reholder', async () => {
      expect(await platform.api('/api/comics/19-ZZZZZZZ-001/Comic')).toMatchObject({ status: 404, body: { message: submissionMessages.reholderInvalidId } });
      expect(await platform.api('/api/comics/not-an-id/Comic')).toMatchObject({ status: 404, body: { message: submissionMessages.reholderInvalidId } });
      expect(await platform.api('/api/comics/19-DEMOA01-001/Card')).toMatchObject({ status: 400, body: { message: catalogueDataMessages.unknownCollectibleType('Card') } });
    });
  });

  describe('read models', () => {
    it('given a newer catalogue published, when projected, then it becomes current and its promos replace the old ones', async () => {
      await publishCatalogue(platform.store, systemClock, aCatalogue({ version: 8, promos: [aPromo({ promoCode: 'SPRING26', promoValue: 15 })] }));
      await getWhen(platform, '/api/data/checkout', (r) => r.body?.catalogueVersion === 8);
      expect(await platform.api('/api/promocode/code/spring26', { token: ada.token })).toMatchObject({ status: 200, body: { promoCode: 'SPRING26', promoValue: 15 } });
      expect((await platform.api('/api/promocode/code/SAVE10', { token: ada.token })).status).toBe(404);
    });

    it('given the log, when applied again or rebuilt, then the catalogue and certificate rows are identical', async () => {
      await expectReplayAndRebuildIdentical(platform, catalogueProjection, 'catalogue_versions', 'version');
      await expectReplayAndRebuildIdentical(platform, catalogueProjection, 'catalogue_promos', 'code_key');
      await expectReplayAndRebuildIdentical(platform, certifiedComicsProjection, 'certified_comics', 'certification_id');
      expect((await platform.pool.query('SELECT count(*)::int AS n FROM certified_comics')).rows[0].n).toBe(DEMO_CERTIFICATES.length);
    });
  });
});
