import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverUrlFor, storagePublicUrlFromEnv } from './cover-url.ts';
import { STORAGE_MAX_AGE_SECONDS, storageRoute } from './storage-route.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

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

  it('given STORAGE_PUBLIC_URL or not, when a cover URL is made, then it names comic/{id}/cover-m.jpg under it', () => {
    expect(coverUrlFor('25-AAAAAAA-001', storagePublicUrlFromEnv({}))).toBe('/storage/comic/25-AAAAAAA-001/cover-m.jpg');
    expect(coverUrlFor('25-AAAAAAA-001', storagePublicUrlFromEnv({ STORAGE_PUBLIC_URL: 'https://cdn.example.org/files/' }))).toBe(
      'https://cdn.example.org/files/comic/25-AAAAAAA-001/cover-m.jpg',
    );
  });
});
