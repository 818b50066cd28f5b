import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { ImagePreload, RoutePreloadsEntry } from '@certus/contracts';

// Read through tsx, like the site-state table: TypeScript modules of the workspace, not of this config's bundle.
const ROUTE_PRELOADS_MODULE = fileURLToPath(new URL('../../contracts/src/http/route-preloads.ts', import.meta.url));
const SITE_STATES_MODULE = fileURLToPath(new URL('../src/app/site-states.ts', import.meta.url));
const HERO_DATA_MODULE = fileURLToPath(new URL('../src/features/home/components/hero-image-data.ts', import.meta.url));
const HOME_PAGE_MODULE = 'features/home/pages/home-page.tsx';
const HERO_FILE = /(?:^|\/)hero-slabs-(\d+)-[^/]*\.webp$/;

interface ChunkMetadata {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

const metadataOf = (chunk: OutputChunk) => (chunk as OutputChunk & ChunkMetadata).viteMetadata;

/** A chunk and the chunks it imports statically, depth first, each once. */
export function withStaticImports(first: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(first);
  return [...seen.values()];
}

/** The chunks a page's own chunk loads lazily (its `lazy()` parts), with what they import statically. */
export function lazyPartsOf(page: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  return page.dynamicImports.flatMap((name) => {
    const part = bundle[name];
    return part?.type === 'chunk' ? withStaticImports(part, bundle) : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A React Router path as a regular expression on the request's path: `:name` one segment (also after a prefix,
 * `/new-signing-:name`), `:name?` an optional segment, `*` the rest; a trailing slash allowed, as the router does.
 * Parameters are named groups, so the server can read the one a route's first slab depends on.
 */
export function routeRegExpSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  const parts = segments.map((segment) => {
    if (segment === '*') return '(?:/.*)?';
    const optional = /^:(\w+)\?$/.exec(segment);
    if (optional) return `(?:/(?<${optional[1]}>[^/]+))?`;
    const parameter = /^([^:]*):(\w+)$/.exec(segment);
    if (parameter) return `/${escapeRegExp(parameter[1]!)}(?<${parameter[2]}>[^/]+)`;
    return `/${escapeRegExp(segment)}`;
  });
  return `^${parts.join('')}/?$`;
}

/** How specific a route is: fewer parameters first, then longer static text (a static route wins over `/:x`). */
const specificity = (pattern: string) => {
  const parameters = (pattern.match(/:\w+|\*/g) ?? []).length;
  return [parameters, -pattern.replace(/:\w+\??|\*/g, '').length] as const;
};

export function bySpecificity(a: { pattern: string }, b: { pattern: string }): number {
  const [pa, la] = specificity(a.pattern);
  const [pb, lb] = specificity(b.pattern);
  return pa - pb || la - lb;
}

/**
 * Writes route-preloads.json (the contracts' RoutePreloads): for every path of the site-state table
 * (app/site-states.ts), the page's chunks that the main bundle does not hold, their styles, the pictures of the
 * build it shows first (the home page's hero), and what the server adds at request time (the slab it shows
 * first and largest, the featured comics). The site's server writes the matching entry into the head of the
 * page it sends (infra/platform/src/route-preloads.ts): the page's code and pictures are fetched with the
 * main bundle instead of after it has run (HTML, bundle, page, picture: three round trips before the picture
 * starts otherwise).
 */
export function routePreloadsFile(): Plugin {
  return {
    name: 'certus:route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { ROUTE_PRELOADS_FILE, RoutePreloads } = (await tsImport(ROUTE_PRELOADS_MODULE, import.meta.url)) as typeof import('../../contracts/src/http/route-preloads.ts');
      const states = (await tsImport(SITE_STATES_MODULE, import.meta.url)) as typeof import('../src/app/site-states.ts');
      const hero = (await tsImport(HERO_DATA_MODULE, import.meta.url)) as typeof import('../src/features/home/components/hero-image-data.ts');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      // The site's entry (index.html's main bundle) and the boot script of pages the server draws whole (src/boot.ts).
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      if (!entry) return this.error(`${ROUTE_PRELOADS_FILE}: the build has no entry chunk named index.`);
      const boot = chunks.find((chunk) => chunk.isEntry && chunk.name === 'boot');
      if (!boot) return this.error(`${ROUTE_PRELOADS_FILE}: the build has no boot chunk (src/boot.ts).`);
      if (boot.imports.length > 0) return this.error(`${ROUTE_PRELOADS_FILE}: the boot script imports ${boot.imports.join(', ')}: it must stand alone.`);
      // What index.html loads already (the main bundle and its imports) is not named again.
      const inShell = new Set(withStaticImports(entry, bundle).map((chunk) => chunk.fileName));
      // The chunk that holds the page's module (its own, or a group's that took it in).
      const chunkOfModule = (module: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/src/${module}`)));

      const heroImages = (home: OutputChunk): ImagePreload[] => {
        const files = new Map<number, string>();
        for (const asset of metadataOf(home)?.importedAssets ?? []) {
          const width = HERO_FILE.exec(asset)?.[1];
          if (width) files.set(Number(width), asset);
        }
        const missing = hero.HERO_WIDTHS.filter((width) => !files.has(width));
        if (missing.length > 0) this.error(`${ROUTE_PRELOADS_FILE}: no hero picture of width ${missing.join(', ')} in the home page's chunk.`);
        const srcset = hero.HERO_WIDTHS.map((width) => `/${files.get(width)} ${width}w`).join(', ');
        return [{ href: `/${files.get(hero.HERO_DEFAULT_WIDTH)}`, srcset, sizes: hero.HERO_SIZES }];
      };

      const routes: RoutePreloadsEntry[] = [];
      for (const state of states.allStates()) {
        const module = states.pageModuleOf(state.page);
        const page = chunkOfModule(module);
        if (!page) return this.error(`${ROUTE_PRELOADS_FILE}: ${state.name} names the module src/${module}, which is no chunk of the build.`);
        const pageChunks = withStaticImports(page, bundle).filter((chunk) => !inShell.has(chunk.fileName));
        // A page the server draws is styled by what its HTML holds, the parts the page itself loads lazily included
        // (the server draws those too): a sheet that came later would restyle the whole page when it arrived.
        const styledChunks = states.drawnOnServer(state) ? [...pageChunks, ...lazyPartsOf(page, bundle)].filter((chunk) => !inShell.has(chunk.fileName)) : pageChunks;
        const styles = [...new Set(styledChunks.flatMap((chunk) => [...(metadataOf(chunk)?.importedCss ?? [])]))];
        const images = module === HOME_PAGE_MODULE ? heroImages(page) : [];
        for (const pattern of [state.path, ...(state.aliases ?? [])]) {
          routes.push({
            pattern,
            match: routeRegExpSource(pattern),
            modules: pageChunks.map((chunk) => `/${chunk.fileName}`),
            styles: styles.map((file) => `/${file}`),
            images,
            ...(state.firstSlab ? { firstSlab: state.firstSlab } : {}),
            ...(state.inlines ? { inlines: state.inlines } : {}),
            ...(states.drawnOnServer(state) ? { serverDrawn: true } : {}),
            ...(states.drawnForMember(state) ? { forMember: true } : {}),
          });
        }
      }
      const file = RoutePreloads.parse({ routes: routes.sort(bySpecificity), boot: `/${boot.fileName}` });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(file, null, 1)}\n` });
    },
  };
}
