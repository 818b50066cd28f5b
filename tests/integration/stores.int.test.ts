import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDITOR_STORES_PATH,
  NEARBY_STORES_PATH,
  NearbyStoresResponse,
  EditorStoresResponse,
  WRITTEN_AT_HEADER,
  editorStorePath,
  editorStorePublishPath,
  editorStoreWithdrawPath,
  storeMessages,
  type StoreBody,
} from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { storesProjection } from '@certus/projections';
import { seedDemoStores } from '@certus/command-service/demo/seed-demo-stores';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';
import { pointAt, publishStoresAround } from '../support/store-fixtures.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 60 * 60 * 1000;

/**
 * Airports as the stores' typed coordinates, and the great-circle distances from DFW that the Great Circle
 * Mapper (gcmap.com, WGS-84) publishes: computed by someone else, with another earth model (within 0.5%).
 */
const AIRPORTS = {
  DFW: { latitude: 32.8968, longitude: -97.038 },
  IAH: { latitude: 29.9844, longitude: -95.3414, milesFromDfw: 224 },
  ORD: { latitude: 41.9786, longitude: -87.9048, milesFromDfw: 802 },
  LAX: { latitude: 33.9425, longitude: -118.4081, milesFromDfw: 1235 },
  LGA: { latitude: 40.7769, longitude: -73.874, milesFromDfw: 1389 },
  SFO: { latitude: 37.619, longitude: -122.375, milesFromDfw: 1464 },
  SEA: { latitude: 47.449, longitude: -122.3093, milesFromDfw: 1660 },
} as const;

const aStore = (overrides: Partial<Record<keyof StoreBody, unknown>> = {}) => ({
  name: 'Certus Frisco counter',
  line1: '6801 Gaylord Parkway',
  city: 'Frisco',
  stateProvince: 'TX',
  zipPostal: '75034',
  country: 'US',
  phone: '(469) 555-0101',
  website: 'https://certus.example/stores/frisco',
  hours: ['Mon–Fri 10 am – 6 pm'],
  services: ['drop-off', 'pick-up'],
  ...overrides,
});

