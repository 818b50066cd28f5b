import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * lib/api.ts: an endpoint's answer is parsed against its contract in development and the unit tests only, written
 * `responseSchema: import.meta.env.DEV ? Schema : undefined` so that the built site leaves the schema's module out.
 * Any other spelling (the schema alone, a helper, a constant from elsewhere) still parses in the tests but puts
 * the schemas and zod back on every reading page's first load, which no test would notice.
 */
const SOURCE = join(__dirname, '..');
const DEV_ONLY = /^responseSchema: import\.meta\.env\.DEV \? [A-Za-z_][\w.]*(?:\(\))? : undefined\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `responseSchema:` of the site's code, as "file: what follows it on the line". */
function responseSchemas(): string[] {
  return sourceFiles(SOURCE).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const at = line.indexOf('responseSchema:');
        return at < 0 ? [] : [`${relative(SOURCE, file)}: ${line.slice(at).trim()}`];
      }),
  );
}

describe('the answers’ contracts in the browser', () => {
  it('given every endpoint of the site, then each names its answer’s schema for development builds only', () => {
    const found = responseSchemas();
    // The site's endpoints do name their answers' schemas (a rename of the option would find none, and pass).
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((entry) => !DEV_ONLY.test(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });

  it('given the unit tests (a development build), then the schemas are there to parse with', () => {
    expect(import.meta.env.DEV).toBe(true);
  });
});
