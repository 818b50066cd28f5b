import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens, ManualClock, createServiceApp, sequentialIds } from '@certus/infra';
import { IMMUTABLE, REVALIDATE, staticSite } from './static-site.ts';
import { chooseEncoding } from './precompressed-files.ts';

const ORIGIN = 'https://www.certus.example';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;
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
  return dist;
}

let dist = '';
let server: http.Server;
let base = '';

beforeAll(async () => {
  dist = aBuiltSite();
  const app = createServiceApp({
    logger: pino({ level: 'silent' }),
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: ORIGIN,
    routers: [],
    fallbacks: [staticSite(dist, { publicOrigin: ORIGIN })],
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A GET on a raw socket: the body exactly as sent, undecoded. */
async function get(urlPath: string, headers: Record<string, string> = {}) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}${urlPath}`, { headers }, resolve).on('error', reject));
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

describe('robots.txt and sitemap.xml', () => {
  it('given a crawler, when it asks for robots.txt, then it gets rules (not the app) that keep it out of the member area, ordering, staff and the API, and the sitemap\'s address', async () => {
    const { status, headers, body } = await get('/robots.txt');
    const text = body.toString('utf8');

    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/plain/);
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const disallowed of ['/account', '/checkout', '/submit', '/staff', '/api/', '/dev/']) expect(text).toContain(`\nDisallow: ${disallowed}\n`);
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
