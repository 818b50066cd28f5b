import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_LOOKUPS_PATH,
  ADDRESS_PATH,
  START,
  WRITTEN_AT_HEADER,
  addressBookStreamId,
  addressMessages,
  type AddressBody,
  type AddressView,
} from '@certus/contracts';
import { addressBookProjection, readCheckpoint, rebuildProjection } from '@certus/projections';
import { aSignedInMember, type SignedInMember as SignedIn } from '../support/member-setup.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { tableRows } from '../support/member-histories.ts';
import { untilPassed, writtenHead } from '../support/written-head.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** Every member of these tests is an Ada Lovelace. */
const ADA = { prefix: 'book', firstName: 'Ada', lastName: 'Lovelace' };

const anAddress = (overrides: Partial<AddressBody> = {}): AddressBody => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '5400 Legacy Drive',
  line2: 'Suite 300',
  city: 'Plano',
  stateProvince: 'TX',
  zipPostal: '75024',
  country: 'US',
  phone: '2145550100',
  ...overrides,
});

describe('address book over HTTP (real PostgreSQL, projections and read-your-writes)', () => {
  let platform: Platform;
  /** Where the last command of the test landed: reads wait for the projections to pass it. */
  let writtenAt: string | undefined;

  const call = async (path: string, who: SignedIn | null, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (who) headers.authorization = `Bearer ${who.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (writtenAt && (init.method ?? 'GET') === 'GET') headers[WRITTEN_AT_HEADER] = writtenAt;
    const response = await fetch(platform.baseUrl + path, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    const body = await response.json();
    if (response.ok && typeof body?.position === 'string') writtenAt = body.position;
    return { status: response.status, headers: response.headers, body };
  };
  const save = (who: SignedIn, body: AddressBody, headers?: Record<string, string>) =>
    call(ADDRESS_PATH, who, { method: 'POST', json: body, ...(headers ? { headers } : {}) });
  const remove = (who: SignedIn, id: string) => call(`${ADDRESS_PATH}/${encodeURIComponent(id)}`, who, { method: 'DELETE' });
  const addressesOf = async (who: SignedIn): Promise<AddressView[]> => {
    const profile = await call('/api/userprofile', who);
    expect(profile.status).toBe(200);
    return profile.body.addresses;
  };
  const summary = (book: AddressView[]) => book.map((a) => `${a.city}${a.isDefault ? ' (default)' : ''}`);

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('given a member, when adding, editing, choosing the default and deleting, then the list follows with exactly one default', async () => {
    const ada = await aSignedInMember(platform, ADA);

    const first = await save(ada, anAddress());
    expect(first).toMatchObject({ status: 200, body: { message: addressMessages.added, id: expect.any(String), position: expect.any(String) } });
    expect(await addressesOf(ada)).toEqual([
      {
        id: first.body.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace, Plano TX',
        line1: '5400 Legacy Drive',
        line2: 'Suite 300',
        city: 'Plano',
        stateProvince: 'TX',
        zipPostal: '75024',
        country: 'US',
        phone: '2145550100',
        isDefault: true,
      },
    ]);

    const toronto = await save(ada, anAddress({ city: 'Toronto', country: 'CA', stateProvince: 'on', zipPostal: 'm4w3e2', line2: '' }));
    const london = await save(ada, anAddress({ city: 'London', country: 'GB', stateProvince: '', zipPostal: 'SW1A 1AA' }));
    expect(summary(await addressesOf(ada))).toEqual(['Plano (default)', 'Toronto', 'London']);
    expect((await addressesOf(ada))[1]).toMatchObject({ stateProvince: 'ON', zipPostal: 'M4W 3E2', displayName: 'Ada Lovelace, Toronto ON' });

    // Make default: the same endpoint with the id and isDefault.
    const moved = await save(ada, { ...anAddress({ city: 'London', country: 'GB', stateProvince: '', zipPostal: 'SW1A 1AA' }), id: london.body.id, isDefault: true });
    expect(moved).toMatchObject({ status: 200, body: { message: addressMessages.updated, id: london.body.id } });
    expect(summary(await addressesOf(ada))).toEqual(['London (default)', 'Plano', 'Toronto']);

    const edited = await save(ada, { ...anAddress({ city: 'Dallas', zipPostal: '752011234' }), id: first.body.id });
    expect(edited.status).toBe(200);
    expect((await addressesOf(ada)).find((a) => a.id === first.body.id)).toMatchObject({ city: 'Dallas', zipPostal: '75201-1234', isDefault: false });

    // Deleting the default makes the oldest remaining one the default.
    expect(await remove(ada, london.body.id)).toMatchObject({ status: 200, body: { message: addressMessages.deleted } });
    expect(summary(await addressesOf(ada))).toEqual(['Dallas (default)', 'Toronto']);
    expect((await remove(ada, first.body.id)).status).toBe(200);
    expect((await remove(ada, toronto.body.id)).status).toBe(200);
    expect(await addressesOf(ada)).toEqual([]);

    const stream = await platform.store.readStream(addressBookStreamId(ada.memberId));
    expect(stream.map((e) => e.type)).toEqual([
      'AddressAdded', 'DefaultAddressChosen', 'AddressAdded', 'AddressAdded', 'DefaultAddressChosen', 'AddressChanged',
      'AddressRemoved', 'DefaultAddressChosen', 'AddressRemoved', 'DefaultAddressChosen', 'AddressRemoved',
    ]);
    expect(stream[0]!.metadata.actor).toEqual({ userId: ada.memberId, role: 'authenticated' });
  });

  it('given an address saved unchanged, when saved again, then nothing is recorded and no position is answered', async () => {
    const ada = await aSignedInMember(platform, ADA);
    const saved = await save(ada, anAddress());
    const again = await save(ada, { ...anAddress(), id: saved.body.id });
    expect(again).toEqual(expect.objectContaining({ status: 200, body: { message: addressMessages.updated, id: saved.body.id } }));
    expect(await platform.store.readStream(addressBookStreamId(ada.memberId))).toHaveLength(2);
  });

  it('given a client that retries with the same Idempotency-Key, when the add is sent twice, then one address is stored and both answers name it', async () => {
    const ada = await aSignedInMember(platform, ADA);
    const key = { 'idempotency-key': `add-address-${Date.now()}` };
    const first = await save(ada, anAddress(), key);
    const retry = await save(ada, anAddress(), key);
    expect(retry).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(await addressesOf(ada)).toHaveLength(1);
  });

  it('given invalid bodies, when saving, then each rule answers 400 under the heading with its field message and nothing is stored', async () => {
    const ada = await aSignedInMember(platform, ADA);
    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await call(ADDRESS_PATH, ada, { method: 'POST', json: body });
      expect(answer.status, `${field}: ${message}`).toBe(400);
      expect(answer.body.message).toBe(addressMessages.saveFailed);
      expect(answer.body.modelState[`model.${field}`], field).toEqual([message]);
    };
    await refused(anAddress({ firstName: '' }), 'firstName', addressMessages.required('First name'));
    await refused(anAddress({ lastName: ' ' }), 'lastName', addressMessages.required('Last name'));
    await refused(anAddress({ line1: '' }), 'line1', addressMessages.required('Address line 1'));
    await refused(anAddress({ city: '' }), 'city', addressMessages.required('City'));
    await refused(anAddress({ country: '' }), 'country', addressMessages.required('Country'));
    await refused(anAddress({ country: 'ZZ' }), 'country', addressMessages.unknownCountry);
    await refused(anAddress({ stateProvince: '' }), 'stateProvince', addressMessages.required('State'));
    await refused(anAddress({ stateProvince: 'QC' }), 'stateProvince', addressMessages.usState);
    await refused(anAddress({ zipPostal: '' }), 'zipPostal', addressMessages.required('ZIP code'));
    await refused(anAddress({ zipPostal: '1234' }), 'zipPostal', addressMessages.usZip);
    await refused(anAddress({ country: 'CA', stateProvince: 'TX', zipPostal: 'M4W 3E2' }), 'stateProvince', addressMessages.caProvince);
    await refused(anAddress({ country: 'CA', stateProvince: 'ON', zipPostal: '75024' }), 'zipPostal', addressMessages.caPostalCode);
    await refused(anAddress({ line1: 'x'.repeat(101) }), 'line1', addressMessages.tooLong('Address line 1', 100));
    expect(await platform.store.readStream(addressBookStreamId(ada.memberId))).toEqual([]);
  });

  it("given member A's address, when member B edits or deletes it, then B gets 404, never sees it, and A's address is untouched", async () => {
    const a = await aSignedInMember(platform, ADA);
    const b = await aSignedInMember(platform, ADA);
    const aAddress = await save(a, anAddress({ city: 'Austin' }));
    await save(b, anAddress({ city: 'Boston', stateProvince: 'MA', zipPostal: '02108' }));

    const edit = await save(b, { ...anAddress({ city: 'Hijacked' }), id: aAddress.body.id });
    expect(edit).toMatchObject({ status: 404, body: { message: addressMessages.notFound } });
    expect(await remove(b, aAddress.body.id)).toMatchObject({ status: 404, body: { message: addressMessages.notFound } });

    expect(summary(await addressesOf(b))).toEqual(['Boston (default)']);
    expect(await addressesOf(a)).toEqual([expect.objectContaining({ id: aAddress.body.id, city: 'Austin', isDefault: true })]);
    expect((await platform.store.readStream(addressBookStreamId(b.memberId))).map((e) => e.type)).toEqual(['AddressAdded', 'DefaultAddressChosen']);
  });

  it('given no sign-in, when saving or deleting, then 401', async () => {
    expect((await call(ADDRESS_PATH, null, { method: 'POST', json: anAddress() })).status).toBe(401);
    expect((await call(`${ADDRESS_PATH}/x`, null, { method: 'DELETE' })).status).toBe(401);
  });

  it('given anyone, when asking for the address lookups, then the countries, provinces and states come back cacheable for 300 s', async () => {
    const lookups = await call(ADDRESS_LOOKUPS_PATH, null);
    expect(lookups.status).toBe(200);
    expect(lookups.headers.get('cache-control')).toBe('public, max-age=300');
    expect(lookups.body.countries).toHaveLength(249);
    expect(lookups.body.countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(lookups.body.ca_States).toHaveLength(13);
    expect(lookups.body.us_States).toContainEqual({ code: 'TX', name: 'Texas' });
  });

  it('given the live addresses table, when the same events are applied again and when rebuilt from 0, then the rows are the same', async () => {
    const ada = await aSignedInMember(platform, ADA);
    const kept = await save(ada, anAddress({ city: 'Plano' }));
    const gone = await save(ada, anAddress({ city: 'Frisco' }));
    await save(ada, { ...anAddress({ city: 'Frisco' }), id: gone.body.id, isDefault: true });
    await save(ada, { ...anAddress({ city: 'McKinney' }), id: kept.body.id });
    await remove(ada, gone.body.id);
    await addressesOf(ada); // waits for the projections to pass the last command
    await untilPassed(() => readCheckpoint(platform.pool, addressBookProjection.name), await writtenHead(platform.pool), 'the address book');
    const live = await tableRows(platform.pool, 'addresses', 'address_id');
    expect(live.length).toBeGreaterThan(0);

    const client = await platform.pool.connect();
    try {
      await client.query('BEGIN');
      await addressBookProjection.applyBatch(client, await platform.store.readAll(START, 100_000));
      const { rows } = await client.query('SELECT to_jsonb(t) AS row FROM addresses t ORDER BY address_id');
      expect(rows.map((r) => r.row)).toEqual(live);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }

    await rebuildProjection(platform.pool, platform.store, addressBookProjection);
    expect(await tableRows(platform.pool, 'addresses', 'address_id')).toEqual(live);
  });
});
