import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens, ManualClock, createServiceApp, sequentialIds } from '@certus/infra';
import { HOME_FEATURED_ELEMENT_ID, type FeaturedComic } from '@certus/contracts';
import { IMMUTABLE, REVALIDATE, staticSite } from './static-site.ts';
import type { HomeFeatured } from './home-featured.ts';
import { chooseEncoding } from './precompressed-files.ts';

const ORIGIN = 'https://www.certus.example';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;
/** What the build writes for the home page (frontend/scripts/home-preloads-file.ts). */
const HOME_PRELOADS = '<link rel="preload" as="image" href="/assets/hero-720-AbC.webp" fetchpriority="high">\n<link rel="modulepreload" crossorigin href="/assets/home-page-AbC.js">';
const INDEX = `<!doctype html><html lang="en"><head><title>Certus</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

/** A built site as frontend/scripts/precompress.ts leaves it: text files with .br and .gz beside them. */
function aBuiltSite(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'certus-site-'));
  mkdirSync(path.join(dist, 'assets'));
  const withVariants = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  withVariants('index.html', INDEX);
  withVariants('assets/index-AbC123.js', SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'public-pages.json'), JSON.stringify(['/', '/featured', '/faqs-help-center']));
  writeFileSync(path.join(dist, 'home-preloads.html'), `${HOME_PRELOADS}\n`);
  return dist;
}

let dist = '';
let server: http.Server;
let base = '';
/** The same site with the home page's featured comics (what `featuredNow` answers). */
let withFeaturedServer: http.Server;
let withFeaturedBase = '';
let featuredNow: FeaturedComic[] | null = null;

async function serve(site: ReturnType<typeof staticSite>): Promise<[http.Server, string]> {
  const app = createServiceApp({
    logger: pino({ level: 'silent' }),
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: ORIGIN,
    routers: [],
    fallbacks: [site],
  });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  return [listening, `http://127.0.0.1:${(listening.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  dist = aBuiltSite();
  [server, base] = await serve(staticSite(dist, { publicOrigin: ORIGIN }));
  const homeFeatured: HomeFeatured = async () => featuredNow;
  [withFeaturedServer, withFeaturedBase] = await serve(staticSite(dist, { publicOrigin: ORIGIN, homeFeatured }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => withFeaturedServer.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A GET on a raw socket: the body exactly as sent, undecoded. */
async function get(urlPath: string, headers: Record<string, string> = {}, origin = base) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${origin}${urlPath}`, { headers }, resolve).on('error', reject));
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
}

const CHROME = 'gzip, deflate, br, zstd';

describe('the built site, precompressed', () => {
  it('given a browser that accepts brotli, when it fetches a hashed script, then it gets the .br file as JavaScript, cached for a year as immutable, varied on Accept-Encoding', async () => {
    const { status, headers, body } = await get('/assets/index-AbC123.js', { 'Accept-Encoding': CHROME });

    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('given a client that accepts gzip only, or refuses brotli with q=0, then it gets the .gz file', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip, deflate']) {
      const { headers, body } = await get('/assets/index-AbC123.js', { 'Accept-Encoding': accept });
      expect(headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(body).toString('utf8')).toBe(SCRIPT);
    }
  });

  it('given a client that accepts no encoding, then it gets the plain file, still immutable and varied', async () => {
    const { headers, body } = await get('/assets/index-AbC123.js');

    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.toString('utf8')).toBe(SCRIPT);
  });

  it('given a client-side route, when a browser asks for it, then it gets index.html in brotli, revalidated on every visit', async () => {
    const { status, headers, body } = await get('/account/orders/25-ABCDEF1', { 'Accept-Encoding': CHROME });

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(INDEX);
  });

  it('given an unhashed file without variants, then it is sent as is and revalidated', async () => {
    const { status, headers } = await get('/favicon.svg', { 'Accept-Encoding': CHROME });

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(headers['cache-control']).toBe(REVALIDATE);
  });
});

const aFeaturedComic = (overrides: Partial<FeaturedComic> = {}): FeaturedComic => ({
  certificationId: '26-O763Z17-001',
  collectibleType: 'Comic',
  title: 'Incredible Hulk',
  issue: '181',
  year: 1974,
  displayYear: '1974',
  publisher: 'Marvel',
  variant: '',
  keyComments: '',
  grade: 9.4,
  category: 'Certified',
  signees: [],
  coverUrl: '/storage/comic/26-O763Z17-001/cover-m.jpg',
  certifiedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

/** The featured comics the page carries, read back as the browser reads them (JSON of the script element). */
function featuredIn(html: string): unknown {
  const element = new RegExp(`<script type="application/json" id="${HOME_FEATURED_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return element ? JSON.parse(element[1]!) : undefined;
}

/** What the home page's head holds besides index.html's: the lines the server added, trimmed. */
function addedToHead(html: string): string[] {
  const head = (page: string) => page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
  expect(html.replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>|\s*<script type="application\/json"[^]*?<\/script>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(INDEX);
  return [...head(html).matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>|<script type="application\/json"[^]*?<\/script>/g)].map((tag) => tag[0]);
}

describe("the home page's featured comics, with its HTML", () => {
  it('given the featured comics, when a browser asks for /, then index.html comes with them in a JSON script element, in brotli, revalidated', async () => {
    featuredNow = [aFeaturedComic(), aFeaturedComic({ certificationId: '26-0B6NHYN-001', title: 'Saga', issue: '1' })];

    const { status, headers, body } = await get('/', { 'Accept-Encoding': CHROME }, withFeaturedBase);
    const html = brotliDecompressSync(body).toString('utf8');

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe(REVALIDATE);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(featuredIn(html)).toEqual(featuredNow);
    expect(addedToHead(html)).toEqual([...HOME_PRELOADS.split('\n'), expect.stringMatching(new RegExp(`^<script type="application/json" id="${HOME_FEATURED_ELEMENT_ID}">`))]);
  });

  it('given a comic whose text holds markup, then it cannot close the element: every < is escaped and the text reads back the same', async () => {
    const keyComments = 'Mint </script><script>alert(1)</script> <!-- copy';
    featuredNow = [aFeaturedComic({ keyComments })];

    const { body } = await get('/', {}, withFeaturedBase);
    const html = body.toString('utf8');

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- copy');
    expect((featuredIn(html) as FeaturedComic[])[0]!.keyComments).toBe(keyComments);
  });

  it('given a browser that comes back, then the same page is not sent again (304 on its ETag) until the comics change', async () => {
    featuredNow = [aFeaturedComic()];
    const first = await get('/', { 'Accept-Encoding': 'gzip' }, withFeaturedBase);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(featuredIn(gunzipSync(first.body).toString('utf8'))).toEqual(featuredNow);

    const again = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) }, withFeaturedBase);
    expect(again.status).toBe(304);

    featuredNow = [aFeaturedComic({ title: 'Saga' })];
    const changed = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) }, withFeaturedBase);
    expect(changed.status).toBe(200);
  });

  it('given the featured comics could not be read, then / carries the preloads alone (the page asks the API)', async () => {
    featuredNow = null;

    const { status, headers, body } = await get('/', { 'Accept-Encoding': CHROME }, withFeaturedBase);
    const html = brotliDecompressSync(body).toString('utf8');

    expect(status).toBe(200);
    expect(featuredIn(html)).toBeUndefined();
    expect(addedToHead(html)).toEqual(HOME_PRELOADS.split('\n'));
    expect(headers['cache-control']).toBe(REVALIDATE);
  });

  it("given the build's home preloads, when a browser asks for /, then the home page's code and hero picture are named in its head, even with no featured comics configured", async () => {
    const { body } = await get('/', { 'Accept-Encoding': CHROME });

    expect(addedToHead(brotliDecompressSync(body).toString('utf8'))).toEqual(HOME_PRELOADS.split('\n'));
  });

  it('given any other page, then it is the plain index.html: only the home page preloads its picture and shows the featured comics', async () => {
    featuredNow = [aFeaturedComic()];

    const { body } = await get('/featured', { 'Accept-Encoding': CHROME }, withFeaturedBase);

    expect(brotliDecompressSync(body).toString('utf8')).toBe(INDEX);
  });
});

