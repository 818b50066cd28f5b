import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunkLoader } from './lazy-chunks.ts';

const url = (file: string) => new URL(`/${file}`, window.location.href).href;
const linksIn = (head: HTMLHeadElement) => Array.from(head.querySelectorAll('link')).map((link) => `${link.rel} ${new URL(link.href).pathname}`);

/** A loader whose imports and pauses are written down in the order they happen. */
function loaderWithLog() {
  const log: string[] = [];
  const load = lazyChunkLoader({
    importFile: async (href) => void log.push(`import ${new URL(href).pathname}`),
    pause: async () => void log.push('pause'),
  });
  return { log, load };
}

/** Settles a stylesheet link as the browser would once it has loaded (or failed). */
function settle(file: string, type: 'load' | 'error') {
  const link = document.head.querySelector<HTMLLinkElement>(`link[href="${url(file)}"]`);
  link?.dispatchEvent(new Event(type));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('a lazy chunk loaded by the site', () => {
  it('given its files, then after its caller\'s task each is named in a link, the scripts are evaluated one per task in order, then the chunk', async () => {
    const { log, load } = loaderWithLog();
    const chunk = vi.fn(async () => {
      log.push('chunk');
      return { Page: 'page' };
    });

    const loaded = load(chunk, ['assets/zod.js', 'assets/api.js', 'assets/page.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);

    await expect(loaded).resolves.toEqual({ Page: 'page' });
    expect(linksIn(document.head)).toEqual(['modulepreload /assets/zod.js', 'modulepreload /assets/api.js', 'modulepreload /assets/page.js']);
    expect(log).toEqual(['pause', 'import /assets/zod.js', 'pause', 'import /assets/api.js', 'pause', 'import /assets/page.js', 'pause', 'chunk']);
  });

  it('given a stylesheet and a script, then both are asked for in CORS mode (crossorigin), as the server preloads them, so each preload is used', async () => {
    const { load } = loaderWithLog();

    const loaded = load(async () => 'page', ['assets/page.css', 'assets/page.js']);
    await tick();
    await tick();
    settle('assets/page.css', 'load');
    await loaded;

    const links = Array.from(document.head.querySelectorAll('link'));
    expect(links.map((link) => `${link.rel} ${link.getAttribute('crossorigin')}`)).toEqual(['stylesheet ', 'modulepreload ']);
  });

  it('given many files, then the links come a few per task', async () => {
    const { log, load } = loaderWithLog();
    const files = Array.from({ length: 20 }, (_, index) => `assets/f${index}.js`);

    await load(async () => 'done', files);

    expect(document.head.querySelectorAll('link')).toHaveLength(20);
    const beforeImports = log.slice(0, log.indexOf('import /assets/f0.js'));
    expect(beforeImports).toEqual(['pause', 'pause', 'pause']);
  });

  it('given two chunks loaded at once that share files, then each file gets one link, whichever chunk names it first', async () => {
    const { load } = loaderWithLog();
    const files = Array.from({ length: 20 }, (_, index) => `assets/f${index}.js`);

    await Promise.all([load(async () => 'first', files), load(async () => 'second', files.slice(4))]);

    const named = Array.from(document.head.querySelectorAll('link')).map((link) => link.href);
    expect(named).toHaveLength(20);
    expect(new Set(named).size).toBe(20);
  });

  it('given files another chunk or the server named already, then no second link is added for them', async () => {
    const { load } = loaderWithLog();
    document.head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="/assets/page.css" disabled>`);
    await load(async () => 'first', ['assets/shared.js']);

    await load(async () => 'second', ['assets/shared.js', 'assets/page.css', 'assets/own.js']);

    expect(linksIn(document.head)).toEqual(['stylesheet /assets/page.css', 'modulepreload /assets/shared.js', 'modulepreload /assets/own.js']);
  });

  it('given a stylesheet, then the chunk waits for it to load, and two chunks that need it wait for the same load', async () => {
    const { log, load } = loaderWithLog();

    const first = load(async () => 'first', ['assets/a.js', 'assets/a.css']);
    const second = load(async () => 'second', ['assets/a.css']);
    await tick();
    expect(log).not.toContain('import /assets/a.js');

    settle('assets/a.css', 'load');

    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('given a stylesheet that fails, then the load fails with it, and the next chunk that needs the sheet asks for it again', async () => {
    const { load } = loaderWithLog();

    const failing = load(async () => 'never', ['assets/broken.css']);
    await tick();
    settle('assets/broken.css', 'error');
    await expect(failing).rejects.toThrow('Unable to preload CSS');

    const retried = load(async () => 'drawn', ['assets/broken.css']);
    await tick();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    settle('assets/broken.css', 'load');
    await expect(retried).resolves.toBe('drawn');
  });

  it('given a file that cannot be imported (gone after a release), then the load fails and the chunk is not imported', async () => {
    const chunk = vi.fn(async () => 'never');
    const load = lazyChunkLoader({ importFile: async () => Promise.reject(new Error('Failed to fetch dynamically imported module')), pause: async () => undefined });

    await expect(load(chunk, ['assets/gone.js'])).rejects.toThrow('Failed to fetch');
    expect(chunk).not.toHaveBeenCalled();
  });
});
