import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Router } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, ModelStateErrorBody, textMessages, type Catalogue, type OrderSubmittedData } from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { ANY_VERSION, AccessTokens, createLogger, createServiceApp, randomIds, systemClock, unstorableTextMessage, type ChargeRequest, type RefundRequest } from '@certus/infra';
import { staticSite } from '@certus/platform';
import { aSubmittedOrder, aWorker, recordGatewayRequests, type Worker } from '../../command-service/src/orders/testing/order-journeys.ts';
import { aMemberWithAddressAndCard, type MemberWithAddressAndCard } from '../support/member-setup.ts';
import { TEST_PUBLIC_ORIGIN, startTestPlatform } from '../support/test-platform.ts';
import { testMetadata } from '../support/event-store.ts';

/**
 * Text at the boundary (issue [1/7]): a NUL or an unpaired surrogate in any field of a request that writes events
 * is refused with a 400 naming the field, before anything is charged, refunded or recorded (it used to pass
 * validation and fail at the append: a 500 after the gateway had been called). A path that does not decode, a
 * NUL in a path or query parameter, and the static file server's own refusals answer 4xx with the contracts'
 * error body, never 500. Real PostgreSQL, the whole platform in-process, the test gateway.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/**
 * The two bad texts as they travel in a JSON body: `raw` is the JSON escape written by hand into the body text
 * (a lone surrogate cannot be sent as UTF-8 at all; only its escape carries it), `message` what the field says.
 */
const PROBES = [
  { name: 'a NUL', raw: 'a\\u0000b', message: textMessages.nul },
  { name: 'a lone surrogate', raw: 'x\\ud800y', message: textMessages.unpairedSurrogate },
] as const;
/** Stands for the bad text in a body until the body is written out as JSON text. */
const BAD = '\u2063BAD\u2063';

/** The body as JSON text, with every BAD replaced by the probe's escape (so the server's JSON parser decodes it). */
function jsonWithProbe(body: unknown, raw: string): string {
  const text = JSON.stringify(body).replaceAll(JSON.stringify(BAD).slice(1, -1), raw);
  expect(text).toContain(raw);
  return text;
}

