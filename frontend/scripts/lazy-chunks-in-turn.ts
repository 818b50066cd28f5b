import { fileURLToPath } from 'node:url';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Vite's helper that every lazy `import()` of the build goes through (vite:build-import-analysis imports it). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** The site's own loader put in its place. */
const LAZY_CHUNKS_MODULE = fileURLToPath(new URL('../src/lib/lazy-chunks.ts', import.meta.url));

/**
 * A lazy chunk's files (the chunk and every file it imports, as Vite lists them for its preload helper) in the
 * order the loader (src/lib/lazy-chunks.ts) evaluates them in: each script after the scripts it imports, so that
 * importing them one by one runs about one file per task; then the stylesheets, whose order does not matter.
 */
export function dependenciesLeavesFirst(files: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const listed = new Set(files);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const imported of importsOf(file)) if (listed.has(imported)) visit(imported);
    ordered.push(file);
  };
  for (const file of files) if (!file.endsWith('.css')) visit(file);
  return [...ordered, ...files.filter((file) => file.endsWith('.css'))];
}

/** The preload lists of a chunk's code: its file table and each lazy import's indexes into it. */
const FILE_TABLE = /m\.f=\[((?:"[^"\\]*",?)*)\]/;
const PRELOAD_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A piece of code replaced by one of another length: where (0-based line and column), and the change of length. */
export interface CodeEdit {
  line: number;
  column: number;
  delta: number;
}

/**
 * Rewrites a chunk's preload lists so that each lists its files leaves first. The file table is put in that
 * order once for all its files (`dependenciesLeavesFirst`, which keeps that order for any list of them, as a list
 * holds every file its chunk imports), and each list in ascending order of the table: ascending runs, as Vite
 * writes them, compress as well as before (each list in an order of its own cost the main bundle 0.3 kB of
 * brotli). An index can change its number of digits, so the edits are returned for the source map.
 */
export function reorderPreloadLists(code: string, importsOf: (file: string) => readonly string[]): { code: string; edits: CodeEdit[] } {
  const table = FILE_TABLE.exec(code);
  if (!table) return { code, edits: [] };
  const files = JSON.parse(`[${table[1]}]`) as string[];
  const ordered = dependenciesLeavesFirst(files, importsOf);
  const newIndex = new Map(ordered.map((file, index) => [file, index]));
  const edits: CodeEdit[] = [];
  let rewritten = '';
  let copiedUpTo = 0;
  // Replacements come in order of position: the line count goes on from the last one.
  let line = 0;
  let lineStart = 0;
  const replace = (start: number, end: number, text: string) => {
    for (let at = code.indexOf('\n', lineStart); at !== -1 && at < start; at = code.indexOf('\n', lineStart)) {
      line++;
      lineStart = at + 1;
    }
    edits.push({ line, column: start - lineStart, delta: text.length - (end - start) });
    rewritten += code.slice(copiedUpTo, start) + text;
    copiedUpTo = end;
  };
  const tableStart = table.index + 'm.f=['.length;
  replace(tableStart, tableStart + table[1]!.length, ordered.map((file) => JSON.stringify(file)).join(','));
  for (const call of code.matchAll(PRELOAD_LIST)) {
    const indexes = call[1]!.split(',').map((index) => newIndex.get(files[Number(index)]!)!);
    replace(call.index, call.index + call[0].length, `__vite__mapDeps([${indexes.sort((x, y) => x - y).join(',')}])`);
  }
  rewritten += code.slice(copiedUpTo);
  return { code: rewritten, edits: edits.filter((edit) => edit.delta !== 0) };
}

/**
 * A source map's mappings after `edits`: on each edited line, what comes after an edit moves by its change of
 * length. (An edit only renumbers a list: nothing inside it had a mapping of its own.)
 */
export function shiftMappings(mappings: string, edits: readonly CodeEdit[]): string {
  if (edits.length === 0) return mappings;
  const lines = decode(mappings);
  // Right to left, so that each edit compares with the columns as they were before it.
  for (const edit of [...edits].sort((a, b) => b.line - a.line || b.column - a.column)) {
    for (const segment of lines[edit.line] ?? []) if (segment[0] > edit.column) segment[0] += edit.delta;
  }
  return encode(lines);
}

/** Each JS file's static imports, as the bundle's file names under the site's root ("assets/x.js"). */
export function staticImportsIn(bundle: OutputBundle): (file: string) => readonly string[] {
  return (file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? chunk.imports : [];
  };
}

/**
 * Puts the site's loader of lazy chunks (src/lib/lazy-chunks.ts) in place of Vite's preload helper, and lists each
 * lazy chunk's files leaves first for it (`dependenciesLeavesFirst`): the loader evaluates them in that order, one
 * per task.
 */
export function lazyChunksInTurn(): Plugin {
  let helperReplaced = false;
  return {
    name: 'certus:lazy-chunks-in-turn',
    apply: 'build',
    buildStart() {
      helperReplaced = false;
    },
    transform(_code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      helperReplaced = true;
      return { code: `export { loadLazyChunk as __vitePreload } from ${JSON.stringify(LAZY_CHUNKS_MODULE)};`, map: null };
    },
    // After Vite has written the preload lists (vite:build-import-analysis, in its own generateBundle).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const withLists = Object.values(bundle).some((output) => output.type === 'chunk' && output.code.includes('__vite__mapDeps'));
        // A Vite that names its helper otherwise would leave the lists leaves first for a helper that ignores it.
        if (withLists && !helperReplaced) this.error(`Vite's preload helper (${JSON.stringify(PRELOAD_HELPER_ID)}) was not replaced: see ${import.meta.url}`);
        const importsOf = staticImportsIn(bundle);
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__vite__mapDeps')) continue;
          const { code, edits } = reorderPreloadLists(output.code, importsOf);
          output.code = code;
          if (edits.length === 0) continue;
          if (output.map) output.map.mappings = shiftMappings(output.map.mappings, edits);
          // The map's file is in the bundle already (Vite's import analysis writes it with its own changes).
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = shiftMappings(map.mappings, edits);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
