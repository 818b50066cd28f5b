import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@certus/contracts';
import { eventsInRange, streamVersionOf } from './port.ts';

/**
 * The range and version rules of the stores kept in memory for tests, on the cases the PostgreSQL store is held to
 * (tests/integration/event-store-stream-reach.int.test.ts), so a test on the memory stores reads what production would.
 */

const recorded = (types: readonly string[], times: readonly string[]): RecordedEvent[] =>
  types.map((type, i) => ({
    eventId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    type,
    streamId: 'Order-reach-1',
    streamVersion: i + 1,
    globalPosition: String(i + 1),
    txId: String(i + 1),
    recordedAt: times[i]!,
    data: { n: i + 1 },
    metadata: { correlationId: 'c', causationId: 'c', actor: { userId: null, role: 'system' } },
  }));

describe('a stream held in memory: where it ends', () => {
  // Version 4 was recorded by a clock that had gone back a minute.
  const times = ['2025-05-05T10:00:00.000Z', '2025-05-05T10:01:00.000Z', '2025-05-05T10:03:00.000Z', '2025-05-05T10:02:00.000Z', '2025-05-05T10:04:00.000Z'];
  const stream = recorded(['A', 'B', 'A', 'B', 'A'], times);
  const at = (iso: string) => streamVersionOf(stream, new Date(iso));

  it('given 5 events or none, then the version now is 5 or 0', () => {
    expect(streamVersionOf(stream)).toBe(5);
    expect(streamVersionOf([])).toBe(0);
    expect(streamVersionOf([], new Date(times[0]!))).toBe(0);
  });

  it('given times, then the version before the first event recorded after each, a clock gone back included', () => {
    expect([at('2025-05-05T09:59:59.999Z'), at('2025-05-05T10:00:00.000Z'), at('2025-05-05T10:00:59.999Z'), at('2025-05-05T10:04:00.000Z')]).toEqual([0, 1, 1, 5]);
    expect([at('2025-05-05T10:02:30.000Z'), at('2025-05-05T10:03:00.000Z')]).toEqual([2, 4]);
  });
});

describe('a stream held in memory: a range of it', () => {
  const stream = recorded(['Submitted', 'Photographed', 'Moved', 'Photographed', 'Moved', 'Photographed'], Array(6).fill('2025-05-05T10:00:00.000Z'));
  const versions = (range: Parameters<typeof eventsInRange>[1]) => eventsInRange(stream, range).map((e) => e.streamVersion);

  it('given types and versions, then both narrow the read; no types reads every type; an empty list reads nothing', () => {
    expect(versions({ types: ['Photographed'] })).toEqual([2, 4, 6]);
    expect(versions({ from: 3, to: 5, types: ['Photographed'] })).toEqual([4]);
    expect(versions({ from: 5 })).toEqual([5, 6]);
    expect(versions({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(versions({ types: [] })).toEqual([]);
  });
});
