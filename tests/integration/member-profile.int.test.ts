import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, memberStreamId, passwordMessages, profileMessages, shippingAccountRules, type MemberView } from '@certus/contracts';
import { startTestPlatform } from '../support/test-platform.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const activationCodeIn = (text: string) => {
  const match = text.match(/\/verify\/([\w-]+)\?email=/);
  if (!match) throw new Error(`no activation link in: ${text}`);
  return match[1]!;
};

let emails = 0;
/** A fresh, active, signed-in member: its access token and member id. */
async function aSignedInMember(platform: Platform, password = 'Profile-pass-1') {
  const email = `profile-${++emails}@example.test`;
  const registered = await platform.api('/api/account/register', {
    json: { firstname: 'Ann', lastname: 'Reader', phone: '2145550100', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
  });
  expect(registered.status).toBe(200);
  expect((await platform.api('/api/users/activate', { json: { email, code: activationCodeIn((await platform.mailTo(email)).text) } })).status).toBe(200);
  const signedIn = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password } });
  expect(signedIn.status).toBe(200);
  return { email, password, token: signedIn.body.access_token as string, memberId: JSON.parse(signedIn.body.claims).memberId as string };
}

/** The member as GET /api/userprofile shows it, once the read model satisfies `ready` (projections are asynchronous). */
async function memberOnceProjected(platform: Platform, token: string, ready: (member: MemberView) => boolean): Promise<MemberView> {
  for (let i = 0; i < 200; i++) {
    const profile = await platform.api('/api/userprofile', { token });
    if (profile.status === 200 && ready(profile.body.member)) return profile.body.member;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the profile never showed the expected values');
}

const aProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Reader',
  phone: '2145550100',
  fedExAccount: '',
  upsAccount: '',
  dhlAccount: '',
  ...overrides,
});

