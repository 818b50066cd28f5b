import { describe, expect, it } from 'vitest';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { dependenciesLeavesFirst, reorderPreloadLists, shiftMappings } from './lazy-chunks-in-turn.ts';

const graph: Record<string, string[]> = {
  'assets/page.js': ['assets/api.js', 'assets/card.js'],
  'assets/api.js': ['assets/schemas.js', 'assets/index.js'],
  'assets/schemas.js': ['assets/zod.js'],
  'assets/card.js': ['assets/zod.js'],
  'assets/zod.js': [],
};
const importsOf = (file: string) => graph[file] ?? [];

describe("a lazy chunk's files, in the order the site's loader evaluates them", () => {
  it('given a chunk listed before what it imports, then every script comes after the scripts it imports, and the stylesheets last', () => {
    const listed = ['assets/page.js', 'assets/page.css', 'assets/api.js', 'assets/schemas.js', 'assets/zod.js', 'assets/card.js'];

    const ordered = dependenciesLeavesFirst(listed, importsOf);

    expect(ordered).toEqual(['assets/zod.js', 'assets/schemas.js', 'assets/api.js', 'assets/card.js', 'assets/page.js', 'assets/page.css']);
    for (const [at, file] of ordered.entries()) for (const imported of importsOf(file)) if (listed.includes(imported)) expect(ordered.indexOf(imported)).toBeLessThan(at);
  });

  it('given a file the list does not hold (the main bundle) or a cycle, then it is left out or followed once, and nothing is lost', () => {
    const cyclic = { ...graph, 'assets/zod.js': ['assets/schemas.js'] };

    const ordered = dependenciesLeavesFirst(['assets/api.js', 'assets/schemas.js', 'assets/zod.js'], (file) => cyclic[file] ?? []);

    expect([...ordered].sort()).toEqual(['assets/api.js', 'assets/schemas.js', 'assets/zod.js']);
    expect(ordered.at(-1)).toBe('assets/api.js');
  });

  it("given a chunk's code, then its table is put leaves first and each list ascends in it, so each list is leaves first too", () => {
    const code = [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/page.js","assets/api.js","assets/page.css","assets/schemas.js","assets/zod.js","assets/card.js"])))=>i.map(i=>d[i]);',
      'const a=()=>Z(()=>import("./page.js"),__vite__mapDeps([0,1,2,3,4,5]));',
      'const b=()=>Z(()=>import("./card.js"),__vite__mapDeps([5,4]));',
    ].join('\n');

    const { code: rewritten } = reorderPreloadLists(code, importsOf);

    expect(rewritten).toContain('m.f=["assets/zod.js","assets/schemas.js","assets/api.js","assets/card.js","assets/page.js","assets/page.css"]');
    expect(rewritten).toContain('__vite__mapDeps([0,1,2,3,4,5])');
    expect(rewritten).toContain('__vite__mapDeps([0,3])');
    expect(rewritten.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
  });

  it('given a list whose numbers change length, then the edit is reported where it is, and the source map moves what follows it on its line', () => {
    const files = Array.from({ length: 12 }, (_, index) => `"assets/f${index}.js"`);
    // f0 imports f11: f11 comes first in the new table, so the list [0,11] becomes [0,1] (one digit shorter).
    const code = `x(m.f=[${files.join(',')}]);\nq=1;const a=__vite__mapDeps([0,11]);after();`;
    const { code: rewritten, edits } = reorderPreloadLists(code, (file) => (file === 'assets/f0.js' ? ['assets/f11.js'] : []));

    expect(rewritten.split('\n')[1]).toBe('q=1;const a=__vite__mapDeps([0,1]);after();');
    expect(edits).toEqual([{ line: 1, column: code.split('\n')[1]!.indexOf('__vite__'), delta: -1 }]);
    // Line 1: a segment before the list (column 0), one at `after` (column 39), one on line 0 untouched.
    const mappings = encode([[[5, 0, 0, 0]], [[0, 0, 1, 0], [39, 0, 2, 0]]]);
    expect(decode(shiftMappings(mappings, edits))).toEqual([[[5, 0, 0, 0]], [[0, 0, 1, 0], [38, 0, 2, 0]]]);
  });

  it('given code without preload lists, then it is returned as it was', () => {
    expect(reorderPreloadLists('export const x = 1;', importsOf)).toEqual({ code: 'export const x = 1;', edits: [] });
  });
});
