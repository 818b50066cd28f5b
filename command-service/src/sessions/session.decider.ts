import { DomainError, type SessionEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * One session = one refresh-token family. Only the newest token of the family is valid; presenting an
 * older one means it leaked (or two tabs raced), so the whole family is revoked (OAuth 2.0 Security BCP).
 */
export type SessionState =
  | { status: 'None' }
  | {
      status: 'Active' | 'Revoked';
      sessionId: string;
      memberId: string;
      startedAt: string;
      currentTokenHash: string;
      retiredTokenHashes: string[];
      expiresAt: string;
    };

export type SessionCommand =
  | { type: 'StartSession'; sessionId: string; memberId: string; refreshTokenHash: string; now: string; expiresAt: string }
  | { type: 'RotateRefreshToken'; presentedTokenHash: string; newTokenHash: string; now: string; expiresAt: string }
  | { type: 'RecordSignIn'; memberId: string; now: string }
  | { type: 'RevokeSession'; reason: 'SignedOut' | 'PasswordChanged'; now: string };


export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.status !== 'None') throw new DomainError('conflict', 'This session already exists.');
      return [
        {
          type: 'SessionStarted',
          data: {
            sessionId: command.sessionId,
            memberId: command.memberId,
            refreshTokenHash: command.refreshTokenHash,
            startedAt: command.now,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'RotateRefreshToken': {
      if (state.status !== 'Active') return []; // unknown or revoked: nothing to record, the caller refuses
      if (state.retiredTokenHashes.includes(command.presentedTokenHash)) {
        return [
          { type: 'SessionRevoked', data: { sessionId: state.sessionId, memberId: state.memberId, reason: 'RefreshTokenReused', revokedAt: command.now } },
        ];
      }
      if (state.currentTokenHash !== command.presentedTokenHash || state.expiresAt <= command.now) return [];
      return [
        {
          type: 'RefreshTokenRotated',
          data: {
            sessionId: state.sessionId,
            previousTokenHash: state.currentTokenHash,
            refreshTokenHash: command.newTokenHash,
            rotatedAt: command.now,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    case 'RecordSignIn':
      // Only the member whose session it is, and only while it lives (a revoked session's access token
      // may still be unexpired for a few minutes).
      if (state.status !== 'Active' || state.memberId !== command.memberId) {
        throw new DomainError('unauthorized', 'This session has ended. Please log in again.');
      }
      return [{ type: 'MemberSignedIn', data: { sessionId: state.sessionId, memberId: state.memberId, signedInAt: command.now } }];
    case 'RevokeSession':
      if (state.status !== 'Active') return [];
      return [{ type: 'SessionRevoked', data: { sessionId: state.sessionId, memberId: state.memberId, reason: command.reason, revokedAt: command.now } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        status: 'Active',
        sessionId: event.data.sessionId,
        memberId: event.data.memberId,
        startedAt: event.data.startedAt,
        currentTokenHash: event.data.refreshTokenHash,
        retiredTokenHashes: [],
        expiresAt: event.data.expiresAt,
      };
    case 'RefreshTokenRotated':
      if (state.status === 'None') return state;
      return {
        ...state,
        currentTokenHash: event.data.refreshTokenHash,
        retiredTokenHashes: [...state.retiredTokenHashes, event.data.previousTokenHash],
        expiresAt: event.data.expiresAt,
      };
    case 'MemberSignedIn':
      return state;
    case 'SessionRevoked':
      return state.status === 'None' ? state : { ...state, status: 'Revoked' };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveSession,
  decide: decideSession,
};
