const written: Element[] = [];

/**
 * The page as the site's server sends it with the data of its first screen (infra/platform/src/static-site.ts):
 * a JSON script element in the head. Removed after each test (setup-tests.ts calls removePageData).
 */
export function pageCameWith(elementId: string, value: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = elementId;
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(element);
  written.push(element);
}

/**
 * Removes what pageCameWith wrote. Called by setup-tests.ts after every test of every file, not by a hook of this
 * module's own: the frontend files share one module graph (vitest.config.ts), so a module's hook is registered
 * only for the file that imported it first, and a later file's page data stayed in the head for its next test
 * (the home page's banners, written for one test, shown in the next).
 */
export function removePageData(): void {
  for (const element of written.splice(0)) element.remove();
}

/** An answer held back until the test lets it go: what a page shows before its API has answered. */
export function heldAnswer(): { wait: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}
