import type { Checkpoint, EventMetadata, RecordedEvent } from '@certus/contracts';

/**
 * The event store port: the only way the platform writes business state.
 * Narrow on purpose (append, read a stream, read the global log, wait) so that another
 * store, such as EventStoreDB/KurrentDB through @eventstore/db-client, can sit behind it
 * without touching a command handler or a projection.
 */
export interface EventStore {
  /**
   * Appends events to one stream if its current version equals `expectedVersion`
   * (NO_STREAM = the stream must not exist yet, ANY_VERSION = no check, STREAM_EXISTS = it must exist).
   * A stale expected version throws WrongExpectedVersionError; nothing is written.
   * With a commandId, appending the same command again stores nothing and returns the first result.
   */
  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /** Events of one stream in version order, optionally from/to a version (inclusive), optionally of some types only. */
  readStream(streamId: string, range?: StreamRange): Promise<RecordedEvent[]>;
  /**
   * Where a stream ends, without reading it: its version (its last event's; 0 when it has none), or, given
   * `asOf`, the version it stood at then: the one before its first event recorded after that time (times compared
   * to the millisecond, as RecordedEvent.recordedAt gives them). A stream's versions only go forward, but a clock can
   * go back: stopping at the first later event keeps what is read up to that version a prefix of the stream.
   */
  streamVersion(streamId: string, asOf?: Date): Promise<number>;
  /**
   * Several whole streams at once (a command that decides from a few of the member's streams): one round
   * trip instead of one per stream. Every id asked for is in the answer ([] for a stream with no events).
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** Up to `limit` events after `after`, in the one global order every reader sees. */
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /**
   * The page readAll would read, with only the events of `types` in it: a reader of a few kinds of events (a
   * projection's rebuild) passes over the others without taking their data apart. `through` is where the page ends
   * (its last event, of whatever type; null when nothing is readable after `after`), `covered` how many events it
   * passed over in all: the next page is read after `through`.
   */
  readAllOfTypes(after: Checkpoint, limit: number, types: readonly string[]): Promise<LogPage>;
  /**
   * readAll narrowed to the streams of one category (named `{category}-...`: 'Order' for `Order-25-A1B2C3D`)
   * and to events recorded from `recorded.from` up to, not including, `recorded.to`: an auditor's export of a
   * period, read a page at a time (pass the last event's checkpoint as the next `after`).
   */
  readCategoryRecordedBetween(category: string, recorded: { from: Date; to: Date }, after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /**
   * Resolves when new events may be readable, or after `timeoutMs`, or when the signal aborts. A reader that says
   * where it read up to (`after`) is woken as soon as anything past it is readable, whether or not it was notified;
   * without it, a store may wake it often just in case.
   */
  waitForEvents(timeoutMs: number, signal?: AbortSignal, after?: Checkpoint): Promise<void>;
  /** The last position a reader can see now (START when the log is empty). */
  headCheckpoint(): Promise<Checkpoint>;
  /** How many events are readable after a checkpoint (for progress bars). */
  countAfter(after: Checkpoint): Promise<number>;
  close(): Promise<void>;
}

/** A page of the global log narrowed to some types of events (EventStore.readAllOfTypes). */
export interface LogPage {
  events: RecordedEvent[];
  through: Checkpoint | null;
  covered: number;
}

/** A part of one stream: versions `from` to `to` (inclusive), and only events of `types` when given. */
export interface StreamRange {
  from?: number;
  to?: number;
  types?: readonly string[];
}

/** readStream's range on a stream held in memory (the stores kept for tests): the same rules as the real store's. */
export function eventsInRange(events: readonly RecordedEvent[], range: StreamRange = {}): RecordedEvent[] {
  const from = range.from ?? 1;
  const to = range.to ?? Number.MAX_SAFE_INTEGER;
  return events.filter((e) => e.streamVersion >= from && e.streamVersion <= to && (!range.types || range.types.includes(e.type)));
}

/** streamVersion on a stream held in memory, in version order (the stores kept for tests). */
export function streamVersionOf(events: readonly RecordedEvent[], asOf?: Date): number {
  const last = events.at(-1)?.streamVersion ?? 0;
  if (!asOf) return last;
  const later = events.find((e) => Date.parse(e.recordedAt) > asOf.getTime());
  return later ? later.streamVersion - 1 : last;
}

export const NO_STREAM = 0;
export const ANY_VERSION = 'any' as const;
export const STREAM_EXISTS = 'exists' as const;
export type ExpectedVersion = number | typeof ANY_VERSION | typeof STREAM_EXISTS;

export interface NewEvent {
  eventId?: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendOptions {
  commandId?: string;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  /** Position of the last event appended (or of the first append, for a duplicate command). */
  lastCheckpoint: Checkpoint;
  /** True when the command id had already been appended and nothing new was stored. */
  duplicate: boolean;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}.`);
  }
}
