import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { AccessTokens, MEMBER_PAGE_SCRIPT, MEMBER_PAGE_SCRIPT_HASH, ManualClock, createServiceApp, sequentialIds } from '@certus/infra';
import {
  HOME_CONTENT_ELEMENT_ID,
  INLINED_CENSUS_TITLE_ELEMENT_ID,
  INLINED_CERTIFICATE_ELEMENT_ID,
  MEMBER_DRAWN_ATTRIBUTE,
  SERVER_DRAWN_ATTRIBUTE,
  INLINED_FEATURED_ELEMENT_ID,
  ROUTE_PRELOADS_FILE,
  type CensusTitleName,
  type CertificateView,
  type FeaturedComic,
  type HomeContent,
  type RoutePreloads,
} from '@certus/contracts';
import { IMMUTABLE, REVALIDATE, staticSite } from './static-site.ts';
import type { HomeFeatured } from './home-featured.ts';
import type { HomeContentNow } from './home-content.ts';
import { chooseEncoding } from './precompressed-files.ts';
import type { PublicCertificates } from './public-certificates.ts';
import type { CensusTitleNames } from './census-title-names.ts';
import { SERVER_SHELL_DIR, SERVER_SHELL_FILE } from './server-shell.ts';

const ORIGIN = 'https://www.certus.example';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;
const MAIN_SCRIPT = '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>';
const INDEX = `<!doctype html><html lang="en"><head><title>Certus</title>${MAIN_SCRIPT}</head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const HERO = { href: '/assets/hero-720-AbC.webp', srcset: '/assets/hero-480-AbC.webp 480w, /assets/hero-720-AbC.webp 720w', sizes: '(min-width: 62em) 520px, 92vw' };
const CARD_SIZES = '(min-width: 48em) 30vw, 45vw';
const DETAIL_SIZES = '(min-width: 48em) min(38vw, 400px), min(92vw, 400px)';
const HOME_CSS = '.hero{display:grid}';
const CERTIFICATE_CSS = '.slab{width:100%}';

/** What the site's build writes for the server (frontend/scripts/route-preloads-file.ts), most specific first. */
const ROUTES: RoutePreloads = {
  routes: [
    { pattern: '/', match: '^/?$', modules: ['/assets/home-page-AbC.js'], styles: ['/assets/home-page-AbC.css'], images: [HERO], inlines: 'home', serverDrawn: true },
    { pattern: '/featured', match: '^/featured/?$', modules: ['/assets/featured-page-AbC.js'], styles: [], images: [], firstSlab: { of: 'first-featured', sizes: CARD_SIZES }, inlines: 'featured-comics', serverDrawn: true },
    { pattern: '/account', match: '^/account/?$', modules: ['/assets/account-page-AbC.js', '/assets/Grid-AbC.js'], styles: ['/assets/Grid-AbC.css'], images: [] },
    // A member page drawn for the tab's member.
    {
      pattern: '/census/:title',
      match: '^/census/(?<title>[^/]+)/?$',
      modules: ['/assets/census-grid-page-AbC.js'],
      styles: [],
      images: [],
      inlines: 'census-title',
      serverDrawn: true,
      forMember: true,
    },
    { pattern: '/classement-bandes-dessinees-canada', match: '^/classement-bandes-dessinees-canada/?$', modules: ['/assets/content-route-AbC.js'], styles: [], images: [], serverDrawn: true },
    { pattern: '/comics-grading-canada', match: '^/comics-grading-canada/?$', modules: ['/assets/content-route-AbC.js'], styles: [], images: [], serverDrawn: true },
    // A page the stand-in drawer below fails to draw.
    { pattern: '/broken-drawing', match: '^/broken-drawing/?$', modules: ['/assets/broken-AbC.js'], styles: [], images: [], serverDrawn: true },
    {
      pattern: '/certificate/:id',
      match: '^/certificate/(?<id>[^/]+)/?$',
      modules: ['/assets/certificate-page-AbC.js'],
      styles: ['/assets/certificate-page-AbC.css'],
      images: [],
      firstSlab: { of: 'path-parameter', parameter: 'id', sizes: DETAIL_SIZES },
      inlines: 'certificate',
      serverDrawn: true,
    },
  ],
  boot: '/assets/boot-AbC.js',
};

/**
 * The build's page drawer (frontend/src/app/server-shell/render-shell.tsx), standing in: it draws what it was
 * asked for, so the tests read which path, screen and data the server handed it.
 */
const SHELL = `export async function createShellRenderer() {
  return ({ path, screen, inlined, variant, forMember }) => {
    if (path === '/broken-drawing') throw new Error('cannot draw');
    if (forMember) return '<main data-path="' + path + '" data-for-member data-inlined="' + Object.keys(inlined).join(' ') + '">drawn</main>';
    // A variant other than US English is marked, so the tests read which one the server asked for.
    const other = variant.region + '-' + variant.language === 'US-en' ? '' : ' data-variant="' + variant.region + '-' + variant.language + '"';
    return '<main data-path="' + path + '" data-screen="' + screen + '" data-inlined="' + Object.keys(inlined).join(' ') + '"' + other + '>drawn</main>';
  };
}
`;

/** A built site as frontend/scripts/precompress.ts leaves it: text files with .br and .gz beside them. */
function aBuiltSite(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'certus-site-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, SERVER_SHELL_DIR));
  const withVariants = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  withVariants('index.html', INDEX);
  withVariants('assets/index-AbC123.js', SCRIPT);
  withVariants('assets/home-page-AbC.css', HOME_CSS);
  withVariants('assets/certificate-page-AbC.css', CERTIFICATE_CSS);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'public-pages.json'), JSON.stringify(['/', '/featured', '/faqs-help-center']));
  writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTES));
  writeFileSync(path.join(dist, SERVER_SHELL_DIR, SERVER_SHELL_FILE), SHELL);
  return dist;
}

let dist = '';
let server: http.Server;
let base = '';
/** The same site with the pages' data (what `featuredNow` and `certificatesNow` answer). */
let withDataServer: http.Server;
let withDataBase = '';
let featuredNow: FeaturedComic[] | null = null;
let certificatesNow: Record<string, CertificateView> = {};
let homeContentNow: HomeContent | null = null;
const censusTitlesNow: Record<string, CensusTitleName> = { 'amazing-spider-man': { slug: 'amazing-spider-man', title: 'Amazing Spider-Man' } };
const certificatesAsked: string[] = [];
const shellErrors: unknown[] = [];
/** A site built before the route table and the page drawer (the home page's comics only). */
let olderDist = '';
let olderServer: http.Server;
let olderBase = '';

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
  const certificates: PublicCertificates = async (typedId) => {
    certificatesAsked.push(typedId);
    return certificatesNow[typedId.toUpperCase()] ?? null;
  };
  const homeContent: HomeContentNow = async () => homeContentNow;
  const censusTitles: CensusTitleNames = async (slug) => censusTitlesNow[slug] ?? null;
  [withDataServer, withDataBase] = await serve(
    staticSite(dist, { publicOrigin: ORIGIN, homeFeatured, certificates, homeContent, censusTitles, onShellError: (error) => shellErrors.push(error) }),
  );
  olderDist = aBuiltSite();
  rmSync(path.join(olderDist, ROUTE_PRELOADS_FILE));
  rmSync(path.join(olderDist, SERVER_SHELL_DIR), { recursive: true });
  [olderServer, olderBase] = await serve(staticSite(olderDist, { publicOrigin: ORIGIN, homeFeatured }));
});

afterAll(async () => {
  for (const listening of [server, withDataServer, olderServer]) await new Promise((resolve) => listening.close(resolve));
  rmSync(dist, { recursive: true, force: true });
  rmSync(olderDist, { recursive: true, force: true });
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

const aCertificate = (certificationId: string): CertificateView => ({
  ...aFeaturedComic({ certificationId }),
  bookId: 'book000000000001',
  month: 5,
  artStoryCover: '',
  tierLabel: 'Modern',
  collection: null,
  personalCollection: '',
  signatures: [],
  graderNotes: '',
  comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' },
  hasCover: false,
  census: { copies: 1, atGrade: 1, higher: 0, gradedOrdinal: 1 },
  revocation: null,
});

/** The JSON of a data element of the page, read back as the browser reads it. */
function inlinedIn(html: string, id: string): unknown {
  const element = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return element ? JSON.parse(element[1]!) : undefined;
}
const featuredIn = (html: string) => inlinedIn(html, INLINED_FEATURED_ELEMENT_ID);

/** What the server added to the head, tag by tag (index.html has none of these). */
const addedToHead = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link [^>]*>|<style[^>]*>[^]*?<\/style>|<script type="application\/json"[^]*?<\/script>/g)].map((tag) => tag[0]);

/** The page drawn into `<div id="root">` (the stand-in drawer says for which path, screen and data). */
const drawnIn = (html: string) => /<div id="root"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';

async function pageOf(urlPath: string, origin = withDataBase, headers: Record<string, string> = {}) {
  const response = await get(urlPath, { 'Accept-Encoding': CHROME, ...headers }, origin);
  return { ...response, html: brotliDecompressSync(response.body).toString('utf8') };
}

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const slabLink = (id: string, sizes: string) =>
  `<link rel="preload" as="image" href="/api/comics/${id}/slab-400.webp" imagesrcset="/api/comics/${id}/slab-200.webp 200w, /api/comics/${id}/slab-400.webp 400w, /api/comics/${id}/slab-800.webp 800w" imagesizes="${sizes.replace(/"/g, '&quot;')}" fetchpriority="high">`;