let correlations = 0;
async function send(platform: Platform, method: string, url: string, options: { token?: string; body?: string; correlationId?: string } = {}) {
  const headers: Record<string, string> = { 'x-correlation-id': options.correlationId ?? `text-boundary-${++correlations}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(platform.baseUrl + url, { method, headers, body: options.body });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

const isErrorShape = (body: unknown) => ErrorBody.safeParse(body).success || ModelStateErrorBody.safeParse(body).success;

interface WritingEndpoint {
  name: string;
  method?: string;
  path: () => string;
  token?: () => string;
  /** The body with BAD where the probe goes; may fetch what it needs (a solved bot check). */
  body: () => Promise<unknown> | unknown;
  /** The modelState key the 400 must name. */
  field: string;
}

describe('text at the boundary over HTTP (real PostgreSQL, test gateway)', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  let member: MemberWithAddressAndCard;
  let worker: Worker;
  let order: OrderSubmittedData;
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform();
    catalogue = await platform.deps.catalogue.current();
    member = await aMemberWithAddressAndCard(platform, undefined, 'text-boundary');
    worker = await aWorker(platform);
    order = await aSubmittedOrder(platform, member, catalogue);
    recordGatewayRequests(platform.deps.payments, 'charge', charges);
    recordGatewayRequests(platform.deps.payments, 'refund', refunds);
  });
  afterAll(() => platform.stop());

  const eventsOfRequest = async (correlationId: string) =>
    Number((await platform.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE metadata->>'correlationId' = $1", [correlationId])).rows[0]!.n);

  const anAddress = (overrides: Record<string, unknown>) => ({
    firstName: 'Ann', lastName: 'Reader', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100', ...overrides,
  });
  const aProfile = (overrides: Record<string, unknown>) => ({ firstName: 'Ann', lastName: 'Reader', phone: '', fedExAccount: '', upsAccount: '', dhlAccount: '', ...overrides });
  let registrations = 0;

  const endpoints: WritingEndpoint[] = [
    {
      name: 'a comic title of a submission',
      path: () => '/api/orders/submit',
      token: () => member.token,
      body: () =>
        aSubmitOrderBody(catalogue, { comics: [aLine({ isCustomTitle: true, title: BAD, issue: '1', year: 1990, publisher: 'Marvel', insuredCents: 10_000, tierId: 'MN' })], addressId: member.addressId, payMethodId: member.payMethodId }),
      field: 'comics.0.title',
    },
    {
      name: "a signer's name on a submitted book",
      path: () => '/api/orders/submit',
      token: () => member.token,
      body: () =>
        aSubmitOrderBody(catalogue, {
          comics: [aLine({ isCustomTitle: true, title: 'Saga', issue: '1', year: 2012, publisher: 'Image', insuredCents: 5_000, tierId: 'MN', signatures: [{ id: 'sig-1', type: 'VSP', name: BAD, date: null, location: null }] })],
          addressId: member.addressId,
          payMethodId: member.payMethodId,
        }),
      field: 'comics.0.signatures.0.name',
    },
    { name: 'an address line', path: () => '/api/userprofile/address', token: () => member.token, body: () => anAddress({ line1: BAD }), field: 'line1' },
    { name: 'an address city', path: () => '/api/userprofile/address', token: () => member.token, body: () => anAddress({ city: `Spring${BAD}` }), field: 'city' },
    { name: 'a profile first name', path: () => '/api/userprofile', token: () => member.token, body: () => aProfile({ firstName: BAD }), field: 'firstName' },
    { name: 'a profile phone', path: () => '/api/userprofile', token: () => member.token, body: () => aProfile({ phone: BAD }), field: 'phone' },
    {
      name: "a gift card recipient's name",
      path: () => `/api/userprofile/giftcard/purchase/${member.payMethodId}`,
      token: () => member.token,
      body: () => ({ amountCents: 2_500, recipientName: BAD }),
      field: 'recipientName',
    },
    { name: 'the reason of a staff cancel', path: () => `/api/staff/orders/${order.orderId}/cancel`, token: () => worker.token, body: () => ({ reason: BAD }), field: 'reason' },
    {
      name: 'the reason of a declared-value correction',
      path: () => `/api/staff/orders/${order.orderId}/declared-value`,
      token: () => worker.token,
      body: () => ({ lineIndex: 0, insuredCents: 20_000, tierId: null, reason: BAD }),
      field: 'reason',
    },
    {
      name: "a registering visitor's first name",
      path: () => '/api/account/register',
      body: async () => {
        const email = `text-register-${++registrations}-${Date.now()}@example.test`;
        return { firstname: BAD, lastname: 'Reader', email, password: 'Member-pass-1', confirmPassword: 'Member-pass-1', reCAPTCHA: await platform.solvedBotCheck() };
      },
      field: 'firstname',
    },
    { name: 'the bot-check payload of a password recovery', path: () => '/api/account/recover', body: () => ({ email: member.email, reCAPTCHA: BAD }), field: 'reCAPTCHA' },
    {
      name: 'the page name sent with a newsletter sign-up',
      path: () => `/api/userprofile/SetSignMeUp?email=${encodeURIComponent(`text-news-${Date.now()}@example.test`)}&isEmailNotification=true`,
      body: () => ({ pageName: BAD }),
      field: 'pageName',
    },
    { name: 'the title of a recorded population search', path: () => '/api/popreport/userrequest', token: () => member.token, body: () => ({ RequestTitle: `Spider${BAD}` }), field: 'RequestTitle' },
    { name: 'the publisher of a recorded population search', path: () => '/api/popreport/userrequest', token: () => member.token, body: () => ({ RequestTitle: 'Spider', Publisher: BAD }), field: 'Publisher' },
  ];

  describe.each(endpoints)('$name', (endpoint) => {
    it.each(PROBES)('given $name in it, when sent, then 400 names the field, and nothing is charged, refunded or recorded', async (probe) => {
      const chargesBefore = charges.length;
      const refundsBefore = refunds.length;
      const correlationId = `text-boundary-${++correlations}`;
      const answer = await send(platform, endpoint.method ?? 'POST', endpoint.path(), {
        body: jsonWithProbe(await endpoint.body(), probe.raw),
        correlationId,
        ...(endpoint.token ? { token: endpoint.token() } : {}),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(ModelStateErrorBody.parse(answer.body).modelState[`model.${endpoint.field}`]).toContain(probe.message);
      expect(charges.length - chargesBefore, 'charges').toBe(0);
      expect(refunds.length - refundsBefore, 'refunds').toBe(0);
      expect(await eventsOfRequest(correlationId)).toBe(0);
    });
  });

  it('given the same requests with clean text, when sent, then they go through (the probes, not the requests, were refused)', async () => {
    const cancelled = await send(platform, 'POST', `/api/staff/orders/${order.orderId}/cancel`, { token: worker.token, body: JSON.stringify({ reason: 'The member asked.' }) });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(refunds).toHaveLength(1);
    const profile = await send(platform, 'POST', '/api/userprofile', { token: member.token, body: JSON.stringify(aProfile({ firstName: 'Zoë 😀' })) });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  });

  it('given a NUL in the user name of a password sign-in (form-encoded), when posted to /token, then 400 invalid_request names the field before any account is looked up', async () => {
    const answer = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: `${member.email}\u0000`, password: 'Member-pass-1' } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: `username: ${textMessages.nul}` } });
  });

  const BAD_SEGMENTS = [
    { name: 'bytes that are not UTF-8 (%ff%fe)', segment: '%ff%fe' },
    { name: 'a truncated escape (%E0%A4%A)', segment: '%E0%A4%A' },
    { name: 'a NUL (%00)', segment: 'ab%00cd' },
    { name: 'an encoded surrogate half (%ED%A0%80)', segment: '%ED%A0%80' },
  ];
  const ROUTES: { method: string; path: (segment: string) => string; token?: () => string; body?: string }[] = [
    { method: 'GET', path: (s) => `/api/orders/${s}`, token: () => member.token },
    { method: 'GET', path: (s) => `/api/orders/${s}/tracker`, token: () => member.token },
    { method: 'GET', path: (s) => `/api/orders/user/default/10/-/-/-/${s}`, token: () => member.token },
    { method: 'GET', path: (s) => `/api/comics/user/default/10/${s}`, token: () => member.token },
    { method: 'GET', path: (s) => `/api/comics/${s}` },
    { method: 'GET', path: (s) => `/api/comics/search/${s}` },
    { method: 'GET', path: (s) => `/api/promocode/code/${s}`, token: () => member.token },
    { method: 'GET', path: (s) => `/api/staff/orders/${s}`, token: () => worker.token },
    { method: 'GET', path: (s) => `/api/data/submitdata/US/${s}` },
    { method: 'GET', path: (s) => `/api/gradingnotes/${s}` },
    { method: 'GET', path: (s) => `/api/userprofile/unsubscribe/${s}` },
    { method: 'GET', path: (s) => `/no-such-page/${s}` },
    { method: 'POST', path: (s) => `/api/staff/orders/${s}/cancel`, token: () => worker.token, body: '{"reason":"x"}' },
    { method: 'POST', path: (s) => `/api/staff/orders/${order.orderId}/books/${s}/press`, token: () => worker.token, body: '{}' },
    { method: 'POST', path: (s) => `/api/userprofile/giftcard/purchase/${s}`, token: () => member.token, body: '{"amountCents":2500}' },
    { method: 'POST', path: (s) => `/api/userprofile/purchaseMembership/Clubmember/${s}/false`, token: () => member.token },
    { method: 'POST', path: (s) => `/api/data/sh/Comic/${s}/USD`, token: () => member.token, body: '{}' },
    { method: 'DELETE', path: (s) => `/api/userprofile/address/${s}`, token: () => member.token },
    { method: 'DELETE', path: (s) => `/api/userprofile/paymethod/${s}`, token: () => member.token },
  ];

  it.each(BAD_SEGMENTS)('given $name in a path parameter, when any route is called with it, then 400 with the error body, never 500', async ({ segment }) => {
    const chargesBefore = charges.length;
    const answers = [];
    for (const route of ROUTES) {
      const answer = await send(platform, route.method, route.path(segment), { ...(route.token ? { token: route.token() } : {}), ...(route.body ? { body: route.body } : {}) });
      answers.push({ call: `${route.method} ${route.path(segment)}`, status: answer.status, errorShape: isErrorShape(answer.body) });
    }
    expect(answers).toEqual(answers.map(({ call }) => ({ call, status: 400, errorShape: true })));
    expect(charges.length - chargesBefore).toBe(0);
  });

  it('given a NUL in a query parameter, when a search reaches for it, then 400 names the parameter, never 500', async () => {
    const calls = [
      { url: '/api/staff/orders?q=ab%00cd', token: worker.token, field: 'q' },
      { url: '/api/data/values/title?value=spi%00der', token: undefined, field: 'value' },
      { url: '/api/popreport/titles?value=spi%00der', token: member.token, field: 'value' },
      { url: '/api/orders/dataCount?x=%00', token: member.token, field: 'x' },
    ];
    for (const call of calls) {
      const answer = await send(platform, 'GET', call.url, call.token ? { token: call.token } : {});
      expect(answer.status, call.url).toBe(400);
      expect(ModelStateErrorBody.parse(answer.body).modelState[`model.${call.field}`], call.url).toEqual([textMessages.nul]);
    }
  });
});

describe('the last line of defence: text a schema let through, refused by PostgreSQL (real server)', () => {
  let platform: Platform;
  let server: Server;
  let baseUrl: string;
  const logLines: { level: number; msg: string; pgCode?: string }[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false });
    const sink = new Writable({ write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) });
    // Routes with no schema on purpose, as a gap in validation would look: the text goes straight to the database.
    const careless = Router()
      .post('/careless/event', async (req, res) => {
        await platform.store.append(`Careless-${randomIds.uuid()}`, ANY_VERSION, [{ type: 'CarelessNoted', data: { note: req.body.note }, metadata: testMetadata() }]);
        res.json({ ok: true });
      })
      .post('/careless/text', async (req, res) => {
        await platform.pool.query('SELECT $1::text AS note', [req.body.note]);
        res.json({ ok: true });
      });
    const app = createServiceApp({ logger: pino({ level: 'info' }, sink), ids: randomIds, tokens: platform.deps.tokens, publicOrigin: TEST_PUBLIC_ORIGIN, routers: [careless] });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await platform.stop();
  });

  it.each([
    { into: 'an event (jsonb)', url: '/careless/event', probe: PROBES[0], pgCode: '22P05' },
    { into: 'an event (jsonb)', url: '/careless/event', probe: PROBES[1], pgCode: '22P02' },
    { into: 'a text parameter', url: '/careless/text', probe: PROBES[0], pgCode: '22021' },
  ])('given $probe.name written into $into, when PostgreSQL refuses it ($pgCode), then 400 with the error body and a warning, not a 500', async ({ url, probe, pgCode }) => {
    logLines.length = 0;
    const response = await fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonWithProbe({ note: BAD }, probe.raw) });
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).message).toBe(unstorableTextMessage);
    expect(logLines.filter((l) => l.level === 40)).toEqual([expect.objectContaining({ pgCode, msg: 'text the database cannot store passed validation' })]);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe("the site's static files refuse with the error body (the built site in a folder of its own)", () => {
  let server: Server;
  let baseUrl: string;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'certus-site-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Certus</title>');
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1);');
    await writeFile(path.join(dist, 'assets', '.secret'), 'not for the public');
    const app = createServiceApp({ logger: createLogger('test', 'silent'), ids: randomIds, tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', systemClock, 900), publicOrigin: TEST_PUBLIC_ORIGIN, routers: [], fallbacks: [staticSite(dist)] });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    { url: '/assets/..%2findex.html', status: 403 },
    { url: '/assets/..%2f..%2f..%2fetc%2fpasswd', status: 403 },
    { url: '/assets/.secret', status: 404 },
    { url: '/assets/no-such-file.js', status: 404 },
    { url: '/assets/%ff%fe.js', status: 400 },
  ])('given $url, when fetched, then $status with the error body, never 500', async ({ url, status }) => {
    const response = await fetch(baseUrl + url);
    expect(response.status).toBe(status);
    expect(ErrorBody.parse(await response.json())).toMatchObject({ message: expect.any(String), correlationId: expect.any(String) });
  });

  it('given an asset that exists, when fetched, then it is served (the refusals are not a blanket one)', async () => {
    const response = await fetch(`${baseUrl}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1);');
  });
});
