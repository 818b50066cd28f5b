import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@certus/infra';
import { accountMessages, tokenErrorMessages } from '@certus/contracts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember } from '../support/member-setup.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const passwordGrant = (platform: Platform, username: string, password: string, headers: Record<string, string> = {}) =>
  platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username, password }, headers });

let guesses = 0;
/** A wrong password for an account nobody has: only the per-address budgets can stop a spray of these. */
const sprayGuess = (platform: Platform, headers: Record<string, string> = {}) =>
  passwordGrant(platform, `sprayed-${++guesses}-${Date.now()}@example.test`, 'not-the-password-1', headers);

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in throttling by client address (production limits)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false, productionLimits: true, clock: new ManualClock(new Date()) });
  });
  afterAll(() => platform.stop());

  it('given no trusted proxy, when one socket sends 100 guesses with a new X-Forwarded-For each, then they are throttled as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await sprayGuess(platform, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    }
    expect(count(statuses, 400)).toBeLessThanOrEqual(20);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(80);
    const throttled = await sprayGuess(platform, { 'x-forwarded-for': '198.51.100.250' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in throttling behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  /** The headers of a request the proxy forwards for a client at `address`. */
  const client = (address: string) => ({ 'x-forwarded-for': address });
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false, productionLimits: true, trustedProxies: ['127.0.0.1'], clock: new ManualClock(new Date()) });
  });
  afterAll(() => platform.stop());

  it('given two clients forwarded by the proxy, when one guesses past its budget, then it is slowed down and the other is not', async () => {
    const first: number[] = [];
    for (let i = 0; i < 25; i++) first.push((await sprayGuess(platform, client('203.0.113.1'))).status);
    expect(first.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(first.slice(20)).toEqual(Array(5).fill(429));

    // The proxy appends the address it saw: a client that writes another one before it is still itself.
    expect((await sprayGuess(platform, client('203.0.113.2, 203.0.113.1'))).status).toBe(429);
    expect((await sprayGuess(platform, client('203.0.113.2'))).status).toBe(400);
  });

  it('given a signed-in member, when their address records sign-ins past the account budget, then each is recorded, and an address that spent its budget can still record one', async () => {
    const member = await aSignedInMember(platform, { prefix: 'budget' });
    const recordSignIn = (address: string, path = '/api/account/Login') =>
      platform.api(`${path}?Email=${encodeURIComponent(member.email)}`, { method: 'POST', token: member.token, headers: client(address) });

    const signIns: number[] = [];
    for (let i = 0; i < 70; i++) signIns.push((await recordSignIn('203.0.113.7')).status);
    expect(signIns).toEqual(Array(70).fill(200));

    // Another address spends its budget on sign-ups the server turns down...
    const signUps: number[] = [];
    for (let i = 0; i < 70 && !signUps.includes(429); i++) {
      signUps.push((await platform.api('/api/account/register', { json: {}, headers: client('203.0.113.8') })).status);
    }
    expect(signUps.at(-1)).toBe(429);
    // ...and a sign-in from it is still recorded, however the path is spelt.
    expect((await recordSignIn('203.0.113.8')).status).toBe(200);
    expect((await recordSignIn('203.0.113.8', '/api/account/login/')).status).toBe(200);
    // Without a valid token it is refused as before, not counted.
    const anonymous = await platform.api(`/api/account/Login?Email=${encodeURIComponent(member.email)}`, { method: 'POST', headers: client('203.0.113.8') });
    expect(anonymous.status).toBe(401);
  });
});

