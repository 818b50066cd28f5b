import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PUBLIC_PAGES_MODULE = fileURLToPath(new URL('../src/app/public-pages.ts', import.meta.url));

/**
 * Writes the site's public pages (from the site-state table) into the build as public-pages.json, which the
 * server turns into /sitemap.xml with its own PUBLIC_ORIGIN (the build does not know where it will be served).
 * The table is read through tsx: it is TypeScript that only names its page modules, never loads them here.
 */
export function publicPagesFile(): Plugin {
  return {
    name: 'certus:public-pages',
    apply: 'build',
    async generateBundle() {
      const module = (await tsImport(PUBLIC_PAGES_MODULE, import.meta.url)) as typeof import('../src/app/public-pages.ts');
      this.emitFile({ type: 'asset', fileName: module.PUBLIC_PAGES_FILE, source: `${JSON.stringify(module.publicPagePaths(), null, 2)}\n` });
    },
  };
}
