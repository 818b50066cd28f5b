import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { dependenciesLeavesFirst, staticImportsIn } from './lazy-chunks-in-turn.ts';
import { withStaticImports } from './route-preloads-file.ts';

/** The main bundle's tag as Vite writes it in index.html (the server's page-html.ts knows it too). */
const MAIN_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;

/**
 * index.html's main script made the boot script (src/boot.ts), naming the main bundle and, leaves first, the files
 * it imports: the boot script imports them one per task (boot/start-after-first-picture.ts importInTurn). The
 * bundle's own file is preloaded beside them, as its script tag had it fetched. Null when there is no main script.
 */
export function bootTagInPlaceOfMainScript(html: string, boot: string, deps: readonly string[]): string | null {
  if (!MAIN_SCRIPT.test(html)) return null;
  return html.replace(MAIN_SCRIPT, (_tag, app: string) =>
    [
      `<script type="module" crossorigin src="/${boot}" data-app-src="/${app}" data-app-deps="${deps.map((file) => `/${file}`).join(' ')}"></script>`,
      `<link rel="modulepreload" crossorigin href="/${app}">`,
    ].join('\n    '),
  );
}

const entryNamed = (bundle: OutputBundle, name: string) =>
  Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === name);

/**
 * The main bundle in several files (vite.config.ts groups the libraries apart from the site's own code), each
 * evaluated in a task of its own: index.html starts the site with the boot script, which imports them in turn.
 * The modulepreload links Vite writes stay, so the files are all fetched at once; a page the
 * server draws whole drops them (infra/platform page-html.ts), its code waiting for its first picture.
 */
export function mainBundleInTurn(): Plugin {
  return {
    name: 'certus:main-bundle-in-turn',
    apply: 'build',
    // After vite:build-html has written index.html.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = entryNamed(bundle, 'index');
        const boot = entryNamed(bundle, 'boot');
        const page = bundle['index.html'];
        if (!entry || !boot || page?.type !== 'asset') return this.error('main-bundle-in-turn: the build needs the entries index and boot, and index.html.');
        const files = withStaticImports(entry, bundle).map((chunk) => chunk.fileName);
        const deps = dependenciesLeavesFirst(files, staticImportsIn(bundle)).filter((file) => file !== entry.fileName);
        const html = bootTagInPlaceOfMainScript(String(page.source), boot.fileName, deps);
        if (html === null) return this.error(`main-bundle-in-turn: index.html has no main script written as ${MAIN_SCRIPT}.`);
        page.source = html;
      },
    },
  };
}
