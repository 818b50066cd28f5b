import { yieldToMain } from './yield-to-main.ts';

/**
 * How every lazy `import()` of the built site loads its chunk (the build puts this in place of Vite's preload
 * helper: scripts/lazy-chunks-in-turn.ts). As Vite's helper does, it names each file the chunk needs in a link so
 * that they are all fetched at once, waits for the stylesheets, then imports the chunk. Unlike it, it keeps each
 * step short, because a phone's main thread is judged by its long tasks (issue [2/7]: Total Blocking Time counts
 * each task's time past 50 ms, at four times this machine's time):
 * - the links are added after the caller's task, a few per task (on a first visit each took 1-2 ms: forty of them
 *   were a third of the router's start);
 * - the chunk's files are evaluated one per task, leaves first, before the chunk itself. A browser evaluates a
 *   module together with every module it imports that has not run yet, in one task: the account page's chunk with
 *   the contracts' schemas, zod and the API layer was one task of 70-120 ms. Importing its files one by one, in an
 *   order where each comes after the files it imports (the build lists them so), runs the same modules, each after
 *   everything it imports and only once, a file per task.
 */

/** Links added per task. */
const LINKS_PER_TASK = 8;

// The build's file names end in their type, and the URLs made of them carry no query.
const isStylesheet = (href: string) => href.endsWith('.css');

/** The site's URL of a file the build names ("assets/x.js"), as Vite's helper makes it (the site is served at `/`). */
const fileUrl = (file: string): string => new URL(`${import.meta.env.BASE_URL}${file}`, window.location.href).href;

/**
 * A file's link: a stylesheet applied as it loads, or a script fetched and compiled before it is imported. Both
 * with `crossorigin`, as Vite's helper makes them and as the server preloads a page's files (infra
 * route-preloads.ts): a stylesheet asked for without it did not match its preload (the request's credentials
 * mode differs), so the browser fetched each of a page's stylesheets twice on a first visit.
 */
function linkFor(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = isStylesheet(href) ? 'stylesheet' : 'modulepreload';
  if (!isStylesheet(href)) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

function stylesheetLoaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (event: Event) => {
      link.removeEventListener('load', settle);
      link.removeEventListener('error', settle);
      if (event.type === 'error') reject(new Error(`Unable to preload CSS for ${link.href}`));
      else resolve();
    };
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
  });
}

/**
 * Adds a link for each file not asked for yet and not in the page already (the server writes a disabled
 * stylesheet link for each sheet it inlined, infra route-preloads.ts, so that none is fetched again), a few per
 * task. Resolves with the loads of the stylesheets these files need.
 */
async function requestFiles(hrefs: readonly string[], requested: Map<string, Promise<void> | undefined>, pause: () => Promise<void>): Promise<Promise<void>[]> {
  const inPage = new Set<string>();
  const stylesheetsInPage = new Set<string>();
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    inPage.add(link.href);
    if (link.rel === 'stylesheet') stylesheetsInPage.add(link.href);
  }
  const loads: Promise<void>[] = [];
  let added = 0;
  for (const href of hrefs) {
    if (requested.has(href)) {
      const load = requested.get(href);
      if (load) loads.push(load);
      continue;
    }
    if ((isStylesheet(href) ? stylesheetsInPage : inPage).has(href)) {
      requested.set(href, undefined);
      continue;
    }
    const link = linkFor(href);
    const load = isStylesheet(href) ? stylesheetLoaded(link) : undefined;
    // A stylesheet that failed is forgotten, its link too, so the next chunk that needs it asks for it again.
    load?.catch(() => {
      requested.delete(href);
      link.remove();
    });
    requested.set(href, load);
    if (load) loads.push(load);
    document.head.appendChild(link);
    // The next file is looked up after the pause: a chunk loaded meanwhile may have asked for it.
    if (++added % LINKS_PER_TASK === 0) await pause();
  }
  return loads;
}

export interface LazyChunkLoaderParts {
  /** Imports a script by its URL (the browser's `import()`). */
  importFile: (href: string) => Promise<unknown>;
  /** Ends the task (lib/yield-to-main.ts). */
  pause: () => Promise<void>;
}

/**
 * A loader of lazy chunks: `importChunk` is the build's `() => import('./chunk.js')`, `files` the chunk's files
 * (itself, every script it imports, its stylesheets), leaves first. A file that fails (a stylesheet, a script gone
 * after a new release) fails the load: the router shows the page's error, as it did with Vite's helper, which
 * threw it on when nobody listened for its `vite:preloadError` (nothing here does).
 */
export function lazyChunkLoader({ importFile, pause }: LazyChunkLoaderParts) {
  // Each file already asked for: a stylesheet's load (shared by every chunk that needs it), or nothing for a script.
  const requested = new Map<string, Promise<void> | undefined>();
  return async function loadLazyChunk<T>(importChunk: () => Promise<T>, files?: readonly string[]): Promise<T> {
    if (files && files.length > 0) {
      const hrefs = files.map(fileUrl);
      // The caller (the router's start, a component's first render) goes on; the links come in tasks of their own.
      await pause();
      await Promise.all(await requestFiles(hrefs, requested, pause));
      for (const href of hrefs) {
        if (isStylesheet(href)) continue;
        await importFile(href);
        await pause();
      }
    }
    return importChunk();
  };
}

/** The site's loader (the build's `__vitePreload`). */
export const loadLazyChunk = lazyChunkLoader({ importFile: (href) => import(/* @vite-ignore */ href), pause: yieldToMain });
