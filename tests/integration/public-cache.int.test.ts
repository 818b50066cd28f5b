import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RESOURCE_CACHE_CONTROL, monthKeyOf } from '@certus/contracts';
import { operations } from '@certus/contracts/openapi/document';
import { pastLine, recordPastOrder } from '../../command-service/src/demo/shipped-order-history.ts';
import { startTestPlatform } from '../support/test-platform.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY_MS = 86_400_000;

/**
 * Spec 7.5 "Resource calls are cached by default for 300 seconds": every public GET of a resource (what a
 * visitor reads without a token) answers Cache-Control: public, max-age=300. The GETs without a token that
 * are not resources say why here, so a new public GET has to be decided one way or the other.
 */
const NOT_RESOURCES: Record<string, string> = {
  '/api/account/external/{provider}/start': 'a redirect carrying a one-time state (no-store)',
  '/api/account/external/{provider}/callback': 'a redirect that spends a one-time code (no-store)',
  '/api/userprofile/Get_toggle_status': "whether one address gets the newsletter: about a person, never shared (no-store)",
  '/api/userprofile/unsubscribe/{id}': 'a command followed from a mail (no-store)',
  '/api/altcha/challenge': 'a fresh challenge per form (no-store)',
  '/api/health': 'the process is up now',
  '/storage/comic/{id}/cover-m.jpg': 'files, with their own validators (storage route)',
  '/storage/content/{file}': 'files named by their digest, immutable (storage route)',
  '/api/comics/{id}/slab.svg': 'rendered images kept a day with an ETag (slab routes)',
  '/api/comics/{id}/slab-{width}.webp': 'rendered images kept a day with an ETag (slab routes)',
  // The certificate registry (issue [5/7]): a head may be signed any minute, so its reads are kept a minute only
  // (tests/integration/certificate-registry.int.test.ts checks it); its keys change with a key, not an hour.
  '/api/registry/heads': 'signed heads, kept 60 s: a new head shows within a minute',
  '/api/registry/heads/latest': 'the latest signed head, kept 60 s',
  '/api/registry/certificates/{certificationId}': 'proofs in the latest head, kept 60 s',
  '/api/registry/consistency': 'a proof up to the latest head, kept 60 s',
  '/api/registry/export': 'the log as the latest head counts it, kept 60 s',
  // The keyed public API (issue [5/7]): each call is counted against its key, and a book's census is for members
  // only on the site, so no shared cache may keep an answer (private, no-store; public-api-keys.int.test.ts).
  '/api/v1/certificates/{certificationId}': 'keyed: counted per key (private, no-store)',
  '/api/v1/census/books/{bookId}': 'keyed: counted per key (private, no-store)',
  '/api/v1/registry/certificates/{certificationId}': 'keyed: counted per key (private, no-store)',
  '/api/v1/registry/heads/latest': 'keyed: counted per key (private, no-store)',
  '/api/v1/registry/consistency': 'keyed: counted per key (private, no-store)',
};

describe('public resource calls are cached 300 s (spec 7.5)', () => {
  let platform: Platform;
  let certificationId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const now = new Date();
    const orderId = '26-CACHE01';
    await recordPastOrder(platform.store, await platform.deps.catalogue.current(), {
      orderId,
      memberId: 'collector-cache',
      memberEmail: 'collector-cache@example.test',
      lines: [pastLine('cache-1', 'Saga', '1', 2012, 'MN')],
      returnBy: 'ship',
      submittedAt: new Date(now.getTime() - 20 * DAY_MS),
      receivedAt: new Date(now.getTime() - 15 * DAY_MS),
      leftAt: new Date(now.getTime() - 2 * DAY_MS),
      by: 'worker-1',
    });
    certificationId = `${orderId}-001`;
    for (let i = 0; i < 400 && (await platform.api(`/api/comics/${certificationId}`)).status !== 200; i++) await sleep(25);
  }, 120_000);
  afterAll(() => platform?.stop());

  const resourceCalls = () => ({
    '/api/account/external/providers': '/api/account/external/providers',
    '/api/data/address': '/api/data/address',
    '/api/data/submitdata/{country}/{collectibleType}': '/api/data/submitdata/US/Comic',
    '/api/data/checkout': '/api/data/checkout',
    '/api/data/values/{name}': '/api/data/values/title?value=spider',
    '/api/comics/{id}/{type}': `/api/comics/${certificationId}/Comic`,
    '/api/site/config': '/api/site/config',
    '/api/comics/{id}': `/api/comics/${certificationId}`,
    '/api/comics/search/{text}': `/api/comics/search/${certificationId}`,
    '/api/comics/featured/{yyyymm}/{count}': `/api/comics/featured/${monthKeyOf(new Date())}/3`,
    // A census title's name (the grid's page is headed with it): the past order above put Saga in the census.
    '/api/popreport/titles/{slug}': '/api/popreport/titles/saga',
    '/api/gradingnotes': '/api/gradingnotes',
    '/api/gradingnotes/{id}': null,
    '/api/data/turnaround': '/api/data/turnaround',
    '/api/turnaroundtimes/tat': '/api/turnaroundtimes/tat',
    '/api/data/tatmessage': '/api/data/tatmessage',
    '/api/registry/keys': '/api/registry/keys',
    '/api/test/shipping': '/api/test/shipping?postalCode=75024&country=US',
    '/api/landings/counts': '/api/landings/counts',
    '/api/conventions/{days}': '/api/conventions/-5',
    '/api/signings/{days}': '/api/signings/-7',
    '/api/onsites/{days}/{count}': '/api/onsites/-7/3',
    '/api/banners/publish/{placement}': '/api/banners/publish/home',
    '/api/content/homepageslider': '/api/content/homepageslider/',
    '/api/content/home': '/api/content/home',
    '/api/news': '/api/news',
    // One record by its name: an editor must have published it; the lists above share the routes' one setting.
    '/api/signings/name/{name}': null,
    '/api/news/newsletters/{name}': null,
  });

  it('given every GET the API documents without a token, then each is either a resource call checked here or named as not one, with why', () => {
    const publicGets = operations.filter((o) => o.method === 'get' && !o.bearer).map((o) => o.path);
    const decided = new Set([...Object.keys(resourceCalls()), ...Object.keys(NOT_RESOURCES)]);
    expect(publicGets.filter((path) => !decided.has(path))).toEqual([]);
  });

  it('given each public resource call, when a visitor asks it, then it answers 200 with Cache-Control public, max-age=300', async () => {
    const answers: Record<string, string | null> = {};
    for (const [documented, url] of Object.entries(resourceCalls())) {
      // A grading notes entry needs notes written at grading; its list shares the route's one setting.
      if (url === null) continue;
      const response = await platform.api(url);
      answers[documented] = response.status === 200 ? response.headers.get('cache-control') : `status ${response.status}`;
    }
    expect(Object.values(answers).every((v) => v === PUBLIC_RESOURCE_CACHE_CONTROL) ? [] : answers).toEqual([]);
  });

  it('given a signed-in owner, when the certificate is asked with a token, then it is private (the owner record is theirs)', async () => {
    const token = await platform.deps.tokens.issue({ userId: 'collector-cache', email: 'collector-cache@example.test', role: 'authenticated', sessionId: 's', displayName: 'C' });
    const response = await platform.api(`/api/comics/${certificationId}`, { token });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});
