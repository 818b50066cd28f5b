import { describe, expect, it } from 'vitest';
import { CATALOGUE_STREAM_ID, type RecordedEvent } from '@certus/contracts';
import { aCatalogue } from '../../../tests/support/test-catalogue.ts';
import { CatalogueNotPublished, StoreCatalogueSource } from './store-catalogue-source.ts';

/** A Catalogue stream in memory that counts its reads. */
function aCatalogueStream() {
  const events: RecordedEvent[] = [];
  const reads: { from?: number }[] = [];
  return {
    reads,
    publish(version: number) {
      events.push({
        eventId: crypto.randomUUID(),
        type: 'CataloguePublished',
        streamId: CATALOGUE_STREAM_ID,
        streamVersion: events.length + 1,
        globalPosition: String(events.length + 1),
        txId: '1',
        recordedAt: '2026-01-01T00:00:00.000Z',
        data: { catalogue: aCatalogue({ version }), publishedAt: '2026-01-01T00:00:00.000Z' },
        metadata: { correlationId: 'c', causationId: 'c', actor: { userId: null, role: 'system' } },
      });
    },
    async readStream(_streamId: string, range: { from?: number } = {}) {
      reads.push(range);
      return events.filter((e) => e.streamVersion >= (range.from ?? 1));
    },
  };
}

describe('StoreCatalogueSource', () => {
  it('given a published catalogue, when asked many times within the recheck interval, then the store is read once', async () => {
    const stream = aCatalogueStream();
    stream.publish(3);
    let now = 0;
    const source = new StoreCatalogueSource(stream, () => now, 5000);
    for (let i = 0; i < 10; i++) expect((await source.current()).version).toBe(3);
    now = 4999;
    await source.current();
    expect(stream.reads).toEqual([{ from: 1 }]);
  });

  it('given the interval passed, when asked, then only events after the known stream version are read and a newer version is taken', async () => {
    const stream = aCatalogueStream();
    stream.publish(3);
    let now = 0;
    const source = new StoreCatalogueSource(stream, () => now, 5000);
    await source.current();
    stream.publish(4);
    now = 5000;
    expect((await source.current()).version).toBe(4);
    now = 10_000;
    expect((await source.current()).version).toBe(4);
    expect(stream.reads).toEqual([{ from: 1 }, { from: 2 }, { from: 3 }]);
  });

  it('given concurrent callers, when the cache is empty, then they share one read', async () => {
    const stream = aCatalogueStream();
    stream.publish(3);
    const source = new StoreCatalogueSource(stream, () => 0, 5000);
    const versions = await Promise.all(Array.from({ length: 5 }, () => source.current().then((c) => c.version)));
    expect(versions).toEqual([3, 3, 3, 3, 3]);
    expect(stream.reads).toHaveLength(1);
  });

  it('given what this process just published, when remembered, then the first call reads nothing', async () => {
    const stream = aCatalogueStream();
    stream.publish(3);
    const source = new StoreCatalogueSource(stream, () => 0, 5000);
    source.remember(aCatalogue({ version: 3 }), 1);
    expect((await source.current()).version).toBe(3);
    expect(stream.reads).toEqual([]);
  });

  it('given nothing published, when asked, then it says so', async () => {
    await expect(new StoreCatalogueSource(aCatalogueStream(), () => 0, 5000).current()).rejects.toThrow(CatalogueNotPublished);
  });
});
