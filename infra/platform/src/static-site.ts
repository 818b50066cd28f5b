import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type Request, type Response } from 'express';
import {
  CANADA_ENGLISH_PATH,
  CANADA_FRENCH_PATH,
  DEFAULT_SITE_VARIANT,
  HOME_CONTENT_ELEMENT_ID,
  INLINED_CENSUS_TITLE_ELEMENT_ID,
  INLINED_CERTIFICATE_ELEMENT_ID,
  INLINED_FEATURED_ELEMENT_ID,
  SITE_VARIANT_COOKIE,
  parseSiteVariant,
  siteVariantCookieValue,
  type CertificateLookup,
  type SiteVariant,
} from '@certus/contracts';
import type { CensusTitleNames } from './census-title-names.ts';
import { crawlerFiles } from './crawler-files.ts';
import type { HomeFeatured } from './home-featured.ts';
import type { HomeContentNow } from './home-content.ts';
import type { PublicCertificates } from './public-certificates.ts';
import { encodedPages, pageHtml } from './page-html.ts';
import { chooseEncoding, indexPrecompressed, precompressedFiles, sendPrecompressed } from './precompressed-files.ts';
import { firstSlabOf, matchRoute, pageStyles, preloadLinks, readRouteTable, type RouteTable } from './route-preloads.ts';
import { screenOf, serverShell, type ServerShell } from './server-shell.ts';

/**
 * The built site: frontend/dist, or CERTUS_SITE_DIR (the browser tests build into a folder of their own so a
 * developer's `npm run build` cannot empty it under a running test).
 */
export const FRONTEND_DIST = process.env.CERTUS_SITE_DIR
  ? path.resolve(process.env.CERTUS_SITE_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist');

const API_PREFIXES = ['/api/', '/token', '/dev/'];

/** Hashed asset names never change content: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: always revalidated (ETag), so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

const cacheControlOf = (urlPath: string) => (urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

export interface StaticSiteOptions {
  /** The origin of robots.txt's and sitemap.xml's addresses. */
  publicOrigin?: string;
  /**
   * The home page's featured comics (home-featured.ts), written into the HTML of `/` so that its first load
   * shows them without the API layer and the schemas (issue 14: the 150 kB budget), and of `/featured`, whose
   * list starts with the same comics and whose first slab is preloaded. Without it, or when they cannot be
   * read in time, the pages ask the API.
   */
  homeFeatured?: HomeFeatured;
  /**
   * The certificates anyone may see (public-certificates.ts), written into the HTML of /certificate/{id} so that
   * the page, with its slab and label, shows before the site's code has run. Without it the page asks the API.
   */
  certificates?: PublicCertificates;
  /** The home page's next event and banners (home-content.ts), written into the HTML of `/` the same way. */
  homeContent?: HomeContentNow;
  /**
   * The census titles' names (census-title-names.ts), written into the HTML of /census/{title}, which the server
   * draws for the tab's member: its heading shows at the first paint. Without it the page asks the API.
   */
  censusTitles?: CensusTitleNames;
  /** A page that could not be drawn on the server (it then goes out without its shell and draws in the browser). */
  onShellError?: (error: unknown) => void;
}

interface PageSources {
  table: RouteTable | null;
  shells: ServerShell | null;
  featured: HomeFeatured | undefined;
  certificates: PublicCertificates | undefined;
  homeContent: HomeContentNow | undefined;
  censusTitles: CensusTitleNames | undefined;
}

/**
 * The built React app: its files in brotli or gzip as the browser accepts (precompressed by the build), any
 * other GET that is not an API call gets index.html (client-side routes) with, in its head, what the build's
 * route table names for that path (its code, styles and first picture: route-preloads.ts) and, on the pages
 * that show them first, the featured comics; robots.txt and sitemap.xml on `publicOrigin`.
 */
