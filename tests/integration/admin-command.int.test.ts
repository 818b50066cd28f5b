import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStreamId } from '@certus/contracts';
import type { ValidationFailed } from '@certus/infra';
import { memberIdForEmail } from '../../command-service/src/members/member-id.ts';
import { startTestPlatform } from '../support/test-platform.ts';
import { runCli } from '../support/run-cli.ts';
import { createStaffAccount, grantStaffRole, revokeStaffRole } from '../../command-service/src/admin/staff-accounts.ts';

/**
 * npm run admin (issue [7/7]): an operator makes the first staff account of a deployment, grants and revokes roles,
 * and sees which process runs each projection, without the API (nobody is staff yet to use it).
 */
const CLI = 'infra/platform/src/admin.ts';
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

const admin = (platform: Platform, args: string[], stdin = '') =>
  runCli(CLI, args, { ...process.env, DATABASE_URL: platform.databaseUrl, LOG_LEVEL: 'silent' }, stdin);

describe('npm run admin: staff accounts and leaders from the command line (real PostgreSQL)', () => {
  let platform: Platform;
  const email = 'first.worker@certus.test';
  const password = 'grading room lamp 41';

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform?.stop();
  });

  const signIn = async (secret: string) =>
    platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password: secret } });

  it('given an empty deployment, when the operator creates a worker with a password on standard input, then it signs in at once as a worker', async () => {
    const made = await admin(platform, ['create-staff', '--email', email, '--first-name', 'Ada', '--last-name', 'Grader', '--role', 'worker', '--password-stdin'], `${password}\n`);
    expect(made, made.stderr).toMatchObject({ code: 0 });
    expect(made.stdout).toContain(`Created ${email}, active, role worker.`);
    expect(made.stdout).not.toContain(password);
    const signedIn = await signIn(password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userRole).toBe('worker');
  });

  it('given the account, then each of its events names the operator as actor', async () => {
    const events = await platform.store.readStream(memberStreamId(memberIdForEmail(email)));
    expect(events.map((e) => e.type)).toEqual(['MemberRegistered', 'MemberActivated', 'MemberRoleGranted']);
    for (const event of events) expect(event.metadata.actor).toEqual({ userId: expect.stringMatching(/^operator:.+@.+$/), role: 'system' });
  });

  // The commands behind the CLI, called as it calls them (each run of the CLI costs a process start).
  const operator = { login: 'ops', host: 'admin-host' };

  it('given the worker, when the operator grants editor and then revokes it, then sign-ins get editor and then the member role', async () => {
    expect(await grantStaffRole(platform.deps, email, 'editor', operator)).toBe(true);
    expect((await signIn(password)).body.userRole).toBe('editor');
    expect(await revokeStaffRole(platform.deps, email, operator)).toBe(true);
    expect((await signIn(password)).body.userRole).toBe('authenticated');
    expect(await revokeStaffRole(platform.deps, email, operator)).toBe(false); // had none: nothing recorded
    const last = (await platform.store.readStream(memberStreamId(memberIdForEmail(email)))).at(-1)!;
    expect([last.type, last.data, last.metadata.actor]).toEqual(['MemberRoleRevoked', expect.objectContaining({ role: 'editor' }), { userId: 'operator:ops@admin-host', role: 'system' }]);
  });

  it('given an address that has an account, when a staff account is made for it, then it is refused and the account is untouched', async () => {
    await expect(createStaffAccount(platform.deps, { email, firstname: 'Eve', lastname: 'Other', role: 'auditor', password: 'another long pass 7' }, operator)).rejects.toThrow(
      `Email '${email}' is already taken.`,
    );
    expect((await signIn(password)).status).toBe(200);
  });

  it('given bad input, then it says what is wrong and records nothing', async () => {
    const weak = await createStaffAccount(platform.deps, { email: 'second@certus.test', firstname: 'A', lastname: 'B', role: 'worker', password: 'short' }, operator).catch((error: unknown) => error);
    expect(Object.values((weak as ValidationFailed).body.modelState).flat()).toEqual(['The Password must be at least 8 characters long.']);
    await expect(grantStaffRole(platform.deps, 'nobody@certus.test', 'worker', operator)).rejects.toThrow('No account uses this e-mail address.');
    expect(await platform.store.readStream(memberStreamId(memberIdForEmail('second@certus.test')))).toEqual([]);
    const role = await admin(platform, ['grant-role', '--email', email, '--role', 'owner']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be one of worker, editor, auditor');
  });

  it('given running projection workers, when the operator asks for the leaders, then each projection names the connection running it', async () => {
    const leaders = await admin(platform, ['leaders']);
    expect(leaders.code).toBe(0);
    expect(leaders.stdout).toMatch(/^projection members +\S.* connected /m);
    expect(leaders.stdout).toMatch(/^payment reconciler +none: nothing runs it$/m);
  });
});