describe("a page's HTML: its preloads, its data and the page as the server drew it", () => {
  it('given the featured comics, when a browser asks for /, then the home page comes drawn, with its styles, its hero preloaded and its comics as JSON, in brotli, revalidated', async () => {
    featuredNow = [aFeaturedComic(), aFeaturedComic({ certificationId: '26-0B6NHYN-001', title: 'Saga', issue: '1' })];

    const { status, headers, html } = await pageOf('/');

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe(REVALIDATE);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(featuredIn(html)).toEqual(featuredNow);
    expect(drawnIn(html)).toBe(`<main data-path="/" data-screen="wide" data-inlined="${INLINED_FEATURED_ELEMENT_ID}">drawn</main>`);
    // On screen without its code: its first script is the boot script, which fetches the main bundle after the pictures.
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC123.js"></script>');
    expect(html).not.toContain(MAIN_SCRIPT);
    // Drawn already: its styles are in the page and its code is not fetched before the pictures on screen.
    expect(addedToHead(html)).toEqual([
      `<style data-route-style="/assets/home-page-AbC.css">${HOME_CSS}</style>`,
      '<link rel="stylesheet" href="/assets/home-page-AbC.css" disabled>',
      `<link rel="preload" as="image" href="${HERO.href}" imagesrcset="${HERO.srcset}" imagesizes="${HERO.sizes}" fetchpriority="high">`,
      expect.stringMatching(new RegExp(`^<script type="application/json" id="${INLINED_FEATURED_ELEMENT_ID}">`)),
    ]);
  });

  it('given the next event and the banners, when a browser asks for /, then the home page carries them with its comics and draws with both; /featured does not carry them', async () => {
    featuredNow = [aFeaturedComic()];
    homeContentNow = {
      nextEvent: null,
      banners: [{ kind: 'banner', name: 'spring', title: 'Spring pressing', image: { url: '/storage/content/a.webp', width: 1200, height: 400, alt: 'Spring' }, link: '/pressing', placement: 'home', order: 0 }],
    };
    try {
      const home = await pageOf('/');
      const featured = await pageOf('/featured');

      expect(inlinedIn(home.html, HOME_CONTENT_ELEMENT_ID)).toEqual(homeContentNow);
      expect(featuredIn(home.html)).toEqual(featuredNow);
      expect(drawnIn(home.html)).toContain(`data-inlined="${INLINED_FEATURED_ELEMENT_ID} ${HOME_CONTENT_ELEMENT_ID}"`);
      expect(inlinedIn(featured.html, HOME_CONTENT_ELEMENT_ID)).toBeUndefined();
    } finally {
      homeContentNow = null;
    }
  });

  it('given a phone, then the page is drawn for a phone, its root says so (the site\'s code hydrates it for that screen), and the answer varies on the User-Agent; any other browser gets the wide drawing', async () => {
    const phone = await pageOf('/featured', withDataBase, { 'User-Agent': PHONE });
    const desktop = await pageOf('/featured', withDataBase, { 'User-Agent': DESKTOP });

    expect(drawnIn(phone.html)).toContain('data-screen="phone"');
    expect(phone.html).toContain(`<div id="root" ${SERVER_DRAWN_ATTRIBUTE}="phone"><main`);
    expect(drawnIn(desktop.html)).toContain('data-screen="wide"');
    expect(desktop.html).toContain(`<div id="root" ${SERVER_DRAWN_ATTRIBUTE}="wide"><main`);
    expect(phone.headers.vary).toMatch(/User-Agent/i);
  });

  it('given /featured, then its HTML carries the first featured comics and preloads the first one\'s slab, in the sizes of the page\'s cards', async () => {
    featuredNow = [aFeaturedComic({ certificationId: '26-O763Z17-001' }), aFeaturedComic({ certificationId: '26-58M0S6P-002' })];

    const { html } = await pageOf('/featured');

    expect(featuredIn(html)).toEqual(featuredNow);
    expect(addedToHead(html)).toContain(slabLink('26-O763Z17-001', CARD_SIZES));
    expect(addedToHead(html).filter((tag) => tag.includes('as="image"'))).toHaveLength(1);
    expect(addedToHead(html).some((tag) => tag.includes('modulepreload'))).toBe(false);
  });

  it('given a certificate typed in lower case, when its page is asked for, then the page carries it as JSON (without an owner), drawn with it, and preloads its slab under its canonical id', async () => {
    certificatesNow = { '19-DEMOA01-001': aCertificate('19-DEMOA01-001') };

    const { html } = await pageOf('/certificate/19-demoa01-001');

    expect(inlinedIn(html, INLINED_CERTIFICATE_ELEMENT_ID)).toEqual({ certificate: certificatesNow['19-DEMOA01-001'], owner: null });
    expect(drawnIn(html)).toContain(`data-inlined="${INLINED_CERTIFICATE_ELEMENT_ID}"`);
    expect(addedToHead(html)).toEqual([
      `<style data-route-style="/assets/certificate-page-AbC.css">${CERTIFICATE_CSS}</style>`,
      '<link rel="stylesheet" href="/assets/certificate-page-AbC.css" disabled>',
      slabLink('19-DEMOA01-001', DETAIL_SIZES),
      expect.stringMatching(new RegExp(`^<script type="application/json" id="${INLINED_CERTIFICATE_ELEMENT_ID}">`)),
    ]);
  });

  it('given a certificate id that names nothing, or a path that is no id, then no slab is preloaded and no certificate written in (the page says it is not found)', async () => {
    certificatesNow = {};
    for (const urlPath of ['/certificate/19-NOSUCH1-001', '/certificate/not-an-id']) {
      const { html } = await pageOf(urlPath);
      expect(addedToHead(html).some((tag) => tag.includes('as="image"')), urlPath).toBe(false);
      expect(inlinedIn(html, INLINED_CERTIFICATE_ELEMENT_ID), urlPath).toBeUndefined();
    }
  });

  it('given a page the server does not draw (a member\'s), then its HTML names its code and styles, to be fetched with the main bundle, and carries the site\'s frame', async () => {
    const { html } = await pageOf('/account');

    expect(addedToHead(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/account-page-AbC.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Grid-AbC.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/Grid-AbC.css">',
    ]);
    expect(drawnIn(html)).toContain('data-path="/account"');
    // The frame alone: the browser draws the page, it does not hydrate this.
    expect(html).not.toContain(SERVER_DRAWN_ATTRIBUTE);
    // Its content needs the code: the main bundle keeps its usual priority.
    expect(html).toContain(MAIN_SCRIPT);
  });

  it('given a census grid, a member page drawn for the tab\'s member, then its root is marked so and followed by the script that names them, which the page\'s Content-Security-Policy allows by its hash', async () => {
    const { html, headers } = await pageOf('/census/amazing-spider-man');

    expect(html).toContain(`<div id="root" ${SERVER_DRAWN_ATTRIBUTE}="wide" ${MEMBER_DRAWN_ATTRIBUTE}><main data-path="/census/amazing-spider-man" data-for-member`);
    const scripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((script) => script[1]!);
    expect(scripts).toEqual([MEMBER_PAGE_SCRIPT]);
    expect(html.indexOf(MEMBER_PAGE_SCRIPT)).toBeGreaterThan(html.indexOf(`${MEMBER_DRAWN_ATTRIBUTE}>`));
    expect(`'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`).toBe(MEMBER_PAGE_SCRIPT_HASH);
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${MEMBER_PAGE_SCRIPT_HASH}`);
    // Drawn whole: the boot script starts the site's code after the first paint.
    expect(html).toContain('src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC123.js"');
  });

  it('given a census grid of a title the census has, then its page carries the title\'s name for its heading; of a title it has not, none', async () => {
    const known = await pageOf('/census/amazing-spider-man');
    const unknown = await pageOf('/census/no-such-title');

    expect(inlinedIn(known.html, INLINED_CENSUS_TITLE_ELEMENT_ID)).toEqual({ slug: 'amazing-spider-man', title: 'Amazing Spider-Man' });
    expect(drawnIn(known.html)).toContain(`data-inlined="${INLINED_CENSUS_TITLE_ELEMENT_ID}"`);
    expect(inlinedIn(unknown.html, INLINED_CENSUS_TITLE_ELEMENT_ID)).toBeUndefined();
  });

  it('given a member page the build does not mark as drawn for members, then it carries no member script and its root no mark', async () => {
    const { html } = await pageOf('/account');

    expect(html).toContain('<div id="root"><main data-path="/account"');
    expect(html).not.toContain(MEMBER_DRAWN_ATTRIBUTE);
    expect(html).not.toContain(MEMBER_PAGE_SCRIPT);
  });

  it('given a path the site does not have, then it gets the plain index.html, with nothing drawn', async () => {
    const { html } = await pageOf('/no/such/page');

    expect(html).toBe(INDEX);
  });

  it('given a page that cannot be drawn, then it goes out without its drawing, naming its code as any page the browser draws, and the failure is reported', async () => {
    const before = shellErrors.length;

    const { status, html } = await pageOf('/broken-drawing');

    expect(status).toBe(200);
    expect(drawnIn(html)).toBe('');
    expect(addedToHead(html)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/broken-AbC.js">']);
    expect(shellErrors.length).toBe(before + 1);
  });

  it('given a comic whose text holds markup, then it cannot close the element: every < is escaped and the text reads back the same', async () => {
    const keyComments = 'Mint </script><script>alert(1)</script> <!-- copy';
    featuredNow = [aFeaturedComic({ keyComments })];

    const { html } = await pageOf('/');

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- copy');
    expect((featuredIn(html) as FeaturedComic[])[0]!.keyComments).toBe(keyComments);
  });

  it('given a browser that comes back, then the same page is not sent again (304 on its ETag) until the comics change', async () => {
    featuredNow = [aFeaturedComic()];
    const first = await get('/', { 'Accept-Encoding': 'gzip' }, withDataBase);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(featuredIn(gunzipSync(first.body).toString('utf8'))).toEqual(featuredNow);

    const again = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) }, withDataBase);
    expect(again.status).toBe(304);

    featuredNow = [aFeaturedComic({ title: 'Saga' })];
    const changed = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) }, withDataBase);
    expect(changed.status).toBe(200);
  });

  it('given the featured comics could not be read, then / is still drawn, with its preloads, and without comics (the page asks the API)', async () => {
    featuredNow = null;

    const { html } = await pageOf('/');

    expect(featuredIn(html)).toBeUndefined();
    expect(drawnIn(html)).toBe('<main data-path="/" data-screen="wide" data-inlined="">drawn</main>');
    expect(addedToHead(html).some((tag) => tag.includes(HERO.href))).toBe(true);
  });

  it('given a server without the pages\' data, then the pages are drawn and named all the same, without it', async () => {
    const { html } = await pageOf('/certificate/19-DEMOA01-001', base);

    expect(inlinedIn(html, INLINED_CERTIFICATE_ELEMENT_ID)).toBeUndefined();
    expect(addedToHead(html)).toContain(slabLink('19-DEMOA01-001', DETAIL_SIZES));
  });

  it('given a site built without the route table and the page drawer, then / carries the featured comics and every other page is the plain index.html', async () => {
    featuredNow = [aFeaturedComic()];

    expect(featuredIn((await pageOf('/', olderBase)).html)).toEqual(featuredNow);
    expect((await pageOf('/featured', olderBase)).html).toBe(INDEX);
  });
});

describe('the French variant (spec 2.1)', () => {
  it('given the Canada French path, in any case, then its page comes with lang="fr" on its html element, drawn in French, revalidated; other pages keep lang="en"', async () => {
    for (const urlPath of ['/classement-bandes-dessinees-canada', '/Classement-Bandes-Dessinees-Canada']) {
      const { status, headers, body } = await get(urlPath);
      const html = body.toString('utf8');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(REVALIDATE);
      expect(html.startsWith(INDEX.slice(0, INDEX.indexOf('<head>')).replace('<html lang="en"', '<html lang="fr"'))).toBe(true);
      expect(drawnIn(html)).toContain('data-variant="CA-fr"');
    }
    expect(brotliDecompressSync((await get('/terms', { 'Accept-Encoding': CHROME })).body).toString('utf8')).toContain('<html lang="en"');
  });

  it('given a visitor whose cookie says the Canadian site in French, when a page is drawn, then it is drawn in French, says lang="fr", and varies on the cookie', async () => {
    const { html, headers } = await pageOf('/featured', withDataBase, { Cookie: 'theme=dark; certus-site=CA-fr' });

    expect(drawnIn(html)).toContain('data-variant="CA-fr"');
    expect(html).toContain('<html lang="fr"');
    expect(headers.vary).toMatch(/Cookie/i);
  });

  it('given a cookie that names no variant, or none, then the page is drawn for the US site in English', async () => {
    for (const cookie of ['certus-site=FR-fr', 'certus-site=CA-fr<script>', '']) {
      const { html } = await pageOf('/featured', withDataBase, cookie ? { Cookie: cookie } : {});
      expect(drawnIn(html), cookie).not.toContain('data-variant');
      expect(html, cookie).toContain('<html lang="en"');
    }
  });

  it('given the Canadian pages that choose their own variant, then they are drawn in it whatever the cookie says', async () => {
    const french = await pageOf('/classement-bandes-dessinees-canada', withDataBase, { Cookie: 'certus-site=US-en' });
    const english = await pageOf('/comics-grading-canada', withDataBase, { Cookie: 'certus-site=CA-fr' });

    expect(drawnIn(french.html)).toContain('data-variant="CA-fr"');
    expect(french.html).toContain('<html lang="fr"');
    expect(drawnIn(english.html)).toContain('data-variant="CA-en"');
    expect(english.html).toContain('<html lang="en"');
  });

  it('given a Canadian page that chooses its variant, then the answer sets the visitor\'s cookie to it (the next page is drawn in it); other pages set none', async () => {
    const english = await pageOf('/comics-grading-canada', withDataBase);
    const featured = await pageOf('/featured', withDataBase);

    expect(english.headers['set-cookie']).toEqual(['certus-site=CA-en; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(featured.headers['set-cookie']).toBeUndefined();
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
