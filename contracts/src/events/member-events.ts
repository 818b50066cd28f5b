import { z } from 'zod';

import { MEMBER_ROLES } from '../rules/member-roles.ts';

/** Roles a member account can hold (rules/member-roles.ts says what each may do). */
export const MemberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof MemberRole>;

const at = z.iso.datetime();

export const MemberRegistered = z.object({
  type: z.literal('MemberRegistered'),
  data: z.object({
    memberId: z.string(),
    email: z.string(),
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    passwordHash: z.string(),
    /** sha-256 of the activation code mailed to the member; the code itself is never stored. */
    activationCodeHash: z.string(),
    registeredAt: at,
    /**
     * Present when the account was created through external sign-in (/signup): the provider identity it
     * was made for. Such an account has no password of its own: its passwordHash is the hash of a random
     * secret nobody ever saw (password recovery by mail can set one later).
     */
    externalLogin: z.object({ provider: z.string(), subject: z.string() }).optional(),
  }),
});
export const ActivationCodeReissued = z.object({
  type: z.literal('ActivationCodeReissued'),
  data: z.object({ memberId: z.string(), activationCodeHash: z.string(), reissuedAt: at }),
});
export const MemberActivated = z.object({
  type: z.literal('MemberActivated'),
  data: z.object({ memberId: z.string(), activatedAt: at }),
});
export const PasswordResetRequested = z.object({
  type: z.literal('PasswordResetRequested'),
  data: z.object({
    memberId: z.string(),
    resetTokenHash: z.string(),
    collectibleType: z.string(),
    requestedAt: at,
    expiresAt: at,
  }),
});
export const PasswordReset = z.object({
  type: z.literal('PasswordReset'),
  data: z.object({ memberId: z.string(), passwordHash: z.string(), resetAt: at }),
});
export const PasswordChanged = z.object({
  type: z.literal('PasswordChanged'),
  data: z.object({ memberId: z.string(), passwordHash: z.string(), changedAt: at, sessionId: z.string() }),
});
export const MemberRoleGranted = z.object({
  type: z.literal('MemberRoleGranted'),
  data: z.object({ memberId: z.string(), role: MemberRole, grantedAt: at }),
});
/** A staff role taken back (by an operator: npm run admin -- revoke-role): the account is a member's again. */
export const MemberRoleRevoked = z.object({
  type: z.literal('MemberRoleRevoked'),
  data: z.object({ memberId: z.string(), role: MemberRole, revokedAt: at }),
});

/**
 * The member edited the profile (spec 5 Profile edit). It carries the full new values of every editable
 * field, not just the changed ones: each event then reads on its own in the log, a projection or rebuild
 * sets the row without merging, and "cleared" (an empty account) is never confused with "not sent".
 * Accounts are stored stripped of non-alphanumerics. An edit that changes nothing records no event.
 */
export const MemberProfileUpdated = z.object({
  type: z.literal('MemberProfileUpdated'),
  data: z.object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    fedExAccount: z.string(),
    upsAccount: z.string(),
    dhlAccount: z.string(),
    updatedAt: at,
  }),
});
/** The member turned e-mail notifications on or off (spec 3 Member, isEmailNotification). Off until then. */
export const EmailNotificationsChanged = z.object({
  type: z.literal('EmailNotificationsChanged'),
  data: z.object({ memberId: z.string(), isEmailNotification: z.boolean(), changedAt: at }),
});

export const MemberEvent = z.discriminatedUnion('type', [
  MemberRegistered,
  ActivationCodeReissued,
  MemberActivated,
  PasswordResetRequested,
  PasswordReset,
  PasswordChanged,
  MemberRoleGranted,
  MemberRoleRevoked,
  MemberProfileUpdated,
  EmailNotificationsChanged,
]);
export type MemberEvent = z.infer<typeof MemberEvent>;
export const memberEventTypes = MemberEvent.options.map((o) => o.shape.type.value);

/** Member streams are keyed by the member id, which is derived from the normalised e-mail (see rules/ids). */
export const memberStreamId = (memberId: string) => `Member-${memberId}`;
