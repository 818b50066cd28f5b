import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { bySpecificity, lazyPartsOf, routeRegExpSource } from './route-preloads-file.ts';

const matches = (pattern: string, path: string) => new RegExp(routeRegExpSource(pattern), 'i').exec(path);

describe("a route's pattern as the server matches it (route-preloads.json)", () => {
  it('given a parameter, then it takes one segment, named, with or without a trailing slash, in any case', () => {
    expect(matches('/certificate/:id', '/Certificate/19-DEMOA01-001/')?.groups).toEqual({ id: '19-DEMOA01-001' });
    expect(matches('/certificate/:id', '/certificate/19-DEMOA01-001/slab')).toBeNull();
    expect(matches('/certificate/:id', '/certificate/')).toBeNull();
  });

  it('given an optional parameter, a partial segment or a dot, then they match as the router matches them', () => {
    expect(matches('/population-report/:id?', '/population-report')?.groups?.id).toBeUndefined();
    expect(matches('/population-report/:id?', '/population-report/hulk')?.groups?.id).toBe('hulk');
    expect(matches('/new-signing-:name', '/new-signing-stan')?.groups?.name).toBe('stan');
    expect(matches('/new-signing-:name', '/featured')).toBeNull();
    expect(matches('/2017_Feb_HA', '/2017_feb_ha')).not.toBeNull();
    expect(matches('/', '/')).not.toBeNull();
    expect(matches('/', '/featured')).toBeNull();
  });

  it('given routes that could both match, then the one with fewer parameters, then more fixed text, comes first', () => {
    const sorted = ['/:page', '/news/:page', '/news', '/account/comics/:id', '/account/comics'].map((pattern) => ({ pattern })).sort(bySpecificity);

    expect(sorted.map((route) => route.pattern)).toEqual(['/account/comics', '/news', '/account/comics/:id', '/news/:page', '/:page']);
  });
});

describe("the parts a drawn page loads lazily, whose styles its HTML holds", () => {
  const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as OutputChunk;
  const bundleOf = (...chunks: OutputChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;

  it("given a page that loads its dashboard lazily, then the dashboard and what it imports count, and not what the dashboard itself loads lazily", () => {
    const page = chunk('page.js', ['shared.js'], ['dashboard.js']);
    const bundle = bundleOf(page, chunk('shared.js'), chunk('dashboard.js', ['badge.js'], ['routes.js']), chunk('badge.js'), chunk('routes.js'));

    expect(lazyPartsOf(page, bundle).map((c) => c.fileName)).toEqual(['dashboard.js', 'badge.js']);
  });
});
