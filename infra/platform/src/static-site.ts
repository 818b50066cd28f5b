import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import { CANADA_FRENCH_PATH } from '@certus/contracts';
import { crawlerFiles } from './crawler-files.ts';
import type { HomeFeatured } from './home-featured.ts';
import type { HomeContentNow } from './home-content.ts';
import { HOME_PRELOADS_FILE, homePages } from './home-page-html.ts';
import { chooseEncoding, indexPrecompressed, precompressedFiles, sendPrecompressed } from './precompressed-files.ts';

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
   * shows them without the API layer and the schemas (issue 14: the 150 kB budget). Without it, or when they
   * cannot be read in time, the page asks the API. (`/` also carries the build's HOME_PRELOADS_FILE.)
   */
  homeFeatured?: HomeFeatured;
  /** The home page's next event and banners (home-content.ts), written into the HTML of `/` the same way. */
  homeContent?: HomeContentNow;
}

/**
 * The built React app: its files in brotli or gzip as the browser accepts (precompressed by the build), any
 * other GET that is not an API call gets index.html (client-side routes); `/` with the home page's preloads
 * and featured comics in it; robots.txt and sitemap.xml on `publicOrigin`.
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
  const preloadsFile = path.join(dist, HOME_PRELOADS_FILE);
  const preloads = existsSync(preloadsFile) ? readFileSync(preloadsFile, 'utf8') : '';
  if (options.homeFeatured || options.homeContent || preloads) {
    router.get('/', homePageRoute(readFileSync(path.join(dist, 'index.html'), 'utf8'), preloads, options.homeFeatured, options.homeContent));
  }
  // Spec 2.1: the Canada French path is the French variant's: its HTML says lang="fr" before the app runs.
  const frenchIndex = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<html lang="en"/, '<html lang="fr"');
  router.get(`/${CANADA_FRENCH_PATH}`, (_req, res) => void res.set('Cache-Control', REVALIDATE).type('html').send(frenchIndex));
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  router.use(express.static(dist, { index: false, cacheControl: false, setHeaders: (res) => res.set('Cache-Control', REVALIDATE) }));
  router.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (sendPrecompressed(req, res, { root: dist, urlPath: '/index.html', index, cacheControl: REVALIDATE })) return;
    res.set('Cache-Control', REVALIDATE).sendFile('index.html', { root: dist });
  });
  return router;
}

/**
 * GET `/`: index.html with the home page's preloads, featured comics, next event and banners in it, in the encoding the browser
 * accepts. Revalidated like index.html (Express's ETag of the body answers 304 while the page is the same).
 */
function homePageRoute(indexHtml: string, preloads: string, featured: HomeFeatured | undefined, content: HomeContentNow | undefined): RequestHandler {
  const pageFor = homePages(indexHtml, preloads);
  return async (req, res, next) => {
    const [comics, homeContent] = await Promise.all([featured ? featured() : null, content ? content() : null]);
    if (!comics && !homeContent && !preloads) return next();
    const page = pageFor(comics, homeContent);
    const encoding = chooseEncoding(req.get('Accept-Encoding'), ['br', 'gzip']);
    res.vary('Accept-Encoding').type('html').set('Cache-Control', REVALIDATE);
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(page[encoding ?? 'identity']);
  };
}
