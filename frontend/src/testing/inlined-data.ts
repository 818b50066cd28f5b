import { afterEach } from 'vitest';

const written: Element[] = [];

/**
 * The page as the site's server sends it with the data of its first screen (infra/platform/src/static-site.ts):
 * a JSON script element in the head. Removed after each test.
 */
export function pageCameWith(elementId: string, value: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = elementId;
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.head.append(element);
  written.push(element);
}

afterEach(() => {
  for (const element of written.splice(0)) element.remove();
});

/** An answer held back until the test lets it go: what a page shows before its API has answered. */
export function heldAnswer(): { wait: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}
