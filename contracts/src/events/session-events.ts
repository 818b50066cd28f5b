import { z } from 'zod';

const at = z.iso.datetime();

/**
 * A session is one refresh-token family: started by a password grant, rotated on every refresh.
 * Presenting a token of the family that is no longer the current one is a reuse, and revokes the family.
 */
export const SessionStarted = z.object({
  type: z.literal('SessionStarted'),
  data: z.object({
    sessionId: z.string(),
    memberId: z.string(),
    refreshTokenHash: z.string(),
    startedAt: at,
    expiresAt: at,
  }),
});
export const RefreshTokenRotated = z.object({
  type: z.literal('RefreshTokenRotated'),
  data: z.object({
    sessionId: z.string(),
    previousTokenHash: z.string(),
    refreshTokenHash: z.string(),
    rotatedAt: at,
    expiresAt: at,
  }),
});
/**
 * The site confirmed the sign-in (POST /api/account/Login). Kept in the session's stream, not the member's:
 * a member's stream then holds only account changes and stays short however often the member signs in.
 */
export const MemberSignedIn = z.object({
  type: z.literal('MemberSignedIn'),
  data: z.object({ sessionId: z.string(), memberId: z.string(), signedInAt: at }),
});
/** Reason SignedOut is the member's sign-out (POST /api/account/Logout). */
export const SessionRevoked = z.object({
  type: z.literal('SessionRevoked'),
  data: z.object({
    sessionId: z.string(),
    memberId: z.string(),
    reason: z.enum(['RefreshTokenReused', 'SignedOut', 'PasswordChanged']),
    revokedAt: at,
  }),
});

export const SessionEvent = z.discriminatedUnion('type', [SessionStarted, RefreshTokenRotated, MemberSignedIn, SessionRevoked]);
export type SessionEvent = z.infer<typeof SessionEvent>;
export const sessionEventTypes = SessionEvent.options.map((o) => o.shape.type.value);
export const sessionStreamId = (sessionId: string) => `Session-${sessionId}`;
