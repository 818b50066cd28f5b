import { describe, it } from 'vitest';
import type { SessionEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { sessionDecider } from './session.decider.ts';

const spec = deciderSpec(sessionDecider);
const sessionId = 's-1';
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId, memberId: 'm-1', refreshTokenHash: 't1', startedAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z' },
};
const rotated: SessionEvent = {
  type: 'RefreshTokenRotated',
  data: { sessionId, previousTokenHash: 't1', refreshTokenHash: 't2', rotatedAt: '2026-11-02T00:00:00.000Z', expiresAt: '2026-12-02T00:00:00.000Z' },
};
const rotate = (presented: string, now = '2026-11-03T00:00:00.000Z') =>
  ({ type: 'RotateRefreshToken', presentedTokenHash: presented, newTokenHash: 'next', now, expiresAt: '2026-12-03T00:00:00.000Z' }) as const;

describe('session decider (refresh-token family)', () => {
  it('given a session, when its current token is presented, then the token rotates', () => {
    spec.given([started, rotated]).when(rotate('t2')).then([
      {
        type: 'RefreshTokenRotated',
        data: { sessionId, previousTokenHash: 't2', refreshTokenHash: 'next', rotatedAt: '2026-11-03T00:00:00.000Z', expiresAt: '2026-12-03T00:00:00.000Z' },
      },
    ]);
  });

  it('given a rotated session, when the old token is presented again, then the whole family is revoked', () => {
    spec.given([started, rotated]).when(rotate('t1')).then([
      { type: 'SessionRevoked', data: { sessionId, memberId: 'm-1', reason: 'RefreshTokenReused', revokedAt: '2026-11-03T00:00:00.000Z' } },
    ]);
  });

  it('given a revoked session, when even the newest token is presented, then nothing is granted', () => {
    spec
      .given([started, rotated, { type: 'SessionRevoked', data: { sessionId, memberId: 'm-1', reason: 'SignedOut', revokedAt: '2026-11-02T12:00:00.000Z' } }])
      .when(rotate('t2'))
      .then([]);
  });

  it('given an expired session, when its token is presented, then nothing is granted', () => {
    spec.given([started]).when(rotate('t1', '2026-12-05T00:00:00.000Z')).then([]);
  });

  it('given an unknown token, when presented, then nothing is granted and nothing revoked', () => {
    spec.given([started]).when(rotate('forged')).then([]);
  });

  it('given a live session, when the site confirms the sign-in, then MemberSignedIn is recorded on the session', () => {
    spec.given([started]).when({ type: 'RecordSignIn', memberId: 'm-1', now: '2026-11-01T00:00:01.000Z' }).then([
      { type: 'MemberSignedIn', data: { sessionId, memberId: 'm-1', signedInAt: '2026-11-01T00:00:01.000Z' } },
    ]);
  });

  it('given a signed-out session, when a sign-in is reported with its still-valid access token, then it is refused', () => {
    spec
      .given([started, { type: 'SessionRevoked', data: { sessionId, memberId: 'm-1', reason: 'SignedOut', revokedAt: '2026-11-01T01:00:00.000Z' } }])
      .when({ type: 'RecordSignIn', memberId: 'm-1', now: '2026-11-01T01:00:01.000Z' })
      .thenThrows('This session has ended');
  });
});
