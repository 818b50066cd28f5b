import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Read by the site's server (infra/platform/src/static-site.ts keeps the same name). */
export const HOME_PRELOADS_FILE = 'home-preloads.html';

const HOME_PAGE_MODULE = 'src/features/home/pages/home-page.tsx';
const HERO_DATA_MODULE = fileURLToPath(new URL('../src/features/home/components/hero-image-data.ts', import.meta.url));
const HERO_FILE = /(?:^|\/)hero-slabs-(\d+)-[^/]*\.webp$/;

interface ChunkMetadata {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A chunk and the chunks it imports statically, depth first, each once. */
function withStaticImports(first: OutputChunk, bundle: OutputBundle): OutputChunk[] {
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

/**
 * Writes home-preloads.html: the `<link>`s that have a visit to / fetch the home page's code, its styles and
 * the hero's picture (its largest paint) with the shell, instead of one after the other once the shell has
 * run and the router has asked for the page (HTML, shell, page, picture: three round trips before the picture
 * starts). The server puts them into the head of / only (other pages would fetch a picture they never show).
 * The picture's srcset and sizes are the <img>'s own (hero-image-data.ts), so the browser uses what it preloaded.
 */
export function homePreloadsFile(): Plugin {
  return {
    name: 'certus:home-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${HOME_PAGE_MODULE}`));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!home || !entry) return this.error(`${HOME_PRELOADS_FILE}: the build has no chunk for ${HOME_PAGE_MODULE} or no entry.`);
      const hero = (await tsImport(HERO_DATA_MODULE, import.meta.url)) as typeof import('../src/features/home/components/hero-image-data.ts');

      // What index.html loads already (the shell and its imports) is not named again.
      const inShell = new Set(withStaticImports(entry, bundle).map((chunk) => chunk.fileName));
      const pageChunks = withStaticImports(home, bundle).filter((chunk) => !inShell.has(chunk.fileName));
      const metadataOf = (chunk: OutputChunk) => (chunk as OutputChunk & ChunkMetadata).viteMetadata;
      const styles = [...new Set(pageChunks.flatMap((chunk) => [...(metadataOf(chunk)?.importedCss ?? [])]))];
      const heroFiles = new Map<number, string>();
      for (const asset of metadataOf(home)?.importedAssets ?? []) {
        const width = HERO_FILE.exec(asset)?.[1];
        if (width) heroFiles.set(Number(width), asset);
      }
      const missing = hero.HERO_WIDTHS.filter((width) => !heroFiles.has(width));
      if (missing.length > 0) return this.error(`${HOME_PRELOADS_FILE}: no hero picture of width ${missing.join(', ')} in the home page's chunk.`);

      const url = (file: string) => escapeAttribute(`/${file}`);
      const srcset = hero.HERO_WIDTHS.map((width) => `/${heroFiles.get(width)} ${width}w`).join(', ');
      const links = [
        `<link rel="preload" as="image" href="${url(heroFiles.get(hero.HERO_DEFAULT_WIDTH)!)}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(hero.HERO_SIZES)}" fetchpriority="high">`,
        ...pageChunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${url(chunk.fileName)}">`),
        // Preloaded, not applied: the page's code applies them when it loads, as on any other route.
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${url(file)}">`),
      ];
      this.emitFile({ type: 'asset', fileName: HOME_PRELOADS_FILE, source: `${links.join('\n')}\n` });
    },
  };
}