export function staticSite(dist = FRONTEND_DIST, options: StaticSiteOptions = {}): Router {
  const router = Router();
  if (!existsSync(path.join(dist, 'index.html'))) {
    router.get(/.*/, (req, res, next) => {
      if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
      res.status(503).type('text').send('The site is not built yet: run "npm run build" (npm start does it for you).');
    });
    return router;
  }
  router.use(crawlerFiles(dist, options.publicOrigin ?? process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080'));
  const index = indexPrecompressed(dist);
  router.use(precompressedFiles(dist, index, cacheControlOf));
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  router.use(express.static(dist, { index: false, cacheControl: false, setHeaders: (res) => res.set('Cache-Control', REVALIDATE) }));
  const routePage = routePageHandler(readFileSync(path.join(dist, 'index.html'), 'utf8'), {
    table: readRouteTable(dist),
    shells: serverShell(dist, options.onShellError),
    featured: options.homeFeatured,
    certificates: options.certificates,
    homeContent: options.homeContent,
    censusTitles: options.censusTitles,
  });
  router.get(/.*/, async (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    try {
      if (await routePage(req, res)) return;
    } catch (error) {
      return next(error);
    }
    if (sendPrecompressed(req, res, { root: dist, urlPath: '/index.html', index, cacheControl: REVALIDATE })) return;
    res.set('Cache-Control', REVALIDATE).sendFile('index.html', { root: dist });
  });
  return router;
}

/**
 * A client-side route's page: index.html with the route's preloads and styles, the data of its first screen (the
 * featured comics, the home page's next event and banners, the certificate) and the page as the server draws it for the browser's screen
 * (server-shell.ts), in the encoding the browser accepts. Revalidated like index.html (Express's ETag of the body
 * answers 304 while the page is the same). Answers false for a path the table does not know (it gets the plain
 * index.html).
 */
/** The Canadian pages that select their own variant when visited (spec 2.1): drawn in it whatever the cookie says. */
const PATH_VARIANTS: Readonly<Record<string, SiteVariant>> = {
  [`/${CANADA_FRENCH_PATH}`]: { region: 'CA', language: 'fr' },
  [`/${CANADA_ENGLISH_PATH}`]: { region: 'CA', language: 'en' },
};

/** The site and language to draw a page in: the path's own, else the visitor's cookie, else US English. */
const pathKey = (urlPath: string) => urlPath.toLowerCase().replace(/\/+$/, '');

export function siteVariantOf(req: Request): SiteVariant {
  const own = PATH_VARIANTS[pathKey(req.path)];
  if (own) return own;
  const cookie = (req.get('Cookie') ?? '')
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${SITE_VARIANT_COOKIE}=`))
    ?.slice(SITE_VARIANT_COOKIE.length + 1);
  return parseSiteVariant(cookie) ?? DEFAULT_SITE_VARIANT;
}

/** The cookie as the site writes it (frontend region-slice.ts writeSiteVariantCookie): a year, this site's pages. */
const siteVariantCookie = (variant: SiteVariant, secure: boolean) =>
  `${SITE_VARIANT_COOKIE}=${siteVariantCookieValue(variant)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

function routePageHandler(indexHtml: string, { table, shells, featured, certificates, homeContent, censusTitles }: PageSources) {
  const encoded = encodedPages();
  // Spec 2.1: a page of the French variant says lang="fr" before the app runs.
  const frenchIndexHtml = indexHtml.replace(/<html lang="en"/, '<html lang="fr"');
  return async (req: Request, res: Response): Promise<boolean> => {
    const route = table ? matchRoute(table, req.path) : null;
    // Without the build's table (an older build), the home page still carries its comics and content.
    const inlines = route ? route.entry.inlines : req.path === '/' ? 'home' : undefined;
    const wantsFeatured = inlines === 'home' || inlines === 'featured-comics' || route?.entry.firstSlab?.of === 'first-featured';
    const [comics, certificate, content, censusTitle] = await Promise.all([
      featured && wantsFeatured ? featured() : null,
      certificates && inlines === 'certificate' ? certificates(route?.params.id ?? '') : null,
      homeContent && inlines === 'home' ? homeContent() : null,
      censusTitles && inlines === 'census-title' ? censusTitles(route?.params.title ?? '') : null,
    ]);
    const inlined: Record<string, unknown> = {};
    if ((inlines === 'home' || inlines === 'featured-comics') && comics) inlined[INLINED_FEATURED_ELEMENT_ID] = comics;
    if (content) inlined[HOME_CONTENT_ELEMENT_ID] = content;
    // What anyone may see of it: the owner's part comes from the API, to the owner only.
    if (certificate) inlined[INLINED_CERTIFICATE_ELEMENT_ID] = { certificate, owner: null } satisfies CertificateLookup;
    if (censusTitle) inlined[INLINED_CENSUS_TITLE_ELEMENT_ID] = censusTitle;
    const variant = siteVariantOf(req);
    // A page that chooses its own variant makes it the visitor's from now on, even if they leave before the site's
    // code has run (which records the choice too): the next page is drawn in it.
    const chosenByPath = PATH_VARIANTS[pathKey(req.path)];

    // Only the site's routes are drawn: any other path would cost a drawing for a page that does not exist.
    // A member page is drawn for the tab's member (contracts http/member-drawn-pages.ts), any other for a visitor.
    const forMember = route?.entry.serverDrawn === true && route.entry.forMember === true;
    const screen = screenOf(req.get('User-Agent'));
    const shell = route && shells ? await shells.render({ path: req.path, screen, inlined, variant, forMember }) : '';
    const head: string[] = [];
    const drawn = route !== null && shell !== '' && route.entry.serverDrawn === true;
    if (route && table) {
      // A page drawn here is drawn with its styles, in the page; its code comes after the main bundle (it is on
      // screen already). Any other page's code and styles are named, so they come with the main bundle.
      // A certificate that was read and does not exist has no slab to preload.
      const noSlab = certificates !== undefined && inlines === 'certificate' && !certificate;
      head.push(...(drawn ? pageStyles(table, route.entry) : []), ...preloadLinks(route.entry, noSlab ? null : firstSlabOf(route, comics), drawn));
    }
    const french = variant.language === 'fr';
    if (head.length === 0 && Object.keys(inlined).length === 0 && !shell && !french) return false;
    const page = encoded(
      pageHtml(french ? frenchIndexHtml : indexHtml, {
        links: head,
        inlined,
        shell,
        boot: drawn ? (table?.boot ?? null) : null,
        forMember: drawn && forMember,
        drawnFor: drawn ? screen : null,
      }),
    );
    const encoding = chooseEncoding(req.get('Accept-Encoding'), ['br', 'gzip']);
    res.vary('Accept-Encoding').type('html').set('Cache-Control', REVALIDATE);
    // The page is drawn for the screen its User-Agent tells and in the variant its cookie tells: a shared cache must
    // keep phones' and others', and the variants', apart.
    if (shell) res.vary('User-Agent');
    res.vary('Cookie');
    if (encoding) res.set('Content-Encoding', encoding);
    if (chosenByPath) res.append('Set-Cookie', siteVariantCookie(chosenByPath, req.secure));
    res.send(page[encoding ?? 'identity']);
    return true;
  };
}
