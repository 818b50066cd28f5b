import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStreamId } from '@certus/contracts';
import { REPO_ROOT } from '@certus/infra';
import { memberIdForEmail } from '../../command-service/src/members/member-id.ts';
import { startTestPlatform } from '../support/test-platform.ts';

/**
 * npm run admin (issue [7/7]): an operator makes the first staff account of a deployment, grants and revokes roles,
 * and sees which process runs each projection, without the API (nobody is staff yet to use it).
 */
const CLI = path.join(REPO_ROOT, 'infra', 'platform', 'src', 'admin.ts');
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

function admin(platform: Platform, args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATABASE_URL: platform.databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

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

  it('given the worker, when the operator grants editor and then revokes it, then sign-ins get editor and then the member role', async () => {
    expect((await admin(platform, ['grant-role', '--email', email, '--role', 'editor'])).stdout).toContain('now has the role editor');
    expect((await signIn(password)).body.userRole).toBe('editor');
    expect((await admin(platform, ['revoke-role', '--email', email])).stdout).toContain('is a member again');
    expect((await signIn(password)).body.userRole).toBe('authenticated');
    expect((await admin(platform, ['revoke-role', '--email', email])).stdout).toContain('had no staff role; nothing recorded');
  });

  it('given an address that has an account, when create-staff is asked for it, then it is refused and the account is untouched', async () => {
    const again = await admin(platform, ['create-staff', '--email', email, '--first-name', 'Eve', '--last-name', 'Other', '--role', 'auditor'], '');
    expect(again, JSON.stringify(again)).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('grant-role');
    expect((await signIn(password)).status).toBe(200);
  });

  it('given bad input, then it says what is wrong and records nothing', async () => {
    const weak = await admin(platform, ['create-staff', '--email', 'second@certus.test', '--first-name', 'A', '--last-name', 'B', '--role', 'worker', '--password-stdin'], 'short\n');
    expect(weak, JSON.stringify(weak)).toMatchObject({ code: 1 });
    expect(weak.stderr).toContain('at least 8 characters');
    const role = await admin(platform, ['grant-role', '--email', email, '--role', 'owner']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be one of worker, editor, auditor');
    const nobody = await admin(platform, ['grant-role', '--email', 'nobody@certus.test', '--role', 'worker']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No account uses this e-mail address.');
    expect(await platform.store.readStream(memberStreamId(memberIdForEmail('second@certus.test')))).toEqual([]);
  });

  it('given running projection workers, when the operator asks for the leaders, then each projection names the connection running it', async () => {
    const leaders = await admin(platform, ['leaders']);
    expect(leaders.code).toBe(0);
    expect(leaders.stdout).toMatch(/^projection members +\S.* connected /m);
    expect(leaders.stdout).toMatch(/^payment reconciler +none: nothing runs it$/m);
  });
});
