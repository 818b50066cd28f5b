import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelStateError, passwordMessages } from '@certus/contracts';
import { startTestPlatform } from '../support/test-platform.ts';
import { aSignedInMember } from '../support/member-setup.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** ASVS 5.0 6.2.4/6.2.12: passwords from breach lists are refused wherever a password is chosen. */
describe('common and breached passwords', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false });
  });
  afterAll(() => platform.stop());

  const register = async (email: string, password: string) =>
    platform.api('/api/account/register', {
      json: { firstname: 'Ann', lastname: 'Reader', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
    });

  it.each(['password1', 'Password1', 'iloveyou1', 'qwerty123', 'p@ssw0rd'])('given %s, when registering, then the password field says it is too common', async (password) => {
    const refused = await register(`common-${Date.now()}-${Math.random()}@example.test`, password);
    expect(refused).toMatchObject({ status: 400, body: modelStateError({ password: passwordMessages.tooCommon }) });
  });

  it("given the e-mail's local part, when registering, then the password field says so", async () => {
    const email = `ann.reader.${Date.now()}@example.test`;
    const refused = await register(email, email.split('@')[0]!);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState['model.password']).toEqual([passwordMessages.sameAsEmail]);
  });

  it('given a long passphrase with no digit, when registering, then it is accepted', async () => {
    expect((await register(`phrase-${Date.now()}@example.test`, 'tulip anvil harbour lantern meadow')).status).toBe(200);
  });

  it('given a signed-in member, when changing to a common password, then the new-password field says it is too common and the old one still works', async () => {
    const member = await aSignedInMember(platform, { prefix: 'change-common', password: 'Kept-pass-1' });
    const refused = await platform.api('/api/account/password', {
      token: member.token,
      json: { oldPassword: 'Kept-pass-1', newPassword: 'letmein1', confirmPassword: 'letmein1' },
    });
    expect(refused).toMatchObject({ status: 400, body: modelStateError({ newPassword: passwordMessages.tooCommon }) });
    const grant = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: member.email, password: 'Kept-pass-1' } });
    expect(grant.status).toBe(200);
  });

  it('given a reset link, when resetting to a common password, then the password field says it is too common', async () => {
    const member = await aSignedInMember(platform, { prefix: 'reset-common' });
    await platform.api('/api/account/recover', { json: { email: member.email, reCAPTCHA: await platform.solvedBotCheck() } });
    const mail = await platform.mailTo(member.email, 2);
    const [, , , token] = mail.text.match(/\/change\/(\w+)\/([^/\s]+)\/([\w-]+)/) ?? [];
    const refused = await platform.api('/api/account/resetPassword', { json: { email: member.email, token, password: 'welcome1', confirmPassword: 'welcome1' } });
    expect(refused).toMatchObject({ status: 400, body: modelStateError({ password: passwordMessages.tooCommon }) });
  });
});
