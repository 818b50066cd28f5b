import type { RecordedEvent } from '@certus/contracts';
import { eventsInRange, streamVersionOf, type AppendResult, type EventStore, type NewEvent } from '@certus/infra';
import { recordedStream } from './recorded.ts';

/**
 * An in-memory stand-in for the event store, for reactor unit tests: streams given up front, appends recorded
 * and kept once per command id (as the real store does), whole or ranged stream reads, stream versions. Not exported.
 */
export function fakeEventStore(streams: Record<string, { type: string; data: unknown }[]> = {}) {
  const stored = new Map<string, RecordedEvent[]>(Object.entries(streams).map(([id, events]) => [id, recordedStream(id, events)]));
  const appended: { streamId: string; events: NewEvent[]; commandId?: string }[] = [];
  const commandIds = new Set<string>();
  const reads: string[] = [];
  const unsupported = () => Promise.reject(new Error('not in the fake store'));
  const store: EventStore = {
    async append(streamId, _expected, events, options): Promise<AppendResult> {
      const checkpoint = { txId: '1', position: '1' };
      if (options?.commandId && commandIds.has(options.commandId)) return { nextExpectedVersion: stored.get(streamId)?.length ?? 0, lastCheckpoint: checkpoint, duplicate: true };
      if (options?.commandId) commandIds.add(options.commandId);
      appended.push({ streamId, events, ...(options?.commandId ? { commandId: options.commandId } : {}) });
      const all = [...(stored.get(streamId) ?? []).map((e) => ({ type: e.type, data: e.data })), ...events];
      stored.set(streamId, recordedStream(streamId, all));
      return { nextExpectedVersion: all.length, lastCheckpoint: checkpoint, duplicate: false };
    },
    async readStream(streamId, range) {
      reads.push(streamId);
      return eventsInRange(stored.get(streamId) ?? [], range);
    },
    async streamVersion(streamId, asOf) {
      return streamVersionOf(stored.get(streamId) ?? [], asOf);
    },
    readStreams: unsupported,
    readAll: unsupported,
    readAllOfTypes: unsupported,
    readCategoryRecordedBetween: unsupported,
    waitForEvents: unsupported,
    headCheckpoint: unsupported,
    countAfter: unsupported,
    close: async () => undefined,
  };
  return { store, appended, reads, stream: (id: string) => stored.get(id) ?? [] };
}
