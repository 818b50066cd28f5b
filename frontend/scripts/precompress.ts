import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and woff2 fonts are compressed already, source maps are fetched only by DevTools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/**
 * A compressed variant is sent with a `Content-Encoding: br` (or gzip) header, 24 bytes over HTTP/1.1: written
 * only where it saves more than that. A page's first load is dozens of chunks of a few hundred bytes each: most
 * are a third smaller compressed; the smallest (a re-export, 170 bytes) gain nothing.
 */
const ENCODING_HEADER_BYTES = 24;
/** Too small for any encoding to save its header. */
const MIN_BYTES = 64;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each text file of the built site,
 * once at build time, so the server sends the smallest form a browser accepts without compressing per request
 * (infra/platform/src/precompressed-files.ts). A variant that would not save its header's bytes is not written.
 */
export async function precompressFolder(folder: string): Promise<{ file: string; raw: number; br?: number; gz?: number }[]> {
  const files = await listFiles(folder);
  const written: { file: string; raw: number; br?: number; gz?: number }[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        const entry: { file: string; raw: number; br?: number; gz?: number } = { file: path.relative(folder, file), raw: content.length };
        if (content.length - br.length > ENCODING_HEADER_BYTES) {
          await writeFile(`${file}.br`, br);
          entry.br = br.length;
        }
        if (content.length - gz.length > ENCODING_HEADER_BYTES) {
          await writeFile(`${file}.gz`, gz);
          entry.gz = gz.length;
        }
        written.push(entry);
      }),
  );
  return written;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      // .vite holds the build manifest, which the server never sends.
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(full);
      return (await stat(full)).isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The Vite side: runs after the bundle and the public folder are written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'certus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
