/**
 * The first script of a page the site's server drew whole (infra/platform/src/static-site.ts puts it in place of
 * the main bundle's tag, naming the bundle in `data-app-src`). The page is on screen already; its first picture
 * (the home page's hero, a certificate's slab: the one marked fetchpriority="high") is what the visitor waits
 * for. The site's code (136 kB compressed) is fetched once that picture has arrived, so that on a slow line the
 * picture has the line to itself, not a fifth of it. A picture that fails, or takes over `PICTURE_WAIT_MS`,
 * does not hold the site back. Nothing is imported here: this file is a few hundred bytes.
 */

/** The longest the site's code waits for the first picture. */
export const PICTURE_WAIT_MS = 2500;

/** The page's first picture as the server drew it, while it is still on its way; null when there is none to wait for. */
export function pendingFirstPicture(doc: Document): HTMLImageElement | null {
  const picture = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return picture && !picture.complete ? picture : null;
}

/** Resolves when the picture has loaded or failed, or after `waitMs`. */
export function pictureSettled(picture: HTMLImageElement, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      picture.removeEventListener('load', done);
      picture.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    picture.addEventListener('load', done);
    picture.addEventListener('error', done);
  });
}

/**
 * Resolves once the browser has reported the page's first largest-contentful paint (buffered: one made already
 * counts), or after `waitMs`; at once where the browser cannot report paints (the site then starts after the
 * picture's load and a frame).
 */
export function paintSeen(doc: Document, waitMs: number): Promise<void> {
  const Observer = doc.defaultView?.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const observer = new Observer((list) => {
      if (list.getEntries().length > 0) done();
    });
    const timer = setTimeout(done, waitMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Imports the main bundle's files one per task, in the order given (each after the files it imports: the build
 * writes them so, frontend scripts/main-bundle-in-turn.ts), the bundle's own file last. A browser evaluates a
 * module with everything it imports that has not run yet in one task: the whole bundle at once was the longest
 * task of every first visit (54-72 ms on the test machine, four times that on Lighthouse's phone).
 */
export async function importInTurn(files: readonly string[], importApp: (src: string) => Promise<unknown>, pause: () => Promise<unknown> = nextTask): Promise<void> {
  for (const [index, file] of files.entries()) {
    if (index > 0) await pause();
    await importApp(file);
  }
}

/** A new task: `scheduler.yield()` where the browser has it (not held back in a tab in the background, as timers are). */
const nextTask = (): Promise<unknown> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the site (imports its main bundle) once the first picture has settled and been painted, then one frame
 * later: the page's code does not share the line, nor the main thread, with the page's first paint. A page with
 * nothing drawn (index.html itself, a member page in a tab with no sign-in) starts at once.
 */
export async function startAfterFirstPicture(doc: Document, importApp: (src: string) => Promise<unknown>, waitMs = PICTURE_WAIT_MS): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-app-src]');
  const src = script?.dataset.appSrc;
  if (!src) return;
  const files = [...(script.dataset.appDeps ?? '').split(' ').filter(Boolean), src];
  // Nothing was left to paint (a member page in a tab that holds no sign-in: its script removed the drawing): the
  // site's code starts at once, to send the visitor on.
  if (!doc.getElementById('root')?.hasChildNodes()) return importInTurn(files, importApp);
  const picture = pendingFirstPicture(doc);
  if (picture) await pictureSettled(picture, waitMs);
  await paintSeen(doc, waitMs);
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await importInTurn(files, importApp);
}
