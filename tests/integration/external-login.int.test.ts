import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  externalLoginMessages,
  externalLoginPaths,
  memberStreamId,
  tokenErrorMessages,
  type ExternalTokenClaims,
} from '@certus/contracts';
import { OidcProviderConfig, memberIdForEmail } from '@certus/command-service';
import { ManualClock, freePort } from '@certus/infra';
import { signInWithDevProvider, startDevOidcProvider, type HeadlessSignIn, type StartedDevOidcProvider } from '@certus/infra/oidc-dev/index';
import { TEST_PUBLIC_ORIGIN, startTestPlatform } from '../support/test-platform.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const PROVIDER = 'certus-id';
const CLIENT_ID = 'certus-web';
const CLIENT_SECRET = 'external-login-test-client-secret';

/** Where a browser lands after the callback: the site's /auth/{provider} page, with the query of spec 2.5. */
interface Landing {
  url: URL;
  externaltoken: string | null;
  haslocal: string | null;
  returnUrl: string | null;
  error: string | null;
  errorDescription: string | null;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as ExternalTokenClaims & { jti: string };

/**
 * The browser's part of an external sign-in, over real HTTP: the site's start endpoint, the provider's
 * sign-in and consent pages, and the provider's redirect back to the callback, with the site's cookie.
 * The provider redirects to the public origin (http://certus.test); the platform listens at baseUrl.
 */
async function externalSignIn(platform: Platform, person: HeadlessSignIn, options: { returnUrl?: string; provider?: string } = {}): Promise<Landing> {
  const provider = options.provider ?? PROVIDER;
  const query = options.returnUrl ? `?returnUrl=${encodeURIComponent(options.returnUrl)}` : '';
  const start = await fetch(`${platform.baseUrl}${externalLoginPaths.start(provider)}${query}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const siteCookies = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  let location = new URL(start.headers.get('location')!);
  if (location.origin !== TEST_PUBLIC_ORIGIN) {
    const back = await signInWithDevProvider(location, person);
    expect(`${back.origin}${back.pathname}`).toBe(TEST_PUBLIC_ORIGIN + externalLoginPaths.callback(provider));
    const callback = await fetch(platform.baseUrl + back.pathname + back.search, { headers: { cookie: siteCookies }, redirect: 'manual' });
    expect(callback.status).toBe(302);
    location = new URL(callback.headers.get('location')!);
  }
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_PUBLIC_ORIGIN}/auth/${provider}`);
  const q = location.searchParams;
  return {
    url: location,
    externaltoken: q.get('externaltoken'),
    haslocal: q.get('haslocal'),
    returnUrl: q.get('returnUrl'),
    error: q.get('error'),
    errorDescription: q.get('error_description'),
  };
}

const externalGrant = (platform: Platform, externaltoken: string, provider = PROVIDER) =>
  platform.api('/token', { form: { grant_type: 'external', client_id: 'public-prod', provider, externaltoken } });

const passwordGrant = (platform: Platform, username: string, password: string) =>
  platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username, password } });

