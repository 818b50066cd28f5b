import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, forumSsoMessages, newsletterMessages } from '@certus/contracts';
import { createLogger, createServiceApp, randomIds, type NewsletterSignUpSubmission } from '@certus/infra';
import { newsletterProjection, readCheckpoint, rebuildProjection } from '@certus/projections';
import { queryRouter } from '@certus/query-service';
import { startTestPlatform } from '../support/test-platform.ts';
import { tableRows } from '../support/member-histories.ts';
import { untilPassed, writtenHead } from '../support/written-head.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const GUID = /\/unsubscribe\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

let counter = 0;
const anAddress = () => `reader-${++counter}-${Date.now()}@example.test`;

const status = (platform: Platform, email: string) => platform.api(`/api/userprofile/Get_toggle_status?email=${encodeURIComponent(email)}`);
const signUp = (platform: Platform, email: string, options: { on?: boolean; token?: string; json?: object } = {}) =>
  platform.api(`/api/userprofile/SetSignMeUp?email=${encodeURIComponent(email)}&isEmailNotification=${options.on ?? true}`, {
    method: 'POST',
    ...(options.json ? { json: options.json } : {}),
    ...(options.token ? { token: options.token } : {}),
  });

async function statusWhen(platform: Platform, email: string, expected: '1' | '0') {
  for (let i = 0; i < 200; i++) {
    if ((await status(platform, email)).body === expected) return;
    await sleep(25);
  }
  throw new Error(`status of ${email} never became ${expected}`);
}

async function aSignedInMember(platform: Platform) {
  const email = anAddress();
  const password = 'Letters-pass-1';
  await platform.api('/api/account/register', {
    json: { firstname: 'Nell', lastname: 'Reader', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
  });
  const code = (await platform.mailTo(email)).text.match(/\/verify\/([\w-]+)/)![1]!;
  await platform.api('/api/users/activate', { json: { email, code } });
  const signedIn = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password } });
  return { email, memberId: JSON.parse(signedIn.body.claims).memberId as string, token: signedIn.body.access_token as string };
}