describe('per-account growing delays', () => {
  const clock = new ManualClock(new Date());
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false, clock });
  });
  afterAll(() => platform.stop());

  it('given wrong passwords on one account, when more come, then each waits twice as long (429, Retry-After, OAuth body), and after waiting the right password works', async () => {
    const password = 'Throttled-pass-1';
    const member = await aSignedInMember(platform, { prefix: 'throttled', password });
    for (let i = 0; i < 5; i++) expect((await passwordGrant(platform, member.email, 'wrong-password-1')).status).toBe(400);

    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      // Too early: refused without looking at the password, even the right one.
      const early = await passwordGrant(platform, member.email, password);
      expect(early.status).toBe(429);
      expect(early.headers.get('cache-control')).toBe('no-store');
      const retryAfter = Number(early.headers.get('retry-after'));
      expect(early.body).toEqual({ error: 'slow_down', error_description: tokenErrorMessages.tooManyAttempts(retryAfter) });
      waits.push(retryAfter);
      clock.advance(retryAfter * 1000);
      expect((await passwordGrant(platform, member.email.toUpperCase(), 'wrong-password-1')).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8]);

    const early = await passwordGrant(platform, member.email, password);
    expect(early.status).toBe(429);
    clock.advance(Number(early.headers.get('retry-after')) * 1000);
    expect((await passwordGrant(platform, member.email, password)).status).toBe(200);

    // A success starts the account again from nothing.
    expect((await passwordGrant(platform, member.email, 'wrong-password-1')).status).toBe(400);
    expect((await passwordGrant(platform, member.email, 'wrong-password-1')).status).toBe(400);
  });

  it('given recovery mails asked for one e-mail again and again, when past the budget, then 429 with Retry-After and the error shape', async () => {
    const email = `recover-${Date.now()}@example.test`;
    const recover = async () => platform.api('/api/account/recover', { json: { email, reCAPTCHA: await platform.solvedBotCheck() } });
    for (let i = 0; i < 3; i++) expect((await recover()).status).toBe(200);
    const refused = await recover();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ message: accountMessages.tooManyAttempts(1), correlationId: expect.any(String) });
    clock.advance(1000);
    expect((await recover()).status).toBe(200);
  });

  it('given activation mails asked again for one e-mail, when past the budget, then 429', async () => {
    const email = `resend-${Date.now()}@example.test`;
    const resend = async () => platform.api('/api/users/resend/activate', { json: { email, reCAPTCHA: await platform.solvedBotCheck() } });
    for (let i = 0; i < 3; i++) expect((await resend()).status).not.toBe(429);
    expect((await resend()).status).toBe(429);
  });

  it('given sign-ups for one e-mail again and again, when past the budget, then 429 before anything is checked', async () => {
    const email = `register-${Date.now()}@example.test`;
    const register = async () =>
      platform.api('/api/account/register', {
        json: { firstname: 'Ann', lastname: 'Reader', email, password: 'Register-pass-1', confirmPassword: 'Register-pass-1', reCAPTCHA: await platform.solvedBotCheck() },
      });
    expect((await register()).status).toBe(200);
    expect((await register()).status).toBe(400); // taken
    expect((await register()).status).toBe(400);
    expect((await register()).status).toBe(429);
  });
});

describe('two command services on one database', () => {
  const clock = new ManualClock(new Date());
  let one: Platform;
  let two: Platform;
  beforeAll(async () => {
    one = await startTestPlatform({ projections: false, productionLimits: true, clock });
    two = await startTestPlatform({ projections: false, productionLimits: true, clock, shareDatabaseOf: one });
  });
  afterAll(async () => {
    await two.stop();
    await one.stop();
  });

  it('given one client calling both, when past the per-minute limit in total, then both refuse it (the counts are shared)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await one.api('/api/altcha/challenge')).status, (await two.api('/api/altcha/challenge')).status);
    }
    // RATE_LIMIT_ACCOUNT_PER_MINUTE's default: 60 a minute, whichever process answers.
    expect(count(statuses, 200)).toBe(60);
    expect(count(statuses, 429)).toBe(20);
    clock.advance(60_000);
    expect((await two.api('/api/altcha/challenge')).status).toBe(200);
  });

  it('given wrong passwords on one account through both, when past the budget, then both answer 429', async () => {
    const email = `both-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (const platform of [one, two, one, two, one, two, one]) statuses.push((await passwordGrant(platform, email, 'wrong-password-1')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