async function registerWithPassword(platform: Platform, email: string, password: string, options: { activate: boolean }) {
  const registered = await platform.api('/api/account/register', {
    json: { firstname: 'Pat', lastname: 'Word', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
  });
  expect(registered.status).toBe(200);
  if (!options.activate) return;
  const code = (await platform.mailTo(email)).text.match(/\/verify\/([\w-]+)\?/)![1];
  expect((await platform.api('/api/users/activate', { json: { email, code } })).status).toBe(200);
}

async function profileOf(platform: Platform, accessToken: string) {
  let profile = await platform.api('/api/userprofile', { token: accessToken });
  for (let i = 0; i < 100 && profile.body?.member?.status !== 'Active'; i++) {
    await new Promise((r) => setTimeout(r, 20));
    profile = await platform.api('/api/userprofile', { token: accessToken });
  }
  return profile;
}

describe('external sign-in through OpenID Connect (real provider, PostgreSQL, HTTP)', () => {
  let platform: Platform;
  let provider: StartedDevOidcProvider;
  // Starts at real time: the provider and openid-client check ID-token times against the system clock.
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    provider = await startDevOidcProvider({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, name: 'Certus', redirectUris: [TEST_PUBLIC_ORIGIN + externalLoginPaths.callback(PROVIDER)] }],
      accounts: [{ email: 'unverified@example.test', emailVerified: false, givenName: 'Una', familyName: 'Verified' }],
    });
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    platform = await startTestPlatform({
      clock,
      oidcProviders: [
        OidcProviderConfig.parse({ name: PROVIDER, displayName: 'Certus ID', issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, allowInsecure: true }),
        OidcProviderConfig.parse({ name: 'offline-id', displayName: 'Offline ID', issuer: unreachable, clientId: 'x', clientSecret: 'y', allowInsecure: true }),
      ],
    });
  });
  afterAll(async () => {
    await platform?.stop();
    await provider?.stop();
  });

  it('given configured providers, when the login page asks for them, then it gets their names and button texts', async () => {
    expect(await platform.api(externalLoginPaths.providers)).toMatchObject({
      status: 200,
      body: [
        { name: PROVIDER, displayName: 'Certus ID' },
        { name: 'offline-id', displayName: 'Offline ID' },
      ],
    });
  });

  it('given a new person, when signing in at the provider, signing up and signing in externally, then the profile works, the token is spent, and the next sign-in finds the account', async () => {
    const email = 'new.collector@example.test';
    const first = await externalSignIn(platform, { email: 'New.Collector@Example.test', givenName: 'Nia', familyName: 'Collector' }, { returnUrl: '/account/orders' });
    expect(first).toMatchObject({ haslocal: 'false', returnUrl: '/account/orders', error: null });
    const claims = claimsOf(first.externaltoken!);
    expect(claims).toEqual({
      provider: PROVIDER,
      sub: expect.stringMatching(/^dev-/),
      email,
      emailVerified: true,
      givenName: 'Nia',
      familyName: 'Collector',
      exp: Math.floor(clock.now().getTime() / 1000) + 600,
      jti: expect.any(String),
    });

    const registered = await platform.api(externalLoginPaths.register, { json: { externalToken: first.externaltoken, firstname: 'Nia', lastname: 'Collector', phone: '' } });
    expect(registered).toMatchObject({ status: 200, body: { message: externalLoginMessages.registered, position: expect.any(String) } });

    const signedIn = await externalGrant(platform, first.externaltoken!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
    expect(signedIn.body).toMatchObject({ token_type: 'bearer', userName: email, userRole: 'authenticated', displayName: 'Nia Collector', refresh_token: expect.any(String) });
    const profile = await profileOf(platform, signedIn.body.access_token);
    expect(profile).toMatchObject({ status: 200, body: { member: { email, firstName: 'Nia', lastName: 'Collector', status: 'Active' } } });
    const refreshed = await platform.api('/token', { form: { grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token } });
    expect(refreshed.status).toBe(200);

    const reused = await externalGrant(platform, first.externaltoken!);
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: externalLoginMessages.expired } });

    const memberId = memberIdForEmail(email);
    const memberEvents = await platform.store.readStream(memberStreamId(memberId));
    expect(memberEvents.map((e) => e.type)).toEqual(['MemberRegistered', 'MemberActivated']);
    expect(memberEvents[0]!.data).toMatchObject({ externalLogin: { provider: PROVIDER, subject: claims.sub } });
    // An account made by external sign-up has no password that anything could match.
    expect(await passwordGrant(platform, email, 'Anything-at-all-1')).toMatchObject({ status: 400, body: { error_description: tokenErrorMessages.badCredentials } });

    const second = await externalSignIn(platform, { email });
    expect(second).toMatchObject({ haslocal: 'true', error: null, returnUrl: null });
    expect(claimsOf(second.externaltoken!).sub).toBe(claims.sub);
    const again = await externalGrant(platform, second.externaltoken!);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body.claims)).toMatchObject({ memberId, email });
  });

  it('given an e-mail that has a password account, when signing up externally, then 409 on the e-mail, a wrong password does not link, the right one does', async () => {
    const email = 'has.password@example.test';
    const password = 'Password-acct-1';
    await registerWithPassword(platform, email, password, { activate: true });
    const landing = await externalSignIn(platform, { email });
    expect(landing.haslocal).toBe('false');
    const token = landing.externaltoken!;

    const register = await platform.api(externalLoginPaths.register, { json: { externalToken: token, firstname: 'Pat', lastname: 'Word' } });
    expect(register).toMatchObject({ status: 409, body: { modelState: { 'model.email': [externalLoginMessages.emailHasAccount(email)] } } });
    expect(await externalGrant(platform, token)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: externalLoginMessages.notLinked } });

    const wrong = await platform.api(externalLoginPaths.link, { json: { externalToken: token, password: 'Not-the-password-2' } });
    expect(wrong).toMatchObject({ status: 400, body: { modelState: { 'model.password': [accountMessages.wrongPassword] } } });

    const linked = await platform.api(externalLoginPaths.link, { json: { externalToken: token, password } });
    expect(linked).toMatchObject({ status: 200, body: { message: externalLoginMessages.linked, position: expect.any(String) } });
    const signedIn = await externalGrant(platform, token);
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body.claims)).toMatchObject({ memberId: memberIdForEmail(email), email });
    expect((await passwordGrant(platform, email, password)).status).toBe(200);
    expect((await externalSignIn(platform, { email })).haslocal).toBe('true');
  });

  it('given a linked member who never activated the account, when signing in externally, then the same not-activated error as the password grant', async () => {
    const email = 'pending.member@example.test';
    const password = 'Pending-acct-1';
    await registerWithPassword(platform, email, password, { activate: false });
    const { externaltoken } = await externalSignIn(platform, { email });
    expect((await platform.api(externalLoginPaths.link, { json: { externalToken: externaltoken, password } })).status).toBe(200);

    expect(await externalGrant(platform, externaltoken!)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: tokenErrorMessages.notActivated, verify: true },
    });
  });

  it('given a provider that has not verified the e-mail, when signing up with it, then the e-mail field says so and no account is made', async () => {
    const landing = await externalSignIn(platform, { email: 'unverified@example.test' });
    expect(claimsOf(landing.externaltoken!)).toMatchObject({ emailVerified: false, givenName: 'Una' });
    const register = await platform.api(externalLoginPaths.register, { json: { externalToken: landing.externaltoken, firstname: 'Una', lastname: 'Verified' } });
    expect(register).toMatchObject({ status: 400, body: { modelState: { 'model.email': [externalLoginMessages.emailNotVerified] } } });
    expect(await platform.store.readStream(memberStreamId(memberIdForEmail('unverified@example.test')))).toEqual([]);
  });

  it('given a token that is not ours, when signing up, linking or signing in with it, then each says the external sign-in expired', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJwcm92aWRlciI6ImNlcnR1cy1pZCJ9.c2lnbmF0dXJl';
    expect(await platform.api(externalLoginPaths.register, { json: { externalToken: forged, firstname: 'A', lastname: 'B' } })).toMatchObject({
      status: 400,
      body: { modelState: { 'model.externalToken': [externalLoginMessages.expired] } },
    });
    expect((await platform.api(externalLoginPaths.link, { json: { externalToken: forged, password: 'x' } })).body.modelState).toEqual({
      'model.externalToken': [externalLoginMessages.expired],
    });
    expect(await externalGrant(platform, forged)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: externalLoginMessages.expired } });
  });

  it('given an unknown provider, when starting or completing a sign-in with it, then 404 names it', async () => {
    for (const path of [externalLoginPaths.start('nope'), externalLoginPaths.callback('nope')]) {
      expect(await platform.api(path)).toMatchObject({ status: 404, body: { message: externalLoginMessages.unknownProvider('nope') } });
    }
  });

  it('given a person who denies access at the provider, when the provider redirects back, then the site page gets the error and a human message', async () => {
    const landing = await externalSignIn(platform, { email: 'shy@example.test', consent: 'deny' }, { returnUrl: '/account' });
    expect(landing).toMatchObject({ error: 'access_denied', errorDescription: externalLoginMessages.providerFailed, externaltoken: null, returnUrl: '/account' });
    const cancelled = await externalSignIn(platform, { email: 'shy@example.test', cancel: true });
    expect(cancelled).toMatchObject({ error: 'access_denied', errorDescription: externalLoginMessages.providerFailed });
  });

  it('given a callback without the sign-in cookie or with another state, when it arrives, then the page says the sign-in expired, and a foreign returnUrl is dropped', async () => {
    const start = await fetch(`${platform.baseUrl}${externalLoginPaths.start(PROVIDER)}?returnUrl=${encodeURIComponent('https://evil.test/')}`, { redirect: 'manual' });
    const cookie = start.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(new RegExp(`^certus_external_login_${PROVIDER}=`));
    expect(cookie).toMatch(/Path=\/api\/account\/external/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    const back = await signInWithDevProvider(start.headers.get('location')!, { email: 'lost.cookie@example.test' });

    const withoutCookie: Record<string, string> = {};
    for (const headers of [withoutCookie, { cookie: cookie.split(';')[0]! }]) {
      const query = 'cookie' in headers ? back.search.replace(/state=[^&]+/, 'state=forged') : back.search;
      const callback = await fetch(platform.baseUrl + back.pathname + query, { headers, redirect: 'manual' });
      const landing = new URL(callback.headers.get('location')!);
      expect(callback.status).toBe(302);
      expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'invalid_state', error_description: externalLoginMessages.expired });
    }
  });

  it('given a provider that cannot be reached, when starting a sign-in with it, then the site page says so instead of an error page', async () => {
    const landing = await externalSignIn(platform, { email: 'x@example.test' }, { provider: 'offline-id', returnUrl: '/account' });
    expect(landing).toMatchObject({ error: 'temporarily_unavailable', errorDescription: externalLoginMessages.providerUnavailable, returnUrl: '/account' });
  });

  // Last: it moves the command side's clock ten minutes on.
  it('given an externaltoken older than ten minutes, when signing in or signing up with it, then it is refused as expired', async () => {
    const email = 'slow.person@example.test';
    const landing = await externalSignIn(platform, { email });
    expect((await platform.api(externalLoginPaths.register, { json: { externalToken: landing.externaltoken, firstname: 'S', lastname: 'P' } })).status).toBe(200);
    clock.advance(601_000);

    expect(await externalGrant(platform, landing.externaltoken!)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: externalLoginMessages.expired } });
    expect((await platform.api(externalLoginPaths.link, { json: { externalToken: landing.externaltoken, password: 'x' } })).body.modelState).toEqual({
      'model.externalToken': [externalLoginMessages.expired],
    });
    // A fresh sign-in gives a fresh token, which works.
    expect((await externalGrant(platform, (await externalSignIn(platform, { email })).externaltoken!)).status).toBe(200);
  });
});