describe('stores: the editor publishes, the locator finds (real PostgreSQL)', () => {
  let platform: Platform;
  let clock: ManualClock;
  let editor: string;
  let worker: string;
  let member: string;

  /** An access token with a role, as the sign-in issues it (on the platform's clock). */
  const token = (role: 'editor' | 'worker' | 'authenticated') =>
    platform.deps.tokens.issue({ userId: `${role}-stores`, email: `${role}@example.test`, role, sessionId: `session-${role}-stores`, displayName: role });
  const editorToken = () => token('editor');
  const search = (body: Record<string, unknown>) => platform.api(NEARBY_STORES_PATH, { method: 'POST', json: body });
  /** The search until `ready` holds: the locator reads a projection, which trails the log by a few ms. */
  async function searchWhen(body: Record<string, unknown>, ready: (r: NearbyStoresResponse) => boolean): Promise<NearbyStoresResponse> {
    let last: unknown;
    for (let i = 0; i < 400; i++) {
      const answer = await search(body);
      last = answer.body;
      if (answer.status === 200 && ready(NearbyStoresResponse.parse(answer.body))) return answer.body;
      await sleep(25);
    }
    throw new Error(`the search never became ready: ${JSON.stringify(last)}`);
  }
  const editorList = async (position?: string) => {
    const answer = await platform.api(EDITOR_STORES_PATH, { token: editor, headers: position ? { [WRITTEN_AT_HEADER]: position } : {} });
    expect(answer.status).toBe(200);
    return EditorStoresResponse.parse(answer.body);
  };
  const publish = async (body: Record<string, unknown>) => {
    const answer = await platform.api(EDITOR_STORES_PATH, { token: editor, json: body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { storeId: string; position: string };
  };

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    platform = await startTestPlatform({ clock });
    [editor, worker, member] = await Promise.all([token('editor'), token('worker'), token('authenticated')]);
    for (const [code, airport] of Object.entries(AIRPORTS)) {
      if (code === 'DFW') continue;
      await publish(aStore({ name: `Certus ${code} airport counter`, latitude: airport.latitude, longitude: airport.longitude }));
    }
    // Inside the latitude and longitude box of a 200-mile search from DFW (177 miles north, 177 east), 250 miles away.
    const corner = pointAt(AIRPORTS.DFW, 250, 45);
    await publish(aStore({ name: 'Certus corner counter', latitude: corner.latitude, longitude: corner.longitude }));
    await seedDemoStores(platform.deps);
  }, 120_000);
  afterAll(async () => platform?.stop());

  it('given the demo stores, when a visitor searches ZIP 75024, then the Plano office comes first, 0 miles away', async () => {
    const found = await searchWhen({ zipcode: '75024' }, (r) => r.stores.some((s) => s.storeId === 'demo-plano-head-office'));
    expect(found.location).toMatchObject({ label: '75024 (Plano, TX)', source: 'zipcode' });
    expect(found.stores[0]).toMatchObject({ storeId: 'demo-plano-head-office', distance: 0, shopType: 'certus', address: { city: 'Plano', zipPostal: '75024' } });
    expect(found).toMatchObject({ distance: 200, zoom: 7 });
  });

  it('given stores at airports, when searching 3000 miles from DFW, then each distance is the published one within 0.5%, nearest first', async () => {
    const found = await searchWhen({ latitude: AIRPORTS.DFW.latitude, longitude: AIRPORTS.DFW.longitude, distance: 3000, currentAddress: 'DFW Airport' }, (r) =>
      r.stores.filter((s) => s.name.includes('airport')).length === 6,
    );
    expect(found.location).toEqual({ label: 'DFW Airport', latitude: AIRPORTS.DFW.latitude, longitude: AIRPORTS.DFW.longitude, source: 'coordinates' });
    const airports = found.stores.filter((s) => s.name.includes('airport'));
    expect(airports.map((s) => s.name.split(' ')[1])).toEqual(['IAH', 'ORD', 'LAX', 'LGA', 'SFO', 'SEA']);
    for (const store of airports) {
      const published = AIRPORTS[store.name.split(' ')[1] as Exclude<keyof typeof AIRPORTS, 'DFW'>].milesFromDfw;
      expect(Math.abs(store.distance - published) / published, store.name).toBeLessThan(0.005);
    }
    const distances = found.stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.zoom).toBe(3);
  });

  it('given a distance, when searching, then only the stores within it come back', async () => {
    const within500 = await searchWhen({ latitude: AIRPORTS.DFW.latitude, longitude: AIRPORTS.DFW.longitude, distance: 500 }, (r) => r.stores.length > 0);
    expect(within500.stores.every((s) => s.distance <= 500)).toBe(true);
    expect(within500.stores.map((s) => s.name)).toContain('Certus IAH airport counter');
    expect(within500.stores.map((s) => s.name)).not.toContain('Certus ORD airport counter');
    expect(within500.zoom).toBe(5.5);
    expect(within500.stores.find((s) => s.name === 'Certus corner counter')?.distance).toBeCloseTo(250, 0);
    const within200 = await searchWhen({ latitude: AIRPORTS.DFW.latitude, longitude: AIRPORTS.DFW.longitude }, (r) => r.stores.length > 0);
    expect(within200.stores.map((s) => s.name)).not.toContain('Certus corner counter');
    expect(within200.stores.every((s) => s.distance <= 200)).toBe(true);
  });

  it('given place names, postal codes or nothing, when searching, then the search starts where they say (Dallas when nothing)', async () => {
    const toronto = await searchWhen({ search_term: 'Toronto, ON' }, (r) => r.stores.length > 0);
    expect(toronto.location).toMatchObject({ label: 'Toronto, ON', source: 'place' });
    expect(toronto.stores[0]!.storeId).toBe('demo-toronto-yorkville');
    const montreal = await searchWhen({ search_term: 'h2w 1y8' }, (r) => r.stores.length > 0);
    expect(montreal.location).toMatchObject({ source: 'zipcode', label: expect.stringMatching(/^H2W 1Y8 \(.*, QC\)$/) });
    expect(montreal.stores[0]).toMatchObject({ storeId: 'demo-montreal-plateau', distance: 0 });
    const nowhere = await searchWhen({}, (r) => r.stores.length > 0);
    expect(nowhere.location).toMatchObject({ label: 'Dallas, TX', source: 'default' });
    expect(nowhere.stores[0]!.storeId).toBe('demo-dallas-deep-ellum');
  });

  it('given a code or name no place has, or a bad body, when searching, then 400 names the field', async () => {
    expect(await search({ zipcode: '00000' })).toMatchObject({ status: 400, body: { message: storeMessages.searchFailed, modelState: { 'model.zipcode': [storeMessages.zipNotFound('00000')] } } });
    expect(await search({ search_term: 'Atlantis' })).toMatchObject({ status: 400, body: { modelState: { 'model.search_term': [storeMessages.placeNotFound('Atlantis')] } } });
    expect(await search({ distance: 5000, shopType: 'dealer' })).toMatchObject({
      status: 400,
      body: { modelState: { 'model.distance': [storeMessages.distance], 'model.shopType': [storeMessages.shopType] } },
    });
    expect((await search({ search_term: 'Plano\u0000' })).status).toBe(400);
  });

  it('given the search path in another case, when posted, then it is the same search (spec 2: routes are case-insensitive)', async () => {
    const answer = await platform.api('/api/StoreLocator/NearbyLocation', { method: 'POST', json: { zipcode: '75024' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('given the editor commands and list, when nobody, a member or a worker calls them, then 401 or 403', async () => {
    expect((await platform.api(EDITOR_STORES_PATH)).status).toBe(401);
    expect((await platform.api(EDITOR_STORES_PATH, { json: aStore() })).status).toBe(401);
    for (const token of [member, worker]) {
      expect((await platform.api(EDITOR_STORES_PATH, { token })).status).toBe(403);
      expect((await platform.api(EDITOR_STORES_PATH, { token, json: aStore() })).status).toBe(403);
      expect((await platform.api(editorStoreWithdrawPath('demo-plano-head-office'), { token, method: 'POST' })).status).toBe(403);
    }
  });

  it('given a store scheduled for tomorrow, when searched today, then it is not found; tomorrow it is, and the editor sees it move', async () => {
    const tomorrow = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const { storeId, position } = await publish(aStore({ name: 'Certus Frisco (opening soon)', publishFrom: tomorrow }));
    expect((await editorList(position)).find((s) => s.storeId === storeId)).toMatchObject({ status: 'scheduled', publishFrom: tomorrow, locationSource: 'postal-code' });
    const frisco = { zipcode: '75034', distance: 200 };
    expect((await search(frisco)).body.stores.map((s: { storeId: string }) => s.storeId)).not.toContain(storeId);
    clock.advance(24 * HOUR);
    try {
      expect((await searchWhen(frisco, () => true)).stores[0]!.storeId).toBe(storeId);
      // A day on, the editor's access token of this morning has expired: a fresh sign-in.
      const tomorrowsEditor = await editorToken();
      const listed = EditorStoresResponse.parse((await platform.api(EDITOR_STORES_PATH, { token: tomorrowsEditor })).body);
      expect(listed.find((s) => s.storeId === storeId)!.status).toBe('live');
    } finally {
      clock.advance(-24 * HOUR);
    }
  });

  it('given a live store, when the editor changes it, withdraws it and publishes it again, then the locator follows each step', async () => {
    const { storeId, position } = await publish(aStore({ name: 'Certus McKinney counter', city: 'McKinney', zipPostal: '75069' }));
    const mckinney = { search_term: '75069' };
    await searchWhen(mckinney, (r) => r.stores[0]?.storeId === storeId);

    const changed = await platform.api(editorStorePath(storeId), { token: editor, json: aStore({ name: 'Certus McKinney — square', city: 'McKinney', zipPostal: '75069', hours: ['Sat 9 am – 1 pm'] }) });
    expect(changed).toMatchObject({ status: 200, body: { message: storeMessages.revised } });
    const revised = await searchWhen(mckinney, (r) => r.stores[0]?.name === 'Certus McKinney — square');
    expect(revised.stores[0]!.hours).toEqual(['Sat 9 am – 1 pm']);
    const listed = (await editorList(changed.body.position)).find((s) => s.storeId === storeId)!;
    expect(listed.publishFrom).toBe((await editorList(position)).find((s) => s.storeId === storeId)!.firstPublishedAt);

    const withdrawn = await platform.api(editorStoreWithdrawPath(storeId), { token: editor, method: 'POST' });
    expect(withdrawn).toMatchObject({ status: 200, body: { message: storeMessages.withdrawn } });
    await searchWhen(mckinney, (r) => !r.stores.some((s) => s.storeId === storeId));
    expect((await editorList(withdrawn.body.position)).find((s) => s.storeId === storeId)).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    expect(await platform.api(editorStorePath(storeId), { token: editor, json: aStore() })).toMatchObject({ status: 409, body: { message: storeMessages.withdrawnCannotChange } });

    const again = await platform.api(editorStorePublishPath(storeId), { token: editor, json: aStore({ name: 'Certus McKinney — back', city: 'McKinney', zipPostal: '75069' }) });
    expect(again).toMatchObject({ status: 200, body: { storeId } });
    await searchWhen(mckinney, (r) => r.stores[0]?.name === 'Certus McKinney — back');
  });

  it('given an Idempotency-Key, when the same publication is sent twice, then one store is published and both answers name it', async () => {
    const headers = { 'Idempotency-Key': `publish-twice-${Date.now()}` };
    const body = aStore({ name: 'Certus Allen counter', city: 'Allen', zipPostal: '75013' });
    const first = await platform.api(EDITOR_STORES_PATH, { token: editor, json: body, headers });
    const second = await platform.api(EDITOR_STORES_PATH, { token: editor, json: body, headers });
    expect(first.status).toBe(200);
    expect(second.body.storeId).toBe(first.body.storeId);
    expect((await editorList(first.body.position)).filter((s) => s.name === 'Certus Allen counter')).toHaveLength(1);
  });

  it('given a postal code the geodata does not know, when publishing without coordinates, then the editor is asked for them', async () => {
    const answer = await platform.api(EDITOR_STORES_PATH, { token: editor, json: aStore({ zipPostal: '00001' }) });
    expect(answer).toMatchObject({ status: 400, body: { message: storeMessages.saveFailed, modelState: { 'model.zipPostal': [storeMessages.unknownPostalCode] } } });
  });

  it('given an unknown store, when changed or withdrawn, then 404', async () => {
    expect((await platform.api(editorStorePath('no-such-store'), { token: editor, json: aStore() })).status).toBe(404);
    expect((await platform.api(editorStoreWithdrawPath('no-such-store'), { token: editor, method: 'POST' })).status).toBe(404);
  });

  it('given every store event so far, when replayed and rebuilt, then the stores table is identical', async () => {
    await expectReplayAndRebuildIdentical(platform, storesProjection, 'stores', 'store_id');
  });

  it('given the demo seed run again, when it finishes, then no store was published twice', async () => {
    const before = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'Store-demo-%'");
    await seedDemoStores(platform.deps);
    const after = await platform.pool.query("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'Store-demo-%'");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(before.rows[0].n).toBe(12);
  });
});

describe('stores: the locator answers at most 2,000 (spec 9)', () => {
  let platform: Platform;
  const DALLAS = { latitude: 32.7767, longitude: -96.797 };

  beforeAll(async () => {
    platform = await startTestPlatform();
    // 2,001 stores within 200 miles, store i at i * 0.09 miles from Dallas: the farthest is the one left out.
    await publishStoresAround(platform.store, DALLAS, { count: 2001, stepMiles: 0.09, prefix: 'cap' });
  }, 120_000);
  afterAll(async () => platform?.stop());

  it('given 2,001 live stores within the distance, when searching, then the 2,000 nearest come back, nearest first', async () => {
    for (let i = 0; i < 400 && (await platform.pool.query('SELECT count(*)::int AS n FROM stores')).rows[0].n < 2001; i++) await sleep(25);
    const found = NearbyStoresResponse.parse((await platform.api(NEARBY_STORES_PATH, { method: 'POST', json: {} })).body);
    expect(found.location.source).toBe('default');
    expect(found.stores).toHaveLength(2000);
    expect(found.stores[0]!.storeId).toBe('cap-00000');
    expect(found.stores.map((s) => s.storeId)).not.toContain('cap-02000');
    const distances = found.stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
