import type { RecordedEvent } from '@certus/contracts';
import { ANY_VERSION, STREAM_EXISTS, WrongExpectedVersionError, eventsInRange, streamVersionOf, type AppendResult, type EventStore, type NewEvent, type StreamRange } from '@certus/infra';

/** Lets other callers run between two steps, as a round trip to the database would. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An event store in memory for unit tests of processes that append at an expected version (PaymentProcess):
 * a stale expected version throws WrongExpectedVersionError and writes nothing, a command id appended before
 * answers with the first result, and every call yields once, so two callers racing interleave as they would
 * against PostgreSQL. Events come back as copies (a reader never shares an object with the writer).
 * `failAppends` makes the next appends throw, as an unreachable store would; `appends` lists what each append
 * wrote. Not exported from the package.
 */
export class MemoryEventStore implements EventStore {
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly commands = new Map<string, AppendResult>();
  private position = 0;
  private failing = 0;
  /** Every append that wrote something, in order: which stream and which event types, together. */
  readonly appends: { streamId: string; types: string[] }[] = [];

  /** The next `count` appends throw (nothing is written). */
  failAppends(count = 1): void {
    this.failing = count;
  }

  /** What a stream holds now, as stored. */
  events(streamId: string): RecordedEvent[] {
    return structuredClone(this.streams.get(streamId) ?? []);
  }

  async append(streamId: string, expectedVersion: number | typeof ANY_VERSION | typeof STREAM_EXISTS, events: NewEvent[], options?: { commandId?: string }): Promise<AppendResult> {
    await roundTrip();
    if (this.failing > 0) {
      this.failing--;
      throw new Error('the event store cannot be reached');
    }
    const earlier = options?.commandId ? this.commands.get(options.commandId) : undefined;
    if (earlier) return { ...earlier, duplicate: true };
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length;
    const fits = expectedVersion === ANY_VERSION || (expectedVersion === STREAM_EXISTS ? actual > 0 : expectedVersion === actual);
    if (!fits) throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
    const recordedAt = new Date(0).toISOString();
    for (const event of events) {
      this.position++;
      stream.push({
        eventId: event.eventId ?? `00000000-0000-4000-8000-${String(this.position).padStart(12, '0')}`,
        type: event.type,
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata),
        streamId,
        streamVersion: stream.length + 1,
        globalPosition: String(this.position),
        txId: String(this.position),
        recordedAt,
      });
    }
    this.streams.set(streamId, stream);
    this.appends.push({ streamId, types: events.map((e) => e.type) });
    const result: AppendResult = { nextExpectedVersion: stream.length, lastCheckpoint: { txId: String(this.position), position: String(this.position) }, duplicate: false };
    if (options?.commandId) this.commands.set(options.commandId, result);
    return result;
  }

  async readStream(streamId: string, range?: StreamRange): Promise<RecordedEvent[]> {
    await roundTrip();
    return eventsInRange(this.events(streamId), range);
  }

  async streamVersion(streamId: string, asOf?: Date): Promise<number> {
    await roundTrip();
    return streamVersionOf(this.streams.get(streamId) ?? [], asOf);
  }

  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    await roundTrip();
    return new Map(streamIds.map((id) => [id, this.events(id)]));
  }

  readAll(): Promise<RecordedEvent[]> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  readAllOfTypes(): Promise<never> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  readCategoryRecordedBetween(): Promise<RecordedEvent[]> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  waitForEvents(): Promise<void> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  headCheckpoint(): Promise<never> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  countAfter(): Promise<number> {
    return Promise.reject(new Error('MemoryEventStore keeps no global log reader'));
  }

  async close(): Promise<void> {}
}