describe('the French variant (spec 2.1)', () => {
  it('given the Canada French path, in any case, then index.html comes with lang="fr" on its html element, revalidated; other pages keep lang="en"', async () => {
    for (const urlPath of ['/classement-bandes-dessinees-canada', '/Classement-Bandes-Dessinees-Canada']) {
      const { status, headers, body } = await get(urlPath);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(REVALIDATE);
      expect(body.toString('utf8')).toBe(INDEX.replace('<html lang="en"', '<html lang="fr"'));
    }
    expect(brotliDecompressSync((await get('/terms', { 'Accept-Encoding': CHROME })).body).toString('utf8')).toContain('<html lang="en"');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('given a crawler, when it asks for robots.txt, then it gets rules (not the app) that keep it out of the member area, ordering, staff and the API, and the sitemap\'s address', async () => {
    const { status, headers, body } = await get('/robots.txt');
    const text = body.toString('utf8');

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const disallowed of ['/account', '/checkout', '/submit', '/staff', '/editor', '/preview', '/api/', '/dev/']) expect(text).toContain(`\nDisallow: ${disallowed}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('given a crawler, when it asks for sitemap.xml, then it lists the built site\'s public pages as absolute addresses on the public origin', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    const xml = body.toString('utf8');

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/xml/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${ORIGIN}/`, `${ORIGIN}/featured`, `${ORIGIN}/faqs-help-center`]);
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  const both = ['br', 'gzip'] as const;
  it('given equal weights, then brotli wins whatever the order; a higher q wins; q=0 and absence refuse; * stands for the rest', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('gzip;q=1, *;q=0', both)).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
