import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NATIVE_MEMORY_ENV } from './compact-heap.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the C library settings of the processes that draw slabs', () => {
  it.each(['start', 'start:query'])('given npm run %s, then it starts its process with every one of them', (script) => {
    const command = scripts[script]!;
    for (const [name, value] of Object.entries(NATIVE_MEMORY_ENV)) expect(command).toMatch(new RegExp(`(^|&& )${name}=${value} tsx `));
  });
});
