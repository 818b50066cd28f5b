import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, tokenErrorMessages } from '@certus/contracts';
import { startTestPlatform } from '../support/test-platform.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const activationCodeIn = (text: string) => {
  const match = text.match(/\/verify\/([\w-]+)\?email=([^&\s]+)/);
  if (!match) throw new Error(`no activation link in: ${text}`);
  return { code: match[1]!, email: decodeURIComponent(match[2]!) };
};

async function registerAndActivate(platform: Platform, email: string, password = 'Secret-pass-1') {
  const registered = await platform.api('/api/account/register', {
    json: { firstname: 'Ann', lastname: 'Reader', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
  });
  expect(registered.status).toBe(200);
  const { code } = activationCodeIn((await platform.mailTo(email)).text);
  const activated = await platform.api('/api/users/activate', { json: { email, code } });
  expect(activated.status).toBe(200);
  return { password };
}

const passwordGrant = (platform: Platform, username: string, password: string) =>
  platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username, password } });

const refreshGrant = (platform: Platform, refreshToken: string) =>
  platform.api('/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });

describe('member accounts over HTTP (real PostgreSQL, SMTP, bot check)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('given a new visitor, when registering, reading the activation mail, activating, signing in, refreshing and signing out, then each step works and a reused refresh token is refused', async () => {
    const email = 'Journey@Example.test';
    const password = 'Journey-pass-1';
    const registered = await platform.api('/api/account/register', {
      json: { firstname: 'Jo', lastname: 'Urney', phone: '5551234567', email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
    });
    expect(registered).toMatchObject({ status: 200, body: { message: accountMessages.registered } });

    const mail = await platform.mailTo('journey@example.test');
    expect(mail.subject).toBe('Activate your Certus account');
    const link = activationCodeIn(mail.text);
    expect(link.code.length).toBeGreaterThanOrEqual(20);
    expect(link.email).toBe('journey@example.test');

    const beforeActivation = await passwordGrant(platform, email, password);
    expect(beforeActivation).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: tokenErrorMessages.notActivated, verify: true } });

    expect(await platform.api('/api/users/activate', { json: { email: link.email, code: link.code } })).toMatchObject({
      status: 200,
      body: { message: accountMessages.activated },
    });

    const signedIn = await passwordGrant(platform, email, password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
    expect(signedIn.body).toMatchObject({ token_type: 'bearer', userName: 'journey@example.test', userRole: 'authenticated', displayName: 'Jo Urney' });
    expect(JSON.parse(signedIn.body.claims)).toMatchObject({ email: 'journey@example.test', role: 'authenticated' });

    const audit = await platform.api('/api/account/Login?Email=journey@example.test', { method: 'POST', token: signedIn.body.access_token });
    expect(audit.status).toBe(200);

    const refreshed = await refreshGrant(platform, signedIn.body.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(signedIn.body.refresh_token);

    const reused = await refreshGrant(platform, signedIn.body.refresh_token);
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: tokenErrorMessages.reusedRefreshToken } });
    // reuse revoked the whole family: the newest token is dead too
    const afterReuse = await refreshGrant(platform, refreshed.body.refresh_token);
    expect(afterReuse).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const again = await passwordGrant(platform, email, password);
    const loggedOut = await platform.api('/api/account/Logout?Email=journey@example.test', { method: 'POST', token: again.body.access_token });
    expect(loggedOut.status).toBe(200);
    expect(await refreshGrant(platform, again.body.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const memberId = JSON.parse(signedIn.body.claims).memberId;
    const memberEvents = await platform.store.readStream(`Member-${memberId}`);
    expect(memberEvents.map((e) => e.type)).toEqual(['MemberRegistered', 'MemberActivated']);
    expect(memberEvents[0]!.metadata).toMatchObject({ actor: { userId: null, role: 'anonymous' } });
    const sessionOf = (refreshToken: string) => platform.store.readStream(`Session-${refreshToken.split('.')[0]}`);
    const firstSession = await sessionOf(signedIn.body.refresh_token);
    expect(firstSession.map((e) => e.type)).toEqual(['SessionStarted', 'MemberSignedIn', 'RefreshTokenRotated', 'SessionRevoked']);
    expect(firstSession[1]!.metadata.actor).toEqual({ userId: memberId, role: 'authenticated' });
    expect(firstSession[3]!.data).toMatchObject({ reason: 'RefreshTokenReused' });
    expect((await sessionOf(again.body.refresh_token)).at(-1)!.data).toMatchObject({ reason: 'SignedOut' });
    const everything = JSON.stringify([...memberEvents, ...firstSession]);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(link.code);
    expect(everything).not.toContain(signedIn.body.refresh_token.split('.')[1]);
  });

  it('given a member, when the profile is read after sign-in, then the members read model shows it', async () => {
    const email = 'profile@example.test';
    const { password } = await registerAndActivate(platform, email);
    const token = (await passwordGrant(platform, email, password)).body.access_token;
    let profile = await platform.api('/api/userprofile', { token });
    for (let i = 0; i < 100 && profile.body?.member?.status !== 'Active'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      profile = await platform.api('/api/userprofile', { token });
    }
    expect(profile).toMatchObject({ status: 200, body: { member: { email, firstName: 'Ann', lastName: 'Reader', status: 'Active', role: 'authenticated', membership: 'Free' } } });
    expect(await platform.api('/api/userprofile')).toMatchObject({ status: 401 });
  });

  it('given a registered e-mail, when registering it again in other capitals, then the email field says it is taken', async () => {
    await registerAndActivate(platform, 'taken@example.test');
    const again = await platform.api('/api/account/register', {
      json: { firstname: 'X', lastname: 'Y', email: 'TAKEN@example.test', password: 'Another-pass-2', confirmPassword: 'Another-pass-2', reCAPTCHA: await platform.solvedBotCheck() },
    });
    expect(again).toMatchObject({ status: 400, body: { modelState: { 'model.email': [accountMessages.emailTaken('taken@example.test')] } } });
  });

  it('given a bot-check payload already used, when registering with it again, then the bot check field refuses it and no account is made', async () => {
    const payload = await platform.solvedBotCheck();
    const body = (email: string) => ({ firstname: 'B', lastname: 'C', email, password: 'Bot-check-1', confirmPassword: 'Bot-check-1', reCAPTCHA: payload });
    expect((await platform.api('/api/account/register', { json: body('first-bot@example.test') })).status).toBe(200);
    const replay = await platform.api('/api/account/register', { json: body('second-bot@example.test') });
    expect(replay.status).toBe(400);
    expect(Object.keys(replay.body.modelState)).toEqual(['model.reCAPTCHA']);
    expect(await platform.store.readStream('Member-x')).toEqual([]);
  });

  it('given invalid fields, when registering, then every field error comes back keyed model.field and nothing is stored', async () => {
    const response = await platform.api('/api/account/register', {
      json: { firstname: '', lastname: 'L', email: 'not-an-email', password: 'short', confirmPassword: 'other', reCAPTCHA: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.modelState).toMatchObject({
      'model.firstname': ['The First name field is required.'],
      'model.email': ['The Email field is not a valid e-mail address.'],
      'model.confirmPassword': ['The password and confirmation password do not match.'],
    });
    expect(response.body.modelState['model.password']).toContain('The Password must be at least 8 characters long.');
  });

  it('given a wrong password or unknown user, when asking for a token, then the same OAuth error comes back', async () => {
    await registerAndActivate(platform, 'wrongpass@example.test');
    const wrong = await passwordGrant(platform, 'wrongpass@example.test', 'Not-the-password-9');
    const unknown = await passwordGrant(platform, 'nobody@example.test', 'Whatever-1');
    for (const answer of [wrong, unknown]) {
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: tokenErrorMessages.badCredentials } });
    }
    expect(await platform.api('/token', { form: { grant_type: 'client_credentials' } })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    expect(await platform.api('/token', { form: { grant_type: 'password', client_id: 'evil', username: 'a', password: 'b' } })).toMatchObject({
      status: 400,
      body: { error: 'invalid_client' },
    });
  });

  it('given a member who forgot the password, when recovering and resetting through the mailed link, then the new password works and old sessions cannot refresh', async () => {
    const email = 'forgetful@example.test';
    const { password } = await registerAndActivate(platform, email);
    const oldSession = (await passwordGrant(platform, email, password)).body;

    const recover = await platform.api('/api/account/recover', { json: { email, collectibleType: 'Comic', reCAPTCHA: await platform.solvedBotCheck() } });
    expect(recover).toMatchObject({ status: 200, body: { message: accountMessages.recoverySent } });
    const mail = await platform.mailTo(email, 2);
    const [, c, e, token] = mail.text.match(/\/change\/(\w+)\/([^/\s]+)\/([\w-]+)/) ?? [];
    expect(c).toBe('Comic');
    expect(decodeURIComponent(e!)).toBe(email);

    const mismatch = await platform.api('/api/account/resetPassword', { json: { email, token, password: 'New-pass-123', confirmPassword: 'New-pass-124' } });
    expect(mismatch.body.modelState['model.confirmPassword']).toEqual(['The password and confirmation password do not match.']);

    const reset = await platform.api('/api/account/resetPassword', { json: { email, token, password: 'New-pass-123', confirmPassword: 'New-pass-123' } });
    expect(reset).toMatchObject({ status: 200, body: { message: accountMessages.passwordReset } });
    expect((await passwordGrant(platform, email, password)).status).toBe(400);
    expect((await passwordGrant(platform, email, 'New-pass-123')).status).toBe(200);
    expect(await refreshGrant(platform, oldSession.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const reuse = await platform.api('/api/account/resetPassword', { json: { email, token, password: 'Third-pass-1', confirmPassword: 'Third-pass-1' } });
    expect(reuse.body.modelState['model.token']).toEqual([accountMessages.badResetToken]);
  });

  it('given an unknown e-mail, when recovering, then the answer is the same as for a member and no mail is sent', async () => {
    const before = platform.sink.messages().length;
    const recover = await platform.api('/api/account/recover', { json: { email: 'ghost@example.test', reCAPTCHA: await platform.solvedBotCheck() } });
    expect(recover).toMatchObject({ status: 200, body: { message: accountMessages.recoverySent } });
    expect(platform.sink.messages().length).toBe(before);
  });

  it('given a signed-in member, when changing the password, then the wrong current password is refused and the right one works', async () => {
    const email = 'changer@example.test';
    const { password } = await registerAndActivate(platform, email);
    const token = (await passwordGrant(platform, email, password)).body.access_token;
    const wrong = await platform.api('/api/account/password', { json: { oldPassword: 'nope', newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' }, token });
    expect(wrong).toMatchObject({ status: 400, body: { modelState: { 'model.oldPassword': [accountMessages.wrongPassword] } } });
    const right = await platform.api('/api/account/password', { json: { oldPassword: password, newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' }, token });
    expect(right).toMatchObject({ status: 200, body: { message: accountMessages.passwordChanged } });
    expect((await passwordGrant(platform, email, 'Changed-pass-1')).status).toBe(200);
    expect(await platform.api('/api/account/password', { json: {} })).toMatchObject({ status: 401 });
  });

  it('given a pending member who lost the mail, when asking to resend, then a new link works and the old one does not', async () => {
    const email = 'resend@example.test';
    await platform.api('/api/account/register', {
      json: { firstname: 'R', lastname: 'S', email, password: 'Resend-pass-1', confirmPassword: 'Resend-pass-1', reCAPTCHA: await platform.solvedBotCheck() },
    });
    const first = activationCodeIn((await platform.mailTo(email)).text);
    const resend = await platform.api('/api/users/resend/activate', { json: { email, reCAPTCHA: await platform.solvedBotCheck() } });
    expect(resend).toMatchObject({ status: 200, body: { message: accountMessages.activationResent } });
    const second = activationCodeIn((await platform.mailTo(email, 2)).text);
    expect((await platform.api('/api/users/activate', { json: { email, code: first.code } })).status).toBe(400);
    // the code alone finds the account, for a link that lost its e-mail parameter
    expect((await platform.api('/api/users/activate', { json: { code: second.code } })).status).toBe(200);
  });

  it('given a client retrying with the same Idempotency-Key, when the command repeats, then its events are stored once', async () => {
    const email = 'idem@example.test';
    const { password } = await registerAndActivate(platform, email);
    const token = (await passwordGrant(platform, email, password)).body.access_token;
    const call = () =>
      fetch(`${platform.baseUrl}/api/account/Login?Email=${email}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'login-attempt-0001' } });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
    const events = await platform.store.readStream(`Session-${sessionId}`);
    expect(events.filter((e) => e.type === 'MemberSignedIn')).toHaveLength(1);
  });

  it('given a caller correlation id, when a request fails, then the id is echoed and expected failures are 4xx', async () => {
    const response = await fetch(`${platform.baseUrl}/api/users/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'corr-12345' },
      body: JSON.stringify({ email: 'a@b.test', code: 'x'.repeat(20) }),
    });
    expect(response.headers.get('x-correlation-id')).toBe('corr-12345');
    expect(response.status).toBe(400); // an unknown account is an expected failure, not a 500
    const notFound = await platform.api('/api/no-such-thing');
    expect(notFound.status).toBe(404);
  });
});
