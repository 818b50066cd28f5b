import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

/** Written by the site's build from its route table (frontend/src/app/public-pages.ts). */
export const PUBLIC_PAGES_FILE = 'public-pages.json';

/** What crawlers leave alone: the member area, ordering, staff screens, the API and the local dev tools. */
export const DISALLOWED_PATHS = ['/account', '/checkout', '/submit', '/staff', '/editor', '/preview', '/api/', '/dev/', '/token'] as const;

export function robotsTxt(publicOrigin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(publicOrigin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${publicOrigin}${p}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

function readPublicPages(dist: string): string[] {
  const file = path.join(dist, PUBLIC_PAGES_FILE);
  if (!existsSync(file)) return ['/'];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : ['/'];
}

/** The two files at the root of the site, as crawlers ask for them. */
export const CRAWLER_FILE_NAMES = ['robots.txt', 'sitemap.xml'] as const;

/**
 * robots.txt and sitemap.xml written into the built site, for a front that serves files and cannot make
 * them (nginx, infra/ops/nginx.conf): the same text the Node servers send, on `publicOrigin`.
 */
export function writeCrawlerFiles(dist: string, publicOrigin: string): string[] {
  const origin = publicOrigin.replace(/\/$/, '');
  const files = { 'robots.txt': robotsTxt(origin), 'sitemap.xml': sitemapXml(origin, readPublicPages(dist)) };
  return CRAWLER_FILE_NAMES.map((name) => {
    const file = path.join(dist, name);
    writeFileSync(file, files[name]);
    return file;
  });
}

/**
 * GET /robots.txt and /sitemap.xml with absolute addresses on the site's PUBLIC_ORIGIN (read at start: the
 * built site's page list and the origin do not change while the server runs). Crawlers revisit daily.
 */
export function crawlerFiles(dist: string, publicOrigin: string): Router {
  const origin = publicOrigin.replace(/\/$/, '');
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin, readPublicPages(dist));
  return Router()
    .get('/robots.txt', (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(robots))
    .get('/sitemap.xml', (_req, res) => void res.type('application/xml').set('Cache-Control', 'public, max-age=86400').send(sitemap));
}
