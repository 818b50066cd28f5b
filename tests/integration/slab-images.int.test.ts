import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, slabHeightFor, slabRasterPath, slabSvgPath, type ComicCertifiedData } from '@certus/contracts';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { SLAB_CACHE_CONTROL, slabMessages } from '../../query-service/src/slabs/slab-routes.ts';
import { startTestPlatform, TEST_PUBLIC_ORIGIN } from '../support/test-platform.ts';

/**
 * The slab images (issue [2/7]): GET /api/comics/{id}/slab.svg and slab-{width}.webp, drawn from certificates
 * appended as ComicCertified through the real event store and projected by the real population projection.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('slab images (real PostgreSQL, event store and projections)', () => {
  let platform: Platform;
  let drawn: ComicCertifiedData;
  let photographed: ComicCertifiedData;
  let damaged: ComicCertifiedData;

  const get = (url: string, headers: Record<string, string> = {}) => fetch(platform.baseUrl + url, { headers });

  beforeAll(async () => {
    platform = await startTestPlatform();
    drawn = aCertificate({ title: 'Incredible Hulk', issue: '181', year: 1974, grade: 8, category: 'Verified', memberId: 'member-slab-secret' }, '26-SLABIMG');
    photographed = aCertificate({ title: 'Amazing Spider-Man', issue: '300', year: 1988, hasCover: true }, '26-SLABIMG');
    const folder = path.join(platform.storageDir, 'comic', photographed.certificationId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'cover-m.jpg'), await sharp({ create: { width: 660, height: 1020, channels: 3, background: '#2255aa' } }).jpeg().toBuffer());
    damaged = aCertificate({ title: 'Saga', issue: '1', year: 2012, hasCover: true }, '26-SLABIMG');
    await mkdir(path.join(platform.storageDir, 'comic', damaged.certificationId), { recursive: true });
    await writeFile(path.join(platform.storageDir, 'comic', damaged.certificationId, 'cover-m.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await appendCertificates(platform.store, [drawn, photographed, damaged]);
    // The population projection runs behind the log: wait until it has both.
    const deadline = Date.now() + 30_000; // a bound on a busy machine, not a timing assertion
    while ((await get(`/api/comics/${damaged.certificationId}`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('the certificates never reached population_copies');
      await sleep(25);
    }
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a certificate, when its SVG is fetched without a token, then it is a public SVG cached a day with an ETag, locked down against scripts', async () => {
    const response = await get(slabSvgPath(drawn.certificationId));
    const svg = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(SLAB_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}-svg"$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(drawn.certificationId);
    expect(svg).toContain('Illustration: no cover photo on file');
    expect(svg).not.toContain('member-slab-secret');
  });

  it('given a photographed certificate, when its SVG is fetched, then the stored photo is in it', async () => {
    const svg = await (await get(slabSvgPath(photographed.certificationId))).text();

    expect(svg).toContain('href="data:image/jpeg;base64,');
    expect(svg).not.toContain('Illustration: no cover photo on file');
  });

  it('given a photographed certificate whose stored photo no longer decodes, when its slab is fetched, then it gets the drawn cover rather than an error', async () => {
    const svg = await get(slabSvgPath(damaged.certificationId));
    const webp = await get(slabRasterPath(damaged.certificationId, 200));

    expect([svg.status, webp.status]).toEqual([200, 200]);
    expect(await svg.text()).toContain('Illustration: no cover photo on file');
  });

  it.each([200, 400, 800] as const)('given a certificate, when its %i-pixel WebP is fetched, then it is a WebP of that width and the slab height', async (width) => {
    const response = await get(slabRasterPath(photographed.certificationId, width));
    const bytes = Buffer.from(await response.arrayBuffer());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(SLAB_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(new RegExp(`^"[0-9a-f]{32}-${width}"$`));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([width, slabHeightFor(width)]);
  });

  it('given the ETag of an image, when it is asked for again with If-None-Match, then 304 without a body; with another ETag, 200', async () => {
    const url = slabRasterPath(drawn.certificationId, 400);
    const first = await get(url);
    const etag = first.headers.get('etag')!;

    // fetch() adds Cache-Control: no-cache to a conditional request; a revalidation is still answered 304.
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(SLAB_CACHE_CONTROL);

    const listed = await get(url, { 'If-None-Match': `"0123456789abcdef0123456789abcdef-400", W/${etag}` });
    expect(listed.status).toBe(304);

    const stale = await get(url, { 'If-None-Match': '"0123456789abcdef0123456789abcdef-400"' });
    expect(stale.status).toBe(200);
    expect((await sharp(Buffer.from(await stale.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('given two certificates, when their images are drawn, then each has its own ETag, and the drawings are kept in the storage folder (a dot folder /storage does not serve)', async () => {
    const a = (await get(slabRasterPath(drawn.certificationId, 200))).headers.get('etag');
    const b = (await get(slabRasterPath(photographed.certificationId, 200))).headers.get('etag');
    expect(a).not.toBe(b);

    const cached = await readdir(path.join(platform.storageDir, '.slab-cache', 'slabs', photographed.certificationId));
    expect(cached.sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{32}\.svg$/), expect.stringMatching(/^[0-9a-f]{32}-400\.webp$/)]));
    expect((await get(`/storage/.slab-cache/slabs/${photographed.certificationId}/${cached[0]}`)).status).toBe(404);
  });

  it('given an id typed in lower case, when its slab is fetched, then it is the same certificate', async () => {
    const typed = drawn.certificationId.toLowerCase();
    const response = await get(`/api/comics/${typed}/slab.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe((await get(slabSvgPath(drawn.certificationId))).headers.get('etag'));
  });

  it.each([
    ['an unknown certification id', slabSvgPath('26-NOSUCH1-001'), orderMessages.comicNotFound],
    ['an unknown id, as WebP', slabRasterPath('26-NOSUCH1-001', 400), orderMessages.comicNotFound],
    ['something that is no comic id', '/api/comics/not-an-id/slab.svg', orderMessages.comicNotFound],
    ['a width that is not offered', `/api/comics/${'26-SLABIMG-001'}/slab-300.webp`, slabMessages.widthUnknown],
    ['a width that is no number', `/api/comics/${'26-SLABIMG-001'}/slab-big.webp`, slabMessages.widthUnknown],
  ])('given %s, when the slab is asked for, then 404 in the error shape', async (_, url, message) => {
    const response = await get(url);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ message });
  });

  it("given the platform's PUBLIC_ORIGIN, when the 800-pixel slab is read with a QR decoder, then it opens the certificate's public page there", async () => {
    const webp = Buffer.from(await (await get(slabRasterPath(drawn.certificationId, 800))).arrayBuffer());
    const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${TEST_PUBLIC_ORIGIN}/certificate/${drawn.certificationId}`);
    const svg = await (await get(slabSvgPath(drawn.certificationId))).text();
    expect(svg).toContain('aria-label="Certus slab of Incredible Hulk #181 (1974), graded 8.0 Verified"');
  });
});
