import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@certus/infra';
import { readPostmasterLock, stopOrphanedServer } from '../../infra/src/db/postmaster-lock.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMBEDDED = 'infra/platform/src/embedded.ts';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm start` without the build: the embedded server as its own Node process (tsx as a loader, so the pid
 * is the server's own and kill -9 hits it, not an npx wrapper). No demo data, for a quick start.
 */
function startEmbedded(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', EMBEDDED], {
    cwd: REPO,
    env: { ...process.env, CERTUS_DEMO_DATA: '0', LOG_LEVEL: 'warn', HOST: '', SMTP_URL: '', DATABASE_URL: '', OIDC_PROVIDERS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * The longest a start may take here: compiling the platform, starting PostgreSQL, migrating and seeding. About 10 s
 * alone; it took over 30 s once inside npm test, beside three other suites on two cores. A bound, not a measure.
 */
const START_BOUND_MS = 90_000;

/** Its exit code; a server that keeps running instead fails the test within the start bound rather than at the test timeout. */
async function exitCodeOf(run: Run): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const stillRunning = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${START_BOUND_MS / 1000} s: ${run.output()}`)), START_BOUND_MS);
  });
  try {
    return await Promise.race([run.exited, stillRunning]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForHealth(port: number, run: Run): Promise<void> {
  const deadline = Date.now() + START_BOUND_MS;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`the server exited (${run.child.exitCode}): ${run.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer on port ${port} within ${START_BOUND_MS / 1000} s: ${run.output()}`);
}

/** A folder PostgreSQL's system user may enter (it runs as `postgres` when the tests run as root, as in CI). */
function openTempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'certus-embedded-'));
  chmodSync(dir, 0o755);
  return dir;
}

describe('starting the embedded default (npm start) as an operator does', () => {
  const dirs: string[] = [];
  const runs: Run[] = [];

  afterAll(async () => {
    for (const run of runs) if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
    await Promise.all(runs.map((run) => run.exited));
    // Never leave a server behind in CI, whatever failed above.
    for (const dir of dirs) {
      const lock = readPostmasterLock(path.join(dir, 'data', 'pg'));
      if (lock) await stopOrphanedServer(lock.pid).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given a server killed with -9 (its PostgreSQL left running), when started again on the same data folder, then it comes up', async () => {
    const dir = openTempDir();
    dirs.push(dir);
    const env = { CERTUS_DATA_DIR: path.join(dir, 'data') };

    const firstPort = await freePort();
    const first = startEmbedded({ ...env, PORT: String(firstPort) });
    runs.push(first);
    await waitForHealth(firstPort, first);
    const orphan = readPostmasterLock(path.join(dir, 'data', 'pg'))!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(() => process.kill(orphan.pid, 0), 'PostgreSQL outlives the killed server').not.toThrow();

    const port = await freePort();
    const second = startEmbedded({ ...env, PORT: String(port) });
    runs.push(second);
    await waitForHealth(port, second);
    expect(second.output()).toContain(`stopping PostgreSQL (process ${orphan.pid}) left running`);
    expect(readPostmasterLock(path.join(dir, 'data', 'pg'))!.pid).not.toBe(orphan.pid);

    // While it runs: a third start on the same folder leaves it alone and says why.
    const third = startEmbedded({ ...env, PORT: String(await freePort()) });
    runs.push(third);
    expect(await exitCodeOf(third)).not.toBe(0);
    expect(third.output()).toContain(`Certus could not start: The data folder ${path.join(dir, 'data', 'pg')} is in use by another running Certus (process ${second.child.pid})`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // Its dev mailbox answers this machine, and nobody a proxy forwards.
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox/messages`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox/messages`, { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(403);

    second.child.kill('SIGTERM');
    expect(await exitCodeOf(second)).toBe(0);
    expect(readPostmasterLock(path.join(dir, 'data', 'pg')), 'a clean stop stops PostgreSQL too').toBeUndefined();
  }, 4 * START_BOUND_MS);

  it('given HOST=0.0.0.0 with the mail sink and the demo sign-in on, when started, then it refuses in one sentence saying what to set', async () => {
    const dir = openTempDir();
    dirs.push(dir);
    const run = startEmbedded({ CERTUS_DATA_DIR: path.join(dir, 'data'), PORT: String(await freePort()), HOST: '0.0.0.0', CERTUS_DEMO_DATA: '1' });
    runs.push(run);
    expect(await exitCodeOf(run)).not.toBe(0);
    expect(run.output()).toContain(
      'Certus could not start: HOST=0.0.0.0 would open the dev mailbox (every mail, password-reset links included) and the demo sign-in (any e-mail address signs in) to other machines: set SMTP_URL (a real mail server) and OIDC_PROVIDERS or CERTUS_DEMO_DATA=0, or leave HOST unset to listen on 127.0.0.1 only.',
    );
    expect(existsSync(path.join(dir, 'data', 'pg')), 'nothing was started').toBe(false);
  }, 2 * START_BOUND_MS);

  // PostgreSQL runs as the `postgres` system user only when we are root (CI is): otherwise it runs as us,
  // and a folder we made is one we can enter.
  it.runIf(process.getuid?.() === 0)('given a data folder inside a 0700 folder (mktemp -d) as root, when started, then it names the folder and the fix, and exits', async () => {
    const privateDir = mkdtempSync(path.join(os.tmpdir(), 'certus-private-'));
    dirs.push(privateDir);
    const run = startEmbedded({ CERTUS_DATA_DIR: path.join(privateDir, 'data'), PORT: String(await freePort()) });
    runs.push(run);
    expect(await exitCodeOf(run)).not.toBe(0);
    expect(run.output()).toContain(
      `Certus could not start: PostgreSQL runs as the system user postgres, which cannot enter ${privateDir}, where its data folder is (${path.join(privateDir, 'data', 'pg')}): set CERTUS_DATA_DIR to a folder others can enter (e.g. CERTUS_DATA_DIR=/var/tmp/certus-data), or move the project to one.`,
    );
    expect(run.output()).not.toContain('EACCES');
  }, 2 * START_BOUND_MS);
});
