import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('precompressed variants beside the built files', () => {
  it('given a chunk of 200 bytes that compresses well and a re-export that barely does, then only the first gets .br and .gz (the second would not save its Content-Encoding header)', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    // 200 bytes of code that compress to a third; 170 bytes that no encoding can shorten by its header's 24
    // (noise from a fixed-seed generator: the test is of the rule, not of one file).
    const chunk = `import{a as e,b as t}from"./CcNoiLO.js";${'const n=e(t("certus"));'.repeat(6)}export{n as x};`.padEnd(200, ' ');
    let seed = 20261129;
    const reexport = Buffer.from(Array.from({ length: 170 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23));
    await writeFile(path.join(folder, 'chunk.js'), chunk);
    await writeFile(path.join(folder, 'reexport.js'), reexport);

    await precompressFolder(folder);

    expect((await readdir(folder)).sort()).toEqual(['chunk.js', 'chunk.js.br', 'chunk.js.gz', 'reexport.js']);
  });
});
