import { describe, it } from 'vitest';
import { accountMessages, shippingAccountRules, type MemberEvent, type MemberProfile } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { memberDecider } from './member.decider.ts';

const spec = deciderSpec(memberDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:30:00.000Z';
const memberId = 'm-profile';

const registered: MemberEvent = {
  type: 'MemberRegistered',
  data: {
    memberId,
    email: 'ann@example.test',
    userName: 'ann@example.test',
    firstName: 'Ann',
    lastName: 'Reader',
    phone: '2145550100',
    passwordHash: 'hash-1',
    activationCodeHash: 'code-1',
    registeredAt: NOW,
  },
};
const activated: MemberEvent = { type: 'MemberActivated', data: { memberId, activatedAt: NOW } };

const aProfile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  firstName: 'Ann',
  lastName: 'Reader',
  phone: '2145550100',
  fedExAccount: '',
  upsAccount: '',
  dhlAccount: '',
  ...overrides,
});
const profileUpdated = (profile: MemberProfile, updatedAt = LATER): MemberEvent => ({
  type: 'MemberProfileUpdated',
  data: { memberId, ...profile, updatedAt },
});
const update = (profile: MemberProfile) => ({ type: 'UpdateMemberProfile', profile, now: LATER }) as const;
const notifications = (isEmailNotification: boolean, changedAt = LATER): MemberEvent => ({
  type: 'EmailNotificationsChanged',
  data: { memberId, isEmailNotification, changedAt },
});

describe('member decider: profile and settings', () => {
  it('given an active member, when updating the profile, then MemberProfileUpdated carries every new value', () => {
    const edited = aProfile({ firstName: 'Annie', phone: '2145550199', fedExAccount: 'AB1234567', upsAccount: '1Z9Y8X' });
    spec.given([registered, activated]).when(update(edited)).then([profileUpdated(edited)]);
  });

  it('given a pending member, when updating the profile, then it is refused as not activated', () => {
    spec.given([registered]).when(update(aProfile({ firstName: 'Annie' }))).thenThrows(accountMessages.notActivated);
  });

  it('given nobody, when updating a profile, then it is refused', () => {
    spec.given([]).when(update(aProfile())).thenThrows(accountMessages.unknownEmail);
  });

  it('given an active member, when saving the profile unchanged, then nothing is recorded', () => {
    spec.given([registered, activated]).when(update(aProfile())).then([]);
  });

  it('given an earlier edit, when saving the same values again, then nothing is recorded', () => {
    const edited = aProfile({ dhlAccount: 'DHL123456' });
    spec.given([registered, activated, profileUpdated(edited)]).when(update(edited)).then([]);
  });

  it('given an account on file, when saving it empty, then the cleared account is recorded', () => {
    const withAccount = aProfile({ upsAccount: '1Z9Y8X' });
    spec.given([registered, activated, profileUpdated(withAccount, NOW)]).when(update(aProfile())).then([profileUpdated(aProfile())]);
  });

  it.each([
    ['fedExAccount', '12345678'],
    ['upsAccount', '1234567'],
    ['dhlAccount', '1234'],
  ] as const)('given an active member, when %s has the wrong length, then the rule refuses it', (field, value) => {
    spec.given([registered, activated]).when(update(aProfile({ [field]: value }))).thenThrows(shippingAccountRules[field].message);
  });

  it('given an active member (notifications off), when turning e-mail notifications on, then EmailNotificationsChanged', () => {
    spec
      .given([registered, activated])
      .when({ type: 'ChangeEmailNotifications', isEmailNotification: true, now: LATER })
      .then([notifications(true)]);
  });

  it('given notifications already on, when turning them on again, then nothing is recorded', () => {
    spec.given([registered, activated, notifications(true, NOW)]).when({ type: 'ChangeEmailNotifications', isEmailNotification: true, now: LATER }).then([]);
  });

  it('given notifications on, when turning them off, then EmailNotificationsChanged says off', () => {
    spec
      .given([registered, activated, notifications(true, NOW)])
      .when({ type: 'ChangeEmailNotifications', isEmailNotification: false, now: LATER })
      .then([notifications(false)]);
  });

  it('given a pending member, when changing notifications, then it is refused as not activated', () => {
    spec.given([registered]).when({ type: 'ChangeEmailNotifications', isEmailNotification: true, now: LATER }).thenThrows(accountMessages.notActivated);
  });
});
