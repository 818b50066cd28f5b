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
  /** Events of one stream in version order, optionally from/to a version (inclusive). */
  readStream(streamId: string, range?: { from?: number; to?: number }): Promise<RecordedEvent[]>;
  /**
   * Several whole streams at once (a command that decides from a few of the member's streams): one round
   * trip instead of one per stream. Every id asked for is in the answer ([] for a stream with no events).
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** Up to `limit` events after `after`, in the one global order every reader sees. */
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /**
   * readAll narrowed to the streams of one category (named `{category}-...`: 'Order' for `Order-25-A1B2C3D`)
   * and to events recorded from `recorded.from` up to, not including, `recorded.to`: an auditor's export of a
   * period, read a page at a time (pass the last event's checkpoint as the next `after`).
   */
  readCategoryRecordedBetween(category: string, recorded: { from: Date; to: Date }, after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /** Resolves when new events may be readable, or after `timeoutMs`, or when the signal aborts. */
  waitForEvents(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  /** The last position a reader can see now (START when the log is empty). */
  headCheckpoint(): Promise<Checkpoint>;
  /** How many events are readable after a checkpoint (for progress bars). */
  countAfter(after: Checkpoint): Promise<number>;
  close(): Promise<void>;
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
