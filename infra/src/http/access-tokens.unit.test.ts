import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { ManualClock } from '../runtime/clock.ts';
import { AccessTokens } from './access-tokens.ts';

const user = { userId: 'm-1', email: 'ann@example.test', role: 'authenticated' as const, sessionId: 's-1', displayName: 'Ann Reader' };
const SECRET = 'a-test-secret-that-is-long-enough-123';

describe('access tokens', () => {
  it('given a token it issued, when verified before expiry, then the user comes back (also from the cache)', async () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(new Date('2026-11-21T10:00:00Z')), 900);
    const token = await tokens.issue(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
  });

  it('given a token it issued, when a standard JWT library checks it with the secret, then it is a valid HS256 JWT with our claims', async () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(new Date('2026-11-21T10:00:00Z')), 900);
    const { payload, protectedHeader } = await jwtVerify(await tokens.issue(user), new TextEncoder().encode(SECRET), {
      issuer: 'certus',
      audience: 'certus-api',
      currentDate: new Date('2026-11-21T10:14:00Z'),
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: 'm-1', email: user.email, role: 'authenticated', sid: 's-1', name: 'Ann Reader', iat: 1795255200, exp: 1795256100 });
    expect(payload.iat_ms).toBe(Date.parse('2026-11-21T10:00:00Z'));
  });

  it('given a verified token, when its expiry passes, then it is refused even though it was cached', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const tokens = new AccessTokens(SECRET, clock, 900);
    const token = await tokens.issue(user);
    expect(await tokens.verify(token)).toEqual(user);
    clock.advance(901_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('given a token signed with another secret or altered, when verified, then it is refused', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const forged = await new AccessTokens('another-secret-that-is-long-enough-456', clock, 900).issue(user);
    const tokens = new AccessTokens(SECRET, clock, 900);
    expect(await tokens.verify(forged)).toBeUndefined();
    const genuine = await tokens.issue(user);
    const [header, , signature] = genuine.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...user, role: 'worker', sub: 'm-1', iss: 'certus', aud: 'certus-api', exp: 2e9 })).toString('base64url');
    expect(await tokens.verify(`${header}.${elevated}.${signature}`)).toBeUndefined();
  });

  it('given an unsigned token (alg none) or one for another audience, when verified, then it is refused', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const tokens = new AccessTokens(SECRET, clock, 900);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: 'm-1', role: 'worker', iss: 'certus', aud: 'certus-api', exp: 2e9 };
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeUndefined();
    expect(await tokens.verify('not-a-token')).toBeUndefined();
    const elsewhere = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('m-1')
      .setIssuer('certus')
      .setAudience('another-api')
      .setExpirationTime(2e9)
      .sign(Buffer.from(SECRET));
    expect(await tokens.verify(elsewhere)).toBeUndefined();
  });
});
