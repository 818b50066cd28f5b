import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@certus/infra';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { SlabImages } from '../../query-service/src/slabs/slab-images.ts';
import { predrawNewSlabs } from '../../query-service/src/slabs/slab-predraw.ts';
import { startTestPlatform, TEST_PUBLIC_ORIGIN } from '../support/test-platform.ts';

/**
 * Slabs drawn ahead (issue [2/7]: a certificate's page must not wait for its slab's first drawing): the
 * predrawer reads the census the real population projection keeps and draws into SlabImages' disk cache.
 */

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('slabs drawn ahead of the first visit (real PostgreSQL, event store and population projection)', () => {
  let platform: Platform;
  const stop = new AbortController();
  const drawn: string[] = [];
  const errors: unknown[] = [];
  const cached = async (certificationId: string) =>
    (await readdir(path.join(platform.storageDir, '.slab-cache', 'slabs', certificationId)).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    platform = await startTestPlatform();
    const slabs = new SlabImages(platform.pool, platform.storageDir, TEST_PUBLIC_ORIGIN);
    void predrawNewSlabs({ pool: platform.pool, slabs, clock: new ManualClock(NOW), signal: stop.signal, intervalMs: 50, onDrawn: (id) => drawn.push(id), onError: (e) => errors.push(e) });
  });
  afterAll(async () => {
    stop.abort();
    await platform?.stop();
  });

  it('given a certificate recorded while the service runs, then its slab is drawn in every width and as SVG before anyone asks; one certified years ago is left for its first visit', async () => {
    const fresh = aCertificate({ title: 'Incredible Hulk', issue: '181', year: 1974, certifiedAt: '2026-11-25T12:00:05.000Z' }, '26-PREDRAW');
    const old = aCertificate({ title: 'Saga', issue: '1', year: 2012, certifiedAt: '2024-01-10T12:00:00.000Z' }, '26-PREDRAW');

    await appendCertificates(platform.store, [old, fresh]);
    const deadline = Date.now() + 60_000; // a bound on a busy machine, not a timing assertion
    while (!drawn.includes(fresh.certificationId)) {
      if (Date.now() > deadline) throw new Error(`the new certificate was never drawn ahead (errors: ${errors.join('; ')})`);
      await sleep(50);
    }

    const files = await cached(fresh.certificationId);
    expect(files.filter((f) => f.endsWith('.webp')).map((f) => f.replace(/^[0-9a-f]+-/, ''))).toEqual(['200.webp', '400.webp', '800.webp']);
    expect(files.filter((f) => f.endsWith('.svg'))).toHaveLength(1);
    expect(drawn).not.toContain(old.certificationId);
    expect(await cached(old.certificationId)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('given a slab drawn ahead, when its page asks for it, then it is the drawn file, not drawn again', async () => {
    const id = drawn[0]!;
    const file = path.join(platform.storageDir, '.slab-cache', 'slabs', id, (await cached(id)).find((f) => f.endsWith('-800.webp'))!);
    const written = (await stat(file)).mtimeMs;
    const response = await fetch(`${platform.baseUrl}/api/comics/${id}/slab-800.webp`);

    expect(response.status).toBe(200);
    expect((await stat(file)).mtimeMs).toBe(written);
  });
});