describe('member profile, settings and password over HTTP (real PostgreSQL)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('given a signed-in member, when saving the profile with punctuated accounts, then they are stored stripped and the read model shows them', async () => {
    const { token } = await aSignedInMember(platform);
    const saved = await platform.api('/api/userprofile', {
      token,
      json: aProfile({ firstName: ' Annie ', phone: '214 555 0199', fedExAccount: '123-456-789', upsAccount: '1Z 9Y.8X', dhlAccount: 'dhl/1234/56' }),
    });
    expect(saved).toMatchObject({ status: 200, body: { message: profileMessages.updated } });
    expect(saved.body.position).toMatch(/^\d+\.\d+$/);

    const member = await memberOnceProjected(platform, token, (m) => m.fedExAccount !== '');
    expect(member).toMatchObject({
      firstName: 'Annie',
      lastName: 'Reader',
      phone: '214 555 0199',
      fedExAccount: '123456789',
      upsAccount: '1Z9Y8X',
      dhlAccount: 'dhl123456',
      isEmailNotification: false,
    });
  });

  it('given wrong account lengths, when saving, then each field carries its spec 5 message and nothing is recorded', async () => {
    const { token, memberId } = await aSignedInMember(platform);
    const refused = await platform.api('/api/userprofile', {
      token,
      // 8, 5 and 10 alphanumerics once the dashes and spaces are stripped
      json: aProfile({ fedExAccount: '1234-5678', upsAccount: '12 345', dhlAccount: '12345-67890' }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        modelState: {
          'model.fedExAccount': ['FedEx account number must be 9-digit alphanumeric code.'],
          'model.upsAccount': ['UPS account number must be 6-digit alphanumeric code.'],
          'model.dhlAccount': ['DHL account number must be 9-digit alphanumeric code.'],
        },
      },
    });
    expect((await platform.store.readStream(memberStreamId(memberId))).map((e) => e.type)).not.toContain('MemberProfileUpdated');
  });

  it.each([
    ['fedExAccount', '12345678X9'],
    ['upsAccount', '12345'],
    ['dhlAccount', 'ABCDEFGH'],
  ] as const)('given only %s wrong (%s), when saving, then only that field is refused', async (field, value) => {
    const { token } = await aSignedInMember(platform);
    const refused = await platform.api('/api/userprofile', { token, json: aProfile({ [field]: value }) });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ [`model.${field}`]: [shippingAccountRules[field].message] });
  });

  it('given a missing first name, when saving, then the field is required', async () => {
    const { token } = await aSignedInMember(platform);
    const refused = await platform.api('/api/userprofile', { token, json: aProfile({ firstName: '  ' }) });
    expect(refused).toMatchObject({ status: 400, body: { modelState: { 'model.firstName': ['The First name field is required.'] } } });
  });

  it("given another member's id and e-mail in the body, when saving, then only the caller's own profile changes", async () => {
    const caller = await aSignedInMember(platform);
    const other = await aSignedInMember(platform);
    const saved = await platform.api('/api/userprofile', {
      token: caller.token,
      json: { ...aProfile({ firstName: 'Mallory', upsAccount: 'ABC123' }), memberId: other.memberId, id: other.memberId, email: other.email },
    });
    expect(saved.status).toBe(200);

    expect(await memberOnceProjected(platform, caller.token, (m) => m.firstName === 'Mallory')).toMatchObject({ email: caller.email, upsAccount: 'ABC123' });
    const otherMember = await memberOnceProjected(platform, other.token, () => true);
    expect(otherMember).toMatchObject({ email: other.email, firstName: 'Ann', upsAccount: '' });
    expect((await platform.store.readStream(memberStreamId(other.memberId))).map((e) => e.type)).not.toContain('MemberProfileUpdated');
    const callerEvents = await platform.store.readStream(memberStreamId(caller.memberId));
    expect(callerEvents.at(-1)).toMatchObject({ type: 'MemberProfileUpdated', data: { memberId: caller.memberId }, metadata: { actor: { userId: caller.memberId } } });
  });

  it('given the same values again, when saving, then it succeeds without recording anything', async () => {
    const { token, memberId } = await aSignedInMember(platform);
    const first = await platform.api('/api/userprofile', { token, json: aProfile({ dhlAccount: 'DHL123456' }) });
    const again = await platform.api('/api/userprofile', { token, json: aProfile({ dhlAccount: 'DHL-123-456' }) });
    expect(first.body.position).toBeDefined();
    expect(again).toMatchObject({ status: 200, body: { message: profileMessages.updated } });
    expect(again.body.position).toBeUndefined();
    expect((await platform.store.readStream(memberStreamId(memberId))).filter((e) => e.type === 'MemberProfileUpdated')).toHaveLength(1);
  });

  it('given no access token, when saving the profile or the settings, then 401', async () => {
    expect(await platform.api('/api/userprofile', { json: aProfile() })).toMatchObject({ status: 401 });
    expect(await platform.api('/api/userprofile/settings', { json: { isEmailNotification: true } })).toMatchObject({ status: 401 });
  });

  it('given a member, when turning e-mail notifications on and off, then the read model follows', async () => {
    const { token } = await aSignedInMember(platform);
    expect(await memberOnceProjected(platform, token, () => true)).toMatchObject({ isEmailNotification: false });

    const on = await platform.api('/api/userprofile/settings', { token, json: { isEmailNotification: true } });
    expect(on).toMatchObject({ status: 200, body: { message: profileMessages.settingsUpdated } });
    await memberOnceProjected(platform, token, (m) => m.isEmailNotification);

    expect((await platform.api('/api/userprofile/settings', { token, json: { isEmailNotification: false } })).status).toBe(200);
    await memberOnceProjected(platform, token, (m) => !m.isEmailNotification);

    expect(await platform.api('/api/userprofile/settings', { token, json: { isEmailNotification: 'yes' } })).toMatchObject({
      status: 400,
      body: { modelState: { 'model.isEmailNotification': [expect.any(String)] } },
    });
  });

  it('given a member, when changing the password, then the failures carry their messages and success says so', async () => {
    const { token, email, password } = await aSignedInMember(platform);
    const wrongCurrent = await platform.api('/api/account/password', { token, json: { oldPassword: 'not-it', newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' } });
    expect(wrongCurrent).toMatchObject({ status: 400, body: { modelState: { 'model.oldPassword': [accountMessages.wrongPassword] } } });
    const mismatch = await platform.api('/api/account/password', { token, json: { oldPassword: password, newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-2' } });
    expect(mismatch).toMatchObject({ status: 400, body: { modelState: { 'model.confirmPassword': [passwordMessages.mismatch] } } });

    const changed = await platform.api('/api/account/password', { token, json: { oldPassword: password, newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' } });
    expect(changed).toMatchObject({ status: 200, body: { message: profileMessages.passwordUpdated } });
    const signIn = (pw: string) => platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password: pw } });
    expect((await signIn('Changed-pass-1')).status).toBe(200);
    expect((await signIn(password)).status).toBe(400);
  });
});
