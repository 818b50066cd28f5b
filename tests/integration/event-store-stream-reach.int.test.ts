import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STREAM, type Clock } from '@certus/infra';
import { freshEventStore, testMetadata } from '../support/event-store.ts';

/**
 * Reading part of a stream on PostgreSQL (issue [4/7]: an auditor's view of an order as of a moment reads only what
 * the moment needs): where a stream ends, now or as it stood at a time, without reading it; and a stream's events of
 * some types only, within a range of versions.
 */

/** The store's clock, set by the test before each append. */
function settableClock(): Clock & { set(iso: string): void } {
  let now = new Date(0);
  return { now: () => now, set: (iso) => void (now = new Date(iso)) };
}

describe('event store: where a stream ends, now or as of a time', () => {
  const clock = settableClock();
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  const stream = 'Order-reach-1';
  // Version 4 was recorded by a clock that had gone back a minute: before version 3 in time, after it in the stream.
  const times = ['2025-05-05T10:00:00.000Z', '2025-05-05T10:01:00.000Z', '2025-05-05T10:03:00.000Z', '2025-05-05T10:02:00.000Z', '2025-05-05T10:04:00.000Z'];

  beforeAll(async () => {
    es = await freshEventStore({ clock, label: 'es_reach' });
    let version = NO_STREAM;
    for (const [i, at] of times.entries()) {
      clock.set(at);
      version = (await es.store.append(stream, version, [{ type: i % 2 === 0 ? 'Even' : 'Odd', data: { n: i + 1 }, metadata: testMetadata() }])).nextExpectedVersion;
    }
  });
  afterAll(() => es.drop());

  it('given a stream of 5 events and a stream never written, when asked where each ends now, then 5 and 0', async () => {
    expect(await es.store.streamVersion(stream)).toBe(5);
    expect(await es.store.streamVersion('Order-reach-none')).toBe(0);
    expect(await es.store.streamVersion('Order-reach-none', new Date('2025-05-05T10:00:00.000Z'))).toBe(0);
  });

  it('given times, then the version before the first event recorded after each: an event at the very time is in, one before the first is none', async () => {
    const at = (iso: string) => es.store.streamVersion(stream, new Date(iso));
    expect(await at('2025-05-05T09:59:59.999Z')).toBe(0);
    expect(await at('2025-05-05T10:00:00.000Z')).toBe(1);
    expect(await at('2025-05-05T10:00:59.999Z')).toBe(1);
    expect(await at('2025-05-05T10:04:00.000Z')).toBe(5);
    expect(await at('2026-01-01T00:00:00.000Z')).toBe(5);
  });

  it('given a clock that went back, then the stream stands at the events before the first later one: version 4, recorded earlier than 3, is not taken without it', async () => {
    expect(await es.store.streamVersion(stream, new Date('2025-05-05T10:02:30.000Z'))).toBe(2);
    expect(await es.store.streamVersion(stream, new Date('2025-05-05T10:03:00.000Z'))).toBe(4);
  });

  it('given an event recorded with microseconds (a time the database gave), when asked at its time as its reader sees it (to the millisecond), then it is taken', async () => {
    const precise = 'Order-reach-2';
    await es.pool.query("SELECT certus_append($1, 0, NULL, '2025-05-05T10:00:00.123456Z'::timestamptz, $2::jsonb)", [
      precise,
      JSON.stringify([{ eventId: '00000000-0000-4000-8000-000000000001', type: 'Even', data: {}, metadata: testMetadata() }]),
    ]);
    const [event] = await es.store.readStream(precise);
    expect(event!.recordedAt).toBe('2025-05-05T10:00:00.123Z');
    expect(await es.store.streamVersion(precise, new Date(event!.recordedAt))).toBe(1);
    expect(await es.store.streamVersion(precise, new Date('2025-05-05T10:00:00.122Z'))).toBe(0);
  });
});

describe('event store: a stream\'s events of some types, within a range', () => {
  let es: Awaited<ReturnType<typeof freshEventStore>>;
  const stream = 'Order-types-1';

  beforeAll(async () => {
    es = await freshEventStore({ label: 'es_types' });
    const types = ['Submitted', 'Photographed', 'Moved', 'Photographed', 'Moved', 'Photographed'];
    await es.store.append(stream, NO_STREAM, types.map((type, i) => ({ type, data: { n: i + 1 }, metadata: testMetadata() })));
  });
  afterAll(() => es.drop());

  it('given types, then only events of those types come back, in version order, whole', async () => {
    const photographed = await es.store.readStream(stream, { types: ['Photographed'] });
    expect(photographed.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [2, 'Photographed', { n: 2 }],
      [4, 'Photographed', { n: 4 }],
      [6, 'Photographed', { n: 6 }],
    ]);
    expect((await es.store.readStream(stream, { types: ['Submitted', 'Moved'] })).map((e) => e.streamVersion)).toEqual([1, 3, 5]);
  });

  it('given types and versions, then both narrow the read; no types given reads every type; an empty list reads nothing', async () => {
    expect((await es.store.readStream(stream, { from: 3, to: 5, types: ['Photographed'] })).map((e) => e.streamVersion)).toEqual([4]);
    expect((await es.store.readStream(stream, { from: 5 })).map((e) => e.streamVersion)).toEqual([5, 6]);
    expect(await es.store.readStream(stream, { types: [] })).toEqual([]);
  });
});
