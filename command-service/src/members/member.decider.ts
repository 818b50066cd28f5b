import {
  DomainError,
  accountMessages,
  externalLoginMessages,
  shippingAccountFields,
  shippingAccountProblems,
  type MemberEvent,
  type MemberProfile,
  type MemberRole,
} from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

export type MemberState =
  | { status: 'Unregistered' }
  | {
      status: 'Pending' | 'Active';
      memberId: string;
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
      /** Carrier accounts (spec 5 Profile edit), stripped; '' until the member gives one. */
      fedExAccount: string;
      upsAccount: string;
      dhlAccount: string;
      isEmailNotification: boolean;
      passwordHash: string;
      activationCodeHash: string;
      role: MemberRole;
      reset: { tokenHash: string; expiresAt: string } | null;
      /** When the password last changed, and the session that changed it (which stays signed in). */
      credentialsChangedAt: string | null;
      credentialsChangedBySession: string | null;
      /** The provider identity the account was created for by external sign-up, if it was. */
      registeredFor: ExternalIdentity | null;
    };

export interface ExternalIdentity {
  provider: string;
  subject: string;
}

export type RegisteredMember = Exclude<MemberState, { status: 'Unregistered' }>;

export type MemberCommand =
  | {
      type: 'RegisterMember';
      memberId: string;
      email: string;
      userName: string;
      firstName: string;
      lastName: string;
      phone: string;
      passwordHash: string;
      activationCodeHash: string;
      now: string;
    }
  | {
      /**
       * External sign-up (/signup): the provider vouched for the e-mail, so the account is active at once.
       * It gets no password of its own, yet MemberRegistered keeps its one shape: `unusablePasswordHash` is
       * the hash of a random secret that is thrown away. Every password check (token grant, change
       * password) then simply fails to match, with no "has no password" flag that each of them would
       * have to remember, and password recovery by mail can still give the member a password later.
       */
      type: 'RegisterExternalMember';
      memberId: string;
      email: string;
      userName: string;
      firstName: string;
      lastName: string;
      phone: string;
      unusablePasswordHash: string;
      activationCodeHash: string;
      identity: ExternalIdentity;
      now: string;
    }
  | { type: 'ReissueActivationCode'; activationCodeHash: string; now: string }
  | { type: 'ActivateMember'; activationCodeHash: string; now: string }
  | { type: 'RequestPasswordReset'; resetTokenHash: string; collectibleType: string; now: string; expiresAt: string }
  | { type: 'ResetPassword'; resetTokenHash: string; passwordHash: string; now: string }
  | { type: 'ChangePassword'; currentPasswordMatches: boolean; passwordHash: string; sessionId: string; now: string }
  | { type: 'GrantRole'; role: MemberRole; now: string }
  /** Takes the staff role back; its access tokens keep it until they expire, a refresh gets the member's. */
  | { type: 'RevokeRole'; now: string }
  /** The member's own edit: full new values, accounts already stripped (UpdateProfileBody). */
  | { type: 'UpdateMemberProfile'; profile: MemberProfile; now: string }
  | { type: 'ChangeEmailNotifications'; isEmailNotification: boolean; now: string };

const requireRegistered = (state: MemberState): RegisteredMember => {
  if (state.status === 'Unregistered') throw new DomainError('invalid', accountMessages.unknownEmail, 'email');
  return state;
};

const requireActive = (state: MemberState): RegisteredMember => {
  const member = requireRegistered(state);
  if (member.status !== 'Active') throw new DomainError('invalid', accountMessages.notActivated, 'email');
  return member;
};

const profileFields = ['firstName', 'lastName', 'phone', ...shippingAccountFields] as const satisfies readonly (keyof MemberProfile)[];
const sameProfile = (member: RegisteredMember, profile: MemberProfile) => profileFields.every((field) => member[field] === profile[field]);