describe('newsletter over HTTP (real PostgreSQL and SMTP)', () => {
  let platform: Platform;
  const submitted: NewsletterSignUpSubmission[] = [];
  beforeAll(async () => {
    platform = await startTestPlatform();
    // The marketing-forms service (spec 7.5) as configured: here, one that records what it is sent.
    platform.deps.marketingForms = { enabled: true, submitNewsletterSignUp: async (s) => void submitted.push(s) };
  });
  afterAll(() => platform.stop());

  it('given a new visitor, when signing up from the home page, then the address is subscribed, confirmed by mail with its unsubscribe link, and posted to the marketing service', async () => {
    const email = anAddress();
    expect(await status(platform, email)).toMatchObject({ status: 200, body: '0' });

    const signed = await signUp(platform, email.toUpperCase(), { json: { hutk: 'hubspot-cookie', pageUri: 'http://certus.test/', pageName: 'Certus' } });

    expect(signed).toMatchObject({ status: 200, body: { message: newsletterMessages.subscribed, position: expect.any(String) } });
    const mail = await platform.mailTo(email);
    expect(mail.subject).toBe('You are subscribed to the Certus newsletter');
    expect(mail.text).toMatch(GUID);
    expect(mail.text).toContain('http://certus.test/unsubscribe/');
    await statusWhen(platform, email, '1');
    expect(submitted).toContainEqual({ email, hutk: 'hubspot-cookie', pageUri: 'http://certus.test/', pageName: 'Certus' });

    expect(await signUp(platform, email)).toMatchObject({ status: 409, body: { message: newsletterMessages.alreadySubscribed } });
  });

  it("given no e-mail or a malformed one, when signing up or asking, then 400 with the spec's messages", async () => {
    expect(await signUp(platform, '')).toMatchObject({ status: 400, body: { modelState: { 'model.email': [newsletterMessages.emailRequired] } } });
    expect(await signUp(platform, 'not-an-address')).toMatchObject({ status: 400, body: { modelState: { 'model.email': [newsletterMessages.invalidEmail] } } });
    expect(await status(platform, 'nope')).toMatchObject({ status: 400, body: { modelState: { 'model.email': [newsletterMessages.invalidEmail] } } });
  });

  it('given a subscription, when its unsubscribe link is followed (twice), then it ends; an unknown or malformed id is an invalid request', async () => {
    const email = anAddress();
    await signUp(platform, email);
    const id = (await platform.mailTo(email)).text.match(GUID)![1]!;
    await statusWhen(platform, email, '1');

    expect(await platform.api(`/api/userprofile/unsubscribe/${id}`)).toMatchObject({ status: 200, body: { message: newsletterMessages.unsubscribed } });
    await statusWhen(platform, email, '0');
    expect(await platform.api(`/api/userprofile/unsubscribe/${id}`)).toMatchObject({ status: 200, body: { message: newsletterMessages.unsubscribed } });

    expect(await platform.api('/api/userprofile/unsubscribe/6f1c1d0e-7f43-4a6b-9d1e-2b3c4d5e6f70')).toMatchObject({
      status: 404,
      body: { message: newsletterMessages.invalidRequest },
    });
    expect(await platform.api('/api/userprofile/unsubscribe/not-a-guid')).toMatchObject({ status: 404, body: { message: newsletterMessages.invalidRequest } });

    const events = await platform.pool.query("SELECT type, data FROM events WHERE stream_id LIKE 'Newsletter-%' AND data->>'unsubscribeId' = $1 ORDER BY global_position", [id]);
    expect(events.rows.map((r) => r.type)).toEqual(['NewsletterSubscribed', 'NewsletterUnsubscribed']);
    expect(events.rows[1].data).toMatchObject({ via: 'UnsubscribeLink' });

    // Signing up again after unsubscribing works, under a new link.
    expect(await signUp(platform, email)).toMatchObject({ status: 200 });
    await statusWhen(platform, email, '1');
  });

  it('given a signed-in member, when turning the newsletter off for their own address, then it stops; a visitor cannot stop it for an address', async () => {
    const member = await aSignedInMember(platform);
    await signUp(platform, member.email, { token: member.token });
    await statusWhen(platform, member.email, '1');

    expect(await signUp(platform, member.email, { on: false })).toMatchObject({ status: 400, body: { modelState: { 'model.email': [newsletterMessages.stopNeedsSignIn] } } });
    const other = await aSignedInMember(platform);
    expect(await signUp(platform, member.email, { on: false, token: other.token })).toMatchObject({ status: 400 });
    expect(await signUp(platform, member.email, { on: false, token: member.token })).toMatchObject({ status: 200, body: { message: newsletterMessages.stopped } });
    await statusWhen(platform, member.email, '0');
  });

  it('given the live newsletter_subscriptions table, when the same events are applied again and when rebuilt from 0, then the rows are the same', async () => {
    const email = anAddress();
    await signUp(platform, email);
    await untilPassed(() => readCheckpoint(platform.pool, newsletterProjection.name), await writtenHead(platform.pool), 'the newsletter');
    const live = await tableRows(platform.pool, 'newsletter_subscriptions', 'unsubscribe_id');
    expect(live.length).toBeGreaterThan(2);
    const client = await platform.pool.connect();
    try {
      await client.query('BEGIN');
      await newsletterProjection.applyBatch(client, await platform.store.readAll(START, 100_000));
      const { rows } = await client.query('SELECT to_jsonb(t) AS row FROM newsletter_subscriptions t ORDER BY unsubscribe_id');
      expect(rows.map((r) => r.row)).toEqual(live);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    await rebuildProjection(platform.pool, platform.store, newsletterProjection);
    expect(await tableRows(platform.pool, 'newsletter_subscriptions', 'unsubscribe_id')).toEqual(live);
  });
});

describe('forum single sign-on (spec 2.4)', () => {
  let platform: Platform;
  let configured: Server;
  let configuredUrl: string;
  const forum = { forumUrl: 'https://forum.example.test/sso', appId: 'certus-app-7', secret: 'forum-shared-secret-0123456789' };

  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false });
    // The query side with a forum configured, beside the platform (whose environment names none).
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      ids: randomIds,
      tokens: platform.deps.tokens,
      publicOrigin: 'http://certus.test',
      routers: [queryRouter({ pool: platform.pool, forum })],
    });
    configured = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    configuredUrl = `http://127.0.0.1:${(configured.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => configured.close(r));
    await platform.stop();
  });

  const get = async (path: string, token?: string) => {
    const response = await fetch(configuredUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: await response.json() };
  };

  it('given a configured forum, when a member asks, then ninjapost gives their id with the app id, and ninjapost2 their e-mail with its key', async () => {
    const member = await aSignedInMember(platform);
    expect(await get('/api/account/sso/ninjapost', member.token)).toEqual({ status: 200, body: { userId: member.memberId, appId: 'certus-app-7', forumUrl: forum.forumUrl } });
    expect(await get('/api/account/sso/ninjapost2', member.token)).toEqual({
      status: 200,
      body: { email: member.email, key: createHmac('sha256', forum.secret).update(member.email).digest('hex') },
    });
    expect((await get('/api/account/sso/ninjapost')).status).toBe(401);
  });

  it('given no forum configured, when a member asks, then 503 says the forum is not available', async () => {
    const member = await aSignedInMember(platform);
    expect(await platform.api('/api/account/sso/ninjapost', { token: member.token })).toMatchObject({ status: 503, body: { message: forumSsoMessages.notAvailable } });
    expect(await platform.api('/api/account/sso/ninjapost2', { token: member.token })).toMatchObject({ status: 503, body: { message: forumSsoMessages.notAvailable } });
    expect(await platform.api('/api/account/sso/ninjapost')).toMatchObject({ status: 401 });
  });
});
