import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@certus/infra';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember } from '../support/member-setup.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const passwordGrant = (platform: Platform, username: string, password: string) =>
  platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username, password } });

/** A protected read: 401 when the token is refused, anything else when it is taken. */
const profileStatus = async (platform: Platform, token: string) => (await platform.api('/api/userprofile', { token })).status;

/** The other process learns of the end through the log: give its tail a moment, no more. */
async function eventuallyRefused(platform: Platform, token: string) {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    if ((await profileStatus(platform, token)) === 401) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the access token was still accepted after 3 s');
}

/**
 * Two command services (each verifying tokens, as the query service does too) on one database: a
 * session ended through one is refused by the one that ended it before it answers, and by the other
 * through the event log.
 */
describe('access tokens of ended sessions', () => {
  const clock = new ManualClock(new Date());
  let here: Platform;
  let elsewhere: Platform;
  beforeAll(async () => {
    here = await startTestPlatform({ projections: false, clock });
    elsewhere = await startTestPlatform({ projections: false, clock, shareDatabaseOf: here });
  });
  afterAll(async () => {
    await elsewhere.stop();
    await here.stop();
  });

  it('given a signed-in member, when signing out, then the access token is refused at once here and soon elsewhere', async () => {
    const member = await aSignedInMember(here, { prefix: 'logout' });
    expect(await profileStatus(here, member.token)).not.toBe(401);
    expect(await profileStatus(elsewhere, member.token)).not.toBe(401);

    const logout = await here.api(`/api/account/Logout?Email=${encodeURIComponent(member.email)}`, { method: 'POST', token: member.token });
    expect(logout.status).toBe(200);

    expect(await profileStatus(here, member.token)).toBe(401);
    await eventuallyRefused(elsewhere, member.token);
  });

  it('given a refresh token presented twice, when the session is revoked for reuse, then its newest access token is refused too', async () => {
    const password = 'Reuse-pass-1';
    const member = await aSignedInMember(here, { prefix: 'reuse', password });
    const signedIn = await passwordGrant(here, member.email, password);
    const firstRefresh = signedIn.body.refresh_token as string;
    const refreshed = await here.api('/token', { form: { grant_type: 'refresh_token', refresh_token: firstRefresh } });
    expect(refreshed.status).toBe(200);
    const newest = refreshed.body.access_token as string;
    expect(await profileStatus(elsewhere, newest)).not.toBe(401);

    const reused = await elsewhere.api('/token', { form: { grant_type: 'refresh_token', refresh_token: firstRefresh } });
    expect(reused.status).toBe(400);

    expect(await profileStatus(elsewhere, newest)).toBe(401);
    await eventuallyRefused(here, newest);
  });

  it("given a member signed in twice, when changing the password in one session, then the other session's token is refused and the changing one works", async () => {
    const password = 'Before-change-1';
    const member = await aSignedInMember(here, { prefix: 'change', password });
    const other = (await passwordGrant(here, member.email, password)).body.access_token as string;
    clock.advance(1_000);

    const changed = await here.api('/api/account/password', {
      token: member.token,
      json: { oldPassword: password, newPassword: 'After-change-1', confirmPassword: 'After-change-1' },
    });
    expect(changed.status).toBe(200);

    expect(await profileStatus(here, other)).toBe(401);
    expect(await profileStatus(here, member.token)).not.toBe(401);
    await eventuallyRefused(elsewhere, other);
    expect(await profileStatus(elsewhere, member.token)).not.toBe(401);
    const newSignIn = await passwordGrant(elsewhere, member.email, 'After-change-1');
    expect(await profileStatus(here, newSignIn.body.access_token)).not.toBe(401);
  });

  it('given a member who resets the password by mail, when done, then every earlier token is refused and a sign-in right after works', async () => {
    const member = await aSignedInMember(here, { prefix: 'reset' });
    clock.advance(1_000);
    expect((await here.api('/api/account/recover', { json: { email: member.email, reCAPTCHA: await here.solvedBotCheck() } })).status).toBe(200);
    const mail = await here.mailTo(member.email, 2);
    const [, , , token] = mail.text.match(/\/change\/(\w+)\/([^/\s]+)\/([\w-]+)/) ?? [];
    const reset = await here.api('/api/account/resetPassword', { json: { email: member.email, token, password: 'Reset-pass-77', confirmPassword: 'Reset-pass-77' } });
    expect(reset.status).toBe(200);

    expect(await profileStatus(here, member.token)).toBe(401);
    await eventuallyRefused(elsewhere, member.token);
    // The site signs in right after the reset, at the same clock reading: that token is good.
    const signedIn = await passwordGrant(here, member.email, 'Reset-pass-77');
    expect(await profileStatus(elsewhere, signedIn.body.access_token)).not.toBe(401);
  });

  it('given a session ended before a process starts, when that process starts, then it refuses the token from its first request', async () => {
    const member = await aSignedInMember(here, { prefix: 'restart' });
    await here.api(`/api/account/Logout?Email=${encodeURIComponent(member.email)}`, { method: 'POST', token: member.token });
    const started = await startTestPlatform({ projections: false, clock, shareDatabaseOf: here });
    try {
      expect(await profileStatus(started, member.token)).toBe(401);
    } finally {
      await started.stop();
    }
  });
});
