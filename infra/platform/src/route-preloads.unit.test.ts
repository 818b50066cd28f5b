import { describe, expect, it } from 'vitest';
import type { RoutePreloadsEntry } from '@certus/contracts';
import { matchRoute, pageStyles, type RouteTable } from './route-preloads.ts';

const entry = (pattern: string, match: string, extra: Partial<RoutePreloadsEntry> = {}): RoutePreloadsEntry => ({ pattern, match, modules: [], styles: [], images: [], ...extra });

const table = (entries: RoutePreloadsEntry[], styleSheets: Record<string, string> = {}): RouteTable => ({
  routes: entries.map((e) => ({ entry: e, match: new RegExp(e.match, 'i') })),
  styleSheets: new Map(Object.entries(styleSheets)),
  boot: null,
});

describe("matching a request's path to the build's route table", () => {
  const routes = table([
    entry('/account/comics', '^/account/comics/?$'),
    entry('/account/comics/:id', '^/account/comics/(?<id>[^/]+)/?$'),
    entry('/certificate/:id', '^/certificate/(?<id>[^/]+)/?$'),
  ]);

  it('given a path in another case or with a trailing slash, then it matches as the router matches it (case-insensitively)', () => {
    expect(matchRoute(routes, '/ACCOUNT/Comics/')?.entry.pattern).toBe('/account/comics');
  });

  it('given a parameter, then it is read decoded, as the router hands it to the page', () => {
    expect(matchRoute(routes, '/certificate/19%2DDEMOA01-001')?.params).toEqual({ id: '19-DEMOA01-001' });
    expect(matchRoute(routes, '/certificate/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('given a path no route has, then nothing matches', () => {
    expect(matchRoute(routes, '/certificate/a/b')).toBeNull();
    expect(matchRoute(routes, '/nowhere')).toBeNull();
  });
});

describe("a drawn page's styles, written into it", () => {
  it("given a stylesheet that holds '</style', then it cannot end its element early", () => {
    const styled = entry('/', '^/?$', { styles: ['/assets/a.css', '/assets/missing.css'] });

    const styles = pageStyles(table([styled], { '/assets/a.css': '.a{content:"</style><script>x</script>"}' }), styled);

    expect(styles[0]).toBe('<style data-route-style="/assets/a.css">.a{content:"<\\/style><script>x</script>"}</style>');
  });

  it("given a stylesheet written in, then a disabled link names its file, so the page's code does not add it again, and a missing file is not named", () => {
    const styled = entry('/', '^/?$', { styles: ['/assets/a.css', '/assets/missing.css'] });

    const styles = pageStyles(table([styled], { '/assets/a.css': '.a{color:red}' }), styled);

    expect(styles).toEqual(['<style data-route-style="/assets/a.css">.a{color:red}</style>', '<link rel="stylesheet" href="/assets/a.css" disabled>']);
  });
});
