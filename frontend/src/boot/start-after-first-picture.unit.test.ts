import { afterEach, describe, expect, it, vi } from 'vitest';
import { importInTurn, paintSeen, startAfterFirstPicture } from './start-after-first-picture.ts';

/** A page as the server sends a drawn one: the boot script naming the main bundle, and its first picture. */
function aDrawnPage({ picture }: { picture: 'pending' | 'complete' | 'none' }): { doc: Document; img: HTMLImageElement | null } {
  const doc = document.implementation.createHTMLDocument('Certus');
  doc.head.innerHTML = '<script type="module" src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC.js"></script>';
  doc.body.innerHTML = '<div id="root"><main><img fetchpriority="high" src="/api/comics/19-DEMOA01-001/slab-800.webp"><img src="/other.webp"></main></div>';
  const img = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture === 'none') img?.remove();
  else Object.defineProperty(img, 'complete', { value: picture === 'complete' });
  return { doc, img: picture === 'none' ? null : img };
}

const flush = () => vi.advanceTimersByTimeAsync(20);

afterEach(() => vi.useRealTimers());

describe('the boot script of a page the server drew whole', () => {
  it('given its first picture still on its way, when the boot script runs, then the main bundle is fetched only once the picture has loaded', async () => {
    vi.useFakeTimers();
    const { doc, img } = aDrawnPage({ picture: 'pending' });
    const imported: string[] = [];

    const started = startAfterFirstPicture(doc, async (src) => void imported.push(src));
    await flush();
    expect(imported).toEqual([]);
    img!.dispatchEvent(new Event('load'));
    await flush();
    await started;

    expect(imported).toEqual(['/assets/index-AbC.js']);
  });

  it('given a picture that fails, then the site starts all the same', async () => {
    vi.useFakeTimers();
    const { doc, img } = aDrawnPage({ picture: 'pending' });
    const imported: string[] = [];

    const started = startAfterFirstPicture(doc, async (src) => void imported.push(src));
    img!.dispatchEvent(new Event('error'));
    await flush();
    await started;

    expect(imported).toEqual(['/assets/index-AbC.js']);
  });

  it('given a picture that takes too long, then the site starts after the wait, without it', async () => {
    vi.useFakeTimers();
    const { doc } = aDrawnPage({ picture: 'pending' });
    const imported: string[] = [];

    const started = startAfterFirstPicture(doc, async (src) => void imported.push(src), 1000);
    await vi.advanceTimersByTimeAsync(990);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    await started;

    expect(imported).toEqual(['/assets/index-AbC.js']);
  });

  it('given a picture already there, or none marked first, then the site starts at the next frame', async () => {
    vi.useFakeTimers();
    for (const picture of ['complete', 'none'] as const) {
      const { doc } = aDrawnPage({ picture });
      const imported: string[] = [];
      const started = startAfterFirstPicture(doc, async (src) => void imported.push(src));
      await flush();
      await started;
      expect(imported, picture).toEqual(['/assets/index-AbC.js']);
    }
  });
});

describe('the boot script of a member page in a tab that holds no sign-in', () => {
  it('given the page\'s script removed the drawing, when the boot script runs, then the site starts at once, with no paint to wait for', async () => {
    const { doc } = aDrawnPage({ picture: 'none' });
    doc.getElementById('root')!.replaceChildren();
    const imported: string[] = [];

    // No timer is advanced: the site must not wait on a frame or a paint that never comes.
    await startAfterFirstPicture(doc, async (src) => void imported.push(src), 60_000);

    expect(imported).toEqual(['/assets/index-AbC.js']);
  });
});

describe("the main bundle's files, one per task", () => {
  it('given the files named leaves first, when they are imported, then each after a pause of its own (a new task), in that order', async () => {
    const imported: string[] = [];
    const pauses: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => pauses.push(resolve));

    const done = importInTurn(['/assets/runtime.js', '/assets/libraries.js', '/assets/index-AbC.js'], async (src) => void imported.push(src), pause);
    await vi.waitFor(() => expect(pauses).toHaveLength(1));
    expect(imported).toEqual(['/assets/runtime.js']);
    pauses[0]!();
    await vi.waitFor(() => expect(pauses).toHaveLength(2));
    expect(imported).toEqual(['/assets/runtime.js', '/assets/libraries.js']);
    pauses[1]!();
    await done;

    expect(imported).toEqual(['/assets/runtime.js', '/assets/libraries.js', '/assets/index-AbC.js']);
  });

  it('given a page whose boot script names the files, when the site starts, then they are imported in the order named, the bundle last', async () => {
    const doc = document.implementation.createHTMLDocument('Certus');
    doc.head.innerHTML = '<script type="module" src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC.js" data-app-deps="/assets/runtime.js /assets/libraries.js"></script>';
    doc.body.innerHTML = '<div id="root"></div>';
    const imported: string[] = [];

    await startAfterFirstPicture(doc, async (src) => void imported.push(src));

    expect(imported).toEqual(['/assets/runtime.js', '/assets/libraries.js', '/assets/index-AbC.js']);
  });
});

describe('waiting for the first paint', () => {
  it('given a browser that reports paints, when none has been made yet, then the wait lasts until the first is reported', async () => {
    let report: ((list: { getEntries(): unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    const doc = { defaultView: { PerformanceObserver: FakeObserver } } as unknown as Document;
    let seen = false;

    const waiting = paintSeen(doc, 10_000).then(() => (seen = true));
    await Promise.resolve();
    expect(seen).toBe(false);
    report!({ getEntries: () => [{ entryType: 'largest-contentful-paint' }] });
    await waiting;

    expect(seen).toBe(true);
  });

  it('given a browser that cannot report paints, then there is nothing to wait for', async () => {
    await expect(paintSeen({ defaultView: {} } as unknown as Document, 10_000)).resolves.toBeUndefined();
  });
});
