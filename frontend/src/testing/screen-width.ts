/**
 * jsdom has no layout and its matchMedia (setup-tests.ts) matches nothing. These make media queries answer as
 * a screen of the given width would (min-width / max-width in px or em, 16px to the em), so a page's phone
 * layout can be rendered in a route test: `stubScreenWidth(390)`, and `restoreScreenWidth()` after the test.
 */

const original = window.matchMedia;

function widthOf(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'em' || unit === 'rem' ? n * 16 : n;
}

/** Whether a query such as "(max-width: 47.99em)" or "(min-width: 62em) and (max-width: 80em)" holds at this width. */
export function queryMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value = '0', unit = 'px']) => (kind === 'min' ? width >= widthOf(value, unit) : width <= widthOf(value, unit)));
}

export function stubScreenWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: queryMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

export function restoreScreenWidth(): void {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
}
