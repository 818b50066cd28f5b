import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';

/** One file the browser fetched, with the bytes that crossed the wire for its body (compressed as served). */
export interface FetchedFile {
  path: string;
  kind: 'script' | 'stylesheet' | 'font' | 'image' | 'document' | 'other';
  transferredBytes: number;
  decodedBytes: number;
  encoding: string;
  /** The source modules the build put in it (from the site's manifest), for the printed list. */
  sources: string[];
}

const kindOf = (response: Response): FetchedFile['kind'] => {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet' || type === 'font' || type === 'image' || type === 'document') return type;
  // <link rel="modulepreload"> is fetched as "other" by Chromium: it is a script all the same.
  if (/\.m?js(\?|$)/.test(response.url())) return 'script';
  if (/\.css(\?|$)/.test(response.url())) return 'stylesheet';
  return 'other';
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Which source modules each built file holds, read from the manifest of the site the e2e server serves. */
function sourcesByFile(): Map<string, string[]> {
  const manifestPath = path.join(repoRoot, '.tmp', 'e2e-site', '.vite', 'manifest.json');
  const byFile = new Map<string, string[]>();
  if (!existsSync(manifestPath)) return byFile;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string; name?: string }>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const list = byFile.get(`/${chunk.file}`) ?? [];
    list.push(chunk.src ?? key);
    byFile.set(`/${chunk.file}`, list);
  }
  return byFile;
}

/**
 * Records every same-origin response of the page from now on; `files()` answers them with their transferred
 * sizes once the visit is over (Chromium's own byte counts, as DevTools shows them).
 */
export function recordFetchedFiles(page: Page, origin: string) {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin)) responses.push(response);
  });
  return {
    async files(): Promise<FetchedFile[]> {
      const sources = sourcesByFile();
      const files: FetchedFile[] = [];
      for (const response of responses) {
        await response.finished();
        const sizes = await response.request().sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const filePath = new URL(response.url()).pathname;
        files.push({
          path: filePath,
          kind: kindOf(response),
          transferredBytes: sizes.responseBodySize,
          decodedBytes: body.length,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          sources: sources.get(filePath) ?? [],
        });
      }
      return files;
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The printed list: one line per file, largest first, and the totals. */
export function describeFiles(files: readonly FetchedFile[]): string {
  const sorted = [...files].sort((a, b) => b.transferredBytes - a.transferredBytes);
  const lines = sorted.map(
    (f) => `  ${f.kind.padEnd(10)} ${f.path.padEnd(52)} ${kb(f.transferredBytes).padStart(9)} ${f.encoding.padEnd(8)} (${kb(f.decodedBytes)} decoded) ${f.sources.join(', ')}`,
  );
  const total = (kind: FetchedFile['kind']) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.transferredBytes, 0);
  lines.push(`  JavaScript: ${kb(total('script'))} in ${files.filter((f) => f.kind === 'script').length} files; CSS: ${kb(total('stylesheet'))}; fonts: ${kb(total('font'))}; all: ${kb(files.reduce((s, f) => s + f.transferredBytes, 0))} in ${files.length} requests`);
  return lines.join('\n');
}
