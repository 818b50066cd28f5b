import type { RecordedEvent } from '@certus/contracts';

/**
 * Events as the store would hand them back (for unit tests): one stream, versions from 1, positions from
 * `firstPosition`, fixed ids. Not exported from the package.
 */
export function recordedStream(streamId: string, events: readonly { type: string; data: unknown }[], firstPosition = 1): RecordedEvent[] {
  return events.map((e, i) => ({
    type: e.type,
    data: e.data,
    eventId: `00000000-0000-4000-8000-${String(firstPosition + i).padStart(12, '0')}`,
    streamId,
    streamVersion: i + 1,
    globalPosition: String(firstPosition + i),
    txId: String(firstPosition + i),
    recordedAt: '2025-05-05T09:00:00.000Z',
    metadata: { correlationId: `corr-${firstPosition + i}`, causationId: `corr-${firstPosition + i}`, actor: { userId: 'worker-1', role: 'worker' } },
  }));
}
