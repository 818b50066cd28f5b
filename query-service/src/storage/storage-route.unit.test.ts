import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverUrlFor, storagePublicUrlFromEnv } from './cover-url.ts';
import { STALE_VERSION_CACHE, STORAGE_MAX_AGE_SECONDS, VERSIONED_COVER_CACHE, storageRoute } from './storage-route.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
/** The same book photographed again: another photo under the same name. */
const RETAKEN_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 2, 0xff, 0xd9]);
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('storage served read-only at /storage', () => {
  let root: string;
  let server: Server;
  let base: string;
  /** What a page falls back to for anything /storage does not have. */
  const site = express.Router().get(/.*/, (_req, res) => void res.type('html').send('<!doctype html>site'));

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'certus-storage-route-'));
    await mkdir(path.join(root, 'comic', '25-AAAAAAA-001'), { recursive: true });
    await writeFile(path.join(root, 'comic', '25-AAAAAAA-001', 'cover-m.jpg'), JPEG);
    await mkdir(path.join(root, 'comic', '25-CCCCCCC-001'), { recursive: true });
    await writeFile(path.join(root, 'comic', '25-CCCCCCC-001', 'cover-m.jpg'), JPEG);
    await writeFile(path.join(root, 'comic', '.secret'), 'hidden');
    const app = express().use(storageRoute(root)).use(site);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await rm(root, { recursive: true, force: true });
  });

  it('given a stored cover, when its URL is fetched, then the bytes come back as a JPEG, cached long, never sniffed', async () => {
    const response = await fetch(base + coverUrlFor('25-AAAAAAA-001', '/storage'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${STORAGE_MAX_AGE_SECONDS}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('given a cover at the address of the photo stored (its digest), when fetched, then it is kept for good', async () => {
    const response = await fetch(base + coverUrlFor('25-AAAAAAA-001', '/storage', sha256Of(JPEG)));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(VERSIONED_COVER_CACHE);
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('given a cover retaken after a page showed it, when the new address is fetched, then the new photo comes, kept for good; the old address is revalidated', async () => {
    const before = coverUrlFor('25-CCCCCCC-001', '/storage', sha256Of(JPEG));
    expect((await fetch(base + before)).headers.get('cache-control')).toBe(VERSIONED_COVER_CACHE);

    await writeFile(path.join(root, 'comic', '25-CCCCCCC-001', 'cover-m.jpg'), RETAKEN_JPEG);
    const after = coverUrlFor('25-CCCCCCC-001', '/storage', sha256Of(RETAKEN_JPEG));

    expect(after).not.toBe(before);
    const fresh = await fetch(base + after);
    expect(fresh.headers.get('cache-control')).toBe(VERSIONED_COVER_CACHE);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(RETAKEN_JPEG)).toBe(true);
    const stale = await fetch(base + before);
    expect(stale.headers.get('cache-control')).toBe(STALE_VERSION_CACHE);
    expect(stale.headers.get('etag')).toBeTruthy();
  });

  it.each([
    ['a malformed version', '/storage/comic/25-AAAAAAA-001/cover-m.jpg?v=../../x'],
    ['two versions', `/storage/comic/25-AAAAAAA-001/cover-m.jpg?v=${sha256Of(JPEG).slice(0, 16)}&v=${sha256Of(JPEG).slice(0, 16)}`],
    ['a version of another file than a cover', '/storage/comic/.secret?v=0123456789abcdef'],
  ])('given %s, when fetched, then nothing is kept for good', async (_, url) => {
    const response = await fetch(base + url);
    expect(response.headers.get('cache-control')).not.toBe(VERSIONED_COVER_CACHE);
  });

  it.each([
    ['a missing cover', '/storage/comic/25-BBBBBBB-001/cover-m.jpg'],
    ['a folder (no listing)', '/storage/comic/'],
    ['a folder without its slash (no redirect)', '/storage/comic'],
    ['a dot file', '/storage/comic/.secret'],
    ['a path climbing out of the folder', '/storage/..%2Fpackage.json'],
  ])('given %s, when fetched, then 404 from storage, not the site page', async (_, url) => {
    const response = await fetch(base + url, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('given a write, when sent to /storage, then nothing is stored (read-only)', async () => {
    const response = await fetch(base + '/storage/comic/25-AAAAAAA-001/cover-m.jpg', { method: 'PUT', body: 'x' });
    expect(response.status).toBe(404);
  });

  it('given the digest of the photo stored, when a cover URL is made, then it names that photo (the start of its SHA-256)', () => {
    expect(coverUrlFor('25-AAAAAAA-001', '/storage', 'AB'.repeat(32))).toBe(`/storage/comic/25-AAAAAAA-001/cover-m.jpg?v=${'ab'.repeat(8)}`);
  });

  it('given STORAGE_PUBLIC_URL or not, when a cover URL is made, then it names comic/{id}/cover-m.jpg under it', () => {
    expect(coverUrlFor('25-AAAAAAA-001', storagePublicUrlFromEnv({}))).toBe('/storage/comic/25-AAAAAAA-001/cover-m.jpg');
    expect(coverUrlFor('25-AAAAAAA-001', storagePublicUrlFromEnv({ STORAGE_PUBLIC_URL: 'https://cdn.example.org/files/' }))).toBe(
      'https://cdn.example.org/files/comic/25-AAAAAAA-001/cover-m.jpg',
    );
  });
});
