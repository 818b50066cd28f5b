import { describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { AccessTokens } from '../http/access-tokens.ts';
import { EndedSessions } from './ended-sessions.ts';

const T0 = new Date('2026-11-21T10:00:00.000Z');
const TTL_MS = 900_000;
const SECRET = 'a-test-secret-that-is-long-enough-123';
const ann = { userId: 'm-1', email: 'ann@example.test', role: 'authenticated' as const, sessionId: 's-1', displayName: 'Ann Reader' };

const revoked = (sessionId: string, at: Date, reason = 'SignedOut') => ({
  type: 'SessionRevoked',
  data: { sessionId, memberId: 'm-1', reason, revokedAt: at.toISOString() },
});
const changed = (sessionId: string, at: Date) => ({
  type: 'PasswordChanged',
  data: { memberId: 'm-1', passwordHash: 'h', changedAt: at.toISOString(), sessionId },
});
const reset = (at: Date) => ({ type: 'PasswordReset', data: { memberId: 'm-1', passwordHash: 'h', resetAt: at.toISOString() } });
const later = (ms: number) => new Date(T0.getTime() + ms);

function setUp() {
  const clock = new ManualClock(T0);
  const ended = new EndedSessions(clock, TTL_MS);
  return { clock, ended, tokens: new AccessTokens(SECRET, clock, TTL_MS / 1000, ended) };
}

describe('ended sessions', () => {
  it('given a signed-out session, when its unexpired token is verified, then it is refused; other sessions are not', async () => {
    const { ended, tokens } = setUp();
    const token = await tokens.issue(ann);
    const other = await tokens.issue({ ...ann, sessionId: 's-2' });
    expect(await tokens.verify(token)).toEqual(ann); // cached as verified before the end
    ended.record([revoked('s-1', T0, 'RefreshTokenReused')]);
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify(other)).toMatchObject({ sessionId: 's-2' });
  });

  it('given a password change, when tokens are verified, then the other sessions are refused and the changing session is kept', async () => {
    const { clock, ended, tokens } = setUp();
    const changer = await tokens.issue(ann);
    const elsewhere = await tokens.issue({ ...ann, sessionId: 's-2' });
    clock.advance(5);
    ended.record([changed('s-1', clock.now())]);
    expect(await tokens.verify(changer)).toEqual(ann);
    expect(await tokens.verify(elsewhere)).toBeUndefined();
  });

  it('given a password reset, when a token from before and one from a sign-in in the same second after it are verified, then only the new one passes', async () => {
    const { clock, ended, tokens } = setUp();
    clock.advance(100);
    const before = await tokens.issue(ann);
    clock.advance(300);
    ended.record([reset(clock.now())]);
    clock.advance(200);
    const after = await tokens.issue({ ...ann, sessionId: 's-3' });
    expect(await tokens.verify(before)).toBeUndefined();
    expect(await tokens.verify(after)).toMatchObject({ sessionId: 's-3' });
  });

  it('given an older credential change recorded after a newer one, when recorded, then the newer one stays', () => {
    const { ended } = setUp();
    ended.record([changed('s-1', later(2_000)), reset(later(1_000))]);
    expect(ended.hasEnded({ userId: 'm-1', sessionId: 's-1', issuedAtMs: later(1_500).getTime() })).toBe(false);
    expect(ended.hasEnded({ userId: 'm-1', sessionId: 's-2', issuedAtMs: later(1_500).getTime() })).toBe(true);
  });

  it('given the same events twice, when recorded, then nothing changes (the log and the request both report an end)', () => {
    const { ended } = setUp();
    ended.record([revoked('s-1', T0), changed('s-1', T0)]);
    ended.record([revoked('s-1', T0), changed('s-1', T0)]);
    expect(ended.size).toBe(2);
  });

  it('given entries older than a token lifetime plus the skew margin, when more are recorded, then the old ones are dropped', () => {
    const { clock, ended } = setUp();
    ended.record([revoked('s-1', T0), changed('s-2', T0)]);
    clock.advance(ended.lookbackMs + 1);
    ended.record([revoked('s-9', clock.now())]);
    expect(ended.size).toBe(1);
    expect(ended.hasEnded({ userId: 'm-1', sessionId: 's-9', issuedAtMs: 0 })).toBe(true);
  });

  it('given events of other kinds, when recorded, then they are ignored', () => {
    const { ended } = setUp();
    ended.record([{ type: 'MemberSignedIn', data: { sessionId: 's-1', memberId: 'm-1', signedInAt: T0.toISOString() } }]);
    expect(ended.size).toBe(0);
  });
});
