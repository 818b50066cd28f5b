import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@certus/infra';
import { MAIL_REACTOR_NAMES, allReactors } from '@certus/projections';
import type { EventStore } from '@certus/infra';

/** infra/ops/env.example, the operator's environment file (issue [7/7]: a new operator could not source it). */
const FILE = path.join(REPO_ROOT, 'infra', 'ops', 'env.example');

describe('infra/ops/env.example', () => {
  it('given a shell, when it reads the file (set -a; .), then every value comes through whole and nothing complains', () => {
    const shell = spawnSync('sh', ['-c', `set -a; . "${FILE}"; printf '%s|%s|%s' "$MAIL_FROM" "$DELIVERY" "$DATABASE_URL"`], { encoding: 'utf8' });
    expect(shell.stderr).toBe('');
    expect(shell.status).toBe(0);
    expect(shell.stdout).toBe('Certus <no-reply@example.com>|nats|postgres://certus:CHANGE_ME@127.0.0.1:5432/certus');
  });

  it('given the file sourced as it comes, when a service starts on it, then it stops at once, naming the first value left at CHANGE_ME', () => {
    const service = path.join(REPO_ROOT, 'command-service', 'src', 'main.ts');
    const run = spawnSync('sh', ['-c', `set -a; . "${FILE}"; exec "${process.execPath}" --import tsx "${service}"`], { encoding: 'utf8', cwd: REPO_ROOT, timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("DATABASE_URL still holds the template's CHANGE_ME");
  });

  it('names every reactor a projections process runs, so none is left without a worker', () => {
    const text = readFileSync(FILE, 'utf8');
    const names = [...allReactors({} as EventStore).map((r) => r.name), ...MAIL_REACTOR_NAMES];
    for (const name of names) expect(text, name).toMatch(new RegExp(`^#   ${name} +\\S`, 'm'));
  });
});
