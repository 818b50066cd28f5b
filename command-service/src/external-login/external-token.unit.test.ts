import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { AccessTokens, ManualClock, sequentialIds } from '@certus/infra';
import { ExternalTokens } from './external-token.ts';

const SECRET = 'external-token-test-secret-long-enough-1';
const identity = { provider: 'certus-id', sub: 'sub-1', email: 'ann@example.test', emailVerified: true, givenName: 'Ann' };

describe('externaltoken', () => {
  it('given a token it issued, when verified within ten minutes, then exactly the ExternalTokenClaims and a jti come back', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const tokens = new ExternalTokens(SECRET, clock, sequentialIds());
    const token = await tokens.issue(identity);
    clock.advance(599_000);
    expect(await tokens.verify(token)).toEqual({ ...identity, exp: Date.parse('2026-11-21T10:10:00Z') / 1000, jti: '00000000-0000-4000-8000-000000000001' });
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toEqual({
      ...identity,
      exp: Date.parse('2026-11-21T10:10:00Z') / 1000,
      jti: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('given a token, when ten minutes have passed, then it is refused', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const tokens = new ExternalTokens(SECRET, clock, sequentialIds());
    const token = await tokens.issue(identity);
    clock.advance(600_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('given an access token or a token signed with the JWT secret itself, when verified as an externaltoken, then it is refused', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const tokens = new ExternalTokens(SECRET, clock, sequentialIds());
    const access = await new AccessTokens(SECRET, clock, 900).issue({ userId: 'm-1', email: 'a@b.test', role: 'authenticated', sessionId: 's', displayName: '' });
    const withRawSecret = await new SignJWT({ ...identity, jti: 'j' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(Buffer.from(SECRET));
    expect(await tokens.verify(access)).toBeUndefined();
    expect(await tokens.verify(withRawSecret)).toBeUndefined();
    expect(await tokens.verify('not-a-token')).toBeUndefined();
  });
});
