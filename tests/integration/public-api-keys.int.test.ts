import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyCreatedResponse, ApiKeyList, ErrorBody, apiKeyMessages, populationMessages, type ComicCertifiedData } from '@certus/contracts';
import { apiKeysProjection } from '../../projections/src/api-keys/api-keys.projection.ts';
import { eventually } from '../support/eventually.ts';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { TEST_JWT_SECRET, startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember, type SignedInMember } from '../support/member-setup.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

/**
 * The public API (issue [5/7]): a member's API key, created through the real command, projected into api_keys by
 * the real projection, opens the keyed endpoints (/api/v1/...) of the query service, counted against a daily quota
 * in PostgreSQL; a revoked, unknown or missing key gets 401. The quota holds across two query-service processes.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CHILD = path.resolve('tests/support/keyed-api-child.ts');

describe('public API keys (real PostgreSQL, event store, projections and query processes)', () => {
  let platform: Platform;
  let member: SignedInMember;
  let slab: ComicCertifiedData;

  const keyed = (url: string, key?: string, base = platform.baseUrl) => fetch(base + url, key === undefined ? {} : { headers: { 'X-Api-Key': key } });

  async function createKey(name: string): Promise<ApiKeyCreatedResponse> {
    const created = await platform.api('/api/userprofile/apikeys', { token: member.token, json: { name } });
    expect(created.status).toBe(200);
    return ApiKeyCreatedResponse.parse(created.body);
  }

  /** The first answer to `key` that is not `status` (the projection has caught up with the key's last event). */
  async function firstAnswerOtherThan(status: number, url: string, key: string): Promise<Response> {
    const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
    for (;;) {
      const response = await keyed(url, key);
      if (response.status !== status || Date.now() > deadline) return response;
      await sleep(20);
    }
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    member = await aSignedInMember(platform, { prefix: 'api-keys' });
    slab = aCertificate({ memberId: member.memberId, title: 'Amazing Spider-Man', issue: '300', year: 1988, grade: 9.4, category: 'Certified' }, '26-APIKEY1');
    await appendCertificates(platform.store, [slab]);
    // The keyed lookups read the census: the certificate is asked for once the population projection has it (the
    // keys' own projection is waited for by firstAnswerOtherThan).
    await eventually(() => platform.api(`/api/comics/${slab.certificationId}`), (answer) => answer.status === 200);
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a created key, when the keyed certificate is asked with it, then it answers 200 with the certificate and the quota headers; the secret is never in the log', async () => {
    const key = await createKey('Price tracker');
    expect(key.secret).toMatch(/^ck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);

    const response = await firstAnswerOtherThan(401, `/api/v1/certificates/${slab.certificationId}`, key.secret);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { certificationId: string };
    expect(body.certificationId).toBe(slab.certificationId);
    expect(response.headers.get('ratelimit-policy')).toBe('"daily"; q=1000; w=86400');
    expect(response.headers.get('ratelimit')).toMatch(/^"daily"; r=999; t=\d+$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const { rows } = await platform.pool.query<{ data: string }>("SELECT data::text AS data FROM events WHERE type = 'ApiKeyCreated'");
    expect(rows.some((row) => row.data.includes(key.secret.slice(12)))).toBe(false);

    const listed = await platform.api('/api/userprofile/apikeys', { token: member.token });
    const keys = ApiKeyList.parse(listed.body);
    expect(keys).toMatchObject({ dailyQuota: 1000, maxActiveKeys: 10 });
    expect(keys.keys.find((k) => k.keyId === key.keyId)).toMatchObject({ name: 'Price tracker', prefix: key.prefix, revokedAt: null, callsToday: 1 });
  });

  it('given a key, when the other keyed endpoints are asked, then each answers through the same guard (the census; a registry with no head yet is 404, not 401)', async () => {
    const key = await createKey('Census reader');
    const certificate = await firstAnswerOtherThan(401, `/api/v1/certificates/${slab.certificationId}`, key.secret);
    const { bookId } = (await certificate.json()) as { bookId: string };
    const census = await keyed(`/api/v1/census/books/${bookId}`, key.secret);
    expect(census.status).toBe(200);
    expect(((await census.json()) as { book: { bookId: string } }).book.bookId).toBe(bookId);
    // The census as of a day: the day the slab was certified counts it; the day before, its book had no copy yet.
    const certifiedOn = slab.certifiedAt.slice(0, 10);
    const then = await keyed(`/api/v1/census/books/${bookId}?asOf=${certifiedOn}`, key.secret);
    expect(then.status).toBe(200);
    expect(await then.json()).toMatchObject({ asOf: certifiedOn, book: { bookId, copies: 1 } });
    const dayBefore = new Date(Date.parse(`${certifiedOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await keyed(`/api/v1/census/books/${bookId}?asOf=${dayBefore}`, key.secret)).status).toBe(404);
    const malformedDay = await keyed(`/api/v1/census/books/${bookId}?asOf=2026-02-30`, key.secret);
    expect(malformedDay.status).toBe(400);
    expect(await malformedDay.json()).toEqual({ message: expect.any(String), modelState: { 'model.asOf': [populationMessages.asOfInvalid] } });
    expect((await keyed('/api/v1/census/books/0000000000000000', key.secret)).status).toBe(404);
    for (const url of ['/api/v1/registry/heads/latest', `/api/v1/registry/certificates/${slab.certificationId}`, '/api/v1/registry/consistency?first=0&second=1']) {
      const response = await keyed(url, key.secret);
      expect([200, 404], url).toContain(response.status);
      expect(response.headers.get('ratelimit'), url).toMatch(/^"daily"; r=\d+; t=\d+$/);
    }
  });

  it('given no key, a malformed one or an unknown one, when a keyed endpoint is asked, then 401 in the error shape, each with its message', async () => {
    const url = `/api/v1/certificates/${slab.certificationId}`;
    const cases: [string | undefined, string][] = [
      [undefined, apiKeyMessages.keyMissing],
      ['not-a-key', apiKeyMessages.keyMalformed],
      [`ck_00000000_${'A'.repeat(43)}`, apiKeyMessages.keyUnknown],
    ];
    for (const [key, message] of cases) {
      const response = await keyed(url, key);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('ApiKey header="X-Api-Key"');
      expect(ErrorBody.parse(await response.json()).message).toBe(message);
    }
  });

  it('given a key, when it is revoked, then its calls get 401 with the revoked message, and revoking again is refused', async () => {
    const key = await createKey('Old script');
    const url = `/api/v1/certificates/${slab.certificationId}`;
    expect((await firstAnswerOtherThan(401, url, key.secret)).status).toBe(200);
    const revoke = await platform.api(`/api/userprofile/apikeys/${key.keyId}/revoke`, { method: 'POST', token: member.token });
    expect(revoke.status).toBe(200);
    const after = await firstAnswerOtherThan(200, url, key.secret);
    expect(after.status).toBe(401);
    expect(((await after.json()) as ErrorBody).message).toBe(apiKeyMessages.keyRevoked);
    const again = await platform.api(`/api/userprofile/apikeys/${key.keyId}/revoke`, { method: 'POST', token: member.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This API key was already revoked \(\d{4}-\d{2}-\d{2}\)\.$/);
  });

  it("given another member, when they rename or revoke this member's key, then it is not found (the stream is their own)", async () => {
    const key = await createKey('Mine');
    const stranger = await aSignedInMember(platform, { prefix: 'api-keys-stranger' });
    expect((await platform.api(`/api/userprofile/apikeys/${key.keyId}/revoke`, { method: 'POST', token: stranger.token })).status).toBe(404);
    expect((await platform.api(`/api/userprofile/apikeys/${key.keyId}/rename`, { token: stranger.token, json: { name: 'Theirs' } })).status).toBe(404);
    const theirs = ApiKeyList.parse((await platform.api('/api/userprofile/apikeys', { token: stranger.token })).body);
    expect(theirs.keys).toEqual([]);
  });

  it('given a page on another origin, when it asks a keyed endpoint (preflight, then the call), then CORS lets it, and lets it read the quota headers', async () => {
    const preflight = await fetch(`${platform.baseUrl}/api/v1/certificates/${slab.certificationId}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://collector-tools.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    const call = await fetch(`${platform.baseUrl}/api/v1/certificates/${slab.certificationId}`, { headers: { Origin: 'https://collector-tools.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
    expect(call.headers.get('access-control-expose-headers')).toContain('RateLimit');
  });

  it('given the api-keys projection caught up, when the log is applied again or rebuilt, then api_keys is the same', async () => {
    await expectReplayAndRebuildIdentical(platform, apiKeysProjection, 'api_keys', 'key_id');
  });

  describe('the daily quota across two query-service processes on one database', () => {
    const QUOTA = 5;
    const children: ChildProcess[] = [];
    let bases: string[] = [];

    async function startChild(): Promise<string> {
      const child = fork(CHILD, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, DATABASE_URL: platform.databaseUrl, JWT_SECRET: TEST_JWT_SECRET, API_KEY_DAILY_QUOTA: String(QUOTA) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      const { port } = await new Promise<{ port: number }>((resolve, reject) => {
        child.once('message', (message) => resolve(message as { port: number }));
        child.once('exit', (code) => reject(new Error(`keyed API child exited with ${code}`)));
      });
      return `http://127.0.0.1:${port}`;
    }

    /** A new key, once the query side knows it: read from the member's list, which spends none of its quota. */
    async function aProjectedKey(name: string): Promise<ApiKeyCreatedResponse> {
      const key = await createKey(name);
      const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
      while (!ApiKeyList.parse((await platform.api('/api/userprofile/apikeys', { token: member.token })).body).keys.some((k) => k.keyId === key.keyId)) {
        if (Date.now() > deadline) throw new Error('the key was never projected');
        await sleep(20);
      }
      return key;
    }

    beforeAll(async () => {
      bases = await Promise.all([startChild(), startChild()]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all(
        children.map((child) => new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        })),
      );
    });

    it(`given a quota of ${QUOTA}, when a key calls through both processes in turn, then exactly ${QUOTA} calls succeed and the rest get 429 with Retry-After`, async () => {
      const key = await aProjectedKey('Two processes');
      const url = `/api/v1/certificates/${slab.certificationId}`;
      const answers: Response[] = [];
      for (let call = 0; call < 2 * QUOTA; call++) answers.push(await keyed(url, key.secret, bases[call % 2]));

      expect(answers.map((a) => a.status)).toEqual([...Array(QUOTA).fill(200), ...Array(QUOTA).fill(429)]);
      expect(answers.slice(0, QUOTA).map((a) => a.headers.get('ratelimit')?.replace(/t=\d+$/, 't'))).toEqual(
        Array.from({ length: QUOTA }, (_, i) => `"daily"; r=${QUOTA - 1 - i}; t`),
      );
      for (const refusal of answers.slice(QUOTA)) {
        const retryAfter = Number(refusal.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(86_400);
        expect(refusal.headers.get('ratelimit-policy')).toBe(`"daily"; q=${QUOTA}; w=86400`);
        expect(refusal.headers.get('ratelimit')).toMatch(/^"daily"; r=0; t=\d+$/);
        expect(ErrorBody.parse(await refusal.json()).message).toBe(apiKeyMessages.quotaExceeded(QUOTA));
      }
    });

    it(`given a fresh key and a quota of ${QUOTA}, when calls race through both processes at once, then exactly ${QUOTA} get through, and the account page counts them`, async () => {
      const key = await aProjectedKey('Racing');
      const url = `/api/v1/certificates/${slab.certificationId}`;
      const statuses = await Promise.all(Array.from({ length: 4 * QUOTA }, (_, call) => keyed(url, key.secret, bases[call % 2]).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTA);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3 * QUOTA);
      const listed = ApiKeyList.parse((await platform.api('/api/userprofile/apikeys', { token: member.token })).body);
      expect(listed.keys.find((k) => k.keyId === key.keyId)?.callsToday).toBe(QUOTA);
    });
  });
});