export function decideMember(command: MemberCommand, state: MemberState): MemberEvent[] {
  switch (command.type) {
    case 'RegisterMember': {
      if (state.status !== 'Unregistered') {
        throw new DomainError('invalid', accountMessages.emailTaken(command.email), 'email');
      }
      const { type: _type, now, ...data } = command;
      return [{ type: 'MemberRegistered', data: { ...data, registeredAt: now } }];
    }
    case 'RegisterExternalMember': {
      if (state.status !== 'Unregistered') {
        // The same sign-up sent again (a retry after the link could not be stored): nothing new to record.
        const sameIdentity =
          state.registeredFor?.provider === command.identity.provider && state.registeredFor.subject === command.identity.subject;
        if (sameIdentity) return [];
        throw new DomainError('conflict', externalLoginMessages.emailHasAccount(command.email), 'email');
      }
      const { memberId, email, userName, firstName, lastName, phone, activationCodeHash, now } = command;
      return [
        {
          type: 'MemberRegistered',
          data: {
            memberId,
            email,
            userName,
            firstName,
            lastName,
            phone,
            passwordHash: command.unusablePasswordHash,
            activationCodeHash,
            registeredAt: now,
            externalLogin: { provider: command.identity.provider, subject: command.identity.subject },
          },
        },
        { type: 'MemberActivated', data: { memberId, activatedAt: now } },
      ];
    }
    case 'ReissueActivationCode': {
      const member = requireRegistered(state);
      if (member.status === 'Active') throw new DomainError('invalid', accountMessages.alreadyActive, 'email');
      return [
        {
          type: 'ActivationCodeReissued',
          data: { memberId: member.memberId, activationCodeHash: command.activationCodeHash, reissuedAt: command.now },
        },
      ];
    }
    case 'ActivateMember': {
      const member = requireRegistered(state);
      if (member.status === 'Active') {
        // Clicking the link twice is not an error worth alarming anyone: nothing changes.
        if (member.activationCodeHash === command.activationCodeHash) return [];
        throw new DomainError('invalid', accountMessages.alreadyActive, 'code');
      }
      if (member.activationCodeHash !== command.activationCodeHash) {
        throw new DomainError('invalid', accountMessages.badActivationCode, 'code');
      }
      return [{ type: 'MemberActivated', data: { memberId: member.memberId, activatedAt: command.now } }];
    }
    case 'RequestPasswordReset': {
      const member = requireRegistered(state);
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            memberId: member.memberId,
            resetTokenHash: command.resetTokenHash,
            collectibleType: command.collectibleType,
            requestedAt: command.now,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    case 'ResetPassword': {
      if (state.status === 'Unregistered') throw new DomainError('invalid', accountMessages.badResetToken, 'token');
      const reset = state.reset;
      if (!reset || reset.tokenHash !== command.resetTokenHash || reset.expiresAt <= command.now) {
        throw new DomainError('invalid', accountMessages.badResetToken, 'token');
      }
      const events: MemberEvent[] = [];
      // The link proves the member owns the mailbox, which is what activation proves too.
      if (state.status === 'Pending') {
        events.push({ type: 'MemberActivated', data: { memberId: state.memberId, activatedAt: command.now } });
      }
      events.push({ type: 'PasswordReset', data: { memberId: state.memberId, passwordHash: command.passwordHash, resetAt: command.now } });
      return events;
    }
    case 'ChangePassword': {
      const member = requireActive(state);
      if (!command.currentPasswordMatches) throw new DomainError('invalid', accountMessages.wrongPassword, 'oldPassword');
      return [
        {
          type: 'PasswordChanged',
          data: { memberId: member.memberId, passwordHash: command.passwordHash, changedAt: command.now, sessionId: command.sessionId },
        },
      ];
    }
    case 'GrantRole': {
      const member = requireRegistered(state);
      if (member.role === command.role) return [];
      return [{ type: 'MemberRoleGranted', data: { memberId: member.memberId, role: command.role, grantedAt: command.now } }];
    }
    case 'RevokeRole': {
      const member = requireRegistered(state);
      if (member.role === 'authenticated') return [];
      return [{ type: 'MemberRoleRevoked', data: { memberId: member.memberId, role: member.role, revokedAt: command.now } }];
    }
    case 'UpdateMemberProfile': {
      const member = requireActive(state);
      // The HTTP body already refused these; the aggregate keeps the rule whatever path a command comes by.
      const [field, problem] = Object.entries(shippingAccountProblems(command.profile))[0] ?? [];
      if (field && problem) throw new DomainError('invalid', problem, field);
      if (sameProfile(member, command.profile)) return [];
      return [{ type: 'MemberProfileUpdated', data: { memberId: member.memberId, ...command.profile, updatedAt: command.now } }];
    }
    case 'ChangeEmailNotifications': {
      const member = requireActive(state);
      if (member.isEmailNotification === command.isEmailNotification) return [];
      return [
        {
          type: 'EmailNotificationsChanged',
          data: { memberId: member.memberId, isEmailNotification: command.isEmailNotification, changedAt: command.now },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveMember(state: MemberState, event: MemberEvent): MemberState {
  if (event.type === 'MemberRegistered') {
    const d = event.data;
    return {
      status: 'Pending',
      memberId: d.memberId,
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      phone: d.phone,
      fedExAccount: '',
      upsAccount: '',
      dhlAccount: '',
      isEmailNotification: false,
      passwordHash: d.passwordHash,
      activationCodeHash: d.activationCodeHash,
      role: 'authenticated',
      reset: null,
      credentialsChangedAt: null,
      credentialsChangedBySession: null,
      registeredFor: d.externalLogin ?? null,
    };
  }
  if (state.status === 'Unregistered') return state;
  switch (event.type) {
    case 'ActivationCodeReissued':
      return { ...state, activationCodeHash: event.data.activationCodeHash };
    case 'MemberActivated':
      return { ...state, status: 'Active' };
    case 'PasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.resetTokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordReset':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        reset: null,
        credentialsChangedAt: event.data.resetAt,
        credentialsChangedBySession: null,
      };
    case 'PasswordChanged':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        credentialsChangedAt: event.data.changedAt,
        credentialsChangedBySession: event.data.sessionId,
      };
    case 'MemberRoleGranted':
      return { ...state, role: event.data.role };
    case 'MemberRoleRevoked':
      return { ...state, role: 'authenticated' };
    case 'MemberProfileUpdated': {
      const { memberId: _memberId, updatedAt: _updatedAt, ...profile } = event.data;
      return { ...state, ...profile };
    }
    case 'EmailNotificationsChanged':
      return { ...state, isEmailNotification: event.data.isEmailNotification };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = {
  initialState: () => ({ status: 'Unregistered' }),
  evolve: evolveMember,
  decide: decideMember,
};
