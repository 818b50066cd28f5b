import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ROUTE_PRELOADS_FILE,
  RoutePreloads,
  SLAB_RASTER_WIDTHS,
  parseComicId,
  slabRasterPath,
  slabSrcSet,
  type FeaturedComic,
  type ImagePreload,
  type RoutePreloadsEntry,
} from '@certus/contracts';

/**
 * The build's table of what each route's HTML names for the browser to fetch at once (the contracts'
 * RoutePreloads, written by frontend/scripts/route-preloads-file.ts), with its expressions compiled.
 */
export interface RouteTable {
  routes: { entry: RoutePreloadsEntry; match: RegExp }[];
  /** The stylesheets of the pages the server draws, by URL path: written into those pages (pageStyles). */
  styleSheets: ReadonlyMap<string, string>;
  /** The first script of a page the server drew whole (frontend src/boot.ts); null from a build without it. */
  boot: string | null;
}

/** The table of a built site, or null when the build wrote none (an older build: pages go out as index.html). */
export function readRouteTable(dist: string): RouteTable | null {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const { routes, boot } = RoutePreloads.parse(JSON.parse(readFileSync(file, 'utf8')));
  const styleSheets = new Map<string, string>();
  for (const entry of routes.filter((route) => route.serverDrawn)) {
    for (const style of entry.styles) {
      if (styleSheets.has(style)) continue;
      const sheet = path.join(dist, style);
      // A path of the table names a file of the build; nothing outside its folder is read.
      if (!sheet.startsWith(path.join(dist, path.sep)) || !existsSync(sheet)) continue;
      styleSheets.set(style, readFileSync(sheet, 'utf8'));
    }
  }
  return { routes: routes.map((entry) => ({ entry, match: new RegExp(entry.match, 'i') })), styleSheets, boot: boot ?? null };
}

export interface MatchedRoute {
  entry: RoutePreloadsEntry;
  /** The path's parameters as the router will read them (decoded), e.g. { id: '19-DEMOA01-001' }. */
  params: Record<string, string>;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The first route (the table is most specific first) whose expression matches the path, or null. */
export function matchRoute(table: RouteTable, urlPath: string): MatchedRoute | null {
  for (const { entry, match } of table.routes) {
    const found = match.exec(urlPath);
    if (!found) continue;
    const params = Object.fromEntries(Object.entries(found.groups ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, decode(value)]])));
    return { entry, params };
  }
  return null;
}

/** The slab's middle width is the `src` of the page's <img> (features/comics slab-image.tsx), so the preload's href too. */
const SLAB_SRC_WIDTH = SLAB_RASTER_WIDTHS[1];

const slabPreload = (certificationId: string, sizes: string): ImagePreload => ({
  href: slabRasterPath(certificationId, SLAB_SRC_WIDTH),
  srcset: slabSrcSet(certificationId),
  sizes,
});

/**
 * The slab the page shows first and largest: the certificate its path names (only a well-formed certification
 * id, canonical as the page asks for it), or the first featured comic; null when there is none to show.
 */
export function firstSlabOf(route: MatchedRoute, featured: readonly FeaturedComic[] | null): ImagePreload | null {
  const { firstSlab } = route.entry;
  if (!firstSlab) return null;
  if (firstSlab.of === 'first-featured') {
    const first = featured?.[0];
    return first ? slabPreload(first.certificationId, firstSlab.sizes) : null;
  }
  const id = parseComicId(route.params[firstSlab.parameter] ?? '');
  return id ? slabPreload(id, firstSlab.sizes) : null;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>`s of a route: its first picture (the build's, or the slab the server knows of) at high priority,
 * then its chunks (modulepreload, crossorigin as the module scripts are fetched) and its stylesheets (preloaded,
 * not applied: the page's code applies them when it runs, as on any other visit).
 *
 * A page the server drew into its HTML (`drawnInPage`) is on screen before any script has run: it names its
 * pictures only. Its styles are in the page (pageStyles), and its code comes after the main bundle, which asks
 * for it: fetched with the HTML, it would only compete for the connections with the pictures on screen.
 */
export function preloadLinks(entry: RoutePreloadsEntry, firstSlab: ImagePreload | null, drawnInPage = false): string[] {
  const images = firstSlab ? [...entry.images, firstSlab] : entry.images;
  const imageLinks = images.map(
    (image) =>
      `<link rel="preload" as="image" href="${attribute(image.href)}" imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`,
  );
  if (drawnInPage) return imageLinks;
  return [
    ...imageLinks,
    ...entry.modules.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`),
    ...entry.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${attribute(file)}">`),
  ];
}

/**
 * The route's stylesheets as `<style>` elements, for a page the server drew: it is styled at its first paint,
 * with no request more before it.
 *
 * Each comes with a disabled `<link>` to the same file, which the browser neither fetches nor applies. It is there
 * for the page's code: before loading a chunk it adds the chunk's stylesheets as links unless a link to that file
 * is in the document already (Vite's preload helper). Added again, a sheet the page already has changes no style,
 * but the browser still restyles and lays out the whole page for it: on a phone, a task of 50-200 ms per sheet
 * while the page comes alive.
 */
export function pageStyles(table: RouteTable, entry: RoutePreloadsEntry): string[] {
  return entry.styles.flatMap((file) => {
    const css = table.styleSheets.get(file);
    if (css === undefined) return [];
    const href = attribute(file);
    return [`<style data-route-style="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`, `<link rel="stylesheet" href="${href}" disabled>`];
  });
}
