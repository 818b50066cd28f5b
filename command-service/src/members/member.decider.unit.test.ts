import { describe, it } from 'vitest';
import { accountMessages, externalLoginMessages, type MemberEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { memberDecider } from './member.decider.ts';

const spec = deciderSpec(memberDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:30:00.000Z';
const memberId = 'm-1';

const registered = (overrides: Partial<Extract<MemberEvent, { type: 'MemberRegistered' }>['data']> = {}): MemberEvent => ({
  type: 'MemberRegistered',
  data: {
    memberId,
    email: 'ann@example.test',
    userName: 'ann@example.test',
    firstName: 'Ann',
    lastName: 'Reader',
    phone: '',
    passwordHash: 'hash-1',
    activationCodeHash: 'code-1',
    registeredAt: NOW,
    ...overrides,
  },
});
const activated: MemberEvent = { type: 'MemberActivated', data: { memberId, activatedAt: NOW } };

describe('member decider', () => {
  it('given no history, when registering, then MemberRegistered carries the hashes only', () => {
    spec
      .given([])
      .when({
        type: 'RegisterMember',
        memberId,
        email: 'ann@example.test',
        userName: 'ann@example.test',
        firstName: 'Ann',
        lastName: 'Reader',
        phone: '',
        passwordHash: 'hash-1',
        activationCodeHash: 'code-1',
        now: NOW,
      })
      .then([registered()]);
  });

  it('given a registered member, when registering the same e-mail again, then it is refused as taken', () => {
    spec
      .given([registered()])
      .when({ type: 'RegisterMember', memberId, email: 'ann@example.test', userName: 'x', firstName: 'A', lastName: 'B', phone: '', passwordHash: 'h', activationCodeHash: 'c', now: NOW })
      .thenThrows(accountMessages.emailTaken('ann@example.test'));
  });

  it('given a pending member, when activating with the mailed code, then MemberActivated', () => {
    spec.given([registered()]).when({ type: 'ActivateMember', activationCodeHash: 'code-1', now: LATER }).then([
      { type: 'MemberActivated', data: { memberId, activatedAt: LATER } },
    ]);
  });

  it('given a pending member, when activating with a wrong code, then it is refused', () => {
    spec.given([registered()]).when({ type: 'ActivateMember', activationCodeHash: 'other', now: LATER }).thenThrows(accountMessages.badActivationCode);
  });

  it('given a reissued code, when activating with the old one, then it is refused', () => {
    spec
      .given([registered(), { type: 'ActivationCodeReissued', data: { memberId, activationCodeHash: 'code-2', reissuedAt: NOW } }])
      .when({ type: 'ActivateMember', activationCodeHash: 'code-1', now: LATER })
      .thenThrows(accountMessages.badActivationCode);
  });

  it('given an active member, when the same link is opened again, then nothing happens', () => {
    spec.given([registered(), activated]).when({ type: 'ActivateMember', activationCodeHash: 'code-1', now: LATER }).then([]);
  });

  it('given an active member, when asking for a new activation code, then it is refused as already active', () => {
    spec.given([registered(), activated]).when({ type: 'ReissueActivationCode', activationCodeHash: 'x', now: LATER }).thenThrows(accountMessages.alreadyActive);
  });

  it('given nobody, when asking for a new activation code, then the e-mail is unknown', () => {
    spec.given([]).when({ type: 'ReissueActivationCode', activationCodeHash: 'x', now: LATER }).thenThrows(accountMessages.unknownEmail);
  });

  describe('password reset', () => {
    const requested: MemberEvent = {
      type: 'PasswordResetRequested',
      data: { memberId, resetTokenHash: 'reset-1', collectibleType: 'Comic', requestedAt: NOW, expiresAt: '2026-11-21T11:00:00.000Z' },
    };

    it('given a reset was requested, when resetting with its token in time, then PasswordReset', () => {
      spec
        .given([registered(), activated, requested])
        .when({ type: 'ResetPassword', resetTokenHash: 'reset-1', passwordHash: 'hash-2', now: '2026-11-21T10:30:00.000Z' })
        .then([{ type: 'PasswordReset', data: { memberId, passwordHash: 'hash-2', resetAt: '2026-11-21T10:30:00.000Z' } }]);
    });

    it('given a pending member who asked for a reset, when resetting, then the account is activated too', () => {
      spec
        .given([registered(), requested])
        .when({ type: 'ResetPassword', resetTokenHash: 'reset-1', passwordHash: 'hash-2', now: '2026-11-21T10:30:00.000Z' })
        .then([
          { type: 'MemberActivated', data: { memberId, activatedAt: '2026-11-21T10:30:00.000Z' } },
          { type: 'PasswordReset', data: { memberId, passwordHash: 'hash-2', resetAt: '2026-11-21T10:30:00.000Z' } },
        ]);
    });

    it('given the reset link expired, when resetting, then it is refused', () => {
      spec
        .given([registered(), activated, requested])
        .when({ type: 'ResetPassword', resetTokenHash: 'reset-1', passwordHash: 'hash-2', now: LATER })
        .thenThrows(accountMessages.badResetToken);
    });

    it('given the token was used once, when resetting with it again, then it is refused', () => {
      spec
        .given([registered(), activated, requested, { type: 'PasswordReset', data: { memberId, passwordHash: 'hash-2', resetAt: NOW } }])
        .when({ type: 'ResetPassword', resetTokenHash: 'reset-1', passwordHash: 'hash-3', now: NOW })
        .thenThrows(accountMessages.badResetToken);
    });
  });

  it('given an active member, when changing the password with a wrong current one, then it is refused on that field', () => {
    spec
      .given([registered(), activated])
      .when({ type: 'ChangePassword', currentPasswordMatches: false, passwordHash: 'h2', sessionId: 's', now: LATER })
      .thenThrows(accountMessages.wrongPassword);
  });

  it('given an active member, when changing the password, then PasswordChanged names the session that keeps going', () => {
    spec
      .given([registered(), activated])
      .when({ type: 'ChangePassword', currentPasswordMatches: true, passwordHash: 'h2', sessionId: 's-9', now: LATER })
      .then([{ type: 'PasswordChanged', data: { memberId, passwordHash: 'h2', changedAt: LATER, sessionId: 's-9' } }]);
  });

  describe('external sign-up', () => {
    const identity = { provider: 'certus-id', subject: 'sub-1' };
    const signUp = (overrides: Partial<{ identity: typeof identity }> = {}) =>
      ({
        type: 'RegisterExternalMember',
        memberId,
        email: 'ann@example.test',
        userName: 'ann@example.test',
        firstName: 'Ann',
        lastName: 'Reader',
        phone: '',
        unusablePasswordHash: 'hash-of-a-thrown-away-secret',
        activationCodeHash: 'code-never-mailed',
        identity,
        now: NOW,
        ...overrides,
      }) as const;

    it('given no account for the e-mail, when signing up externally, then the member is registered for that identity and active at once', () => {
      spec.given([]).when(signUp()).then([
        registered({ passwordHash: 'hash-of-a-thrown-away-secret', activationCodeHash: 'code-never-mailed', externalLogin: identity }),
        activated,
      ]);
    });

    it('given an account registered with a password, when signing up externally with its e-mail, then it is a conflict on the e-mail', () => {
      spec.given([registered(), activated]).when(signUp()).thenThrows(externalLoginMessages.emailHasAccount('ann@example.test'));
    });

    it('given an account made by external sign-up, when the same identity signs up again (a retry), then nothing changes', () => {
      spec.given([registered({ externalLogin: identity }), activated]).when(signUp()).then([]);
    });

    it('given an account made by external sign-up, when another identity signs up with its e-mail, then it is a conflict', () => {
      spec
        .given([registered({ externalLogin: identity }), activated])
        .when(signUp({ identity: { provider: 'certus-id', subject: 'sub-2' } }))
        .thenThrows(externalLoginMessages.emailHasAccount('ann@example.test'));
    });
  });

  it('given a worker, when granting the worker role again, then nothing changes', () => {
    spec
      .given([registered(), activated, { type: 'MemberRoleGranted', data: { memberId, role: 'worker', grantedAt: NOW } }])
      .when({ type: 'GrantRole', role: 'worker', now: LATER })
      .then([]);
  });

  it('given a worker, when the role is revoked, then the account is a member\'s again, the revoked role on record', () => {
    spec
      .given([registered(), activated, { type: 'MemberRoleGranted', data: { memberId, role: 'worker', grantedAt: NOW } }])
      .when({ type: 'RevokeRole', now: LATER })
      .then([{ type: 'MemberRoleRevoked', data: { memberId, role: 'worker', revokedAt: LATER } }]);
  });

  it('given a member without a staff role, when a role is revoked, then nothing changes', () => {
    spec.given([registered(), activated]).when({ type: 'RevokeRole', now: LATER }).then([]);
  });
});
