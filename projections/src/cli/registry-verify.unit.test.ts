import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { registryPublicKey } from '@certus/contracts/registry/registry-log';
import { TEST_REGISTRY_KEY, aRegistryLog, anExport, headsOf } from '@certus/contracts/registry/testing/registry-builders';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'registry-verify.ts');
const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

/** Runs `npm run registry:verify` on a file: its exit code and what it printed. */
async function verify(file: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(TSX, [CLI, file, ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run registry:verify: an export checked offline', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'registry-verify-'));
  const log = aRegistryLog(6);
  const text = anExport(log, headsOf(log, [2, 6]));
  const good = path.join(folder, 'good.jsonl');
  writeFileSync(good, text);

  it('given a whole export, then OK and exit 0; with the key pinned, the heads are checked against it', async () => {
    expect(await verify(good)).toEqual({ code: 0, stdout: expect.stringMatching(/^OK: 6 entries and 2 signed heads/) });
    expect((await verify(good, '--key', registryPublicKey(TEST_REGISTRY_KEY))).code).toBe(0);
  });

  it('given one byte of entry 3 changed, then exit 1 and the report names entry 3', async () => {
    const lines = text.split('\n');
    lines[4] = lines[4]!.replace('"grade":4', '"grade":5');
    const bad = path.join(folder, 'bad.jsonl');
    writeFileSync(bad, lines.join('\n'));
    const { code, stdout } = await verify(bad);
    expect(code).toBe(1);
    expect(stdout).toContain('entry 3 (26-TESTREG-004): The entry is not in the tree the head signed at 2026-11-02T23:59:59.999Z was signed over');
  });

  it("given another key pinned, then the heads are refused though they verify under the file's own key", async () => {
    const { code, stdout } = await verify(good, '--key', registryPublicKey('33'.repeat(32)));
    expect(code).toBe(1);
    expect(stdout).toContain('header: The export does not list the key');
  });

  it('given no file, or one that cannot be read, then exit 2 with the usage', async () => {
    expect((await verify(path.join(folder, 'missing.jsonl'))).code).toBe(2);
  });
});
